/**
 * Days and Unix seconds for filters (the contract's times are Unix SECONDS; days are UTC+0,
 * `YYYY-MM-DD`, as the sandbox and the reports count them). The URL keeps days; requests get the
 * first second of the start day and the last second of the end day.
 */

const DAY_SECONDS = 86_400;

/** Unix seconds of 00:00:00 UTC of a day `YYYY-MM-DD`. */
export function dayStartSeconds(day: string): number {
  return Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000);
}

/** Unix seconds of 23:59:59 UTC of a day `YYYY-MM-DD` (an inclusive end). */
export function dayEndSeconds(day: string): number {
  return dayStartSeconds(day) + DAY_SECONDS - 1;
}

/** The UTC day `YYYY-MM-DD` of Unix seconds. */
export function dayOfSeconds(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}

/**
 * The day a date picker's local `Date` stands for, `YYYY-MM-DD` (the calendar shows local days;
 * the day the user clicked is kept, whatever their time zone).
 */
export function dayOfPickedDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${String(date.getFullYear())}-${month}-${day}`;
}

/** The local `Date` a picker shows for a day `YYYY-MM-DD` (local midnight of that calendar day). */
export function pickedDateOfDay(day: string): Date {
  const [year = 1970, month = 1, date = 1] = day.split("-").map(Number);
  return new Date(year, month - 1, date);
}

/** The UTC day `YYYY-MM-DD` `days` after `day` (negative: before). */
export function shiftDay(day: string, days: number): string {
  return dayOfSeconds(dayStartSeconds(day) + days * DAY_SECONDS);
}

/** The UTC day of an instant in milliseconds (default now). */
export function todayUtc(nowMs: number = Date.now()): string {
  return new Date(nowMs).toISOString().slice(0, 10);
}

/** Unix seconds to epoch milliseconds for the formatters (0 stays "not set": `null`). */
export function secondsToMs(seconds: number): number | null {
  return seconds > 0 ? seconds * 1000 : null;
}
