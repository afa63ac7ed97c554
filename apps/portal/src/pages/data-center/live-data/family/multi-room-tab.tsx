import type { multiRoomDay, multiRoomMonth } from "@agent-portal/api-client/contract/live-data-multi-room";
import type { ResponseOf } from "@agent-portal/api-client/contract/define";
import {
  useCreatorLiveOrderQuery,
  useLazyMultiRoomExportUrlQuery,
  useMultiRoomDayQuery,
  useMultiRoomGraphQuery,
  useMultiRoomMonthQuery,
} from "@agent-portal/api-client/services/live-data-multi-room";
import { useLiveDataConfigQuery } from "@agent-portal/api-client/services/live-data-report";
import { LiveDataType } from "@agent-portal/api-client/enums";
import { FilterBar, ListPage } from "@agent-portal/app-runtime/components/list-page";
import { ListTable } from "@agent-portal/app-runtime/components/list-table";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { useListQuery } from "@agent-portal/app-runtime/list/use-list-query";
import type { ListQueryView } from "@agent-portal/app-runtime/list/use-list-query";
import { dayParam, textParam } from "@agent-portal/app-runtime/url-state/param-codecs";
import type { Formatters } from "@agent-portal/i18n/use-formatters";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Button } from "@agent-portal/ui-kit/components/button";
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import type { TFunction } from "i18next";
import { skipToken } from "@reduxjs/toolkit/query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { checkBigoId } from "#shared/forms/bigo-id.ts";
import { MetricLineChart } from "#shared/live-data/metric-chart.tsx";
import { metricColumn, monthText } from "#shared/live-data/metric-columns.ts";
import { BigoIdField } from "#shared/list/bigo-id-field.tsx";
import { ServerExportButton, useServerExport } from "#shared/list/server-export.tsx";
import { useBigoIdFilter } from "#shared/list/use-bigo-id-filter.ts";
import { FailedLoad } from "#pages/data-center/shared/agency-overview.tsx";
import { DataAsOf } from "#pages/data-center/shared/data-as-of.tsx";
import { ReportRangeField } from "#pages/data-center/shared/report-range-field.tsx";
import { rangeSeconds } from "#pages/data-center/shared/report-range.ts";
import { familyMetrics } from "./family-access.ts";
import type { FamilyTabProps } from "./family-tabs.ts";
import { FAMILY_SORTABLE, FAMILY_VIEW_SPEC, familyFileName, monthInProgress, rangeMonths, useFamilyRange } from "./family-range.ts";
import { FamilyViewTabs, GraphMetricField, graphMetricOf, useWholeList } from "./family-views.tsx";
import { MultiRoomSessionsPanel } from "./multi-room-sessions.tsx";

type Answer = ResponseOf<typeof multiRoomDay>;
type Row = Answer["list"][number];
type MonthRow = ResponseOf<typeof multiRoomMonth>["list"][number];

/** What a table shows while the broadcaster or the config is still being found: skeleton rows, not an empty state. */
const PENDING: ListQueryView<never> = { status: "loading", rows: [], total: undefined, errorMessage: null, retry: () => undefined };

/**
 * The multi-room tab's URL: range, page, `view` (day, month, graph), the graph's `metric`, `bigo`
 * (one broadcaster's figures, by Bigo ID) and `session` (the day whose sessions are open, YYYY-MM-DD).
 */
export const MULTI_ROOM_SPEC = { ...FAMILY_VIEW_SPEC, bigo: textParam(64), session: dayParam() };

/**
 * The multi-room table's columns: the day, time as host and as guest, sessions, guests hosted and
 * beans (0 on a day without multi-room: zero, not missing); with `onSessions` (one broadcaster's
 * days), a button opening the day's sessions. Beans is a live metric: its header links to its
 * definition (desc/beans); the multi-room figures have no definition page and keep plain headers.
 */
