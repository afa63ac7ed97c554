/** How this month's bans compare with the same days of last month (lower is better). */
export interface MonthComparison {
  /** `fewer` and `more` name the change; `same` no change; `noEarlier` when last month had none to compare with. */
  readonly kind: "fewer" | "more" | "same" | "noEarlier";
  /** The absolute change in bans. */
  readonly change: number;
  /** Last month's figure (same elapsed days). */
  readonly last: number;
}

/**
 * Compares this month's bans so far with the same elapsed part of last month (QuerySecuritySummary
 * counts both). The change is a count, never a percentage, so no "∞%" when last month had none:
 * that case is `noEarlier` unless this month has none either (`same`).
 */
export function monthComparison(thisMonth: number, lastMonth: number): MonthComparison {
  if (thisMonth === lastMonth) return { kind: "same", change: 0, last: lastMonth };
  if (lastMonth === 0) return { kind: "noEarlier", change: thisMonth, last: 0 };
  return { kind: thisMonth < lastMonth ? "fewer" : "more", change: Math.abs(thisMonth - lastMonth), last: lastMonth };
}
