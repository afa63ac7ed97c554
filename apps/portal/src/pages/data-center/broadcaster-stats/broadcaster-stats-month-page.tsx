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
import { MONTH_ROW_HEIGHT, monthColumns } from "./month-columns.tsx";
import { MONTH_SORTABLE, MONTH_SPEC, chosenMonth, lastDayOf, monthExportFileName, monthExportRequest, monthListRequest, monthOptions } from "./month-params.ts";
import { TierRules } from "./tier-rules.tsx";
import { MonthField } from "#pages/data-center/shared/month-field.tsx";

const COLUMN_IDS = ["rank", "broadcaster", "liveDuration", "validLiveDays", "beans", "tier", "progress", "projectedTier"] as const;

/**
 * Broadcaster stats, month (SPEC section 2, BroadcasterStatsMonth `/data-center/broadcaster-stats/month`,
 * AgencyStat; issue 20 item 2): each broadcaster's month (creator liveOrder over the month, UTC+0)
 * with the tier reached (every requirement met), progress to the next tier on each requirement
 * (live time, valid days, beans), the linear projection to the month's end and what is missing in
 * words. Month, Bigo ID and page live in the URL; the export is the server's file of the same
 * month and Bigo ID (agentOss exportUrl, tab `tiers`); "data as of" comes from the answer.
 */
export default function BroadcasterStatsMonthPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const list = useListState(MONTH_SPEC, MONTH_SORTABLE);
  const config = useLiveDataConfigQuery();
  const options = useMemo(() => (config.data ? monthOptions(config.data.minDay, config.data.maxDay) : []), [config.data]);
  const month = chosenMonth(list.values, options);
  const request = useMemo(() => monthListRequest(list.values, month), [list.values, month]);
  const query = useCreatorLiveOrderQuery(request ?? skipToken);
  const fetched = useListQuery(query);
  const view = request === null && month !== null ? NOT_SENT_VIEW : fetched;
  const bigo = useBigoIdFilter(list.values.bigo, (value) => list.update({ bigo: value }));
  const exportRequest = useMemo(() => monthExportRequest(list.values, month), [list.values, month]);
  const exporter = useServerExport(useLazyAgentOssExportUrlQuery(), exportRequest, monthExportFileName(month));
  const [visibility, setVisibility] = useColumnVisibility("broadcaster-stats-month", COLUMN_IDS);
  const columns = useMemo(() => monthColumns(t, format), [t, format]);
  const answer = query.isError ? undefined : query.currentData;
  const filtered = list.values.bigo !== "";

  return (
    <ListPage
      label={t("route.BroadcasterStatsMonth")}
      filters={
        <FilterBar
          label={t("dataCenter.filters")}
          onSubmit={bigo.submit}
          active={filtered}
          onReset={() => {
            bigo.reset();
            list.update({ bigo: "" });
          }}
        >
          <MonthField options={options} month={month} onChange={(value) => list.update({ month: value })} />
          <BigoIdField filter={bigo} />
        </FilterBar>
      }
      actions={<ServerExportButton exporter={exporter} />}
      summary={answer ? <DataAsOf day={answer.asOfDay} inProgress={month !== null && answer.elapsedDays < Number(lastDayOf(month).slice(8))} /> : null}
    >
      <ListTable
        caption={t("route.BroadcasterStatsMonth")}
        columns={columns}
        view={view}
        state={list.table}
        getRowId={(row) => row.uid}
        rowHeight={MONTH_ROW_HEIGHT}
        columnVisibility={visibility}
        onColumnVisibilityChange={setVisibility}
        exportFileName={false}
        emptyTitle={request === null ? t("shared.bigoId.invalid") : filtered ? t("shared.list.emptyFiltered") : t("dataCenter.tier.empty")}
      />
      {answer ? <TierRules rules={answer.tierRules} format={format} /> : null}
    </ListPage>
  );
}
