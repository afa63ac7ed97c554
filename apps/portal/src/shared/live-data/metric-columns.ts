import type { Formatters } from "@agent-portal/i18n/use-formatters";
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import type { TFunction } from "i18next";
import { createElement } from "react";
import type { LiveMetricField, LiveMetricType } from "./live-metrics.ts";
import { LIVE_METRICS, formatMetric } from "./live-metrics.ts";
import { MetricDefinitionLink } from "./metric-definition-link.tsx";

/** A report day: the day and every live metric (live data reportDay, act67110 reportDay rows). */
export type MetricDayRow = { readonly day: string } & MetricFigures;

/** A report month: the month `YYYY-MM` and every live metric (act67110 reportMonth rows). */
export type MetricMonthRow = { readonly month: string } & MetricFigures;

/** The metrics of a row, the day's or the totals (`liveMetricsSchema`). */
export type MetricFigures = { readonly pkWinCount: number } & Readonly<Record<LiveMetricField, number>>;

/** The figure field of a metric slug (`duration` → `liveDuration`). */
export type MetricFieldOf<Type extends LiveMetricType> = (typeof LIVE_METRICS)[Type]["field"];

/** A row carrying the figures of some metrics by field (a broadcaster's row: creator liveOrder's beans, liveDuration, validLiveDays). */
export type MetricFieldsRow<Type extends LiveMetricType> = Readonly<Record<MetricFieldOf<Type>, number>>;

/** One metric of a row as text in its unit; PK as battles and wins ("12 (7 won)"). */
export function metricText(t: TFunction, format: Formatters, type: LiveMetricType, figures: MetricFigures): string {
  return type === "pk"
    ? t("broadcaster.live.pkValue", { n: format.number(figures.pkCount), wins: format.number(figures.pkWinCount) })
    : formatMetric(type, figures[LIVE_METRICS[type].field], format);
}

/** The month of a row `YYYY-MM` as "November 2026" in the active language (UTC+0). */
export const monthText = (format: Formatters, month: string): string => format.month(`${month}-01T00:00:00Z`, { timeZone: "UTC" });

/** How {@link metricColumn} lays its column out. */
export interface MetricColumnOptions {
  /** The column id (the server's sort key when sortable); default the slug. */
  readonly id?: string;
  /** Minimum width, px; default 140. */
  readonly width?: number;
  /** Which columns give way first on a narrow screen (highest first); none: always shown. */
  readonly priority?: number;
  /** Whether the header sorts (on the server, by `id`). */
  readonly sortable?: boolean;
}

/**
 * One live metric's column (issue 20): headed by the metric's name, followed in the header by its
 * definition link ("What is <metric>?" to desc/{type}, {@link MetricDefinitionLink}), the value
 * end-aligned. Every live-data table builds its metric columns here, so each metric header links to
 * its definition; a figure that is not a live metric (no desc/{type}) gets a plain column instead.
 */
export function metricColumn<Row>(t: TFunction, type: LiveMetricType, accessor: (row: Row) => string, options: MetricColumnOptions = {}): DataTableColumn<Row> {
  return {
    id: options.id ?? type,
    header: t(`broadcaster.liveMetric.${type}.name`),
    headerAction: createElement(MetricDefinitionLink, { type }),
    width: options.width ?? 140,
    align: "end",
    accessor,
    ...(options.priority === undefined ? {} : { priority: options.priority }),
    ...(options.sortable === true ? { sortable: true } : {}),
  };
}

/** Each metric of `types` by {@link metricText}, the first given way last on narrow screens (the others come back from the columns menu). */
function figureColumns<Row extends MetricFigures>(t: TFunction, format: Formatters, types: readonly LiveMetricType[]): DataTableColumn<Row>[] {
  return types.map((type, index) => metricColumn<Row>(t, type, (row) => metricText(t, format, type, row), { priority: index + 1 }));
}

/**
 * The columns of a day report: the day (UTC+0) and each metric of `types` in its unit (PK as
 * battles and wins), each metric header linking to its definition, narrow screens keeping the
 * first metrics (the others come back from the columns menu).
 */
export function metricDayColumns<Row extends MetricDayRow>(t: TFunction, format: Formatters, types: readonly LiveMetricType[]): DataTableColumn<Row>[] {
  return [
    { id: "day", header: t("broadcaster.live.day"), hideable: false, width: 130, accessor: (row) => format.date(`${row.day}T00:00:00Z`, { timeZone: "UTC" }) },
    ...figureColumns<Row>(t, format, types),
  ];
}

/** The columns of a month report: the month and each metric of `types` in its unit (PK as battles and wins), each metric header linking to its definition. */
export function metricMonthColumns<Row extends MetricMonthRow>(t: TFunction, format: Formatters, types: readonly LiveMetricType[]): DataTableColumn<Row>[] {
  return [
    { id: "month", header: t("broadcaster.live.month"), hideable: false, width: 150, accessor: (row) => monthText(format, row.month) },
    ...figureColumns<Row>(t, format, types),
  ];
}

/**
 * The metric columns of a per-broadcaster row (a ranking such as creator liveOrder): each metric of
 * `types` from its field in its unit, the column id being the field (the server's sort key), each
 * header linking to its definition. `priority` counts on from `firstPriority` (default 1).
 */
export function metricFieldColumns<Type extends LiveMetricType>(
  t: TFunction,
  format: Formatters,
  types: readonly Type[],
  options: { readonly sortable?: boolean; readonly width?: number; readonly firstPriority?: number } = {},
): DataTableColumn<MetricFieldsRow<Type>>[] {
  return types.map((type, index) => {
    const field: MetricFieldOf<Type> = LIVE_METRICS[type].field;
    return metricColumn<MetricFieldsRow<Type>>(t, type, (row) => formatMetric(type, row[field], format), {
      id: field,
      width: options.width ?? 130,
      priority: (options.firstPriority ?? 1) + index,
      ...(options.sortable === undefined ? {} : { sortable: options.sortable }),
    });
  });
}
