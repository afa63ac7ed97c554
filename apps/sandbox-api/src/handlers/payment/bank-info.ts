/**
 * The agency's bank info (AgentSubmitAgentPayment's checks and its history,
 * GetAgentSubmittedAgentPaymentHistory; PaymentMethodBankInfo 18, issue 21 item 6): a bank
 * transfer needs its bank country's account format (`@agent-portal/api-client/contract/bank-account`:
 * an IBAN with its checksum where the country uses IBAN), a SWIFT/BIC of 8 or 11 characters and
 * the caller's verified (KYC) name as the holder. Every submission stays in the history (masked).
 */
import { desc, eq, and } from "drizzle-orm";
import { checkBankAccount, maskAccountNo, normaliseAccountNo, sameHolderName } from "@agent-portal/api-client/contract/bank-account";
import { GetAgentSubmittedAgentPaymentHistory } from "@agent-portal/api-client/contract/live-agent-service-payment";
import { PaymentErrorCode } from "@agent-portal/api-client/contract/payment-shared";
import { PaymentMethodType, SubmitType } from "@agent-portal/api-client/enums";
import { PermissionId } from "@agent-portal/permissions/ids";
import type { Database } from "#db/client.ts";
import { accounts } from "#db/schema/accounts.ts";
import { paymentSubmissions } from "#db/schema/payments.ts";
import type { PaymentSubmission } from "#db/schema/payments.ts";
import { ContractError } from "#http/codes.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { latestKyc } from "#services/kyc.ts";
import { scopeOf } from "#services/scope.ts";
import type { Caller } from "#services/sessions.ts";
import { toSeconds } from "#services/time.ts";

const E = PaymentErrorCode;

/** The account fields as submitted. */
export interface SubmittedAccount {
  readonly method_type: number;
  readonly account_name: string;
  readonly account_no: string;
  readonly bank_name: string;
  readonly bank_code: string;
  readonly bank_country: string;
}

/**
 * Checks the agency's bank transfer details and answers them as stored (IBAN in electronic
 * format, BIC upper case, the bank country filled in); other methods pass unchanged.
 *
 * @throws {ContractError} 38037 for an IBAN with a wrong checksum or of another country, 38038 for a
 *   malformed SWIFT/BIC, 38001 for a missing or malformed local account number or bank name, 38036
 *   when the holder is not the caller's verified (KYC) name.
 */
export async function checkAgencyBankInfo<T extends SubmittedAccount>(db: Database, caller: Caller, input: T, agencyCountry: string): Promise<T> {
  if (input.method_type !== PaymentMethodType.BankTransfer) return input;
  const country = input.bank_country === "" ? agencyCountry : input.bank_country;
  const fields = { ...input, bank_country: country };
  const problem = checkBankAccount(fields);
  if (problem !== null) {
    if (problem.field === "account_no" && (problem.problem === "ibanInvalid" || problem.problem === "ibanCountry"))
      throw new ContractError(E.IbanInvalid, `The account number is not a valid IBAN of ${country}`);
    if (problem.field === "bank_code") throw new ContractError(E.BicInvalid, "The SWIFT/BIC code must be 8 or 11 characters of a valid BIC");
    throw new ContractError(E.PaymentInfoInvalid, `${problem.field}: ${problem.problem}`);
  }
  const verified = (await latestKyc(db, caller.account.bigoUid))?.realName ?? "";
  if (!sameHolderName(input.account_name, verified)) throw new ContractError(E.HolderNameMismatch, "The account holder must be the verified (KYC) name");
  return { ...fields, account_no: normaliseAccountNo(country, input.account_no), bank_code: input.bank_code.replace(/\s/g, "").toUpperCase() };
}

/** A submission as the payment calls answer it (`paymentInfoSchema`): the account number masked. */
export const paymentInfoAnswer = (p: PaymentSubmission) => ({
  payment_id: String(p.id),
  method_type: p.methodType,
  account_name: p.accountName,
  account_no_masked: maskAccountNo(p.accountNo),
  bank_name: p.bankName,
  bank_code: p.bankCode,
  bank_country: p.bankCountry,
  status: p.status,
  reject_reason: p.rejectReason,
  submit_time: toSeconds(p.submittedAt),
});

const historyEntry = (p: PaymentSubmission, submitter: string | null) => ({
  ...paymentInfoAnswer(p),
  submit_type: SubmitType.AgentSubmitAgent,
  submitter_name: submitter ?? "",
});

/** Registers the bank-info history. */
export const registerBankInfoHandlers: RegisterHandlers = (router) => {
  router.handle(GetAgentSubmittedAgentPaymentHistory, { permissions: [PermissionId.PaymentMethodBankInfo], scope: { agencyWide: true } }, async ({ input, caller, deps }) => {
    const scope = await scopeOf(deps.db, caller);
    const where = and(eq(paymentSubmissions.ownerKind, "agency"), eq(paymentSubmissions.ownerUid, scope.agency.uid));
    const rows = await deps.db
      .select({ p: paymentSubmissions, submitter: accounts.nickname })
      .from(paymentSubmissions)
      .leftJoin(accounts, eq(accounts.id, paymentSubmissions.submittedBy))
      .where(where)
      .orderBy(desc(paymentSubmissions.submittedAt), desc(paymentSubmissions.id))
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size);
    return { list: rows.map((r) => historyEntry(r.p, r.submitter)), total: await deps.db.$count(paymentSubmissions, where) };
  });
};
