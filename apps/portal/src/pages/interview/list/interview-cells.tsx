import { InterviewResult, InterviewStatus } from "@agent-portal/api-client/enums";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import { useTranslation } from "react-i18next";
import type { InterviewRow } from "./interview-params.ts";
import { viewerTimeZone } from "./interview-time.ts";

const STATUS_TONE = {
  [InterviewStatus.Scheduled]: "brand",
  [InterviewStatus.Done]: "success",
  [InterviewStatus.NoShow]: "warning",
  [InterviewStatus.Cancelled]: "neutral",
} as const;

/** The status, and "Past due" when a scheduled interview's time has passed (the server's `past_due`). */
export function InterviewStatusCell({ row }: { readonly row: Pick<InterviewRow, "status" | "past_due"> }) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-wrap gap-1">
      <Badge tone={STATUS_TONE[row.status]}>{t(`interview.status.${String(row.status)}`)}</Badge>
      {row.past_due === 1 && <Badge tone="danger">{t("interview.pastDue")}</Badge>}
    </span>
  );
}

/** The time in the viewer's zone, and under it in the candidate's zone (named). */
export function InterviewTimeCell({ row }: { readonly row: Pick<InterviewRow, "scheduled_time" | "candidate_time_zone"> }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const at = row.scheduled_time * 1000;
  return (
    <span className="flex flex-col">
      <span>{t("interview.time.yours", { time: format.dateTime(at), zone: viewerTimeZone() })}</span>
      <span className="text-xs text-fg-muted">
        {t("interview.time.candidate", { time: format.dateTime(at, { timeZone: row.candidate_time_zone }), zone: row.candidate_time_zone })}
      </span>
    </span>
  );
}

/** The result ("—" while none), with the notes under it. */
export function InterviewResultCell({ row }: { readonly row: Pick<InterviewRow, "result" | "notes"> }) {
  const { t } = useTranslation();
  return (
    <span className="flex min-w-0 flex-col">
      <span>{row.result === InterviewResult.Pending ? "—" : t(`interview.result.${String(row.result)}`)}</span>
      {row.notes !== "" && (
        <span className="truncate text-xs text-fg-muted" title={row.notes}>
          {row.notes}
        </span>
      )}
    </span>
  );
}
