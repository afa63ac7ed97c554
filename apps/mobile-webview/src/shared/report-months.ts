/**
 * Report months of the broadcaster's own pages (`/m/live-data`, `/m/activity/74338`): months are
 * UTC+0 calendar months, the live-data family's report zone (its day boundaries are UTC+0, SPEC
 * section 7 `startTime` / `endTime`), so a month never depends on the phone's zone (screen rule 7).
 */

/** How many months the pickers offer: the current one and the five before it. */
export const REPORT_MONTHS = 6;

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The UTC month (`YYYY-MM`) of an instant, ms since the epoch. */
export function monthOf(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 7);
}

/** The `count` months up to the month of `nowMs` (UTC), newest first, `YYYY-MM`. */
export function recentMonths(nowMs: number, count: number = REPORT_MONTHS): string[] {
  const now = new Date(nowMs);
  return Array.from({ length: count }, (_unused, back) => monthOf(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)));
}

/** A month's bounds for the live-data family: its first second and its last second (inclusive), Unix seconds, UTC+0. */
export function monthRange(month: string): { startTime: number; endTime: number } {
  const [year = 1970, monthNumber = 1] = month.split("-").map(Number);
  return { startTime: Date.UTC(year, monthNumber - 1, 1) / 1000, endTime: Date.UTC(year, monthNumber, 1) / 1000 - 1 };
}

/**
 * The month a page shows: `asked` (the URL's `month`) when it is one of `offered`, else the newest
 * offered month (a hand-edited or stale link falls back rather than asking for a month the picker
 * cannot show).
 */
export function chosenMonth(asked: string | null, offered: readonly string[]): string {
  return asked !== null && MONTH_PATTERN.test(asked) && offered.includes(asked) ? asked : (offered[0] ?? "");
}

/** A month (`YYYY-MM`) as the first instant of it (UTC), for the locale's month formatter. */
export const monthStart = (month: string): number => monthRange(month).startTime * 1000;
