import { skipToken } from "@reduxjs/toolkit/query";
import type { graphSchema } from "@agent-portal/api-client/contract/live-data-shared";
import { useLiveDataGraphDataQuery } from "@agent-portal/api-client/services/live-data-report";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { LineChart } from "@agent-portal/ui-kit/components/line-chart";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import type * as z from "zod/mini";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import type { DayRange } from "./live-range.ts";
import { rangeSeconds } from "./live-range.ts";
import type { LiveMetricType } from "./live-metrics.ts";
import { LIVE_METRICS, formatMetric } from "./live-metrics.ts";

/** A graph answer (live data graphData, multiRoom Graph, act67110 graphData): one point per day, Unix seconds at the day's start (UTC+0), the value in the metric's unit. */
export type MetricGraph = z.infer<typeof graphSchema>;

/** Props of {@link MetricLineChart}. */
export interface MetricLineChartProps {
  /** The metric plotted (its name and unit). */
  readonly type: LiveMetricType;
  /** The points to draw. */
  readonly graph: MetricGraph;
  /** The range plotted, named in the chart's description. */
  readonly range: DayRange;
  /** The chart's title (translated); default "{metric} per day". */
  readonly title?: string | undefined;
  /** Show the chart's data table under it (it is always there for screen readers). */
  readonly showTable?: boolean;
}

/**
 * One metric per day on the kit's visx LineChart (mirrored in right-to-left languages by the
 * kit): days on the axis in the active language (UTC+0), values in the metric's unit, the numbers
 * also as the chart's data table (hidden unless `showTable`; screen readers and keyboard users read
 * it). No point: the chart's empty text. Draws any graph answer: {@link MetricChart} (live data),
 * the family's multi-room and activity 67110 graphs.
 */
export function MetricLineChart({ type, graph, range, title, showTable = false }: MetricLineChartProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const name = t(`broadcaster.liveMetric.${type}.name`);
  return (
    <LineChart
      title={title ?? t("broadcaster.live.chartTitle", { metric: name })}
      description={t("broadcaster.live.chartDescription", {
        from: format.date(`${range.from}T00:00:00Z`, { timeZone: "UTC" }),
        to: format.date(`${range.to}T00:00:00Z`, { timeZone: "UTC" }),
      })}
      categoryLabel={t("broadcaster.live.day")}
      categories={graph.points.map((point) => format.date(point.time * 1000, { timeZone: "UTC" }))}
      series={[{ key: type, label: name, values: graph.points.map((point) => point.value) }]}
      formatValue={(value) => formatMetric(type, value, format)}
      showTable={showTable}
      emptyText={t("broadcaster.live.noData")}
    />
  );
}

/** Props of {@link MetricChart}. */
export interface MetricChartProps {
  readonly type: LiveMetricType;
  readonly range: DayRange;
  /** One broadcaster; absent: the agency. */
  readonly uid?: string | undefined;
  /** Show the chart's data table under it (it is always there for screen readers). */
  readonly showTable?: boolean;
}

/** Whether two {@link MetricChart} props ask for the same chart: the same metric, broadcaster, table choice and days. */
function sameChart(before: MetricChartProps, after: MetricChartProps): boolean {
  return (
    before.type === after.type && before.uid === after.uid && before.showTable === after.showTable && before.range.from === after.range.from && before.range.to === after.range.to
  );
}

/**
 * One metric per day over a range from live data graphData (one broadcaster's or the agency's),
 * with its loading and failed states, drawn by {@link MetricLineChart}. It draws again only when
 * its own answer or what it asks for changes (the same days in a new `range` object are the same
 * chart), not each time the page around it renders for another call's answer.
 */
export const MetricChart = memo(function MetricChart({ type, range, uid, showTable = false }: MetricChartProps) {
  const query = useLiveDataGraphDataQuery(uid === "" ? skipToken : { ...(uid === undefined ? {} : { uid }), metric: LIVE_METRICS[type].field, ...rangeSeconds(range) });
  return (
    <QueryView query={query} lines={6}>
      {(graph) => <MetricLineChart type={type} graph={graph} range={range} showTable={showTable} />}
    </QueryView>
  );
}, sameChart);
