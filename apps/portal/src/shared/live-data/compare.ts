/**
 * Named, fair comparisons of the live-data screens (the data-screen rules: "Comparisons are named
 * and fair", "Zero is not missing"): the change of a figure against the previous range of the same
 * length, and ratios that leave a gap when they have no denominator.
 */
import { shiftDay } from "#shared/dates/day-range.ts";
import type { DayRange } from "./live-range.ts";

/** The change of a figure: its relative change (0.12 = +12 %), or null when the previous value is 0 (no base: shown as "—"). */
export function changeOf(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return (current - previous) / previous;
}

/** The range of the same length that ends the day before `range` starts (what agentOss overview's `previous` covers). */
export function previousRange(range: DayRange): DayRange & { days: number } {
  const days = Math.round((Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / 86_400_000) + 1;
  return { from: shiftDay(range.from, -days), to: shiftDay(range.from, -1), days };
}

/** A win rate: wins over battles, or null (a gap, not 0 %) without battles. */
export function winRate(wins: number, battles: number): number | null {
  return battles === 0 ? null : wins / battles;
}
