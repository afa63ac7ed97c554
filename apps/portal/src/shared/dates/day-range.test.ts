import { describe, expect, it } from "vitest";
import { dayEndSeconds, dayOfPickedDate, dayOfSeconds, dayStartSeconds, pickedDateOfDay, shiftDay } from "./day-range.ts";

describe("day ranges", () => {
  it("turn days into inclusive Unix-second bounds in UTC", () => {
    expect(dayStartSeconds("2026-03-01")).toBe(1_772_323_200);
    expect(dayEndSeconds("2026-03-01")).toBe(1_772_323_200 + 86_399);
    expect(dayOfSeconds(1_772_323_200 + 86_399)).toBe("2026-03-01");
  });

  it("keep the day the user picked in a local calendar", () => {
    expect(dayOfPickedDate(new Date(2026, 0, 31, 23, 30))).toBe("2026-01-31");
    expect(dayOfPickedDate(pickedDateOfDay("2024-02-29"))).toBe("2024-02-29");
  });

  it("shift days across months and years", () => {
    expect(shiftDay("2026-01-01", -1)).toBe("2025-12-31");
    expect(shiftDay("2024-02-28", 1)).toBe("2024-02-29");
  });
});
