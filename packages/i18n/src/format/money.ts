/**
 * Money as integers end to end (issue 21, item 10; the screen rules' "integers end to end"): an
 * amount is a whole number of the currency's minor units (USD cents, BHD fils, whole VND and IDR),
 * shown through `Intl.NumberFormat` with the currency's own number of fraction digits, and typed
 * text is read into minor units without binary floating point. Neither function ever multiplies
 * or divides an amount: the decimal point is placed by string arithmetic.
 */
import { numberFormat } from "./intl-cache.ts";

const CURRENCY_CODE = /^[A-Z]{3}$/;

/**
 * Fraction digits where the platform's practice differs from ISO 4217: the rupiah is paid in
 * whole rupiah (ISO 4217 keeps 2 minor digits; `Intl` shows `Rp 1.000,00`).
 */
const PLATFORM_DIGITS: Readonly<Record<string, number>> = { IDR: 0 };

/**
 * The number of fraction digits of an ISO 4217 currency (USD 2, BHD 3, VND 0, JPY 0, IDR 0 by the
 * platform's practice), from `Intl`; `null` for a code that is not three letters or that `Intl`
 * does not know.
 */
export function currencyDigits(currency: string): number | null {
  const code = currency.toUpperCase();
  if (!CURRENCY_CODE.test(code)) return null;
  const own = PLATFORM_DIGITS[code];
  if (own !== undefined) return own;
  try {
    return new Intl.NumberFormat("en", { style: "currency", currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return null;
  }
}

/** Whole minor units as an exact decimal string: `(1708, 2)` -> `"17.08"`, `(-5, 3)` -> `"-0.005"`. */
export function minorToDecimal(minor: number, digits: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not a whole number of minor units: ${String(minor)}`);
  const sign = minor < 0 ? "-" : "";
  const text = String(Math.abs(minor));
  if (digits === 0) return sign + text;
  const padded = text.padStart(digits + 1, "0");
  return `${sign}${padded.slice(0, -digits)}.${padded.slice(-digits)}`;
}

/**
 * Money from whole minor units and an ISO 4217 code, in the currency's own digits: en
 * `(1708, "USD")` -> `$17.08`, `(1234, "BHD")` -> `BHD 1.234`, `(15000, "IDR")` -> `IDR 15,000`.
 * The amount reaches `Intl.NumberFormat` as an exact decimal string. A code `Intl` cannot use is
 * shown after the plain number.
 *
 * @throws {RangeError} when `minor` is not a safe integer (an amount is never fractional).
 */
export function formatMoney(language: string, minor: number, currency: string): string {
  const code = currency.toUpperCase();
  const digits = currencyDigits(code);
  if (digits === null) return `${minorToDecimal(minor, 2)} ${currency}`;
  const decimal = minorToDecimal(minor, digits) as Intl.StringNumericLiteral;
  return numberFormat(language, { style: "currency", currency: code, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(decimal);
}

/** Why {@link parseMoney} refused a text. */
export type MoneyParseError = "empty" | "notANumber" | "tooManyDigits" | "negative" | "tooLarge";

/**
 * Reads typed money into whole minor units, exactly: `"17.08"` USD -> 1708, `"1.5"` BHD -> 1500,
 * `"15000"` IDR -> 15000. The decimal separator is `decimal` (`.` by default, `,` for a locale that
 * writes a decimal comma); group separators are not accepted (a `1,000` in a `.` locale is refused,
 * never guessed). More fraction digits than the currency has (`"1.005"` USD) are refused, never
 * rounded, and so is a minus sign unless `allowNegative`.
 */
export function parseMoney(
  text: string,
  currency: string,
  options: { readonly decimal?: "." | ","; readonly allowNegative?: boolean } = {},
): { readonly ok: true; readonly minor: number } | { readonly ok: false; readonly error: MoneyParseError } {
  const digits = currencyDigits(currency) ?? 2;
  const decimal = options.decimal ?? ".";
  const trimmed = text.trim();
  if (trimmed === "") return { ok: false, error: "empty" };
  const match = /^(-?)(\d+)(?:[.,](\d*))?$/.exec(trimmed);
  if (match === null || (trimmed.includes(".") && decimal !== ".") || (trimmed.includes(",") && decimal !== ",")) return { ok: false, error: "notANumber" };
  const [, minus = "", whole = "", fraction = ""] = match;
  if (minus !== "" && options.allowNegative !== true) return { ok: false, error: "negative" };
  if (fraction.length > digits) return { ok: false, error: "tooManyDigits" };
  const minor = Number(`${whole}${fraction.padEnd(digits, "0")}`);
  if (!Number.isSafeInteger(minor)) return { ok: false, error: "tooLarge" };
  return { ok: true, minor: minus === "" ? minor : -minor };
}
