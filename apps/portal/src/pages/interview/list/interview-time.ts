import { format as formatDate, getUnixTime, isValid, parse } from "date-fns";

/** The `datetime-local` input's format (the viewer's zone). */
const LOCAL_INPUT = "yyyy-MM-dd'T'HH:mm";

/** Unix seconds as a `datetime-local` value in the viewer's zone (`2026-11-27T09:30`). */
export function toLocalInput(seconds: number): string {
  return formatDate(new Date(seconds * 1000), LOCAL_INPUT);
}

/** A `datetime-local` value (the viewer's zone) as Unix seconds, or `null` when it is not a time. */
export function fromLocalInput(value: string): number | null {
  const parsed = parse(value, LOCAL_INPUT, new Date(0));
  return value !== "" && isValid(parsed) ? getUnixTime(parsed) : null;
}

/** The viewer's IANA zone (`Asia/Jakarta`), as the browser reports it. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
