/**
 * The payment action log (PaymentAgencyActionLog*): every accepted payment change writes one
 * append-only entry through {@link logPaymentAction}, with the actor's name, Bigo ID and role in
 * the agency at that moment. Amounts and balances are whole beans, absent where no money moved.
 */
import type { AgentRole, PaymentActionType } from "@agent-portal/api-client/enums";
import type { Database } from "#db/client.ts";
import { paymentActionLogs } from "#db/schema/payments.ts";
import type { Caller } from "./sessions.ts";

/** What one log entry records besides its actor and time. */
export interface PaymentAction {
  /** The agency; null for a broadcaster outside any agency. */
  readonly agencyId: number | null;
  /** Legacy text name (`blacklist-add`, ...). */
  readonly action: string;
  readonly actionType: PaymentActionType;
  /** The actor's AgentRole there (the data scope's `role`; 0 when not an agent). */
  readonly actorRole: AgentRole;
  /** The Bigo ID acted on; "" for the agency as a whole. */
  readonly targetBigoId?: string;
  /** Beans moved (signed), and the agency's balance before and after; absent where no money moved. */
  readonly amountBeans?: number;
  readonly balanceBefore?: number;
  readonly balanceAfter?: number;
  /** The batch, adjustment, transfer, entry or approval id. */
  readonly refId?: string;
  readonly detail: string;
}

/** Appends one entry to the payment action log, by `caller` at `now`. */
export async function logPaymentAction(db: Database, caller: Caller, entry: PaymentAction, now: Date): Promise<void> {
  await db.insert(paymentActionLogs).values({
    agencyId: entry.agencyId,
    accountId: caller.account.id,
    action: entry.action,
    actionType: entry.actionType,
    actorRole: entry.actorRole,
    actorName: caller.account.nickname,
    actorBigoId: caller.account.bigoId,
    targetBigoId: entry.targetBigoId ?? "",
    amountBeans: entry.amountBeans ?? null,
    balanceBefore: entry.balanceBefore ?? null,
    balanceAfter: entry.balanceAfter ?? null,
    refId: entry.refId ?? "",
    detail: entry.detail,
    createdAt: now,
  });
}
