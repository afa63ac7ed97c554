import { dayEndSeconds, dayStartSeconds, shiftDay, todayUtc } from "#shared/dates/day-range.ts";

/** Days a default range covers, ending on the last complete day. */
export const DEFAULT_RANGE_DAYS = 30;
/** Longest range when the live-data config has not answered yet, days (its `maxRangeDays`). */
export const FALLBACK_MAX_RANGE_DAYS = 92;

/** A range of whole days `[from, to]`, `YYYY-MM-DD`, in the report time zone (UTC+0), inclusive. */
export interface ReportRange {
  readonly from: string;
  readonly to: string;
}

/** Days in a range, both ends counted. */
export const rangeDays = (range: ReportRange): number => (dayStartSeconds(range.to) - dayStartSeconds(range.from)) / 86_400 + 1;

/**
 * The range a data screen shows: the URL's when both ends are set, in order, not after `lastDay`
 * (the config's last complete day) and at most `maxDays` long; else the last
 * {@link DEFAULT_RANGE_DAYS} days ending on `lastDay` (default yesterday, UTC).
 */
export function reportRange(from: string | null, to: string | null, lastDay: string = shiftDay(todayUtc(), -1), maxDays = FALLBACK_MAX_RANGE_DAYS): ReportRange {
  if (from !== null && to !== null && from <= to && to <= lastDay && rangeDays({ from, to }) <= maxDays) return { from, to };
  return { from: shiftDay(lastDay, -(Math.min(DEFAULT_RANGE_DAYS, maxDays) - 1)), to: lastDay };
}

/** The live-data family's range fields: the first second of `from` and the last of `to`, UTC+0 (never a browser's midnight). */
export function rangeSeconds(range: ReportRange): { startTime: number; endTime: number } {
  return { startTime: dayStartSeconds(range.from), endTime: dayEndSeconds(range.to) };
}
