import { usePaymentAgencyByBeansMethodAddMutation, usePaymentAgencyByBeansMethodEditMutation } from "@agent-portal/api-client/services/live-agent-service-by-beans";
import { PaymentUserAction } from "@agent-portal/api-client/enums";
import { useApiErrorMessage } from "@agent-portal/app-runtime/errors/use-api-error-message";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Input } from "@agent-portal/ui-kit/components/input";
import { getRoute } from "@agent-portal/permissions/route-table";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "#shared/dialogs/form-dialog.tsx";
import { useNotify } from "#shared/feedback/use-notify.ts";
import { useZodForm } from "#shared/forms/use-zod-form.ts";
import { useCanSee } from "#layouts/use-can-see.ts";
import { reportPaymentAction } from "#pages/payment/shared/payment-user-actions.ts";
import { BroadcasterPicker } from "./broadcaster-picker.tsx";
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
 * (any of the agency's broadcasters, found as you type by `BroadcasterPicker`). A change is
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
  const canSee = useCanSee();
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
      <div className="grid gap-1">
        <BroadcasterPicker
          label={t("payment.byBeansMethod.column.broadcasters")}
          selected={values.anchor_uids}
          onChange={(uids) => form.setValue("anchor_uids", uids)}
          enabled={canSee(getRoute("ListAll"))}
          describedBy={`${groupId}-hint`}
        />
        <p id={`${groupId}-hint`} className="text-sm text-fg-muted">
          {t("payment.byBeansMethod.broadcastersHint", { count: values.anchor_uids.length })}
        </p>
        {errors.anchor_uids !== undefined && <p className="text-sm text-danger-700">{t(errors.anchor_uids)}</p>}
      </div>
    </FormDialog>
  );
}
