/**
 * Durations (live time, online time) in the active language with `Intl.NumberFormat` units joined
 * by `Intl.ListFormat`, the way `Intl.DurationFormat` does where it exists (issue 4).
 */
import { cached, numberFormat } from "./intl-cache.ts";

function unit(language: string, value: number, name: "hour" | "minute" | "second"): string {
  return numberFormat(language, { style: "unit", unit: name, unitDisplay: "short" }).format(value);
}

/**
 * A duration from a number of seconds, in at most two units:
 * - one hour or more: hours and minutes (`5000` -> en `1 hr 23 min`, ja `1 時間23 分`);
 * - one minute or more: minutes and seconds (`75` -> en `1 min 15 sec`);
 * - less: seconds (`42` -> en `42 sec`).
 * A zero part is left out (`3600` -> `1 hr`). Fractions of a second are dropped; a negative or
 * non-finite input counts as 0.
 */
export function formatDuration(language: string, seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  const parts =
    hours > 0
      ? [unit(language, hours, "hour"), minutes > 0 ? unit(language, minutes, "minute") : null]
      : minutes > 0
        ? [unit(language, minutes, "minute"), rest > 0 ? unit(language, rest, "second") : null]
        : [unit(language, rest, "second")];
  const list = cached("list", language, {}, () => new Intl.ListFormat(language, { type: "unit", style: "narrow" }));
  return list.format(parts.filter((part): part is string => part !== null));
}
