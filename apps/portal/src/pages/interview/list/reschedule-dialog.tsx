import { RESCHEDULE_REASON_MAX } from "@agent-portal/api-client/contract/live-agent-service-interview";
import { useRescheduleInterviewMutation } from "@agent-portal/api-client/services/live-agent-service-interview";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Input } from "@agent-portal/ui-kit/components/input";
import { Textarea } from "@agent-portal/ui-kit/components/textarea";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import * as z from "zod/mini";
import { FormDialog } from "#shared/dialogs/form-dialog.tsx";
import { useDialogSubmit } from "#shared/dialogs/use-dialog-submit.ts";
import { useNotify } from "#shared/feedback/use-notify.ts";
import { useZodForm } from "#shared/forms/use-zod-form.ts";
import { fromLocalInput, toLocalInput } from "./interview-time.ts";
import type { InterviewRow } from "./interview-params.ts";
import { RescheduleHistory } from "./reschedule-history.tsx";

/** The form: a new time (`datetime-local`, the viewer's zone) later than `now` (Unix seconds), and a reason of 1-200 characters. Messages are i18n keys. */
export const rescheduleSchema = (now: number) =>
  z.object({
    when: z.string().check(
      z.refine((value) => fromLocalInput(value) !== null, { message: "interview.reschedule.whenMissing" }),
      z.refine((value) => (fromLocalInput(value) ?? 0) > now, { message: "interview.reschedule.whenPast" }),
    ),
    reason: z.string().check(z.trim(), z.minLength(1, { message: "interview.reschedule.reasonMissing" }), z.maxLength(RESCHEDULE_REASON_MAX)),
  });

/** A fresh idempotency key, made once when the dialog opens (RescheduleInterview `idempotency_key`). */
const newKey = () => crypto.randomUUID().replaceAll("-", "");

/**
 * Reschedules one scheduled interview (RescheduleInterview): a new time in the viewer's zone (with
 * the candidate's time for it shown under the field) and a reason, above the interview's history.
 * The idempotency key is made when the dialog opens, so a double click or a retry after a failure
 * moves it once. A refusal or a failed call keeps the dialog open with everything typed.
 */
export function RescheduleDialog({ row, onClose }: { readonly row: InterviewRow; readonly onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const notify = useNotify();
  const [key] = useState(newKey);
  const [openedAt] = useState(() => Math.floor(Date.now() / 1000));
  const [schema] = useState(() => rescheduleSchema(openedAt));
  const form = useZodForm(schema, { when: toLocalInput(Math.max(row.scheduled_time, openedAt) + 86_400), reason: "" });
  const [reschedule, rescheduling] = useRescheduleInterviewMutation();
  const { failure, run } = useDialogSubmit();
  const chosen = fromLocalInput(form.values.when);

  const submit = form.handleSubmit(async (values) => {
    const ok = await run(() =>
      reschedule({ interview_id: row.interview_id, scheduled_time: fromLocalInput(values.when) ?? 0, reason: values.reason, idempotency_key: key }).unwrap(),
    );
    if (!ok) return;
    notify.success(t("interview.reschedule.done", { name: row.candidate_name }));
    onClose();
  });

  return (
    <FormDialog
      title={t("interview.reschedule.title", { name: row.candidate_name })}
      description={t("interview.reschedule.current", { time: format.dateTime(row.scheduled_time * 1000) })}
      submitLabel={t("interview.reschedule.submit")}
      busy={rescheduling.isLoading || form.isSubmitting}
      failure={failure}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      width={560}
    >
      <FormField
        label={t("interview.reschedule.when")}
        required
        error={form.errors.when === undefined ? undefined : t(form.errors.when)}
        hint={
          chosen === null
            ? undefined
            : t("interview.reschedule.candidateTime", { time: format.dateTime(chosen * 1000, { timeZone: row.candidate_time_zone }), zone: row.candidate_time_zone })
        }
      >
        {(control) => <Input {...control} type="datetime-local" value={form.values.when} onChange={(event) => form.setValue("when", event.target.value)} />}
      </FormField>
      <FormField label={t("interview.reschedule.reason")} required error={form.errors.reason === undefined ? undefined : t(form.errors.reason)}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={RESCHEDULE_REASON_MAX}
            value={form.values.reason}
            counter={(used, max) => t("shared.form.counter", { used, max })}
            onChange={(event) => form.setValue("reason", event.target.value)}
          />
        )}
      </FormField>
      <RescheduleHistory interviewId={row.interview_id} />
    </FormDialog>
  );
}
