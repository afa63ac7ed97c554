import { InterviewStatus } from "@agent-portal/api-client/enums";
import { Button } from "@agent-portal/ui-kit/components/button";
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import type { TFunction } from "i18next";
import { InterviewResultCell, InterviewStatusCell, InterviewTimeCell } from "./interview-cells.tsx";
import type { InterviewRow } from "./interview-params.ts";

/** The ids of the interview list's columns, in order (the column settings key them). */
export const INTERVIEW_COLUMN_IDS = ["candidate", "time", "status", "interviewer", "result", "agency", "actions"] as const;

/**
 * The interview list's columns: the candidate (name, Bigo ID), the time (the viewer's zone and the
 * candidate's), the status with the past-due flag, the interviewer, the result with the notes,
 * the agency, and Reschedule (scheduled interviews) or History (moved ones); `onOpen` opens the dialog.
 */
export function interviewColumns(t: TFunction, onOpen: (row: InterviewRow) => void): DataTableColumn<InterviewRow>[] {
  return [
    {
      id: "candidate",
      hideable: false,
      header: t("interview.column.candidate"),
      width: 200,
      accessor: (row) => `${row.candidate_name} (${row.candidate_bigo_id})`,
      cell: (row) => (
        <span className="flex min-w-0 flex-col">
          <bdi className="truncate font-medium">{row.candidate_name}</bdi>
          <span className="truncate text-xs text-fg-muted">{row.candidate_bigo_id}</span>
        </span>
      ),
    },
    { id: "time", hideable: false, header: t("interview.column.time"), width: 260, accessor: (row) => row.scheduled_time, cell: (row) => <InterviewTimeCell row={row} /> },
    { id: "status", hideable: false, header: t("interview.column.status"), width: 170, accessor: (row) => row.status, cell: (row) => <InterviewStatusCell row={row} /> },
    { id: "interviewer", priority: 2, header: t("interview.column.interviewer"), width: 160, accessor: (row) => row.interviewer_name },
    { id: "result", priority: 1, header: t("interview.column.result"), width: 220, accessor: (row) => row.result, cell: (row) => <InterviewResultCell row={row} /> },
    { id: "agency", priority: 3, header: t("interview.column.agency"), width: 180, accessor: (row) => row.agency_name },
    {
      id: "actions",
      hideable: false,
      header: t("interview.column.actions"),
      width: 150,
      accessor: () => "",
      cell: (row) =>
        row.status === InterviewStatus.Scheduled ? (
          <Button variant="secondary" size="sm" aria-label={t("interview.reschedule.open", { name: row.candidate_name })} onClick={() => onOpen(row)}>
            {t("interview.reschedule.submit")}
          </Button>
        ) : row.reschedule_count > 0 ? (
          <Button variant="ghost" size="sm" aria-label={t("interview.history.open", { name: row.candidate_name })} onClick={() => onOpen(row)}>
            {t("interview.history.title")}
          </Button>
        ) : null,
    },
  ];
}
