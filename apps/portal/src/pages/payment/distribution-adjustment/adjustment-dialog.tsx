import { PaymentErrorCode } from "@agent-portal/api-client/contract/payment-shared";
import {
  useLazyPaymentAgencyDistributionAdjustmentGetQuery,
  usePaymentAgencyBeansBalanceQuery,
  usePaymentAgencyDistributionAdjustMutation,
} from "@agent-portal/api-client/services/live-agent-service-adjustment";
import { useApiErrorMessage } from "@agent-portal/app-runtime/errors/use-api-error-message";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { DescriptionList } from "@agent-portal/ui-kit/components/description-list";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Input } from "@agent-portal/ui-kit/components/input";
import { Textarea } from "@agent-portal/ui-kit/components/textarea";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "#shared/dialogs/form-dialog.tsx";
import { useNotify } from "#shared/feedback/use-notify.ts";
import { useZodForm } from "#shared/forms/use-zod-form.ts";
import { sessionStore } from "#shared/storage/page-store.ts";
import { dropDraft, keepDraft, keptDraft } from "#pages/payment/shared/kept-draft.ts";
import { newIdempotencyKey, orNullWhen, submitOnce } from "#pages/payment/shared/submit-once.ts";
import { ADJUSTMENT_DRAFT, adjustRequest, adjustmentFormSchema, isAdjustmentValues, typedAmount } from "./adjustment-form.ts";
import type { AdjustmentFormValues } from "./adjustment-form.ts";

/** Props of {@link AdjustmentDialog}. */
export interface AdjustmentDialogProps {
  /** The values it opens with: empty, a correction (`correctionOf`), or `null` to reopen the kept draft. */
  readonly initial: AdjustmentFormValues | null;
  readonly onClose: () => void;
}

/**
 * Posts one distribution adjustment (PaymentAgencyDistributionAdjust): the reference, a signed
 * amount of whole beans and a reason, with the agency's balance now and after it
 * (PaymentAgencyBeansBalance). A correction opens with its reference and opposite amount fixed.
 * The idempotency key is made when the dialog opens and kept with what was typed in the tab's
 * session storage until it is posted or cancelled, so a reload reopens the same draft and key. A
 * refusal keeps everything typed; a lost answer is looked up by the key
 * (PaymentAgencyDistributionAdjustmentGet) before the dialog offers to send again.
 */
export function AdjustmentDialog({ initial, onClose }: AdjustmentDialogProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const notify = useNotify();
  const errorMessage = useApiErrorMessage();
  const [store] = useState(sessionStore);
  const [draft] = useState(() => (initial === null ? keptDraft(store, ADJUSTMENT_DRAFT, isAdjustmentValues) : null) ?? { key: newIdempotencyKey(), values: initial ?? null });
  const form = useZodForm(adjustmentFormSchema, draft.values ?? { batch_id: "", line: "", amount: "", reason: "", corrects_id: "" });
  const { values, errors } = form;
  const balance = usePaymentAgencyBeansBalanceQuery({});
  const [adjust, state] = usePaymentAgencyDistributionAdjustMutation();
  const [lookUp] = useLazyPaymentAgencyDistributionAdjustmentGetQuery();
  const correcting = values.corrects_id !== "";

  useEffect(() => keepDraft(store, ADJUSTMENT_DRAFT, { key: draft.key, values }), [store, draft.key, values]);
  const close = () => {
    dropDraft(store, ADJUSTMENT_DRAFT);
    onClose();
  };

  const onSubmit = form.handleSubmit(async (valid) => {
    const request = adjustRequest(valid, draft.key);
    const outcome = await submitOnce(
      () => adjust(request).unwrap(),
      () => orNullWhen(PaymentErrorCode.AdjustmentNotFound, () => lookUp({ idempotency_key: draft.key }).unwrap()),
    );
    if (outcome.kind === "refused") return form.setError("root", errorMessage(outcome.error) ?? t("lang328"));
    if (outcome.kind === "lost") return form.setError("root", t("payment.adjustment.lost"));
    const posted = outcome.value;
    notify.success(t("payment.adjustment.posted", { id: posted.adjustment_id, before: format.beans(posted.balance_before), after: format.beans(posted.balance_after) }));
    close();
  });

  const amount = typedAmount(values.amount);
  const now = balance.data?.balance_beans;
  const after = now === undefined || !amount.ok ? null : now - amount.beans;
  const message = (key: string | undefined) => (key === undefined ? undefined : t(key));
  const field = (name: "batch_id" | "line" | "amount") => (event: { target: { value: string } }) => form.setValue(name, event.target.value);

  return (
    <FormDialog
      title={correcting ? t("payment.adjustment.correctTitle", { id: values.corrects_id }) : t("payment.adjustment.newTitle")}
      description={correcting ? t("payment.adjustment.correctDescription") : t("payment.adjustment.description")}
      submitLabel={t("payment.adjustment.submit")}
      busy={state.isLoading || form.isSubmitting}
      failure={errors.root ?? null}
      onSubmit={(event) => void onSubmit(event)}
      onClose={close}
      width={560}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("payment.adjustment.batchId")} required error={message(errors.batch_id)} hint={t("payment.adjustment.batchIdHint")}>
          {(control) => <Input {...control} value={values.batch_id} readOnly={correcting} inputMode="numeric" dir="ltr" autoComplete="off" onChange={field("batch_id")} />}
        </FormField>
        <FormField label={t("payment.adjustment.line")} error={message(errors.line)} hint={t("payment.adjustment.lineHint")}>
          {(control) => <Input {...control} value={values.line} readOnly={correcting} inputMode="numeric" dir="ltr" autoComplete="off" onChange={field("line")} />}
        </FormField>
      </div>
      <FormField label={t("payment.adjustment.amount")} required error={message(errors.amount)} hint={t("payment.adjustment.amountHint")}>
        {(control) => <Input {...control} value={values.amount} readOnly={correcting} dir="ltr" autoComplete="off" onChange={field("amount")} />}
      </FormField>
      <FormField label={t("payment.adjustment.reason")} required error={message(errors.reason)}>
        {(control) => <Textarea {...control} value={values.reason} rows={3} maxLength={200} onChange={(event) => form.setValue("reason", event.target.value)} />}
      </FormField>
      <DescriptionList
        columns={2}
        items={[
          {
            key: "now",
            term: t("payment.adjustment.balanceNow"),
            description: now === undefined ? (balance.isError ? t("payment.adjustment.balanceUnknown") : "…") : format.beans(now),
          },
          {
            key: "after",
            term: t("payment.adjustment.balanceAfter"),
            description: after === null ? "…" : <span className={after < 0 ? "font-semibold text-danger-700" : undefined}>{format.beans(after)}</span>,
          },
        ]}
      />
      {after !== null && after < 0 && (
        <p role="alert" className="text-sm text-danger-700">
          {t("payment.adjustment.belowZero")}
        </p>
      )}
    </FormDialog>
  );
}
