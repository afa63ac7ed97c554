import { skipToken } from "@reduxjs/toolkit/query";
import { useLazyAgentOssExportUrlQuery } from "@agent-portal/api-client/services/live-data-agent-oss-pk";
import { useLiveDataConfigQuery } from "@agent-portal/api-client/services/live-data-report";
import { useCreatorLiveOrderQuery } from "@agent-portal/api-client/services/live-data-multi-room";
import { FilterBar, ListPage } from "@agent-portal/app-runtime/components/list-page";
import { ListTable } from "@agent-portal/app-runtime/components/list-table";
import { useColumnVisibility } from "@agent-portal/app-runtime/list/use-column-visibility";
import { NOT_SENT_VIEW, useListQuery } from "@agent-portal/app-runtime/list/use-list-query";
import { useListState } from "@agent-portal/app-runtime/list/use-list-state";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { BigoIdField } from "#shared/list/bigo-id-field.tsx";
import { ServerExportButton, useServerExport } from "#shared/list/server-export.tsx";
import { useBigoIdFilter } from "#shared/list/use-bigo-id-filter.ts";
import { DataAsOf } from "#pages/data-center/shared/data-as-of.tsx";
import { FALLBACK_MAX_RANGE_DAYS, rangeDays, reportRange } from "#pages/data-center/shared/report-range.ts";
import { dayColumns } from "./day-columns.tsx";
import { DAY_SORTABLE, DAY_SPEC, dayExportFileName, dayExportRequest, dayListRequest } from "./day-params.ts";
import { HeatLegend } from "./day-heat-map.tsx";
import { RangeTotals } from "./range-totals.tsx";
import { ReportRangeField } from "#pages/data-center/shared/report-range-field.tsx";

const COLUMN_IDS = ["broadcaster", "liveDuration", "validLiveDays", "beans", "calendar"] as const;

/**
 * Broadcaster stats, day (SPEC section 2, BroadcasterStatsDay `/data-center/broadcaster-stats/day`,
 * AgencyStat; issue 20 item 2): each broadcaster over a range of days (UTC+0, at most the
 * config's longest range, stated) with their live time, valid days and beans, and their days as a
 * calendar heat map (valid, partial, off); totals over every row; the export is the server's file
 * of one row per broadcaster per day for the same range and Bigo ID (agentOss exportUrl, tab
 * `days`). Range, Bigo ID and page live in the URL; "data as of" comes from the answer.
 */
export default function BroadcasterStatsDayPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const list = useListState(DAY_SPEC, DAY_SORTABLE);
  const config = useLiveDataConfigQuery();
  const maxDays = config.data?.maxRangeDays ?? FALLBACK_MAX_RANGE_DAYS;
  const { from, to } = list.values;
  const lastDay = config.data?.maxDay;
  const range = useMemo(() => reportRange(from, to, lastDay, maxDays), [from, to, lastDay, maxDays]);
  const request = useMemo(() => dayListRequest(list.values, range), [list.values, range]);
  const query = useCreatorLiveOrderQuery(config.data === undefined ? skipToken : (request ?? skipToken));
  const fetched = useListQuery(query);
  const view = request === null ? NOT_SENT_VIEW : fetched;
  const bigo = useBigoIdFilter(list.values.bigo, (value) => list.update({ bigo: value }));
  const exportRequest = useMemo(() => dayExportRequest(list.values, range), [list.values, range]);
  const exporter = useServerExport(useLazyAgentOssExportUrlQuery(), exportRequest, dayExportFileName(range));
  const [visibility, setVisibility] = useColumnVisibility("broadcaster-stats-day", COLUMN_IDS);
  const days = rangeDays(range);
  const columns = useMemo(() => dayColumns(t, format, days), [t, format, days]);
  const answer = query.isError ? undefined : query.currentData;
  const filtered = list.values.bigo !== "";

  return (
    <ListPage
      label={t("route.BroadcasterStatsDay")}
      filters={
        <FilterBar
          label={t("dataCenter.filters")}
          onSubmit={bigo.submit}
          active={filtered}
          onReset={() => {
            bigo.reset();
            list.update({ bigo: "", from: null, to: null });
          }}
        >
          <ReportRangeField range={range} maxDays={maxDays} lastDay={config.data?.maxDay} onChange={(start, end) => list.update({ from: start, to: end })} />
          <BigoIdField filter={bigo} />
        </FilterBar>
      }
      actions={<ServerExportButton exporter={exporter} />}
      summary={answer ? <DataAsOf day={answer.asOfDay} /> : null}
    >
      {answer ? <RangeTotals totals={answer.totals} count={answer.total} format={format} /> : null}
      <HeatLegend t={t} />
      <ListTable
        caption={t("route.BroadcasterStatsDay")}
        columns={columns}
        view={view}
        state={list.table}
        getRowId={(row) => row.uid}
        columnVisibility={visibility}
        onColumnVisibilityChange={setVisibility}
        exportFileName={false}
        emptyTitle={request === null ? t("shared.bigoId.invalid") : filtered ? t("shared.list.emptyFiltered") : t("dataCenter.heat.empty")}
      />
    </ListPage>
  );
}
