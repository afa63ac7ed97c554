import { skipToken } from "@reduxjs/toolkit/query";
import { useAct75352RoundRecordPageQuery } from "@agent-portal/api-client/services/act75352";
import { useLazyAct75352RoundExportQuery } from "@agent-portal/api-client/services/act75352-actions";
import { ListPage } from "@agent-portal/app-runtime/components/list-page";
import { ListTable } from "@agent-portal/app-runtime/components/list-table";
import { useColumnVisibility } from "@agent-portal/app-runtime/list/use-column-visibility";
import { useListQuery } from "@agent-portal/app-runtime/list/use-list-query";
import { useListState } from "@agent-portal/app-runtime/list/use-list-state";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ServerExportButton, useServerExport } from "#shared/list/server-export.tsx";
import { RecordFilters } from "./record-filters.tsx";
import { NOT_SENT, RangeSummary } from "./record-view.tsx";
import type { RoundRecord } from "./result-params.ts";
import { RECORD_SORTABLE, RECORD_SPEC, hasRecordFilters, recordFilters, roundRecordRequest } from "./result-params.ts";
import { RESULT_COLUMN_IDS, resultColumns } from "./results-columns.tsx";
import { SignRecords } from "./sign-records.tsx";

/**
 * act-regist-result/info (ActRegistInfo; ActRegist 27; issue 24 items 5 and 6): the round results
 * of the agency's broadcasters (round_record_page, page paging): opponent, won or lost, score, the
 * beans received in the round's PK, the rank and the reward it earns ("—" before a result), exported
 * on the server (round_export); below, the registration records by cursor (`SignRecords`,
 * sign_record_page, exported with sign_export). One filter bar for both, in the URL.
 */
export default function ActRegistInfoPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const list = useListState(RECORD_SPEC, RECORD_SORTABLE);
  const request = useMemo(() => roundRecordRequest(list.values), [list.values]);
  const fetched = useListQuery(useAct75352RoundRecordPageQuery(request ?? skipToken));
  const view = request === null ? (NOT_SENT as typeof fetched) : fetched;
  const exporter = useServerExport(
    useLazyAct75352RoundExportQuery(),
    useMemo(() => recordFilters(list.values), [list.values]),
    "activity-round-results.csv",
  );
  const [visibility, setVisibility] = useColumnVisibility("act-regist-info", RESULT_COLUMN_IDS);
  const columns = useMemo(() => resultColumns(t, format), [t, format]);
  const filtered = hasRecordFilters(list.values);
  return (
    <div className="flex flex-col gap-8">
      <ListPage
        label={t("operate.results.resultsTable")}
        summary={<RangeSummary values={list.values} />}
        filters={<RecordFilters list={list} />}
        actions={<ServerExportButton exporter={exporter} />}
      >
        <ListTable<RoundRecord>
          caption={t("operate.results.resultsTable")}
          columns={columns}
          view={view}
          state={list.table}
          getRowId={(row) => row.id}
          columnVisibility={visibility}
          onColumnVisibilityChange={setVisibility}
          exportFileName={false}
          emptyTitle={request === null ? t("shared.bigoId.invalid") : filtered ? t("shared.list.emptyFiltered") : t("operate.results.resultsEmpty")}
        />
      </ListPage>
      <SignRecords list={list} />
    </div>
  );
}
