import { describe, expect, it } from "vitest";
import { allowedWebOrigin, safeWebLink } from "./web-link.ts";

const HOST = "https://www.example.com";

describe("safeWebLink (SPEC 5: web links must start with {host})", () => {
  it("keeps links under the allowed host", () => {
    expect(safeWebLink("https://www.example.com/guide?x=1#a", HOST)).toBe("https://www.example.com/guide?x=1#a");
  });

  it.each([
    "https://evil.example",
    "//evil.example",
    "/\\evil.example",
    "javascript:alert(1)",
    "https://www.example.com.evil.example/",
    "https://www.example.com@evil.example/",
    "http://www.example.com/",
    "/agent/m",
    "",
    null,
    undefined,
  ])("refuses %j", (link) => {
    expect(safeWebLink(link, HOST)).toBeNull();
  });
});

describe("allowedWebOrigin", () => {
  it("takes a configured exact origin, else the fallback", () => {
    expect(allowedWebOrigin("https://www.example.com", "https://self.test")).toBe("https://www.example.com");
    expect(allowedWebOrigin("https://www.example.com/path", "https://self.test")).toBe("https://self.test");
    expect(allowedWebOrigin("not a url", "https://self.test")).toBe("https://self.test");
    expect(allowedWebOrigin(undefined, "https://self.test")).toBe("https://self.test");
    expect(allowedWebOrigin("", "https://self.test")).toBe("https://self.test");
  });
});
