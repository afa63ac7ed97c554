import { describe, expect, it } from "vitest";
import { isCurrentPath } from "./link.ts";

describe("isCurrentPath", () => {
  it("matches the page and its sub-pages, not look-alike prefixes", () => {
    expect(isCurrentPath("/broadcaster/list", "/broadcaster/list")).toBe(true);
    expect(isCurrentPath("/broadcaster/list/all?x=1", "/broadcaster/list")).toBe(true);
    expect(isCurrentPath("/broadcaster/listing", "/broadcaster/list")).toBe(false);
    expect(isCurrentPath("/broadcaster/list/", "/broadcaster/list/")).toBe(true);
  });

  it("treats the root and exact matches strictly", () => {
    expect(isCurrentPath("/payment", "/")).toBe(false);
    expect(isCurrentPath("/", "/")).toBe(true);
    expect(isCurrentPath("/a/b", "/a", true)).toBe(false);
    expect(isCurrentPath(undefined, "/a")).toBe(false);
  });
});
