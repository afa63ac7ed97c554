/** The family range helpers of the month views: the months a range spans, and whether its last month is still running. */
import { describe, expect, it } from "vitest";
import { monthInProgress, rangeMonths } from "./family-range.ts";

describe("rangeMonths", () => {
  it("answers the months of the range's first and last day", () => {
    expect(rangeMonths({ from: "2026-10-27", to: "2026-11-25" })).toEqual({ startMonth: "2026-10", endMonth: "2026-11" });
    expect(rangeMonths({ from: "2026-12-01", to: "2026-12-31" })).toEqual({ startMonth: "2026-12", endMonth: "2026-12" });
  });
});

describe("monthInProgress", () => {
  it("is true while the last month has days after the last complete day, false once the month is complete", () => {
    expect(monthInProgress({ from: "2026-10-27", to: "2026-11-25" }, "2026-11-25")).toBe(true);
    expect(monthInProgress({ from: "2026-10-01", to: "2026-10-31" }, "2026-11-25")).toBe(false);
    expect(monthInProgress({ from: "2026-02-01", to: "2026-02-28" }, "2026-02-28")).toBe(false);
  });
});
