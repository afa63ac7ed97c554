/**
 * The periods of the home's headline strip (issue 25, item 1): this month so far against the same
 * days of last month, in Unix SECONDS on UTC+0 days (the days the reports count, as the list
 * filters do). Comparing equal spans keeps a month's 5th from looking like a collapse against a
 * whole month.
 */

/** A period in Unix seconds, both ends inclusive (GetAgentData `start_time`, `end_time`). */
export interface Period {
  readonly start_time: number;
  readonly end_time: number;
}

/**
 * This month from its first UTC day to `now`, and last month from its first day over as many days
 * (clipped to last month's end, e.g. March 31 against February 28).
 */
export function monthPeriods(now: Date): { readonly current: Period; readonly previous: Period } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const currentStart = Date.UTC(year, month, 1) / 1000;
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const previousStart = Date.UTC(year, month - 1, 1) / 1000;
  const previousEnd = Math.min(previousStart + (nowSeconds - currentStart), currentStart - 1);
  return { current: { start_time: currentStart, end_time: nowSeconds }, previous: { start_time: previousStart, end_time: previousEnd } };
}

/** The change from `previous` to `current` as a ratio (0.12 = +12 %), or null when there is no base (previous 0). */
export function changeRatio(current: number, previous: number): number | null {
  return previous === 0 ? null : (current - previous) / previous;
}

/** The direction of a change, for the arrow beside it. */
export function trendOf(ratio: number | null): "up" | "down" | "flat" {
  return ratio === null || ratio === 0 ? "flat" : ratio > 0 ? "up" : "down";
}
