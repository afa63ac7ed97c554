import type { multiRoomDay } from "@agent-portal/api-client/contract/live-data-multi-room";
import type { ResponseOf } from "@agent-portal/api-client/contract/define";
import { useLazyMultiRoomExportUrlQuery, useMultiRoomDayQuery } from "@agent-portal/api-client/services/live-data-multi-room";
import { useLiveDataConfigQuery } from "@agent-portal/api-client/services/live-data-report";
import { LiveDataType } from "@agent-portal/api-client/enums";
import { ListPage } from "@agent-portal/app-runtime/components/list-page";
import { ListTable } from "@agent-portal/app-runtime/components/list-table";
import { useListQuery } from "@agent-portal/app-runtime/list/use-list-query";
import type { Formatters } from "@agent-portal/i18n/use-formatters";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import type { TFunction } from "i18next";
import { skipToken } from "@reduxjs/toolkit/query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ServerExportButton, useServerExport } from "#shared/list/server-export.tsx";
import { DataAsOf } from "#pages/data-center/shared/data-as-of.tsx";
import { ReportRangeField } from "#pages/data-center/shared/report-range-field.tsx";
import { rangeSeconds } from "#pages/data-center/shared/report-range.ts";
import { FAMILY_SPEC, familyFileName, useFamilyRange } from "./family-range.ts";

type Answer = ResponseOf<typeof multiRoomDay>;
type Row = Answer["list"][number];

/** The multi-room table's columns: the day, time as host and as guest, sessions, guests hosted and beans (0 on a day without multi-room: zero, not missing). */
export function multiRoomColumns(t: TFunction, format: Formatters): DataTableColumn<Row>[] {
  return [
    { id: "day", header: t("broadcaster.live.day"), hideable: false, width: 130, accessor: (row) => format.date(`${row.day}T00:00:00Z`, { timeZone: "UTC" }) },
    { id: "hostDuration", header: t("dataCenter.family.multiRoom.host"), width: 130, align: "end", priority: 1, accessor: (row) => format.duration(row.hostDuration) },
    { id: "guestDuration", header: t("dataCenter.family.multiRoom.guest"), width: 130, align: "end", priority: 2, accessor: (row) => format.duration(row.guestDuration) },
    { id: "sessions", header: t("dataCenter.family.multiRoom.sessions"), width: 100, align: "end", priority: 1, accessor: (row) => format.number(row.sessions) },
    { id: "guests", header: t("dataCenter.family.multiRoom.guests"), width: 100, align: "end", priority: 3, accessor: (row) => format.number(row.guests) },
    { id: "beans", header: t("dataCenter.column.beans"), width: 130, align: "end", priority: 1, accessor: (row) => format.beans(row.beans) },
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
 * The multi-room tab of live data (family/multiRoom; issue 20 item 6): the agency's multi-guest
 * room figures per day over a range (multiRoom Day, newest first, paged; every day of the range,
 * 0 on days without multi-room), the totals over the whole range from the server, "data as of" the
 * config's last complete day (days are UTC+0), and the server's CSV of the same range (multiRoom
 * ExportUrl). Range and page live in the URL.
 */
export default function MultiRoomTab() {
  const { t } = useTranslation();
  const format = useFormatters();
  const config = useLiveDataConfigQuery();
  const { list, range, maxDays } = useFamilyRange({ maxDay: config.data?.maxDay, maxRangeDays: config.data?.maxRangeDays }, FAMILY_SPEC);
  const seconds = rangeSeconds(range);
  const query = useMultiRoomDayQuery(config.data === undefined ? skipToken : { ...seconds, page: list.values.page, pageSize: list.values.size });
  const view = useListQuery(query);
  const exporter = useServerExport(useLazyMultiRoomExportUrlQuery(), { ...seconds, dataType: LiveDataType.Day }, familyFileName("multi-room", range));
  const columns = useMemo(() => multiRoomColumns(t, format), [t, format]);
  const answer = query.isError ? undefined : query.currentData;
  const none = answer !== undefined && answer.summary.sessions === 0;

  return (
    <ListPage
      label={t("dataCenter.family.multiRoom.tab")}
      filters={<ReportRangeField range={range} maxDays={maxDays} lastDay={config.data?.maxDay} onChange={(from, to) => list.update({ from, to })} />}
      actions={<ServerExportButton exporter={exporter} />}
      summary={config.data ? <DataAsOf day={config.data.maxDay} /> : null}
    >
      {answer ? <MultiRoomTotals summary={answer.summary} format={format} /> : null}
      {none ? <p className="text-sm text-fg-muted">{t("dataCenter.family.multiRoom.none")}</p> : null}
      <ListTable
        caption={t("dataCenter.family.multiRoom.tab")}
        columns={columns}
        view={view}
        state={list.table}
        getRowId={(row) => row.day}
        exportFileName={false}
        emptyTitle={t("dataCenter.family.empty")}
      />
    </ListPage>
  );
}
