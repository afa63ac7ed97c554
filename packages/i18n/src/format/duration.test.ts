import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatDuration } from "./duration.ts";

describe("formatDuration", () => {
  it.each([
    ["en", "1 hr 23 min", "1 min 15 sec", "42 sec", "1 hr"],
    ["ar", "1 س و23 د", "1 د و15 ث", "42 ث", "1 س"],
    ["id", "1 j, 23 mnt", "1 mnt, 15 dtk", "42 dtk", "1 j"],
    ["ja", "1 時間23 分", "1 分15 秒", "42 秒", "1 時間"],
  ])("%s", (language, hoursMinutes, minutesSeconds, secondsOnly, wholeHour) => {
    expect(formatDuration(language, 5000)).toBe(hoursMinutes);
    expect(formatDuration(language, 75)).toBe(minutesSeconds);
    expect(formatDuration(language, 42)).toBe(secondsOnly);
    expect(formatDuration(language, 3600)).toBe(wholeHour);
  });

  it("keeps hours past a day and drops fractions of a second", () => {
    expect(formatDuration("en", 49 * 3600 + 5 * 60 + 59.9)).toBe("49 hr 5 min");
  });

  it("reads negative and non-finite input as zero", () => {
    expect(formatDuration("en", -5)).toBe("0 sec");
    expect(formatDuration("en", Number.NaN)).toBe("0 sec");
  });

  it("never shows more than two units", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (seconds) => {
        const numbers = formatDuration("en", seconds).match(/[\d,]+/g) ?? [];
        expect(numbers.length).toBeGreaterThanOrEqual(1);
        expect(numbers.length).toBeLessThanOrEqual(2);
      }),
    );
  });
});
