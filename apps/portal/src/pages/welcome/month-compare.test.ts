import { describe, expect, it } from "vitest";
import { changeRatio, monthPeriods, trendOf } from "./month-compare.ts";

const seconds = (iso: string) => Date.parse(iso) / 1000;

describe("monthPeriods", () => {
  it("compares this month so far with the same days of last month, on UTC days", () => {
    const { current, previous } = monthPeriods(new Date("2026-11-26T04:30:00Z"));
    expect(current).toEqual({ start_time: seconds("2026-11-01T00:00:00Z"), end_time: seconds("2026-11-26T04:30:00Z") });
    expect(previous).toEqual({ start_time: seconds("2026-10-01T00:00:00Z"), end_time: seconds("2026-10-26T04:30:00Z") });
  });

  it("clips last month at its end when it is shorter, and crosses the year", () => {
    expect(monthPeriods(new Date("2026-03-31T12:00:00Z")).previous).toEqual({ start_time: seconds("2026-02-01T00:00:00Z"), end_time: seconds("2026-02-28T23:59:59Z") });
    expect(monthPeriods(new Date("2027-01-10T00:00:00Z")).previous.start_time).toBe(seconds("2026-12-01T00:00:00Z"));
  });
});

describe("changeRatio and trendOf", () => {
  it("gives the relative change and its direction, and no change without a base", () => {
    expect(changeRatio(120, 100)).toBeCloseTo(0.2);
    expect(trendOf(changeRatio(80, 100))).toBe("down");
    expect(changeRatio(5, 0)).toBeNull();
    expect(trendOf(null)).toBe("flat");
  });
});
