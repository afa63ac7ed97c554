import { useLiveDataReportDayQuery } from "@agent-portal/api-client/services/live-data-report";
import type { liveDataReportDay } from "@agent-portal/api-client/contract/live-data-report";
import type { ResponseOf } from "@agent-portal/api-client/contract/define";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ListTable } from "@agent-portal/app-runtime/components/list-table";
import { useListQuery } from "@agent-portal/app-runtime/list/use-list-query";
import type { ListState } from "@agent-portal/app-runtime/list/use-list-state";
import type { DayRange } from "#shared/live-data/live-range.ts";
import { rangeSeconds } from "#shared/live-data/live-range.ts";
import type { LiveMetricType } from "#shared/live-data/live-metrics.ts";
import { LIVE_METRIC_TYPES } from "#shared/live-data/live-metrics.ts";
import { metricDayColumns } from "#shared/live-data/metric-columns.ts";
import type { LIVE_SPEC } from "#shared/live-data/live-params.ts";

type DayRow = ResponseOf<typeof liveDataReportDay>["list"][number];

/** Props of {@link DayTable}. */
export interface DayTableProps {
  readonly list: ListState<typeof LIVE_SPEC>;
  readonly range: DayRange;
  /** One broadcaster; absent: the agency. */
  readonly uid?: string | undefined;
  /** Only this metric's column (detail/{type}); absent: every metric. */
  readonly only?: LiveMetricType;
  readonly caption: string;
}

/**
 * The day report (live data reportDay) as a paged table, newest day first: the day and each
 * metric in its unit (PK as battles and wins); paged on the server with the page in the URL, CSV
 * export of the page shown. The data-table fallback of the charts.
 */
export function DayTable({ list, range, uid, only, caption }: DayTableProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const query = useLiveDataReportDayQuery({ ...(uid === undefined ? {} : { uid }), ...rangeSeconds(range), page: list.values.page, pageSize: list.values.size });
  const view = useListQuery(query);
  const columns = useMemo(() => metricDayColumns<DayRow>(t, format, only === undefined ? LIVE_METRIC_TYPES : [only]), [t, format, only]);
  return (
    <ListTable
      caption={caption}
      columns={columns}
      view={view}
      state={list.table}
      getRowId={(row) => row.day}
      exportFileName={`live-data-${range.from}-${range.to}`}
      emptyTitle={t("broadcaster.live.noData")}
    />
  );
}
