import { describe, expect, it } from "vitest";
import { changeOf, previousRange, winRate } from "./compare.ts";

describe("comparisons", () => {
  it("a change against a zero base is missing, not infinite; no change is 0", () => {
    expect(changeOf(120, 100)).toBeCloseTo(0.2);
    expect(changeOf(50, 100)).toBeCloseTo(-0.5);
    expect(changeOf(10, 0)).toBeNull();
    expect(changeOf(0, 0)).toBe(0);
  });

  it("the previous range has the same length and ends the day before", () => {
    expect(previousRange({ from: "2026-11-01", to: "2026-11-30" })).toEqual({ from: "2026-10-02", to: "2026-10-31", days: 30 });
    expect(previousRange({ from: "2026-03-01", to: "2026-03-01" })).toEqual({ from: "2026-02-28", to: "2026-02-28", days: 1 });
  });

  it("a win rate without battles is a gap", () => {
    expect(winRate(3, 4)).toBe(0.75);
    expect(winRate(0, 0)).toBeNull();
  });
});
