import { describe, expect, it } from "vitest";
import { highlightParts, isNewTutorial, searchKeyword } from "./academy-params.ts";

describe("searchKeyword", () => {
  it("sends a trimmed keyword, and nothing for spaces, punctuation or emoji", () => {
    expect(searchKeyword("  PK battles ")).toBe("PK battles");
    expect(searchKeyword("   ")).toBeNull();
    expect(searchKeyword("🎉🎉 !!")).toBeNull();
    expect(searchKeyword("直播")).toBe("直播");
    expect(searchKeyword("x".repeat(80))).toHaveLength(50);
  });
});

describe("highlightParts", () => {
  it("marks every word of the keyword, case-insensitively, and keeps the rest in order", () => {
    expect(highlightParts("Planning PK battles", "pk plan")).toEqual([
      { text: "Plan", match: true },
      { text: "ning ", match: false },
      { text: "PK", match: true },
      { text: " battles", match: false },
    ]);
    expect(highlightParts("a+b (c)", "(c)")).toEqual([
      { text: "a+b ", match: false },
      { text: "(c)", match: true },
    ]);
    expect(highlightParts("Nothing", " ")).toEqual([{ text: "Nothing", match: false }]);
  });
});

describe("isNewTutorial", () => {
  it("is new for 14 days after publishing", () => {
    const now = Date.UTC(2026, 10, 26);
    expect(isNewTutorial(now / 1000 - 13 * 86_400, now)).toBe(true);
    expect(isNewTutorial(now / 1000 - 15 * 86_400, now)).toBe(false);
  });
});
