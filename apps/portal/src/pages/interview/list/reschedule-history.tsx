import { useGetInterviewRescheduleHistoryQuery } from "@agent-portal/api-client/services/live-agent-service-interview";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { useTranslation } from "react-i18next";

/**
 * An interview's reschedules, newest first (GetInterviewRescheduleHistory): from when to when, why,
 * who and when, times in the viewer's zone. Loading, the error with Try again, and "never
 * rescheduled" are the shell's `QueryView` states.
 */
export function RescheduleHistory({ interviewId }: { readonly interviewId: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const query = useGetInterviewRescheduleHistoryQuery({ interview_id: interviewId });
  return (
    <section aria-label={t("interview.history.title")} className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">{t("interview.history.title")}</h3>
      <QueryView query={query} isEmpty={(answer) => answer.list.length === 0} emptyTitle={t("interview.history.empty")} lines={2}>
        {(answer) => (
          <ol className="flex flex-col gap-2 text-sm">
            {answer.list.map((move) => (
              <li key={`${String(move.create_time)}-${String(move.to_time)}`} className="rounded-md border border-border px-3 py-2">
                <p>{t("interview.history.move", { from: format.dateTime(move.from_time * 1000), to: format.dateTime(move.to_time * 1000) })}</p>
                <p className="text-fg-muted">{t("interview.history.by", { name: move.operator_name, time: format.dateTime(move.create_time * 1000) })}</p>
                <p>{t("interview.history.reason", { reason: move.reason })}</p>
              </li>
            ))}
          </ol>
        )}
      </QueryView>
    </section>
  );
}
