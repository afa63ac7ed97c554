import { describe, expect, it } from "vitest";
import type { Milestone } from "./milestones.ts";
import { dayNumber, milestoneStates, missingOf, nextMilestone, sinceJoiningRange } from "./milestones.ts";

const H = 3600;
const MILESTONES: Milestone[] = [
  { day: 7, validDays: 3, liveSeconds: 6 * H, beans: 1000 },
  { day: 14, validDays: 7, liveSeconds: 14 * H, beans: 3000 },
];
const joined = Date.UTC(2026, 10, 1, 15) / 1000; // 2026-11-01, afternoon
const day = (d: string, validLiveDays: number, liveDuration: number, beans: number) => ({ day: d, validLiveDays, liveDuration, beans });

describe("new-broadcaster milestones", () => {
  it("counts the join day as day 1", () => {
    expect(dayNumber(joined, "2026-11-01")).toBe(1);
    expect(dayNumber(joined, "2026-11-07")).toBe(7);
    expect(dayNumber(joined, "2026-10-31")).toBe(0);
    expect(sinceJoiningRange("2026-11-25", 90)).toEqual({ from: "2026-08-28", to: "2026-11-25" });
  });

  it("heads for the first milestone not yet past, none after the last", () => {
    expect(nextMilestone(MILESTONES, 7)?.day).toBe(7);
    expect(nextMilestone(MILESTONES, 8)?.day).toBe(14);
    expect(nextMilestone(MILESTONES, 15)).toBeNull();
  });

  it("meets a milestone only when every requirement is met by its day; later days do not count", () => {
    const days = [
      day("2026-11-01", 1, 2 * H, 400),
      day("2026-11-03", 1, 2 * H, 400),
      day("2026-11-07", 1, 2 * H, 200),
      // Day 8: too late for the day-7 milestone.
      day("2026-11-08", 1, 5 * H, 5000),
    ];
    const [first, second] = milestoneStates(MILESTONES, joined, "2026-11-10", days);
    expect(first).toMatchObject({ status: "met", progress: { validLiveDays: 3, liveDuration: 6 * H, beans: 1000 } });
    // Day 10: the day-14 milestone is due, with what it still needs.
    expect(second).toMatchObject({ status: "due", missing: { validDays: 3, liveSeconds: 3 * H, beans: 0 } });
    const [missed] = milestoneStates(MILESTONES, joined, "2026-11-10", days.slice(0, 2));
    expect(missed).toMatchObject({ status: "missed", missing: { validDays: 1, liveSeconds: 2 * H, beans: 200 } });
  });

  it("says what is missing per requirement, never below zero", () => {
    expect(missingOf(MILESTONES[0] as Milestone, { validLiveDays: 5, liveDuration: H, beans: 0 })).toEqual({ validDays: 0, liveSeconds: 5 * H, beans: 1000 });
  });
});
