/**
 * live_agent_service handlers, payments: GetPaymentCfg, payment info of broadcasters (their own:
 * AnchorSubmitAnchorPayment, phone-verified, or by the agency for one of its broadcasters with `anchor_uid`) and of agencies (AgentSubmitAgentPayment: bank
 * info 18, phone-verified) and the agency's broadcasters' payment state (PaymentMethod 17).
 * By-beans methods: `live-agent-service-by-beans.ts`. Submissions are reviewed by the sandbox at
 * the next read: approved unless the account number ends in `0000`.
 */
import { and, desc, eq } from "drizzle-orm";
import {
  AgentSubmitAgentPayment,
  AnchorSubmitAnchorPayment,
  GetAgentSubmittedAgentPayment,
  GetAnchorSubmittedAnchorPayment,
  GetPaymentCfg,
} from "@agent-portal/api-client/contract/live-agent-service-payment";
import { PaymentErrorCode } from "@agent-portal/api-client/contract/payment-shared";
import { PermissionId } from "@agent-portal/permissions/ids";
import { AgentRole, KycStatus, PaymentActionType, PaymentConfigRole, PaymentMethodType, PaymentStatus } from "@agent-portal/api-client/enums";
import type { Database } from "#db/client.ts";
import { paymentConfigs, paymentSubmissions } from "#db/schema/payments.ts";
import type { PaymentSubmission } from "#db/schema/payments.ts";
import { ContractError, ServerCode } from "#http/codes.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { beansRateOf } from "#services/beans-rate.ts";
import { refuseBlacklisted } from "#services/blacklist.ts";
import { latestKyc } from "#services/kyc.ts";
import { logPaymentAction } from "#services/payment-log.ts";
import { mayCall, onByBeansWhitelist } from "#services/permissions.ts";
import { ownBroadcasterOf, requireBroadcaster, scopeOf } from "#services/scope.ts";
import type { Caller } from "#services/sessions.ts";
import { settlePayments } from "#services/payment-review.ts";
import { PAYOUT_RULES, paymentWindowAt, requireOpenWindow } from "#services/payment-window.ts";
import { writeOnce } from "#db/unique.ts";
import { checkAgencyBankInfo, paymentInfoAnswer } from "./payment/bank-info.ts";

const E = PaymentErrorCode;

async function latestPayment(db: Database, kind: "anchor" | "agency", uid: string): Promise<PaymentSubmission | null> {
  const [row] = await db
    .select()
    .from(paymentSubmissions)
    .where(and(eq(paymentSubmissions.ownerKind, kind), eq(paymentSubmissions.ownerUid, uid)))
    .orderBy(desc(paymentSubmissions.submittedAt), desc(paymentSubmissions.id))
    .limit(1);
  return row ?? null;
}

/** The methods offered in a country to a role (broadcaster or agency): the country's rows, else the `*` rows. */
async function methodsFor(db: Database, country: string, role: PaymentConfigRole) {
  const own = await db
    .select()
    .from(paymentConfigs)
    .where(and(eq(paymentConfigs.country, country), eq(paymentConfigs.role, role)));
  return own.length > 0
    ? own
    : db
        .select()
        .from(paymentConfigs)
        .where(and(eq(paymentConfigs.country, "*"), eq(paymentConfigs.role, role)));
}

/** The caller's country: their broadcaster row's, or their agency's. */
async function countryOf(db: Database, caller: Caller): Promise<string> {
  const own = await ownBroadcasterOf(db, caller);
  if (own !== null) return own.country;
  return (await scopeOf(db, caller).catch(() => null))?.agency.country ?? "ID";
}

/** Whose payment info a submission is, and who acts. */
interface PaymentOwner {
  readonly kind: "anchor" | "agency";
  /** The broadcaster's uid, or the agency's. */
  readonly uid: string;
  readonly agencyId: number | null;
  readonly role: PaymentConfigRole;
  readonly actorRole: AgentRole;
  /** The broadcaster's country when the agency submits for them; absent: the caller's. */
  readonly country?: string;
  /** The broadcaster's Bigo ID (the log's target) when the agency submits for them; absent: the caller's. */
  readonly bigoId?: string;
}

