import { dayEndSeconds, dayStartSeconds, shiftDay, todayUtc } from "#shared/dates/day-range.ts";

/** Days a default range covers (ending on the last complete day). */
export const DEFAULT_RANGE_DAYS = 30;
/** Longest range of a day report or graph, days (the live-data family's 43001 beyond it). */
export const MAX_RANGE_DAYS = 92;

/** A day range `[from, to]`, `YYYY-MM-DD` (UTC), inclusive. */
export interface DayRange {
  readonly from: string;
  readonly to: string;
}

/**
 * The range to show: the URL's when both ends are set, valid and at most {@link MAX_RANGE_DAYS}
 * long; else the last {@link DEFAULT_RANGE_DAYS} days ending on `lastDay` (the config's last
 * complete day, default yesterday).
 */
export function rangeOf(from: string | null, to: string | null, lastDay: string = shiftDay(todayUtc(), -1)): DayRange {
  if (from !== null && to !== null && from <= to && to <= lastDay && (dayStartSeconds(to) - dayStartSeconds(from)) / 86_400 < MAX_RANGE_DAYS) return { from, to };
  return { from: shiftDay(lastDay, -(DEFAULT_RANGE_DAYS - 1)), to: lastDay };
}

/** The live-data family's range fields (`startTime`, `endTime`, Unix seconds, inclusive) of a day range. */
export function rangeSeconds(range: DayRange): { startTime: number; endTime: number } {
  return { startTime: dayStartSeconds(range.from), endTime: dayEndSeconds(range.to) };
}

/** The month range (`YYYY-MM`) of the `months` months ending with the month of `lastDay`. */
export function monthsEnding(lastDay: string, months: number): { startMonth: string; endMonth: string } {
  const [year = 1970, month = 1] = lastDay.split("-").map(Number);
  const start = new Date(Date.UTC(year, month - months, 1));
  return { startMonth: start.toISOString().slice(0, 7), endMonth: lastDay.slice(0, 7) };
}
