/**
 * The formatters bound to one language and its `t`, so screens call `format.date(x)` without
 * passing the language around. The React hook `useFormatters` returns them for the active language.
 */
import type { TFunction } from "i18next";
import type { DateInput, DateOptions } from "./dates.ts";
import { formatDate, formatDateTime, formatMonth, formatRelativeTime } from "./dates.ts";
import { formatDuration } from "./duration.ts";
import { formatMoney } from "./money.ts";
import { formatBeans, formatCompact, formatCurrency, formatNumber, formatPercent } from "./numbers.ts";
import { formatRegion, prepareRegionNames } from "./region.ts";

/** Every formatter, bound to one language. See the functions of `format/*` for shapes and units. */
export interface Formatters {
  /** The language the formatters use (`en`, `ar`, `en-XA`, ...). */
  readonly language: string;
  readonly number: (value: number, options?: Intl.NumberFormatOptions) => string;
  /** A ratio (`0.125`) as a percentage. */
  readonly percent: (ratio: number, maximumFractionDigits?: number) => string;
  readonly compact: (value: number) => string;
  /** Money from cents and an ISO 4217 code. */
  readonly currency: (cents: number, currency: string) => string;
  /** Money from whole minor units of the currency (USD cents, BHD fils, whole IDR and VND), in the currency's own digits, without floating point (`format/money.ts`). */
  readonly money: (minor: number, currency: string) => string;
  /** An integer count of beans with the locale's unit word. */
  readonly beans: (count: number) => string;
  readonly date: (value: DateInput, options?: DateOptions) => string;
  readonly dateTime: (value: DateInput, options?: DateOptions) => string;
  readonly month: (value: DateInput, options?: DateOptions) => string;
  /** Distance from `now` (epoch ms, default `Date.now()`). */
  readonly relativeTime: (value: DateInput, now?: number) => string;
  /** A duration from seconds. */
  readonly duration: (seconds: number) => string;
  /** A region code's name; `Other` and unknown-shaped codes read as the locale's `format.otherRegion`. */
  readonly region: (code: string | null | undefined) => string;
  /** Builds the region names in a task of their own before a country list needs them (`prepareRegionNames`); answers a cancel function. */
  readonly prepareRegions: () => () => void;
}

/** Binds every formatter to `language`; `t` supplies the beans unit and the `Other` region label. */
export function createFormatters(language: string, t: TFunction): Formatters {
  return {
    language,
    number: (value, options) => formatNumber(language, value, options),
    percent: (ratio, digits) => formatPercent(language, ratio, digits),
    compact: (value) => formatCompact(language, value),
    currency: (cents, currency) => formatCurrency(language, cents, currency),
    money: (minor, currency) => formatMoney(language, minor, currency),
    beans: (count) => formatBeans(t, count),
    date: (value, options) => formatDate(language, value, options),
    dateTime: (value, options) => formatDateTime(language, value, options),
    month: (value, options) => formatMonth(language, value, options),
    relativeTime: (value, now) => formatRelativeTime(language, value, now),
    duration: (seconds) => formatDuration(language, seconds),
    region: (code) => formatRegion(language, code, t("format.otherRegion")),
    prepareRegions: () => prepareRegionNames(language),
  };
}
