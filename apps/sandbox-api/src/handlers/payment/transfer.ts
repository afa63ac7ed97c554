/**
 * live_agent_service handlers, payment transfer (PaymentDistributionBackend 9). The receiver is any
 * Bigo user (`personByBigoId`) except the caller; the receiver step says since when and why the
 * agency blacklisted one (the screen stops there, before any review), and the submit refuses them
 * (38013). The submit needs a
 * phone-verified session (`phoneAuth`: 40001, then the portal's validate-phone dialog) and is
 * applied once per idempotency key: under the balance row's lock the key is looked up again, the
 * limits and the balance (amount plus fee) are checked, and the transfer and the balance are written
 * together; then the action log gets its entry. Nothing updates or deletes a transfer.
 */
import { and, eq } from "drizzle-orm";
import {
  PaymentAgencyTransferCfg,
  PaymentAgencyTransferGet,
  PaymentAgencyTransferReceiver,
  PaymentAgencyTransferSubmit,
  transferFee,
} from "@agent-portal/api-client/contract/live-agent-service-transfer";
import type { RequestOf } from "@agent-portal/api-client/contract/define";
import { PaymentErrorCode } from "@agent-portal/api-client/contract/payment-shared";
import { PaymentActionType } from "@agent-portal/api-client/enums";
import { PermissionId } from "@agent-portal/permissions/ids";
import type { Database } from "#db/client.ts";
import { paymentTransfers } from "#db/schema/payment-transfers.ts";
import type { PaymentTransfer } from "#db/schema/payment-transfers.ts";
import { ContractError } from "#http/codes.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { balanceOf, lockBalance, setBalance } from "#services/beans-balance.ts";
import { blacklistedAmong, refuseBlacklisted } from "#services/blacklist.ts";
import { logPaymentAction } from "#services/payment-log.ts";
import { personByBigoId } from "#services/people.ts";
import type { Person } from "#services/people.ts";
import { scopeOf } from "#services/scope.ts";
import type { Caller } from "#services/sessions.ts";
import { dayOf, toSeconds } from "#services/time.ts";

const E = PaymentErrorCode;
const T = paymentTransfers;
const BACKEND = [PermissionId.PaymentDistributionBackend];
type SubmitInput = RequestOf<typeof PaymentAgencyTransferSubmit>;

/** The sandbox's transfer configuration: limits in whole beans and the fee in basis points (1 %). */
export const TRANSFER_CONFIG = { minBeans: 100, maxBeans: 1_000_000, feeBasisPoints: 100 } as const;

const answerOf = (r: PaymentTransfer) => ({
  transfer_id: String(r.id),
  reference_no: r.referenceNo,
  idempotency_key: r.idempotencyKey,
  receiver_uid: r.receiverUid,
  receiver_bigo_id: r.receiverBigoId,
  receiver_name: r.receiverName,
  amount_beans: r.amountBeans,
  fee_beans: r.feeBeans,
  total_beans: r.amountBeans + r.feeBeans,
  balance_before: r.balanceBefore,
  balance_after: r.balanceAfter,
  creator_name: r.creatorName,
  create_time: toSeconds(r.createdAt),
});

async function byKey(db: Database, agencyId: number, key: string): Promise<PaymentTransfer | undefined> {
  const [row] = await db
    .select()
    .from(T)
    .where(and(eq(T.agencyId, agencyId), eq(T.idempotencyKey, key)))
    .limit(1);
  return row;
}

/** The same key again: the same request answers its transfer, another request is refused (38029). */
function replayOf(found: PaymentTransfer, input: SubmitInput): PaymentTransfer {
  if (found.receiverBigoId.toLowerCase() !== input.receiver_bigo_id.toLowerCase() || found.amountBeans !== input.amount_beans)
    throw new ContractError(E.IdempotencyKeyReused, "This idempotency key was used for another transfer");
  return found;
}

/** The receiver of a Bigo ID: a known user other than the caller. */
async function receiverOf(db: Database, caller: Caller, bigoId: string): Promise<Person> {
  const person = await personByBigoId(db, bigoId);
  if (person === null) throw new ContractError(E.TransferReceiverNotFound, "No Bigo user has this Bigo ID");
  if (person.uid === caller.account.bigoUid) throw new ContractError(E.TransferToSelf, "You cannot transfer beans to yourself");
  return person;
}

