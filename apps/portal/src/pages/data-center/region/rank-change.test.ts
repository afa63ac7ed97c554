import { describe, expect, it } from "vitest";
import { rankChange, trendOf } from "./rank-change.ts";

describe("rankChange", () => {
  it("counts the places moved up or down from the previous rank", () => {
    expect(rankChange(1, 3)).toEqual({ kind: "up", places: 2 });
    expect(rankChange(4, 2)).toEqual({ kind: "down", places: 2 });
    expect(trendOf(rankChange(1, 3))).toBe("up");
    expect(trendOf(rankChange(4, 2))).toBe("down");
  });

  it("says the same place, and new for an agency without a previous rank (never a change from nothing)", () => {
    expect(rankChange(2, 2)).toEqual({ kind: "same" });
    expect(rankChange(5, null)).toEqual({ kind: "new" });
    expect(trendOf(rankChange(5, null))).toBe("flat");
  });
});
