/**
 * Time conversions of the contract: instants as Unix seconds (SPEC payload convention), days as
 * `YYYY-MM-DD` (UTC).
 */

const DAY_MS = 86_400_000;

/** Unix seconds of an instant; 0 for null ("not set"). */
export const toSeconds = (instant: Date | null | undefined): number => (instant === null || instant === undefined ? 0 : Math.floor(instant.getTime() / 1000));

/** Unix seconds of a day's UTC midnight; 0 for null. */
export const daySeconds = (day: string | null | undefined): number => (day === null || day === undefined ? 0 : Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000));

/** `YYYY-MM-DD` (UTC) of an instant. */
export const dayOf = (instant: Date): string => instant.toISOString().slice(0, 10);

/** `YYYY-MM-DD` (UTC) of Unix seconds. */
export const dayOfSeconds = (seconds: number): string => dayOf(new Date(seconds * 1000));

/** The day `days` after `day` (`YYYY-MM-DD`). */
export const shiftDay = (day: string, days: number): string => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/** The day `months` calendar months after `day` (clamped to the month's last day). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split("-").map(Number);
  const target = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d ?? 1, last));
  return dayOf(target);
}

/** An instant `seconds` after `instant`. */
export const later = (instant: Date, seconds: number): Date => new Date(instant.getTime() + seconds * 1000);

/** Parses a numeric record id as the contract sends it (`"42"`); null when it is not one. */
export const parseId = (id: string | undefined): number | null => (id !== undefined && /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null);
