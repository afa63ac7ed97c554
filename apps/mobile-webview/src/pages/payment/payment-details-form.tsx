import { useAnchorSubmitAnchorPaymentMutation } from "@agent-portal/api-client/services/live-agent-service-payment";
import { PaymentMethodType } from "@agent-portal/api-client/enums";
import { apiErrorMessage } from "@agent-portal/app-runtime/errors/api-error-message";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Button } from "@agent-portal/ui-kit/components/button";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Input } from "@agent-portal/ui-kit/components/input";
import { toast } from "@agent-portal/ui-kit/lib/toast-queue";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { NativeSelect } from "#shared/native-select.tsx";
import { pageDraftStorage, readDraft } from "#shared/draft-storage.ts";
import { useFormDraft } from "#shared/use-form-draft.ts";
import { useSingleSubmit } from "#shared/use-single-submit.ts";
import type { OfferedMethod, PaymentDetailsValues } from "./payment-details-schema.ts";
import { EMPTY_PAYMENT_DETAILS, PAYMENT_DETAILS_DRAFT, chosenMethod, paymentDetailsRequest, paymentDetailsSchema } from "./payment-details-schema.ts";

/** Props of {@link PaymentDetailsForm}. */
export interface PaymentDetailsFormProps {
  /** The methods offered to broadcasters in the caller's country (GetPaymentCfg role 1 `methods`). */
  readonly methods: readonly OfferedMethod[];
  /** Told the chosen method (its PaymentMethodType, or `undefined` before a choice), for the configuration above. */
  readonly onMethodChange: (methodType: PaymentMethodType | undefined) => void;
}

/**
 * The broadcaster's payment details form (AnchorSubmitAnchorPayment, phone-verified: the transport
 * opens the phone dialog and sends again): the method, the holder, the account or wallet number
 * (none for by beans) and, where the method needs them, the bank's name and code. Checked here
 * first (`payment-details-schema.ts`), then by the server, whose refusal (its code translated) shows
 * above the form with everything typed kept. What is typed is a draft (`webview_draft_payment_details`)
 * until the server accepts it, so a failed send or a reload loses nothing. One send at a time
 * (`useSingleSubmit`); the server keeps one submission under review (38002 for another).
 */
export function PaymentDetailsForm({ methods, onMethodChange }: PaymentDetailsFormProps) {
  const { t } = useTranslation();
  const resolver = useMemo(() => zodResolver(paymentDetailsSchema(methods)), [methods]);
  const defaults = useMemo(() => readDraft(pageDraftStorage(), PAYMENT_DETAILS_DRAFT, EMPTY_PAYMENT_DETAILS), []);
  const form = useForm<PaymentDetailsValues>({ resolver, defaultValues: defaults });
  const draft = useFormDraft(form, PAYMENT_DETAILS_DRAFT);
  const [send, sent] = useAnchorSubmitAnchorPaymentMutation();
  const method = chosenMethod(methods, useWatch({ control: form.control, name: "method_type" }));
  useEffect(() => onMethodChange(method?.method_type), [method, onMethodChange]);
  const { errors } = form.formState;
  const fieldError = (name: keyof PaymentDetailsValues) => {
    const message = errors[name]?.message;
    return message ? t(message) : undefined;
  };
  const submit = form.handleSubmit(async (values) => {
    const chosen = chosenMethod(methods, values.method_type);
    if (chosen === undefined) return;
    const result = await send(paymentDetailsRequest(values, chosen));
    if (result.error !== undefined) return;
    draft.discard();
    form.reset(EMPTY_PAYMENT_DETAILS);
    toast.success(t("webview.payment.sent"));
  });
  const { sending, onSubmit } = useSingleSubmit(submit);
  const failure = apiErrorMessage(t, sent.error);
  const byBeans = method?.method_type === PaymentMethodType.ByBeans;
  return (
    <form className="flex flex-col gap-4" noValidate aria-label={t("webview.payment.formTitle")} onSubmit={onSubmit}>
      {failure !== null && <Alert tone="error">{failure}</Alert>}
      <FormField label={t("webview.payment.method")} error={fieldError("method_type")} required>
        {(control) => (
          <NativeSelect {...control} {...form.register("method_type")}>
            <option value="">{t("webview.payment.chooseMethod")}</option>
            {methods.map((offered) => (
              <option key={offered.method_type} value={String(offered.method_type)}>
                {offered.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {byBeans && <p className="text-sm text-fg-muted">{t("webview.payment.byBeansNote")}</p>}
      <FormField label={t("payment.bankInfo.field.accountName")} error={fieldError("account_name")} required>
        {(control) => <Input {...control} {...form.register("account_name")} inputSize="lg" autoComplete="name" maxLength={64} />}
      </FormField>
      {!byBeans && (
        <FormField
          label={method?.method_type === PaymentMethodType.EWallet ? t("webview.payment.walletNo") : t("payment.bankInfo.field.accountNo")}
          error={fieldError("account_no")}
          required
          hint={t("webview.payment.accountNoHint")}
        >
          {(control) => <Input {...control} {...form.register("account_no")} inputSize="lg" dir="ltr" autoComplete="off" spellCheck={false} maxLength={34} />}
        </FormField>
      )}
      {method?.bank_fields_required === 1 && (
        <>
          <FormField label={t("payment.bankInfo.field.bankName")} error={fieldError("bank_name")} required>
            {(control) => <Input {...control} {...form.register("bank_name")} inputSize="lg" autoComplete="off" maxLength={64} />}
          </FormField>
          <FormField label={t("webview.payment.bankCode")} error={fieldError("bank_code")} required hint={t("webview.payment.bankCodeHint")}>
            {(control) => <Input {...control} {...form.register("bank_code")} inputSize="lg" dir="ltr" autoComplete="off" spellCheck={false} maxLength={11} />}
          </FormField>
        </>
      )}
      <Button type="submit" size="lg" className="w-full" loading={sending}>
        {t("payment.bankInfo.submit")}
      </Button>
    </form>
  );
}
