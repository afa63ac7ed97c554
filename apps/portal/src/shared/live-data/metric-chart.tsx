import { skipToken } from "@reduxjs/toolkit/query";
import { useLiveDataGraphDataQuery } from "@agent-portal/api-client/services/live-data-report";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { LineChart } from "@agent-portal/ui-kit/components/line-chart";
import { useTranslation } from "react-i18next";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import type { DayRange } from "./live-range.ts";
import { rangeSeconds } from "./live-range.ts";
import type { LiveMetricType } from "./live-metrics.ts";
import { LIVE_METRICS, formatMetric } from "./live-metrics.ts";

/** Props of {@link MetricChart}. */
export interface MetricChartProps {
  readonly type: LiveMetricType;
  readonly range: DayRange;
  /** One broadcaster; absent: the agency. */
  readonly uid?: string | undefined;
  /** Show the chart's data table under it (it is always there for screen readers). */
  readonly showTable?: boolean;
}

/**
 * One metric per day over a range (live data graphData) on the kit's LineChart: days on the axis
 * in the active language, values in the metric's unit, the numbers also as a table (hidden unless
 * `showTable`; screen readers and keyboard users read it).
 */
export function MetricChart({ type, range, uid, showTable = false }: MetricChartProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const query = useLiveDataGraphDataQuery(uid === "" ? skipToken : { ...(uid === undefined ? {} : { uid }), metric: LIVE_METRICS[type].field, ...rangeSeconds(range) });
  const name = t(`broadcaster.liveMetric.${type}.name`);
  return (
    <QueryView query={query} lines={6}>
      {(graph) => (
        <LineChart
          title={t("broadcaster.live.chartTitle", { metric: name })}
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
      )}
    </QueryView>
  );
}
