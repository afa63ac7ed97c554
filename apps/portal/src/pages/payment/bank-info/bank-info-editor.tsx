import { usesIban } from "@agent-portal/api-client/contract/bank-account";
import { useAgentSubmitAgentPaymentMutation } from "@agent-portal/api-client/services/live-agent-service-payment";
import { PaymentUserAction } from "@agent-portal/api-client/enums";
import { useApiErrorMessage } from "@agent-portal/app-runtime/errors/use-api-error-message";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Button } from "@agent-portal/ui-kit/components/button";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Input } from "@agent-portal/ui-kit/components/input";
import { Select } from "@agent-portal/ui-kit/components/select";
import { useTranslation } from "react-i18next";
import { useNotify } from "#shared/feedback/use-notify.ts";
import { useZodForm } from "#shared/forms/use-zod-form.ts";
import { reportPaymentAction } from "#pages/payment/shared/payment-user-actions.ts";
import { BANK_COUNTRIES, bankInfoFormSchema, bankInfoRequest, bankProblemKey } from "./bank-info-form.ts";

/** Props of {@link BankInfoEditor}. */
export interface BankInfoEditorProps {
  /** The bank country it starts with (the caller's country, GetPaymentCfg `country`). */
  readonly country: string;
  readonly onClose: () => void;
}

/**
 * The bank info change form (AgentSubmitAgentPayment, bank transfer): checked here with the bank
 * country's formats (IBAN with its checksum, SWIFT/BIC of 8 or 11 characters) before anything is
 * sent, then by the server, which also needs the holder to be the verified (KYC) name (38036) and a
 * phone check (the transport opens the phone-validate dialog and sends again). A refusal shows
 * under the form and everything typed stays. Reports user actions 8 (ok, saved) and 9 (cancel).
 */
export function BankInfoEditor({ country, onClose }: BankInfoEditorProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const notify = useNotify();
  const errorMessage = useApiErrorMessage();
  const form = useZodForm(bankInfoFormSchema, { bank_country: country, account_name: "", account_no: "", bank_name: "", bank_code: "" });
  const { values, errors } = form;
  const [submit, state] = useAgentSubmitAgentPaymentMutation();
  const iban = usesIban(values.bank_country);
  const message = (key: string | undefined) => (key === undefined ? undefined : t(key));
  const countries = [...new Set([country, ...BANK_COUNTRIES])].map((code) => ({ value: code, label: format.region(code) }));

  const onSubmit = form.handleSubmit(async (valid) => {
    const problem = bankProblemKey(valid);
    if (problem !== null) return form.setError(problem.field, problem.key);
    try {
      await submit(bankInfoRequest(valid)).unwrap();
      reportPaymentAction(PaymentUserAction.PaymentMethodOk);
      notify.success(t("payment.bankInfo.saved"));
      onClose();
    } catch (error) {
      form.setError("root", errorMessage(error) ?? t("lang328"));
    }
  });

  const field = (name: "account_name" | "account_no" | "bank_name" | "bank_code") => (event: { target: { value: string } }) => form.setValue(name, event.target.value);

  return (
    <form noValidate aria-label={t("payment.bankInfo.changeTitle")} className="flex flex-col gap-4" onSubmit={(event) => void onSubmit(event)}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("payment.bankInfo.field.bankCountry")} required error={message(errors.bank_country)}>
          {(control) => <Select {...control} options={countries} value={values.bank_country} onValueChange={(next) => form.setValue("bank_country", next)} />}
        </FormField>
        <FormField label={t("payment.bankInfo.field.accountName")} required error={message(errors.account_name)} hint={t("payment.bankInfo.accountNameHint")}>
          {(control) => <Input {...control} value={values.account_name} maxLength={64} autoComplete="off" onChange={field("account_name")} />}
        </FormField>
        <FormField
          label={iban ? t("payment.bankInfo.field.iban") : t("payment.bankInfo.field.accountNo")}
          required
          error={message(errors.account_no)}
          hint={iban ? t("payment.bankInfo.ibanHint") : t("payment.bankInfo.accountNoHint")}
        >
          {(control) => <Input {...control} value={values.account_no} dir="ltr" autoComplete="off" spellCheck={false} onChange={field("account_no")} />}
        </FormField>
        <FormField label={t("payment.bankInfo.field.bankName")} required error={message(errors.bank_name)}>
          {(control) => <Input {...control} value={values.bank_name} maxLength={64} autoComplete="off" onChange={field("bank_name")} />}
        </FormField>
        <FormField label={t("payment.bankInfo.field.bankCode")} required error={message(errors.bank_code)} hint={t("payment.bankInfo.bankCodeHint")}>
          {(control) => <Input {...control} value={values.bank_code} dir="ltr" maxLength={11} autoComplete="off" spellCheck={false} onChange={field("bank_code")} />}
        </FormField>
      </div>
      {errors.root !== undefined && <Alert tone="error">{errors.root}</Alert>}
      <div className="flex gap-2">
        <Button type="submit" loading={state.isLoading || form.isSubmitting}>
          {t("payment.bankInfo.submit")}
        </Button>
        <Button
          variant="secondary"
          disabled={state.isLoading}
          onClick={() => {
            reportPaymentAction(PaymentUserAction.PaymentMethodCancel);
            onClose();
          }}
        >
          {t("common.cancel")}
        </Button>
      </div>
    </form>
  );
}
