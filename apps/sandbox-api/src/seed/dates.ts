/**
 * Dates of the seed. Every seeded date is a whole number of days before or after the
 * **seed day**: the UTC calendar day on which the seed runs (or the one a test passes).
 * Seeding twice on the same day with the same seed number gives identical rows; seeding
 * on another day shifts every date by the same amount, so "expiring within 30 days" and
 * "joined last week" stay true relative to when the data was made.
 */

const DAY_MS = 86_400_000;

/** Midnight UTC of the instant's calendar day. */
export const startOfUtcDay = (instant: Date): Date => new Date(Math.floor(instant.getTime() / DAY_MS) * DAY_MS);

/** The day `days` after `day` (negative: before). */
export const addDays = (day: Date, days: number): Date => new Date(day.getTime() + days * DAY_MS);

/** `YYYY-MM-DD` of a UTC day (what `date` columns hold). */
export const isoDay = (day: Date): string => day.toISOString().slice(0, 10);

/** The instant `days` days after `day` at `hour`:00 UTC (negative days: before). */
export const atHour = (day: Date, days: number, hour: number): Date => new Date(day.getTime() + days * DAY_MS + hour * 3_600_000);
