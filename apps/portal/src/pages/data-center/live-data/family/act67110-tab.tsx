import type { act67110ReportDay, act67110ReportMonth } from "@agent-portal/api-client/contract/live-data-act67110";
import type { ResponseOf } from "@agent-portal/api-client/contract/define";
import {
  useAct67110ConfigQuery,
  useAct67110GraphDataQuery,
  useAct67110ReportDayQuery,
  useAct67110ReportMonthQuery,
  useLazyAct67110ExportUrlQuery,
} from "@agent-portal/api-client/services/live-data-act67110";
import { LiveDataType } from "@agent-portal/api-client/enums";
import { ListPage } from "@agent-portal/app-runtime/components/list-page";
import { ListTable } from "@agent-portal/app-runtime/components/list-table";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { useListQuery } from "@agent-portal/app-runtime/list/use-list-query";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { skipToken } from "@reduxjs/toolkit/query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { metricDayColumns, metricMonthColumns } from "#shared/live-data/metric-columns.ts";
import { MetricLineChart } from "#shared/live-data/metric-chart.tsx";
import { ServerExportButton, useServerExport } from "#shared/list/server-export.tsx";
import { FailedLoad } from "#pages/data-center/shared/agency-overview.tsx";
import { DataAsOf } from "#pages/data-center/shared/data-as-of.tsx";
import { ReportRangeField } from "#pages/data-center/shared/report-range-field.tsx";
import { rangeSeconds } from "#pages/data-center/shared/report-range.ts";
import { familyMetrics } from "./family-access.ts";
import type { FamilyTabProps } from "./family-tabs.ts";
import { FamilyTotals } from "./family-totals.tsx";
import { FAMILY_SORTABLE, FAMILY_VIEW_SPEC, familyFileName, monthInProgress, rangeMonths, useFamilyRange } from "./family-range.ts";
import { FamilyViewTabs, GraphMetricField, graphMetricOf, useWholeList } from "./family-views.tsx";

type Row = ResponseOf<typeof act67110ReportDay>["list"][number];
type MonthRow = ResponseOf<typeof act67110ReportMonth>["list"][number];

/**
 * The activity 67110 tab of live data (family/act67110; issue 20 item 6): the agency's live figures
 * counted over the activity's sessions only, over a range within the activity's data (act67110
 * config: first and last day, longest range), in three views kept in the URL (`view`):
 * - by day (reportDay, newest first, paged) with the totals over the whole range from the server;
 * - by month (reportMonth, the months the range spans) with the server's totals of those months;
 * - graph (graphData): one metric (`metric`) per day on the kit's LineChart, its data table for
 *   screen readers.
 * "Data as of" the activity's last complete day (UTC+0); the server's CSV of the same range, by day
 * or by month (act67110 exportUrl). Days outside the activity have no row. Income (table column,
 * totals and graph metric) shows only to viewers who see the agency's money.
 */
export default function Act67110Tab({ access }: FamilyTabProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const config = useAct67110ConfigQuery();
  const { list, range, maxDays } = useFamilyRange({ maxDay: config.data?.maxDay, maxRangeDays: config.data?.maxRangeDays }, FAMILY_VIEW_SPEC, FAMILY_SORTABLE);
  const { view, metric: urlMetric } = list.values;
  const seconds = rangeSeconds(range);
  const metrics = useMemo(() => familyMetrics(access.income), [access.income]);
  const metric = metrics.includes(urlMetric) ? urlMetric : "duration";
  const ready = config.data !== undefined;
  const query = useAct67110ReportDayQuery(ready && view === "day" ? { ...seconds, page: list.values.page, pageSize: list.values.size } : skipToken);
  const monthQuery = useAct67110ReportMonthQuery(ready && view === "month" ? rangeMonths(range) : skipToken);
  const graphQuery = useAct67110GraphDataQuery(ready && view === "graph" ? { metric: graphMetricOf(metric), ...seconds } : skipToken);
  const dayView = useListQuery(query);
  const monthView = useListQuery(useWholeList(monthQuery));
  const exporter = useServerExport(
    useLazyAct67110ExportUrlQuery(),
    { ...seconds, dataType: view === "month" ? LiveDataType.Month : LiveDataType.Day },
    familyFileName(view === "month" ? "activity-67110-months" : "activity-67110", range),
  );
  const columns = useMemo(() => metricDayColumns<Row>(t, format, metrics), [t, format, metrics]);
  const monthColumns = useMemo(() => metricMonthColumns<MonthRow>(t, format, metrics), [t, format, metrics]);
  const answer = query.isError ? undefined : query.currentData;
  const monthAnswer = monthQuery.isError ? undefined : monthQuery.currentData;

  if (config.isError) return <FailedLoad error={config.error} retry={() => void config.refetch()} />;
  return (
    <ListPage
      label={t("dataCenter.family.act67110.tab")}
      filters={<ReportRangeField range={range} maxDays={maxDays} lastDay={config.data?.maxDay} onChange={(from, to) => list.update({ from, to })} />}
      actions={view === "graph" ? null : <ServerExportButton exporter={exporter} />}
      summary={config.data ? <DataAsOf day={config.data.maxDay} inProgress={view === "month" && monthInProgress(range, config.data.maxDay)} /> : null}
    >
      <p className="text-sm text-fg-muted">{t("dataCenter.family.act67110.about")}</p>
      <FamilyViewTabs view={view} onChange={(next) => list.update({ view: next, page: 1 })}>
        {view === "day" ? (
          <>
            {answer ? <FamilyTotals metrics={metrics} summary={answer.summary} format={format} /> : null}
            <ListTable
              caption={t("dataCenter.family.act67110.tab")}
              columns={columns}
              view={dayView}
              state={list.table}
              getRowId={(row) => row.day}
              exportFileName={false}
              emptyTitle={t("dataCenter.family.act67110.empty")}
            />
          </>
        ) : null}
        {view === "month" ? (
          <>
            {monthAnswer ? <FamilyTotals metrics={metrics} summary={monthAnswer.summary} format={format} /> : null}
            <ListTable
              caption={t("dataCenter.family.act67110.monthTitle")}
              columns={monthColumns}
              view={monthView}
              state={list.table}
              getRowId={(row) => row.month}
              exportFileName={false}
              emptyTitle={t("dataCenter.family.monthEmpty")}
            />
          </>
        ) : null}
        {view === "graph" ? (
          <div className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4">
            <GraphMetricField metrics={metrics} metric={metric} onChange={(next) => list.update({ metric: next })} />
            <QueryView query={graphQuery} lines={6}>
              {(graph) => <MetricLineChart type={metric} graph={graph} range={range} />}
            </QueryView>
          </div>
        ) : null}
      </FamilyViewTabs>
    </ListPage>
  );
}
