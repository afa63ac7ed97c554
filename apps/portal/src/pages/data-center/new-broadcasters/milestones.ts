import type { newAnchorMilestones } from "@agent-portal/api-client/contract/live-data-new-anchor-cohort";
import type { ResponseOf } from "@agent-portal/api-client/contract/define";
import { dayOfSeconds, dayStartSeconds, shiftDay } from "#shared/dates/day-range.ts";
import type { DayRange } from "#shared/live-data/live-range.ts";
import type { Missing } from "#pages/data-center/broadcaster-stats/tier-text.ts";

/** One new-broadcaster milestone (live data `new_anchor/milestones`): valid days, live seconds and beans due by day `day` since joining. */
export type Milestone = ResponseOf<typeof newAnchorMilestones>["list"][number];

/** A broadcaster's figures so far: valid live days, live time (seconds), beans. */
export interface Progress {
  readonly validLiveDays: number;
  readonly liveDuration: number;
  readonly beans: number;
}

/** One day's figures (live data day rows). */
export interface DayFigures extends Progress {
  /** YYYY-MM-DD (UTC). */
  readonly day: string;
}

/** Where a broadcaster stands on a milestone: met by its day, missed (its day passed unmet), or due (its day not yet reached: `missing` is what is still needed now). */
export interface MilestoneState {
  readonly milestone: Milestone;
  readonly status: "met" | "missed" | "due";
  /** The figures counted toward it: up to its day, or so far while it is due. */
  readonly progress: Progress;
  readonly missing: Missing;
}

const DAY = 86_400;

/** Day N since joining on `lastDay` (the join day is day 1; 0 before joining). `joinTime`: Unix seconds. */
export function dayNumber(joinTime: number, lastDay: string): number {
  return Math.max(0, Math.floor((dayStartSeconds(lastDay) - dayStartSeconds(dayOfSeconds(joinTime))) / DAY) + 1);
}

/** The range a new broadcaster's figures are read over so they count everything since joining: the `newDays` days ending on `lastDay`. */
export function sinceJoiningRange(lastDay: string, newDays: number): DayRange {
  return { from: shiftDay(lastDay, -(newDays - 1)), to: lastDay };
}

/** What `progress` still lacks of `milestone` (0 per requirement met). */
export function missingOf(milestone: Milestone, progress: Progress): Missing {
  return {
    validDays: Math.max(0, milestone.validDays - progress.validLiveDays),
    liveSeconds: Math.max(0, milestone.liveSeconds - progress.liveDuration),
    beans: Math.max(0, milestone.beans - progress.beans),
  };
}

/** Whether nothing is missing: a milestone counts only when all of its requirements are met. */
export const isMet = (missing: Missing): boolean => missing.validDays === 0 && missing.liveSeconds === 0 && missing.beans === 0;

/** The milestone a broadcaster on day `day` is heading for: the first not yet past; null after the last. */
export function nextMilestone(milestones: readonly Milestone[], day: number): Milestone | null {
  return milestones.find((milestone) => milestone.day >= day) ?? null;
}

/**
 * Each milestone's state from the broadcaster's daily figures: the days from joining to the
 * milestone's day count toward it; it is met when all its requirements are, missed when its day
 * has passed (by `lastDay`) unmet, else due with what is still missing.
 *
 * @param joinTime when they joined, Unix seconds
 * @param days their daily figures since joining (any order)
 */
export function milestoneStates(milestones: readonly Milestone[], joinTime: number, lastDay: string, days: readonly DayFigures[]): MilestoneState[] {
  const joined = dayOfSeconds(joinTime);
  const today = dayNumber(joinTime, lastDay);
  return milestones.map((milestone) => {
    const until = shiftDay(joined, milestone.day - 1);
    const counted = days.filter((row) => row.day >= joined && row.day <= until);
    const progress = {
      validLiveDays: counted.reduce((sum, row) => sum + row.validLiveDays, 0),
      liveDuration: counted.reduce((sum, row) => sum + row.liveDuration, 0),
      beans: counted.reduce((sum, row) => sum + row.beans, 0),
    };
    const missing = missingOf(milestone, progress);
    const status = isMet(missing) ? "met" : today > milestone.day ? "missed" : "due";
    return { milestone, status, progress, missing };
  });
}
