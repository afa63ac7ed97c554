import { useListState } from "@agent-portal/app-runtime/list/use-list-state";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { RECORD_SORTABLE, RECORD_SPEC } from "./result-params.ts";
import { RoundRecordList } from "./round-record-list.tsx";
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
  const columns = useMemo(() => scheduleColumns(t), [t]);
  return (
    <RoundRecordList
      list={list}
      caption={t("operate.results.schedule")}
      columns={columns}
      columnsKey="act-regist-schedule"
      columnIds={SCHEDULE_COLUMN_IDS}
      fileName="activity-round-schedule.csv"
      emptyText={t("operate.results.scheduleEmpty")}
    />
  );
}
