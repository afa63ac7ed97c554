import type { Formatters } from "@agent-portal/i18n/use-formatters";

/**
 * The `type` of detail/{type} and desc/{type} (and their aliases live-detail/{type},
 * live-desc/{type}): one live metric of the live-data family (`liveMetricsFields`), by a URL slug:
 *
 * | type | metric field | unit |
 * | --- | --- | --- |
 * | `duration` | `liveDuration` | seconds live |
 * | `valid-days` | `validLiveDays` | days with at least one hour live |
 * | `beans` | `beans` | beans received |
 * | `gift-users` | `giftUsers` | distinct gifting users |
 * | `new-fans` | `newFans` | new followers |
 * | `pk` | `pkCount` (+ `pkWinCount`) | PK battles (and wins) |
 * | `viewers` | `maxViewers` | highest concurrent viewers |
 * | `income` | `incomeCents` | income, cents (USD) |
 *
 * detail/{type} charts the metric per day with its table, for one broadcaster (`?uid=`) or the
 * whole agency; desc/{type} explains what it counts. An unknown type shows "unknown metric".
 */
export const LIVE_METRICS = {
  duration: { field: "liveDuration", unit: "duration" },
  "valid-days": { field: "validLiveDays", unit: "count" },
  beans: { field: "beans", unit: "beans" },
  "gift-users": { field: "giftUsers", unit: "count" },
  "new-fans": { field: "newFans", unit: "count" },
  pk: { field: "pkCount", unit: "count" },
  viewers: { field: "maxViewers", unit: "count" },
  income: { field: "incomeCents", unit: "money" },
} as const;

/** A metric slug (the `type` param). */
export type LiveMetricType = keyof typeof LIVE_METRICS;

/** The metric field a slug stands for (the graph's `metric`). */
export type LiveMetricField = (typeof LIVE_METRICS)[LiveMetricType]["field"];

/** Every slug, in display order. */
export const LIVE_METRIC_TYPES = Object.keys(LIVE_METRICS) as LiveMetricType[];

/** Whether a URL segment is a known metric slug. */
export function isLiveMetricType(value: string | undefined): value is LiveMetricType {
  return value !== undefined && Object.hasOwn(LIVE_METRICS, value);
}

/** The currency income is shown in (the platform settles agencies in US dollars). */
export const INCOME_CURRENCY = "USD";

/** A metric's value in the active language: durations as hours and minutes, beans with their word, income as money, counts as numbers. */
export function formatMetric(type: LiveMetricType, value: number, format: Formatters): string {
  switch (LIVE_METRICS[type].unit) {
    case "duration":
      return format.duration(value);
    case "beans":
      return format.beans(value);
    case "money":
      return format.currency(value, INCOME_CURRENCY);
    default:
      return format.number(value);
  }
}
