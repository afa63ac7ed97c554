import { describe, expect, it } from "vitest";
import { chosenMonth, monthOf, monthRange, recentMonths } from "./report-months.ts";

describe("report months (UTC+0)", () => {
  it("takes the UTC month of an instant, not the phone's", () => {
    expect(monthOf(Date.UTC(2026, 10, 30, 23, 30))).toBe("2026-11");
    expect(monthOf(Date.UTC(2026, 11, 1, 0, 0))).toBe("2026-12");
  });

  it("offers the current month and the ones before it, newest first, across a year's end", () => {
    expect(recentMonths(Date.UTC(2026, 1, 15), 4)).toEqual(["2026-02", "2026-01", "2025-12", "2025-11"]);
    expect(recentMonths(Date.UTC(2026, 1, 15))).toHaveLength(6);
  });

  it("bounds a month from its first second to its last, leap years included", () => {
    expect(monthRange("2024-02")).toEqual({ startTime: Date.UTC(2024, 1, 1) / 1000, endTime: Date.UTC(2024, 1, 29, 23, 59, 59) / 1000 });
    expect(monthRange("2025-12")).toEqual({ startTime: Date.UTC(2025, 11, 1) / 1000, endTime: Date.UTC(2025, 11, 31, 23, 59, 59) / 1000 });
  });

  it("keeps an offered month from the URL and falls back to the newest for anything else", () => {
    const offered = ["2026-11", "2026-10"];
    expect(chosenMonth("2026-10", offered)).toBe("2026-10");
    expect(chosenMonth("2020-01", offered)).toBe("2026-11");
    expect(chosenMonth("junk", offered)).toBe("2026-11");
    expect(chosenMonth(null, offered)).toBe("2026-11");
  });
});