export function multiRoomColumns(t: TFunction, format: Formatters, onSessions?: (day: string) => void): DataTableColumn<Row>[] {
  const dayText = (row: Row) => format.date(`${row.day}T00:00:00Z`, { timeZone: "UTC" });
  const columns: DataTableColumn<Row>[] = [
    { id: "day", header: t("broadcaster.live.day"), hideable: false, width: 130, accessor: dayText },
    { id: "hostDuration", header: t("dataCenter.family.multiRoom.host"), width: 130, align: "end", priority: 1, accessor: (row) => format.duration(row.hostDuration) },
    { id: "guestDuration", header: t("dataCenter.family.multiRoom.guest"), width: 130, align: "end", priority: 2, accessor: (row) => format.duration(row.guestDuration) },
    { id: "sessions", header: t("dataCenter.family.multiRoom.sessions"), width: 100, align: "end", priority: 1, accessor: (row) => format.number(row.sessions) },
    { id: "guests", header: t("dataCenter.family.multiRoom.guests"), width: 100, align: "end", priority: 3, accessor: (row) => format.number(row.guests) },
    metricColumn<Row>(t, "beans", (row) => format.beans(row.beans), { width: 130, priority: 1 }),
  ];
  if (onSessions === undefined) return columns;
  return [
    ...columns,
    {
      id: "detail",
      header: t("dataCenter.family.multiRoom.detail"),
      width: 120,
      hideable: false,
      excludeFromExport: true,
      accessor: () => "",
      cell: (row) =>
        row.sessions === 0 ? null : (
          <Button variant="ghost" size="sm" aria-label={t("dataCenter.family.multiRoom.openSessions", { day: dayText(row) })} onClick={() => onSessions(row.day)}>
            {t("dataCenter.family.multiRoom.sessions")}
          </Button>
        ),
    },
  ];
}

/** The multi-room month table's columns: the month, time as host and as guest, sessions and beans (its header linking to desc/beans). */
export function multiRoomMonthColumns(t: TFunction, format: Formatters): DataTableColumn<MonthRow>[] {
  return [
    { id: "month", header: t("broadcaster.live.month"), hideable: false, width: 150, accessor: (row) => monthText(format, row.month) },
    { id: "hostDuration", header: t("dataCenter.family.multiRoom.host"), width: 130, align: "end", priority: 1, accessor: (row) => format.duration(row.hostDuration) },
    { id: "guestDuration", header: t("dataCenter.family.multiRoom.guest"), width: 130, align: "end", priority: 2, accessor: (row) => format.duration(row.guestDuration) },
    { id: "sessions", header: t("dataCenter.family.multiRoom.sessions"), width: 100, align: "end", priority: 1, accessor: (row) => format.number(row.sessions) },
    metricColumn<MonthRow>(t, "beans", (row) => format.beans(row.beans), { width: 130, priority: 1 }),
  ];
}

/** The range's multi-room totals from the server (every day, all pages), labelled as such. */
export function MultiRoomTotals({ summary, format }: { readonly summary: Answer["summary"]; readonly format: Formatters }) {
  const { t } = useTranslation();
  return (
    <p className="text-sm" data-testid="family-totals">
      {t("dataCenter.family.multiRoom.totals", {
        host: format.duration(summary.hostDuration),
        guest: format.duration(summary.guestDuration),
        sessions: format.number(summary.sessions),
        beans: format.beans(summary.beans),
      })}
    </p>
  );
}

/**
 * The multi-room tab of live data (family/multiRoom; issue 20 item 6): the agency's (or, by Bigo
 * ID, one broadcaster's) multi-guest room figures over a range in three views kept in the URL:
 * - by day (multiRoom Day, newest first, paged; every day of the range, 0 on days without
 *   multi-room) with the totals over the whole range from the server; for one broadcaster each
 *   day opens its sessions (multiRoom Detail);
 * - by month (multiRoom Month, the months the range spans);
 * - graph (multiRoom Graph): one live metric per day over the days with multi-room time, on the
 *   kit's LineChart with its data table for screen readers.
 * "Data as of" the config's last complete day (days are UTC+0) and the server's CSV of the same
 * range and view (multiRoom ExportUrl, by day or by month). The broadcaster is found by Bigo ID
 * among the agency's (creator liveOrder); one not live in the range has no multi-room figures.
 */
