import { describe, expect, it } from "vitest";
import { bannerHref, bannerImage } from "./banner-link.ts";

const ORIGIN = "https://agent.example.com";

describe("bannerHref", () => {
  it.each([
    ["", null],
    ["   ", null],
    ["/agent/academy", "https://agent.example.com/agent/academy"],
    ["https://agent.example.com/agent/data-center/live-data/pk", "https://agent.example.com/agent/data-center/live-data/pk"],
    ["https://evil.example.net/agent", null],
    ["https://agent.example.com.evil.net/x", null],
    ["//evil.example.net/x", null],
    ["javascript:alert(1)", null],
    ["data:text/html,<script>alert(1)</script>", null],
  ])("%j -> %j", (url, expected) => {
    expect(bannerHref(url, ORIGIN)).toBe(expected);
  });
});

describe("bannerImage", () => {
  it("keeps same-origin images and drops others", () => {
    expect(bannerImage("/agent/favicon.svg", ORIGIN)).toBe("https://agent.example.com/agent/favicon.svg");
    expect(bannerImage("https://cdn.example.net/a.png", ORIGIN)).toBeNull();
    expect(bannerImage("", ORIGIN)).toBeNull();
  });
});