/** Registers the payment transfer handlers. */
export const registerTransferHandlers: RegisterHandlers = (router) => {
  router.handle(PaymentAgencyTransferCfg, { permissions: BACKEND, scope: { agencyWide: true } }, async ({ caller, deps }) => {
    const scope = await scopeOf(deps.db, caller);
    const c = TRANSFER_CONFIG;
    return { min_beans: c.minBeans, max_beans: c.maxBeans, fee_basis_points: c.feeBasisPoints, balance_beans: await balanceOf(deps.db, scope.agency.id) };
  });

  router.handle(PaymentAgencyTransferReceiver, { permissions: BACKEND, scope: { agencyWide: true } }, async ({ input, caller, deps, now }) => {
    const scope = await scopeOf(deps.db, caller);
    const person = await receiverOf(deps.db, caller, input.bigo_id);
    const entry = (await blacklistedAmong(deps.db, scope.agency.id, [person.uid], now)).get(person.uid);
    return { uid: person.uid, bigo_id: person.bigoId, nick_name: person.nickname, blacklisted_since: toSeconds(entry?.createdAt), blacklist_reason: entry?.reason ?? "" };
  });

  router.handle(PaymentAgencyTransferGet, { permissions: BACKEND, scope: { agencyWide: true } }, async ({ input, caller, deps }) => {
    const scope = await scopeOf(deps.db, caller);
    const found = await byKey(deps.db, scope.agency.id, input.idempotency_key);
    if (found === undefined) throw new ContractError(E.TransferNotFound, "No transfer was sent with this key");
    return answerOf(found);
  });

  router.handle(PaymentAgencyTransferSubmit, { permissions: BACKEND, phoneAuth: true, scope: { agencyWide: true } }, async ({ input, caller, deps, now }) => {
    const scope = await scopeOf(deps.db, caller);
    const agencyId = scope.agency.id;
    const earlier = await byKey(deps.db, agencyId, input.idempotency_key);
    if (earlier !== undefined) return answerOf(replayOf(earlier, input));
    const c = TRANSFER_CONFIG;
    if (input.amount_beans < c.minBeans || input.amount_beans > c.maxBeans) throw new ContractError(E.TransferAmountOutOfRange, "The amount is outside the transfer limits");
    const person = await receiverOf(deps.db, caller, input.receiver_bigo_id);
    await refuseBlacklisted(deps.db, agencyId, person.uid, now);
    const fee = transferFee(input.amount_beans, c.feeBasisPoints);
    const sent = await deps.db.transaction(async (tx) => {
      const before = await lockBalance(tx, agencyId);
      // Under the lock: a submit with the same key that got here first has sent it; this one sends nothing.
      const raced = await byKey(tx, agencyId, input.idempotency_key);
      if (raced !== undefined) return { row: replayOf(raced, input), fresh: false };
      const after = before - input.amount_beans - fee;
      if (after < 0) throw new ContractError(E.BalanceNotEnough, "The agency's beans balance does not cover this transfer and its fee");
      const [row] = await tx
        .insert(T)
        .values({
          agencyId,
          idempotencyKey: input.idempotency_key,
          referenceNo: "",
          receiverUid: person.uid,
          receiverBigoId: person.bigoId,
          receiverName: person.nickname,
          amountBeans: input.amount_beans,
          feeBeans: fee,
          balanceBefore: before,
          balanceAfter: after,
          createdBy: caller.account.id,
          creatorName: caller.account.nickname,
          createdAt: now,
        })
        .returning();
      if (row === undefined) throw new Error("transfer insert returned nothing");
      const referenceNo = `TR${dayOf(now).replaceAll("-", "")}${String(row.id).padStart(6, "0")}`;
      const [numbered] = await tx.update(T).set({ referenceNo }).where(eq(T.id, row.id)).returning();
      await setBalance(tx, agencyId, after);
      return { row: numbered ?? { ...row, referenceNo }, fresh: true };
    });
    const { row } = sent;
    if (sent.fresh)
      await logPaymentAction(
        deps.db,
        caller,
        {
          agencyId,
          action: "transfer",
          actionType: PaymentActionType.Transfer,
          actorRole: scope.role,
          targetBigoId: row.receiverBigoId,
          amountBeans: -(row.amountBeans + row.feeBeans),
          balanceBefore: row.balanceBefore,
          balanceAfter: row.balanceAfter,
          refId: row.referenceNo,
          detail: `Transfer ${row.referenceNo} to ${row.receiverBigoId}: ${String(row.amountBeans)} beans and a fee of ${String(row.feeBeans)} beans`,
        },
        now,
      );
    return answerOf(row);
  });
};
