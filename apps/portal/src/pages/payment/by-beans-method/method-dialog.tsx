import { usePaymentAgencyBroadcastListQuery } from "@agent-portal/api-client/services/live-agent-service-payment";
import { usePaymentAgencyByBeansMethodAddMutation, usePaymentAgencyByBeansMethodEditMutation } from "@agent-portal/api-client/services/live-agent-service-by-beans";
import { PaymentUserAction } from "@agent-portal/api-client/enums";
import { useApiErrorMessage } from "@agent-portal/app-runtime/errors/use-api-error-message";
import { Checkbox } from "@agent-portal/ui-kit/components/checkbox";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Input } from "@agent-portal/ui-kit/components/input";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "#shared/dialogs/form-dialog.tsx";
import { useNotify } from "#shared/feedback/use-notify.ts";
import { useZodForm } from "#shared/forms/use-zod-form.ts";
import { reportPaymentAction } from "#pages/payment/shared/payment-user-actions.ts";
import { EMPTY_METHOD, methodFormSchema, methodRequest, valuesOf } from "./method-form.ts";
import type { ByBeansMethodRow } from "./method-form.ts";

/** Props of {@link MethodDialog}. */
export interface MethodDialogProps {
  /** The method edited, or `null` to add one. */
  readonly method: ByBeansMethodRow | null;
  readonly onClose: () => void;
}

/**
 * Adds (PaymentAgencyByBeansMethodAdd) or edits (PaymentAgencyByBeansMethodEdit) a by-beans
 * method: name, smallest payout in beans, the agency's fee in percent and the broadcasters it pays
 * (the agency's first 100 signed broadcasters, PaymentAgencyBroadcastList). A change is
 * phone-verified by the server (the transport opens the phone-validate dialog). A refusal (38004
 * name taken, 38009 a broadcaster in another method, ...) shows in the dialog and keeps what was
 * typed. Reports user action 4 (ok) when saved and 5 (cancel) when closed without saving.
 */
export function MethodDialog({ method, onClose }: MethodDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorMessage = useApiErrorMessage();
  const groupId = useId();
  const form = useZodForm(methodFormSchema, method === null ? EMPTY_METHOD : valuesOf(method));
  const { values, errors } = form;
  const broadcasters = usePaymentAgencyBroadcastListQuery({ page: 1, page_size: 100 });
  const [add, adding] = usePaymentAgencyByBeansMethodAddMutation();
  const [edit, editing] = usePaymentAgencyByBeansMethodEditMutation();
  const message = (key: string | undefined) => (key === undefined ? undefined : t(key));

  const onSubmit = form.handleSubmit(async (valid) => {
    try {
      const request = methodRequest(valid, method?.status);
      const saved = method === null ? await add(request).unwrap() : await edit({ ...request, method_id: method.method_id }).unwrap();
      reportPaymentAction(PaymentUserAction.ByBeansMethodOk);
      notify.success(t("payment.byBeansMethod.saved", { name: saved.name }));
      onClose();
    } catch (error) {
      form.setError("root", errorMessage(error) ?? t("lang328"));
    }
  });

  const cancel = () => {
    reportPaymentAction(PaymentUserAction.ByBeansMethodCancel);
    onClose();
  };

  const toggle = (uid: string, on: boolean) => form.setValue("anchor_uids", on ? [...values.anchor_uids, uid] : values.anchor_uids.filter((other) => other !== uid));

  return (
    <FormDialog
      title={method === null ? t("payment.byBeansMethod.addTitle") : t("payment.byBeansMethod.editTitle", { name: method.name })}
      description={t("payment.byBeansMethod.dialogDescription")}
      submitLabel={t("payment.byBeansMethod.save")}
      busy={adding.isLoading || editing.isLoading || form.isSubmitting}
      failure={errors.root ?? null}
      onSubmit={(event) => void onSubmit(event)}
      onClose={cancel}
      width={560}
    >
      <FormField label={t("payment.byBeansMethod.column.name")} required error={message(errors.name)}>
        {(control) => <Input {...control} value={values.name} maxLength={32} autoComplete="off" onChange={(event) => form.setValue("name", event.target.value)} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("payment.byBeansMethod.column.minBeans")} required error={message(errors.min_beans)} hint={t("payment.byBeansMethod.minBeansHint")}>
          {(control) => (
            <Input {...control} value={values.min_beans} inputMode="numeric" dir="ltr" autoComplete="off" onChange={(event) => form.setValue("min_beans", event.target.value)} />
          )}
        </FormField>
        <FormField label={t("payment.byBeansMethod.column.fee")} required error={message(errors.fee)} hint={t("payment.byBeansMethod.feeHint")}>
          {(control) => <Input {...control} value={values.fee} inputMode="decimal" dir="ltr" autoComplete="off" onChange={(event) => form.setValue("fee", event.target.value)} />}
        </FormField>
      </div>
      <fieldset aria-describedby={`${groupId}-hint`} className="grid gap-2">
        <legend className="text-sm font-medium">{t("payment.byBeansMethod.column.broadcasters")}</legend>
        <p id={`${groupId}-hint`} className="text-sm text-fg-muted">
          {t("payment.byBeansMethod.broadcastersHint", { count: values.anchor_uids.length })}
        </p>
        <div className="grid max-h-48 gap-1 overflow-y-auto rounded border border-border p-2">
          {broadcasters.isError && <p className="text-sm text-danger-700">{t("payment.byBeansMethod.broadcastersFailed")}</p>}
          {(broadcasters.data?.list ?? []).map((b) => (
            <label key={b.anchor_uid} className="flex items-center gap-2 text-sm">
              <Checkbox checked={values.anchor_uids.includes(b.anchor_uid)} onCheckedChange={(on) => toggle(b.anchor_uid, on === true)} />
              <bdi>{b.nick_name}</bdi>
              <bdi className="text-fg-muted" dir="ltr">
                {b.bigo_id}
              </bdi>
            </label>
          ))}
        </div>
      </fieldset>
    </FormDialog>
  );
}
