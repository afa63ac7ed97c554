/**
 * Fees as people type them and as the contract sends them: a percentage with at most two decimals
 * ("2.5") is basis points (250), read from the text without floating point.
 */

/** Largest fee a by-beans method keeps, basis points (50 %). */
export const MAX_FEE_BP = 5_000;

/** A percentage with at most two decimals ("5", "2.5", "12.75") as basis points, 0 to `max`, or `null`. */
export function readFeeBp(text: string, max: number = MAX_FEE_BP): number | null {
  const match = /^(\d{1,2})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (match === null) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return bp <= max ? bp : null;
}

/** Basis points as the percentage text the form shows ("2.5" for 250). */
export function feeText(bp: number): string {
  const whole = Math.trunc(bp / 100);
  const rest = bp % 100;
  return rest === 0 ? String(whole) : `${String(whole)}.${String(rest).padStart(2, "0").replace(/0$/, "")}`;
}
