/**
 * Dates in the active language with `Intl.DateTimeFormat` and `Intl.RelativeTimeFormat` (issue 4).
 *
 * Always the Gregorian calendar: the platform's periods (daily and monthly statistics, payment
 * months) are Gregorian, so a Persian or Thai reader sees the same month as everyone else, in
 * their own words and digits. Time zone: the browser's, unless `timeZone` is given.
 */
import { cached, dateTimeFormat } from "./intl-cache.ts";

/** A moment: a `Date`, epoch milliseconds, or an ISO 8601 string. */
export type DateInput = Date | number | string;

/** Options shared by the date functions. */
export interface DateOptions {
  /** IANA time zone (`Asia/Jakarta`, `UTC`). Default: the browser's. */
  readonly timeZone?: string;
}

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

function format(language: string, value: DateInput, options: Intl.DateTimeFormatOptions, zone: DateOptions): string {
  const full: Intl.DateTimeFormatOptions = { calendar: "gregory", ...options, ...(zone.timeZone ? { timeZone: zone.timeZone } : {}) };
  return dateTimeFormat(language, full).format(toDate(value));
}

/** A day: en `Mar 9, 2025`, id `9 Mar 2025`, ja `2025/03/09`. */
export function formatDate(language: string, value: DateInput, options: DateOptions = {}): string {
  return format(language, value, { dateStyle: "medium" }, options);
}

/** A day and time: en `Mar 9, 2025, 2:05 PM`, id `9 Mar 2025, 14.05`. */
export function formatDateTime(language: string, value: DateInput, options: DateOptions = {}): string {
  return format(language, value, { dateStyle: "medium", timeStyle: "short" }, options);
}

/** A month of a year: en `March 2025`, ar `مارس 2025`, ja `2025年3月`. */
export function formatMonth(language: string, value: DateInput, options: DateOptions = {}): string {
  return format(language, value, { year: "numeric", month: "long" }, options);
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Unit thresholds: below `limit` ms of distance, count in `unit` of `size` ms. */
const STEPS: readonly { limit: number; unit: Intl.RelativeTimeFormatUnit; size: number }[] = [
  { limit: 45 * SECOND, unit: "second", size: SECOND },
  { limit: 45 * MINUTE, unit: "minute", size: MINUTE },
  { limit: 22 * HOUR, unit: "hour", size: HOUR },
  { limit: 26 * DAY, unit: "day", size: DAY },
  { limit: 320 * DAY, unit: "month", size: 30 * DAY },
];

/**
 * How far `value` is from `now`, in the largest fitting unit: en `3 days ago`, `in 2 hours`,
 * `yesterday`, `now`; id `3 hari yang lalu`; ja `3 日前`. `now` is epoch ms (default `Date.now()`).
 */
export function formatRelativeTime(language: string, value: DateInput, now: number = Date.now()): string {
  const distance = toDate(value).getTime() - now;
  const step = STEPS.find((candidate) => Math.abs(distance) < candidate.limit) ?? { unit: "year" as const, size: 365 * DAY };
  const formatter = cached("relative", language, {}, () => new Intl.RelativeTimeFormat(language, { numeric: "auto" }));
  return formatter.format(Math.round(distance / step.size), step.unit);
}
