import { InterviewStatus } from "@agent-portal/api-client/enums";
import { useGetInterviewListQuery, useLazyExportInterviewListQuery } from "@agent-portal/api-client/services/live-agent-service-interview";
import { FilterBar, ListPage } from "@agent-portal/app-runtime/components/list-page";
import { ListTable } from "@agent-portal/app-runtime/components/list-table";
import { useColumnVisibility } from "@agent-portal/app-runtime/list/use-column-visibility";
import { useListQuery } from "@agent-portal/app-runtime/list/use-list-query";
import { useListState } from "@agent-portal/app-runtime/list/use-list-state";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Modal } from "@agent-portal/ui-kit/components/dialog";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Input } from "@agent-portal/ui-kit/components/input";
import { addYears } from "date-fns";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { DayRangeField } from "#shared/list/day-range-field.tsx";
import { EnumFilter } from "#shared/list/enum-filter.tsx";
import { ServerExportButton, useServerExport } from "#shared/list/server-export.tsx";
import { INTERVIEW_COLUMN_IDS, interviewColumns } from "./interview-columns.tsx";
import type { InterviewRow } from "./interview-params.ts";
import { INTERVIEW_SORTABLE, INTERVIEW_SPEC, INTERVIEW_STATUSES, NO_INTERVIEW_FILTERS, hasInterviewFilters, interviewExportRequest, interviewRequest } from "./interview-params.ts";
import { viewerTimeZone } from "./interview-time.ts";
import { RescheduleDialog } from "./reschedule-dialog.tsx";
import { RescheduleHistory } from "./reschedule-history.tsx";
import { DueFilter } from "./due-filter.tsx";

/**
 * The interview list (InterviewList, `/interview/list`; InterviewPermission 12): the candidates'
 * interviews of the agencies in the user's scope (GetInterviewList), soonest first, with the time
 * in the user's zone and the candidate's, the status (past-due scheduled interviews flagged), the
 * interviewer, the result and notes; filters by status, past due and candidate in the URL;
 * Reschedule (RescheduleInterview, with a reason, keeping the history) for scheduled interviews and
 * the history of moved ones. Loading, the error with Try again and the empty states are the list frame's.
 */
export default function InterviewListPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const list = useListState(INTERVIEW_SPEC, INTERVIEW_SORTABLE);
  const request = useMemo(() => interviewRequest(list.values), [list.values]);
  const query = useGetInterviewListQuery(request);
  const view = useListQuery(query);
  const exportRequest = useMemo(() => interviewExportRequest(list.values), [list.values]);
  const exporter = useServerExport(useLazyExportInterviewListQuery(), exportRequest, "interviews.csv");
  const [draft, setDraft] = useState(list.values.q);
  const [open, setOpen] = useState<InterviewRow | null>(null);
  const [visibility, setVisibility] = useColumnVisibility("interview-list", INTERVIEW_COLUMN_IDS);
  const columns = useMemo(() => interviewColumns(t, setOpen), [t]);
  const filtered = hasInterviewFilters(list.values);
  const asOf = query.data?.data_time;

  return (
    <ListPage
      label={t("interview.list")}
      summary={
        <span>
          {t("interview.zoneNote", { zone: viewerTimeZone() })}
          {asOf === undefined ? "" : ` · ${t("interview.asOf", { time: format.dateTime(asOf * 1000) })}`}
        </span>
      }
      filters={
        <FilterBar
          label={t("interview.filterLabel")}
          active={filtered}
          onSubmit={() => list.update({ q: draft.trim() })}
          onReset={() => {
            setDraft("");
            list.update(NO_INTERVIEW_FILTERS);
          }}
        >
          <FormField label={t("interview.column.candidate")} className="w-52">
            {(control) => <Input {...control} value={draft} maxLength={64} placeholder={t("interview.searchHint")} onChange={(event) => setDraft(event.target.value)} />}
          </FormField>
          <EnumFilter
            label={t("interview.column.status")}
            value={list.values.status}
            values={INTERVIEW_STATUSES}
            labelOf={(status) => t(`interview.status.${String(status)}`)}
            onChange={(status) => list.update({ status })}
          />
          <DueFilter value={list.values.due} onChange={(due) => list.update({ due })} />
          <DayRangeField
            label={t("interview.filter.scheduled")}
            from={list.values.from}
            to={list.values.to}
            maxDate={addYears(new Date(), 1)}
            onChange={(from, to) => list.update({ from, to })}
          />
        </FilterBar>
      }
      actions={<ServerExportButton exporter={exporter} />}
    >
      <ListTable
        caption={t("interview.list")}
        columns={columns}
        view={view}
        state={list.table}
        getRowId={(row) => row.interview_id}
        columnVisibility={visibility}
        onColumnVisibilityChange={setVisibility}
        exportFileName={false}
        emptyTitle={filtered ? t("shared.list.emptyFiltered") : t("interview.empty")}
      />
      {open !== null &&
        (open.status === InterviewStatus.Scheduled ? (
          <RescheduleDialog row={open} onClose={() => setOpen(null)} />
        ) : (
          <Modal open onOpenChange={(next) => !next && setOpen(null)} title={t("interview.history.of", { name: open.candidate_name })} closeLabel={t("common.close")}>
            <RescheduleHistory interviewId={open.interview_id} />
          </Modal>
        ))}
    </ListPage>
  );
}
