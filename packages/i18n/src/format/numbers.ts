/**
 * Numbers in the active language with `Intl.NumberFormat` (issue 4): plain, percent, compact,
 * money and beans. Every function takes the language code first (`en`, `ar`, `zh-Hans`, `en-XA`).
 */
import type { TFunction } from "i18next";
import { numberFormat } from "./intl-cache.ts";

/** A plain number with the language's digits and separators: en `1,234.5`, id `1.234,5`, fa `۱٬۲۳۴٫۵`. */
export function formatNumber(language: string, value: number, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(language, options).format(value);
}

/**
 * A ratio as a percentage: `0.125` -> en `12.5%`, ar `12.5‎%‎`. Up to `maximumFractionDigits`
 * decimals (default 1).
 */
export function formatPercent(language: string, ratio: number, maximumFractionDigits = 1): string {
  return numberFormat(language, { style: "percent", maximumFractionDigits }).format(ratio);
}

/** A large number in short form: `1234567` -> en `1.2M`, id `1,2 jt`, ja `123.5万`. One decimal at most. */
export function formatCompact(language: string, value: number): string {
  return numberFormat(language, { notation: "compact", maximumFractionDigits: 1 }).format(value);
}

const CURRENCY_CODE = /^[A-Za-z]{3}$/;

/**
 * Money from an amount in cents (hundredths of the currency unit, as the API sends it) and an
 * ISO 4217 code: `(123450, "USD")` -> en `$1,234.50`, id `US$1.234,50`. Fraction digits follow
 * the currency (JPY shows none). A code that is not three letters is shown after a plain
 * two-decimal number instead of throwing (`1,234.50 ???`).
 */
export function formatCurrency(language: string, cents: number, currency: string): string {
  const amount = cents / 100;
  if (!CURRENCY_CODE.test(currency)) return `${formatNumber(language, amount, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;
  return numberFormat(language, { style: "currency", currency: currency.toUpperCase() }).format(amount);
}

/**
 * A count of beans (the platform's gift unit) with the unit word of the locale, in the plural form
 * the language needs: en `1 bean` / `1,250 beans`, ar `1,250 فاصولياء`. `count` is rounded to an
 * integer. `t` is the i18next `t` of the active language (keys `format.beans_<plural>`).
 */
export function formatBeans(t: TFunction, count: number): string {
  return t("format.beans", { count: Math.round(count) });
}
