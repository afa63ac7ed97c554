import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isAllowedWebLink, returnUrlOf, safeRedirect } from "./url-safety.ts";

const origin = "https://portal.example.com";

describe("safeRedirect", () => {
  it.each([
    ["/agent/broadcaster/list/list/all?page=2#top", "/broadcaster/list/list/all?page=2#top"],
    ["https://portal.example.com/agent/payment/blacklist", "/payment/blacklist"],
    ["/agent", "/"],
    ["/agent/", "/"],
    ["/agent//evil.example", "/evil.example"],
  ])("keeps a same-origin portal URL: %s", (raw, expected) => {
    expect(safeRedirect(raw, origin)).toBe(expected);
  });

  it.each([
    "https://evil.example",
    "https://evil.example/agent/",
    "//evil.example",
    "//evil.example/agent/x",
    "/\\evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "https://portal.example.com.evil.example/agent/",
    "https://portal.example.com@evil.example/agent/",
    "https://user:pass@portal.example.com/agent/",
    "http://portal.example.com/agent/",
    "/other-app/page",
    "/agentx/page",
    "/agent/../admin",
    "/agent/login",
    "/agent/login?redirect=/agent/x",
    "agent/relative",
    " /\u0000agent",
    "",
  ])("refuses %s", (raw) => {
    expect(safeRedirect(raw, origin)).toBeNull();
  });

  it("never answers anything but a path under the base path on the same origin (fast-check, 2000 runs)", () => {
    const pieces = fc.constantFrom(
      "/",
      "//",
      "\\",
      "/agent",
      "/agent/",
      "..",
      "%2e%2e",
      "%2f",
      "@",
      ":",
      "https:",
      "http://",
      "javascript:",
      "evil.example",
      "portal.example.com",
      "?",
      "#",
      "\t",
      " ",
    );
    const input = fc.oneof(
      fc.string(),
      fc.webUrl(),
      fc.array(fc.oneof(pieces, fc.string({ maxLength: 4 })), { maxLength: 8 }).map((parts) => parts.join("")),
    );
    fc.assert(
      fc.property(input, (raw) => {
        const result = safeRedirect(raw, origin);
        if (result === null) return true;
        expect(result.startsWith("/")).toBe(true);
        expect(result.startsWith("//")).toBe(false);
        const resolved = new URL(`/agent${result}`, origin);
        expect(resolved.origin).toBe(origin);
        expect(resolved.pathname === "/agent" || resolved.pathname.startsWith("/agent/")).toBe(true);
        return true;
      }),
      { numRuns: 2000 },
    );
  });
});

describe("isAllowedWebLink", () => {
  const allowed = "https://www.example.com";
  it("allows links on exactly the allowed origin", () => {
    expect(isAllowedWebLink("https://www.example.com/help?x=1", allowed)).toBe(true);
    expect(isAllowedWebLink("https://www.example.com", allowed)).toBe(true);
  });

  it.each([
    "https://www.example.com.evil.example/",
    "https://www.example.com@evil.example/",
    "http://www.example.com/",
    "//www.example.com/",
    "/relative",
    "javascript:alert(1)",
    "https://evil.example/?https://www.example.com",
    "https://sub.www.example.com/",
  ])("refuses %s", (link) => {
    expect(isAllowedWebLink(link, allowed)).toBe(false);
  });

  it("never allows another origin (fast-check, 1000 runs)", () => {
    // Near misses of the allowed origin (a prefix or suffix of its host, user info, ports, other
    // schemes), beside random URLs and strings: a string-prefix comparison fails here.
    const nearMiss = fc
      .tuple(
        fc.constantFrom("https://", "http://", "//", "", "HTTPS://", "https:/", "https:\\\\"),
        fc.constantFrom("", "user@", "www.example.com@", "user:pass@", ":@"),
        fc.constantFrom(
          "www.example.com",
          "WWW.Example.COM",
          "www.example.com.evil.example",
          "www.example.com-evil.example",
          "sub.www.example.com",
          "evil.example",
          "www.example.co",
          "www.example.com.",
        ),
        fc.constantFrom("", ":443", ":8443", ":80", ":"),
        fc.oneof(fc.constant(""), fc.webPath(), fc.constantFrom("/@evil.example", "\\evil.example", "?next=https://evil.example", "#https://evil.example")),
      )
      .map((parts) => parts.join(""));
    fc.assert(
      fc.property(fc.oneof(nearMiss, fc.webUrl(), fc.string()), (link) => {
        if (!isAllowedWebLink(link, allowed)) return true;
        const url = new URL(link);
        return url.origin === allowed && url.username === "" && url.password === "";
      }),
      { numRuns: 1000 },
    );
  });
});

describe("returnUrlOf (issue 26 item 3: the redirect keeps the fragment)", () => {
  const request = `${origin}/agent/payment/blacklist?x=1`;

  it("adds the page's fragment to the loader's request URL of the same page", () => {
    expect(returnUrlOf(request, `${request}#h`)).toBe(`${request}#h`);
    expect(safeRedirect(returnUrlOf(request, `${request}#h`), origin)).toBe("/payment/blacklist?x=1#h");
  });

  it("answers the request URL when the page has no fragment or is another page", () => {
    expect(returnUrlOf(request, request)).toBe(request);
    expect(returnUrlOf(request, `${origin}/agent/payment/blacklist?x=2#h`)).toBe(request);
    expect(returnUrlOf(request, `${origin}/agent/welcome#h`)).toBe(request);
    expect(returnUrlOf(request, `https://evil.example/agent/payment/blacklist?x=1#h`)).toBe(request);
    expect(returnUrlOf("not a url", `${request}#h`)).toBe("not a url");
  });

  it("never changes what safeRedirect accepts: same origin, under the base path (fast-check, 1000 runs)", () => {
    fc.assert(
      fc.property(fc.webPath(), fc.webQueryParameters(), fc.webFragments(), (path, query, fragment) => {
        const url = `${origin}/agent${path}${query === "" ? "" : `?${query}`}`;
        const answer = returnUrlOf(url, `${url}#${fragment}`);
        const safe = safeRedirect(answer, origin);
        if (safe === null) return safeRedirect(url, origin) === null;
        const back = new URL(`/agent${safe}`, origin);
        return back.origin === origin && (back.pathname === "/agent" || back.pathname.startsWith("/agent/"));
      }),
      { numRuns: 1000 },
    );
  });
});