export default function MultiRoomTab({ access }: FamilyTabProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const config = useLiveDataConfigQuery();
  const { list, range, maxDays } = useFamilyRange({ maxDay: config.data?.maxDay, maxRangeDays: config.data?.maxRangeDays }, MULTI_ROOM_SPEC, FAMILY_SORTABLE);
  const { view, metric: urlMetric, session } = list.values;
  const seconds = rangeSeconds(range);
  const metrics = useMemo(() => familyMetrics(access.income), [access.income]);
  const metric = metrics.includes(urlMetric) ? urlMetric : "duration";
  const bigo = useBigoIdFilter(list.values.bigo, (value) => list.update({ bigo: value, session: null, page: 1 }));
  const bigoCheck = checkBigoId(list.values.bigo);
  const who = useCreatorLiveOrderQuery(config.data !== undefined && bigoCheck.kind === "valid" ? { ...seconds, bigoId: bigoCheck.value, page: 1, pageSize: 1 } : skipToken);
  const broadcaster = bigoCheck.kind === "valid" ? who.currentData?.list[0] : undefined;
  const subject = broadcaster === undefined ? {} : { uid: broadcaster.uid };
  const ready = config.data !== undefined && (bigoCheck.kind === "empty" || broadcaster !== undefined);
  const dayQuery = useMultiRoomDayQuery(ready && view === "day" ? { ...subject, ...seconds, page: list.values.page, pageSize: list.values.size } : skipToken);
  const monthQuery = useWholeList(useMultiRoomMonthQuery(ready && view === "month" ? { ...subject, ...rangeMonths(range) } : skipToken));
  const graphQuery = useMultiRoomGraphQuery(ready && view === "graph" ? { ...subject, metric: graphMetricOf(metric), ...seconds } : skipToken);
  const dayView = useListQuery(dayQuery);
  const monthView = useListQuery(monthQuery);
  const exporter = useServerExport(
    useLazyMultiRoomExportUrlQuery(),
    ready ? { ...subject, ...seconds, dataType: view === "month" ? LiveDataType.Month : LiveDataType.Day } : null,
    familyFileName(view === "month" ? "multi-room-months" : "multi-room", range),
  );
  const uid = broadcaster?.uid;
  const { update } = list;
  const columns = useMemo(() => multiRoomColumns(t, format, uid === undefined ? undefined : (day) => update({ session: day })), [t, format, uid, update]);
  const monthColumns = useMemo(() => multiRoomMonthColumns(t, format), [t, format]);
  const answer = dayQuery.isError ? undefined : dayQuery.currentData;
  const none = answer !== undefined && answer.summary.sessions === 0;
  const notLive = bigoCheck.kind === "valid" && who.currentData !== undefined && broadcaster === undefined;
  const filtered = list.values.bigo !== "";

  return (
    <ListPage
      label={t("dataCenter.family.multiRoom.tab")}
      filters={
        <FilterBar
          label={t("dataCenter.filters")}
          onSubmit={bigo.submit}
          active={filtered}
          onReset={() => {
            bigo.reset();
            list.update({ bigo: "", session: null, page: 1 });
          }}
        >
          <ReportRangeField range={range} maxDays={maxDays} lastDay={config.data?.maxDay} onChange={(from, to) => list.update({ from, to, session: null })} />
          <BigoIdField filter={bigo} />
        </FilterBar>
      }
      actions={view === "graph" ? null : <ServerExportButton exporter={exporter} />}
      summary={config.data ? <DataAsOf day={config.data.maxDay} inProgress={view === "month" && monthInProgress(range, config.data.maxDay)} /> : null}
    >
      {broadcaster === undefined ? null : (
        <p className="text-sm" data-testid="multi-room-broadcaster">
          {t("dataCenter.family.multiRoom.of", { name: broadcaster.nickName, bigoId: broadcaster.bigoId })}
        </p>
      )}
      {who.isError ? <FailedLoad error={who.error} retry={() => void who.refetch()} /> : null}
      {notLive ? <p className="text-sm text-fg-muted">{t("dataCenter.family.multiRoom.notLive")}</p> : null}
      {who.isError || notLive ? null : (
        <FamilyViewTabs view={view} onChange={(next) => list.update({ view: next, page: 1, session: null })}>
          {view === "day" ? (
            <>
              {answer ? <MultiRoomTotals summary={answer.summary} format={format} /> : null}
              {none ? <p className="text-sm text-fg-muted">{t("dataCenter.family.multiRoom.none")}</p> : null}
              {broadcaster === undefined && !none ? <p className="text-sm text-fg-muted">{t("dataCenter.family.multiRoom.sessionsHint")}</p> : null}
              <ListTable
                caption={t("dataCenter.family.multiRoom.tab")}
                columns={columns}
                view={ready ? dayView : PENDING}
                state={list.table}
                getRowId={(row) => row.day}
                exportFileName={false}
                emptyTitle={t("dataCenter.family.empty")}
              />
              {broadcaster !== undefined && session !== null ? (
                <MultiRoomSessionsPanel uid={broadcaster.uid} name={broadcaster.nickName} day={session} onClose={() => list.update({ session: null })} />
              ) : null}
            </>
          ) : null}
          {view === "month" ? (
            <ListTable
              caption={t("dataCenter.family.multiRoom.monthTitle")}
              columns={monthColumns}
              view={ready ? monthView : PENDING}
              state={list.table}
              getRowId={(row) => row.month}
              exportFileName={false}
              emptyTitle={t("dataCenter.family.monthEmpty")}
            />
          ) : null}
          {view === "graph" ? (
            <div className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4">
              <GraphMetricField metrics={metrics} metric={metric} onChange={(next) => list.update({ metric: next })} />
              <p className="text-sm text-fg-muted">{t("dataCenter.family.multiRoom.graphAbout")}</p>
              <QueryView query={graphQuery} lines={6}>
                {(graph) => <MetricLineChart type={metric} graph={graph} range={range} />}
              </QueryView>
            </div>
          ) : null}
        </FamilyViewTabs>
      )}
    </ListPage>
  );
}
