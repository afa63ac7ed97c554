import { skipToken } from "@reduxjs/toolkit/query";
import { useAct75352RoundRecordPageQuery } from "@agent-portal/api-client/services/act75352";
import { useLazyAct75352RoundExportQuery } from "@agent-portal/api-client/services/act75352-actions";
import { ListPage } from "@agent-portal/app-runtime/components/list-page";
import { ListTable } from "@agent-portal/app-runtime/components/list-table";
import { useColumnVisibility } from "@agent-portal/app-runtime/list/use-column-visibility";
import { useListQuery } from "@agent-portal/app-runtime/list/use-list-query";
import { useListState } from "@agent-portal/app-runtime/list/use-list-state";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ServerExportButton, useServerExport } from "#shared/list/server-export.tsx";
import { RecordFilters } from "./record-filters.tsx";
import { NOT_SENT, RangeSummary } from "./record-view.tsx";
import type { RoundRecord } from "./result-params.ts";
import { RECORD_SORTABLE, RECORD_SPEC, hasRecordFilters, recordFilters, roundRecordRequest } from "./result-params.ts";
import { SCHEDULE_COLUMN_IDS, scheduleColumns } from "./schedule-columns.tsx";

/**
 * act-regist-result/schedule (ActRegistSchedule; ActRegist 27; issue 24 items 5 and 6): the
 * rounds the agency's broadcasters are in (round_record_page, page paging), newest round first,
 * with each broadcaster's group, time slot and opponent once the draw is made ("Not yet drawn"
 * before; times in the activity's report zone with local time beside). Filters of SPEC section 3
 * in the URL; the filtered set exported on the server (round_export, the same filters).
 */
export default function ActRegistSchedulePage() {
  const { t } = useTranslation();
  const list = useListState(RECORD_SPEC, RECORD_SORTABLE);
  const request = useMemo(() => roundRecordRequest(list.values), [list.values]);
  const fetched = useListQuery(useAct75352RoundRecordPageQuery(request ?? skipToken));
  const view = request === null ? (NOT_SENT as typeof fetched) : fetched;
  const exporter = useServerExport(
    useLazyAct75352RoundExportQuery(),
    useMemo(() => recordFilters(list.values), [list.values]),
    "activity-round-schedule.csv",
  );
  const [visibility, setVisibility] = useColumnVisibility("act-regist-schedule", SCHEDULE_COLUMN_IDS);
  const columns = useMemo(() => scheduleColumns(t), [t]);
  const filtered = hasRecordFilters(list.values);
  return (
    <ListPage
      label={t("operate.results.schedule")}
      summary={<RangeSummary values={list.values} />}
      filters={<RecordFilters list={list} />}
      actions={<ServerExportButton exporter={exporter} />}
    >
      <ListTable<RoundRecord>
        caption={t("operate.results.schedule")}
        columns={columns}
        view={view}
        state={list.table}
        getRowId={(row) => row.id}
        columnVisibility={visibility}
        onColumnVisibilityChange={setVisibility}
        exportFileName={false}
        emptyTitle={request === null ? t("shared.bigoId.invalid") : filtered ? t("shared.list.emptyFiltered") : t("operate.results.scheduleEmpty")}
      />
    </ListPage>
  );
}
