/**
 * The agency's bank info form (AgentSubmitAgentPayment, bank transfer): the bank's country, the
 * holder's name, the account number (an IBAN where the country uses IBAN), the bank's name and its
 * SWIFT/BIC, kept as typed. The schema checks what every country needs; {@link bankProblemKey}
 * adds the country's formats (`@agent-portal/api-client/contract/bank-account`, the rules the
 * server applies too). Messages are i18n keys.
 */
import * as z from "zod/mini";
import { checkBankAccount } from "@agent-portal/api-client/contract/bank-account";
import type { RequestOf } from "@agent-portal/api-client/contract/define";
import type { AgentSubmitAgentPayment } from "@agent-portal/api-client/contract/live-agent-service-payment";
import { PaymentMethodType } from "@agent-portal/api-client/enums";

const E = "payment.bankInfo.error";

/** The bank countries offered, besides the agency's own: IBAN countries of the region and the usual others. */
export const BANK_COUNTRIES = ["AE", "SA", "TR", "EG", "GB", "DE", "FR", "ID", "PH", "VN", "TH", "MY", "IN", "US"] as const;

/** The form's schema: texts as typed. */
export const bankInfoFormSchema = z.object({
  bank_country: z.string().check(z.regex(/^[A-Z]{2}$/, `${E}.bank_country.missing`)),
  account_name: z.string().check(z.trim(), z.minLength(1, `${E}.account_name.missing`), z.maxLength(64, `${E}.account_name.long`)),
  account_no: z.string().check(z.trim(), z.minLength(1, `${E}.account_no.missing`), z.maxLength(42, `${E}.account_no.localFormat`)),
  bank_name: z.string().check(z.trim(), z.minLength(1, `${E}.bank_name.missing`), z.maxLength(64, `${E}.bank_name.long`)),
  bank_code: z.string().check(z.trim(), z.minLength(1, `${E}.bank_code.bicInvalid`)),
});

/** What the form holds. */
export type BankInfoValues = z.input<typeof bankInfoFormSchema>;

/** The bank country's format problem of valid-looking values, as a field and an i18n key; `null` when none. */
export function bankProblemKey(values: z.output<typeof bankInfoFormSchema>): { field: keyof BankInfoValues; key: string } | null {
  const problem = checkBankAccount(values);
  return problem === null ? null : { field: problem.field, key: `${E}.${problem.field}.${problem.problem}` };
}

/** A bank transfer's account fields as AgentSubmitAgentPayment and AnchorSubmitAnchorPayment take them. */
export type BankInfoRequest = RequestOf<typeof AgentSubmitAgentPayment>;

/** The submission request of valid values, bank transfer (the server stores the account number in its electronic form). */
export function bankInfoRequest(values: z.output<typeof bankInfoFormSchema>): BankInfoRequest {
  return { method_type: PaymentMethodType.BankTransfer, ...values };
}
