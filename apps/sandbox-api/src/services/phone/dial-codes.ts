/**
 * Splits a full phone number (dial prefix + national number, digits only, as SPEC section 5
 * sends it) into its ITU-T E.164 country calling code and national number.
 *
 * Calling codes are prefix-free: `1` and `7` are the only one-digit codes, the two-digit
 * codes are listed below, and every other code is three digits long.
 */

const TWO_DIGIT_CODES: ReadonlySet<string> = new Set([
  "20",
  "27",
  "30",
  "31",
  "32",
  "33",
  "34",
  "36",
  "39",
  "40",
  "41",
  "43",
  "44",
  "45",
  "46",
  "47",
  "48",
  "49",
  "51",
  "52",
  "53",
  "54",
  "55",
  "56",
  "57",
  "58",
  "60",
  "61",
  "62",
  "63",
  "64",
  "65",
  "66",
  "81",
  "82",
  "84",
  "86",
  "90",
  "91",
  "92",
  "93",
  "94",
  "95",
  "98",
]);

/** A phone split into calling code and national number. */
export interface SplitPhone {
  /** Country calling code, digits only (e.g. `62`). */
  readonly prefix: string;
  /** National number, digits only. */
  readonly number: string;
}

/** Splits `full` (digits only) at its calling code; the national number is never empty for 4+ digits. */
export function splitPhone(full: string): SplitPhone {
  const length = full.startsWith("1") || full.startsWith("7") ? 1 : TWO_DIGIT_CODES.has(full.slice(0, 2)) ? 2 : 3;
  return { prefix: full.slice(0, length), number: full.slice(length) };
}

/** The national number with every digit but the last 4 replaced by `*` (what checkIfUidHasPhone answers). */
export const maskNumber = (number: string): string => (number.length <= 4 ? number : "*".repeat(number.length - 4) + number.slice(-4));
