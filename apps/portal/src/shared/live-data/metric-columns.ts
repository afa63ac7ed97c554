import type { Formatters } from "@agent-portal/i18n/use-formatters";
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import type { TFunction } from "i18next";
import type { LiveMetricField, LiveMetricType } from "./live-metrics.ts";
import { LIVE_METRICS, formatMetric } from "./live-metrics.ts";

/** A report day: the day and every live metric (live data reportDay, act67110 reportDay rows). */
export type MetricDayRow = { readonly day: string } & MetricFigures;

/** The metrics of a row, the day's or the totals (`liveMetricsSchema`). */
export type MetricFigures = { readonly pkWinCount: number } & Readonly<Record<LiveMetricField, number>>;

/** One metric of a row as text in its unit; PK as battles and wins ("12 (7 won)"). */
export function metricText(t: TFunction, format: Formatters, type: LiveMetricType, figures: MetricFigures): string {
  return type === "pk"
    ? t("broadcaster.live.pkValue", { n: format.number(figures.pkCount), wins: format.number(figures.pkWinCount) })
    : formatMetric(type, figures[LIVE_METRICS[type].field], format);
}

/**
 * The columns of a day report: the day (UTC+0) and each metric of `types` in its unit (PK as
 * battles and wins), narrow screens keeping the first metrics (the others come back from the
 * columns menu).
 */
export function metricDayColumns<Row extends MetricDayRow>(t: TFunction, format: Formatters, types: readonly LiveMetricType[]): DataTableColumn<Row>[] {
  return [
    { id: "day", header: t("broadcaster.live.day"), hideable: false, width: 130, accessor: (row) => format.date(`${row.day}T00:00:00Z`, { timeZone: "UTC" }) },
    ...types.map((type, index): DataTableColumn<Row> => ({
      id: type,
      header: t(`broadcaster.liveMetric.${type}.name`),
      width: 140,
      priority: index + 1,
      align: "end",
      accessor: (row) => metricText(t, format, type, row),
    })),
  ];
}
