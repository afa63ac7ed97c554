import { usesIban } from "@agent-portal/api-client/contract/bank-account";
import { useApiErrorMessage } from "@agent-portal/app-runtime/errors/use-api-error-message";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Input } from "@agent-portal/ui-kit/components/input";
import { Select } from "@agent-portal/ui-kit/components/select";
import { useTranslation } from "react-i18next";
import type { ZodForm } from "#shared/forms/use-zod-form.ts";
import { useZodForm } from "#shared/forms/use-zod-form.ts";
import { BANK_COUNTRIES, bankInfoFormSchema, bankInfoRequest, bankProblemKey } from "./bank-info-form.ts";
import type { BankInfoRequest } from "./bank-info-form.ts";

/** The bank account form's state ({@link useBankInfoForm}). */
export type BankInfoForm = ZodForm<typeof bankInfoFormSchema>;

/** Options of {@link useBankInfoForm}. */
export interface BankInfoFormOptions {
  /** The bank country it starts with (GetPaymentCfg `country`). */
  readonly country: string;
  /** Sends the checked request (AgentSubmitAgentPayment, or AnchorSubmitAnchorPayment for a broadcaster); rejects with the call's error. */
  readonly submit: (request: BankInfoRequest) => Promise<unknown>;
  /** Runs once the server accepted it. */
  readonly onSaved: () => void;
}

/**
 * The bank account form of a payment submission, shared by the agency's bank info
 * (AgentSubmitAgentPayment) and the agency's submission for one of its broadcasters
 * (AnchorSubmitAnchorPayment with `anchor_uid`): the values as typed, checked with the bank
 * country's formats (IBAN with its checksum, SWIFT/BIC of 8 or 11) before anything is sent; a
 * refusal of the server (its code translated) becomes the form's `root` error and nothing typed is
 * lost. Returns the form and its submit handler.
 */
export function useBankInfoForm({ country, submit, onSaved }: BankInfoFormOptions) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const form = useZodForm(bankInfoFormSchema, { bank_country: country, account_name: "", account_no: "", bank_name: "", bank_code: "" });
  const onSubmit = form.handleSubmit(async (valid) => {
    const problem = bankProblemKey(valid);
    if (problem !== null) return form.setError(problem.field, problem.key);
    try {
      await submit(bankInfoRequest(valid));
      onSaved();
    } catch (error) {
      form.setError("root", errorMessage(error) ?? t("lang328"));
    }
  });
  return { form, onSubmit };
}

/** Props of {@link BankInfoFields}. */
export interface BankInfoFieldsProps {
  readonly form: BankInfoForm;
  /** The country offered first (the caller's, GetPaymentCfg `country`). */
  readonly country: string;
  /** The holder field's hint (translated); default: the verified name of the agency's owner. */
  readonly holderHint?: string;
}

/**
 * The bank account fields (bank country, holder, account number or IBAN, bank name, SWIFT/BIC),
 * each with its translated problem under it. The IBAN label and hint follow the bank country.
 */
export function BankInfoFields({ form, country, holderHint }: BankInfoFieldsProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { values, errors } = form;
  const iban = usesIban(values.bank_country);
  const message = (key: string | undefined) => (key === undefined ? undefined : t(key));
  const countries = [...new Set([country, ...BANK_COUNTRIES])].map((code) => ({ value: code, label: format.region(code) }));
  const field = (name: "account_name" | "account_no" | "bank_name" | "bank_code") => (event: { target: { value: string } }) => form.setValue(name, event.target.value);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={t("payment.bankInfo.field.bankCountry")} required error={message(errors.bank_country)}>
        {(control) => <Select {...control} options={countries} value={values.bank_country} onValueChange={(next) => form.setValue("bank_country", next)} />}
      </FormField>
      <FormField label={t("payment.bankInfo.field.accountName")} required error={message(errors.account_name)} hint={holderHint ?? t("payment.bankInfo.accountNameHint")}>
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
  );
}