interface AccountFields {
  readonly method_type: Exclude<PaymentMethodType, typeof PaymentMethodType.None>;
  readonly account_name: string;
  readonly account_no: string;
  readonly bank_name: string;
  readonly bank_code: string;
  readonly bank_country: string;
}

/**
 * Checks and stores a submission (under review until the next read).
 *
 * @throws {ContractError} 38039 after the window's cut-off, 38013 for a broadcaster their agency blacklisted, 38008 without approved KYC, 38002 while
 *   one is under review, 38007 for a method not offered in the country, 38001 for missing account or bank fields; for an agency's bank transfer
 *   also 38037 (IBAN), 38038 (SWIFT/BIC) and 38036 (holder not the verified name), `payment/bank-info.ts`.
 */
async function submitPayment(db: Database, caller: Caller, owner: PaymentOwner, typed: AccountFields, now: Date) {
  requireOpenWindow(now);
  await settlePayments(db, now);
  if (owner.kind === "anchor" && owner.agencyId !== null) await refuseBlacklisted(db, owner.agencyId, owner.uid, now);
  // A broadcaster's own identity check, whoever submits; the agency's: the submitting account's.
  if ((await latestKyc(db, owner.kind === "anchor" ? owner.uid : caller.account.bigoUid))?.status !== KycStatus.Approved)
    throw new ContractError(E.KycRequired, "Pass identity verification (KYC) before adding payment info");
  if ((await latestPayment(db, owner.kind, owner.uid))?.status === PaymentStatus.UnderReview)
    throw new ContractError(E.PaymentUnderReview, "Payment info under review cannot be changed");
  const country = owner.country ?? (await countryOf(db, caller));
  const method = (await methodsFor(db, country, owner.role)).find((m) => m.methodType === typed.method_type);
  if (method === undefined) throw new ContractError(E.MethodNotAvailable, "This payment method is not offered in your country");
  const input = owner.kind === "agency" ? await checkAgencyBankInfo(db, caller, typed, country) : typed;
  if (input.method_type !== PaymentMethodType.ByBeans && input.account_no === "") throw new ContractError(E.PaymentInfoInvalid, "The account number is required");
  if (method.bankFieldsRequired === 1 && (input.bank_name === "" || input.bank_code === ""))
    throw new ContractError(E.PaymentInfoInvalid, "The bank name and bank code are required");
  const [row] = await writeOnce(
    () =>
      db
        .insert(paymentSubmissions)
        .values({
          ownerKind: owner.kind,
          ownerUid: owner.uid,
          agencyId: owner.agencyId,
          methodType: input.method_type,
          accountName: input.account_name,
          accountNo: input.account_no,
          bankName: input.bank_name,
          bankCode: input.bank_code,
          bankCountry: input.bank_country,
          status: PaymentStatus.UnderReview,
          submittedBy: caller.account.id,
          submittedAt: now,
          reviewDueAt: now,
        })
        .returning(),
    "payment_submissions_reviewing_idx",
    () => new ContractError(E.PaymentUnderReview, "Payment info under review cannot be changed"),
  );
  if (row === undefined) throw new Error("payment insert returned nothing");
  await logPaymentAction(
    db,
    caller,
    {
      agencyId: owner.agencyId,
      action: `${owner.kind}-payment-submit`,
      actionType: owner.kind === "agency" ? PaymentActionType.BankInfoChange : PaymentActionType.PaymentSubmit,
      actorRole: owner.actorRole,
      targetBigoId: owner.bigoId ?? caller.account.bigoId,
      refId: String(row.id),
      detail: `Submitted ${method.name}`,
    },
    now,
  );
  return paymentInfoAnswer(row);
}

