import { useListState } from "@agent-portal/app-runtime/list/use-list-state";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { RECORD_SORTABLE, RECORD_SPEC } from "./result-params.ts";
import { RESULT_COLUMN_IDS, resultColumns } from "./results-columns.tsx";
import { RoundRecordList } from "./round-record-list.tsx";
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
  const columns = useMemo(() => resultColumns(t, format), [t, format]);
  return (
    <div className="flex flex-col gap-8">
      <RoundRecordList
        list={list}
        caption={t("operate.results.resultsTable")}
        columns={columns}
        columnsKey="act-regist-info"
        columnIds={RESULT_COLUMN_IDS}
        fileName="activity-round-results.csv"
        emptyText={t("operate.results.resultsEmpty")}
      />
      <SignRecords list={list} />
    </div>
  );
}