/** Registers the payment handlers. */
export const registerPaymentHandlers: RegisterHandlers = (router) => {
  router.handle(GetPaymentCfg, { scope: "reference" }, async ({ input, caller, deps, now }) => {
    const country = await countryOf(deps.db, caller);
    const methods = await methodsFor(deps.db, country, input.role);
    const currency = methods[0]?.currency ?? "USD";
    return {
      currency,
      country,
      rules: PAYOUT_RULES,
      window: paymentWindowAt(now),
      beans_rate: beansRateOf(currency),
      methods: methods.map((m) => ({
        method_type: m.methodType,
        name: m.name,
        min_amount_cents: m.minAmountCents,
        bank_fields_required: m.bankFieldsRequired === 1 ? (1 as const) : (0 as const),
      })),
    };
  });

  /**
   * A broadcaster's payment info, phone-verified: their own (AnchorSubmitAnchor), or, naming
   * `anchor_uid`, the agency's for one of its broadcasters (AgencySubmitAnchor: the by-beans tab's
   * PaymentMethod and whitelist, else 30001; a broadcaster outside the data scope: 38006).
   */
  router.handle(AnchorSubmitAnchorPayment, { phoneAuth: true, scope: { targets: { anchor_uid: "broadcaster" } } }, async ({ input, caller, deps, now }) => {
    const { anchor_uid: anchorUid, ...typed } = input;
    if (anchorUid === undefined || anchorUid === caller.account.bigoUid) {
      const own = await ownBroadcasterOf(deps.db, caller);
      return submitPayment(
        deps.db,
        caller,
        { kind: "anchor", uid: caller.account.bigoUid, agencyId: own?.agencyId ?? null, role: PaymentConfigRole.Broadcaster, actorRole: AgentRole.NOT_AGENT },
        typed,
        now,
      );
    }
    if (!mayCall(caller.account, caller.permissions, [PermissionId.PaymentMethod]) || !onByBeansWhitelist(caller.account))
      throw new ContractError(ServerCode.NoPermission, "No permission");
    const scope = await scopeOf(deps.db, caller);
    const anchor = await requireBroadcaster(deps.db, scope, anchorUid, () => new ContractError(E.AnchorNotInAgency, "The broadcaster is not in your agency"));
    return submitPayment(
      deps.db,
      caller,
      { kind: "anchor", uid: anchor.uid, agencyId: anchor.agencyId, role: PaymentConfigRole.Broadcaster, actorRole: scope.role, country: anchor.country, bigoId: anchor.bigoId },
      typed,
      now,
    );
  });

  router.handle(GetAnchorSubmittedAnchorPayment, { scope: { targets: { anchor_uid: "broadcaster" } } }, async ({ input, caller, deps, now }) => {
    await settlePayments(deps.db, now);
    let uid = caller.account.bigoUid;
    if (input.anchor_uid !== undefined && input.anchor_uid !== uid) {
      const notInAgency = () => new ContractError(E.AnchorNotInAgency, "The broadcaster is not in your agency");
      if (!mayCall(caller.account, caller.permissions, [PermissionId.PaymentMethod])) throw notInAgency();
      uid = (await requireBroadcaster(deps.db, await scopeOf(deps.db, caller), input.anchor_uid, notInAgency)).uid;
    }
    const row = await latestPayment(deps.db, "anchor", uid);
    return { payment: row === null ? null : paymentInfoAnswer(row) };
  });

  /** The agency's own payment (bank) info: phone-verified. */
  router.handle(
    AgentSubmitAgentPayment,
    { permissions: [PermissionId.PaymentMethodBankInfo], phoneAuth: true, scope: { agencyWide: true } },
    async ({ input, caller, deps, now }) => {
      const scope = await scopeOf(deps.db, caller);
      return submitPayment(
        deps.db,
        caller,
        { kind: "agency", uid: scope.agency.uid, agencyId: scope.agency.id, role: PaymentConfigRole.Agency, actorRole: scope.role },
        input,
        now,
      );
    },
  );

  /** The agency's bank info: the bank-info tab's permission (18), as the route needs it. */
  router.handle(GetAgentSubmittedAgentPayment, { permissions: [PermissionId.PaymentMethodBankInfo], scope: { agencyWide: true } }, async ({ caller, deps, now }) => {
    await settlePayments(deps.db, now);
    const scope = await scopeOf(deps.db, caller);
    const row = await latestPayment(deps.db, "agency", scope.agency.uid);
    return { payment: row === null ? null : paymentInfoAnswer(row) };
  });
};
