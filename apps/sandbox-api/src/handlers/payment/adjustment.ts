/**
 * live_agent_service handlers, distribution adjustment (PaymentDistributionBackend 9) and the
 * agency's beans balance. An adjustment is posted once per idempotency key: under the balance
 * row's lock the key is looked up again, the referenced batch's or row's net payout and the
 * agency's balance are checked not to go below zero, and the adjustment, the balance and a
 * correction's link are written together; then the action log gets its entry. Nothing edits or
 * deletes an adjustment (only `correctedById` is set, once, when its opposite is posted).
 */
import { and, desc, eq, sum } from "drizzle-orm";
import {
  PaymentAgencyBeansBalance,
  PaymentAgencyDistributionAdjust,
  PaymentAgencyDistributionAdjustmentGet,
  PaymentAgencyDistributionAdjustmentList,
} from "@agent-portal/api-client/contract/live-agent-service-adjustment";
import type { RequestOf } from "@agent-portal/api-client/contract/define";
import { PaymentErrorCode } from "@agent-portal/api-client/contract/payment-shared";
import { DistributionBatchStatus, PaymentActionType } from "@agent-portal/api-client/enums";
import { PermissionId } from "@agent-portal/permissions/ids";
import type { Database } from "#db/client.ts";
import { distributionAdjustments } from "#db/schema/payment-adjustments.ts";
import type { DistributionAdjustment } from "#db/schema/payment-adjustments.ts";
import { distributionBatches } from "#db/schema/payment-distributions.ts";
import { ContractError } from "#http/codes.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { balanceOf, lockBalance, setBalance } from "#services/beans-balance.ts";
import { logPaymentAction } from "#services/payment-log.ts";
import { scopeOf } from "#services/scope.ts";
import { parseId, toSeconds } from "#services/time.ts";

const E = PaymentErrorCode;
const T = distributionAdjustments;
const BACKEND = [PermissionId.PaymentDistributionBackend];
type AdjustInput = RequestOf<typeof PaymentAgencyDistributionAdjust>;

const answerOf = (a: DistributionAdjustment) => ({
  adjustment_id: String(a.id),
  idempotency_key: a.idempotencyKey,
  amount_beans: a.amountBeans,
  reason: a.reason,
  batch_id: String(a.batchId),
  line: a.line,
  bigo_id: a.bigoId,
  corrects_id: a.correctsId === null ? "" : String(a.correctsId),
  corrected_by_id: a.correctedById === null ? "" : String(a.correctedById),
  balance_before: a.balanceBefore,
  balance_after: a.balanceAfter,
  creator_name: a.creatorName,
  create_time: toSeconds(a.createdAt),
});

async function byKey(db: Database, agencyId: number, key: string): Promise<DistributionAdjustment | undefined> {
  const [row] = await db
    .select()
    .from(T)
    .where(and(eq(T.agencyId, agencyId), eq(T.idempotencyKey, key)))
    .limit(1);
  return row;
}

/** The same key again: the same request answers its adjustment, another request is refused (38029). */
function replayOf(found: DistributionAdjustment, input: AdjustInput): DistributionAdjustment {
  const same =
    String(found.batchId) === input.batch_id &&
    found.line === input.line &&
    found.amountBeans === input.amount_beans &&
    (found.correctsId === null ? "" : String(found.correctsId)) === input.corrects_id;
  if (!same) throw new ContractError(E.IdempotencyKeyReused, "This idempotency key was used for another adjustment");
  return found;
}

/** The referenced confirmed batch and the net payout of the reference (the row's or the batch's amount), beans. */
async function referenceOf(db: Database, agencyId: number, input: AdjustInput): Promise<{ batchId: number; bigoId: string; paid: number }> {
  const id = parseId(input.batch_id);
  const [batch] =
    id === null
      ? []
      : await db
          .select()
          .from(distributionBatches)
          .where(and(eq(distributionBatches.id, id), eq(distributionBatches.agencyId, agencyId), eq(distributionBatches.status, DistributionBatchStatus.Confirmed)))
          .limit(1);
  const notFound = new ContractError(E.AdjustmentReferenceNotFound, "No confirmed distribution batch (or row) with this reference in your agency");
  if (batch === undefined) throw notFound;
  if (input.line === 0) return { batchId: batch.id, bigoId: "", paid: batch.totalBeans };
  const row = batch.rows.find((r) => r.line === input.line);
  if (row === undefined) throw notFound;
  return { batchId: batch.id, bigoId: row.bigoId, paid: row.amountBeans ?? 0 };
}

/** The corrected adjustment, checked: not corrected yet, the same reference, the exact opposite amount. */
async function correctedOf(db: Database, agencyId: number, input: AdjustInput): Promise<DistributionAdjustment | null> {
  if (input.corrects_id === "") return null;
  const id = parseId(input.corrects_id);
  const [row] =
    id === null
      ? []
      : await db
          .select()
          .from(T)
          .where(and(eq(T.id, id), eq(T.agencyId, agencyId)))
          .limit(1);
  if (row === undefined) throw new ContractError(E.AdjustmentNotFound, "No adjustment with this id in your agency");
  if (row.correctedById !== null) throw new ContractError(E.AdjustmentAlreadyCorrected, "This adjustment has already been corrected");
  if (String(row.batchId) !== input.batch_id || row.line !== input.line || row.amountBeans !== -input.amount_beans)
    throw new ContractError(E.CorrectionMismatch, "A correction is the exact opposite of the adjustment, with the same reference");
  return row;
}

const signed = (n: number) => (n > 0 ? `+${String(n)}` : String(n));

/** Registers the distribution adjustment and beans balance handlers. */
export const registerAdjustmentHandlers: RegisterHandlers = (router) => {
  router.handle(PaymentAgencyBeansBalance, { permissions: BACKEND, scope: { agencyWide: true } }, async ({ caller, deps }) => {
    const scope = await scopeOf(deps.db, caller);
    return { balance_beans: await balanceOf(deps.db, scope.agency.id) };
  });

  router.handle(PaymentAgencyDistributionAdjustmentList, { permissions: BACKEND, scope: { agencyWide: true } }, async ({ input, caller, deps }) => {
    const scope = await scopeOf(deps.db, caller);
    const batchId = input.batch_id === undefined ? null : (parseId(input.batch_id) ?? -1);
    const where = and(eq(T.agencyId, scope.agency.id), batchId === null ? undefined : eq(T.batchId, batchId));
    const rows = await deps.db
      .select()
      .from(T)
      .where(where)
      .orderBy(desc(T.createdAt), desc(T.id))
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size);
    return { list: rows.map(answerOf), total: await deps.db.$count(T, where) };
  });

  router.handle(PaymentAgencyDistributionAdjustmentGet, { permissions: BACKEND, scope: { agencyWide: true } }, async ({ input, caller, deps }) => {
    const scope = await scopeOf(deps.db, caller);
    const found = await byKey(deps.db, scope.agency.id, input.idempotency_key);
    if (found === undefined) throw new ContractError(E.AdjustmentNotFound, "No adjustment was posted with this key");
    return answerOf(found);
  });

  router.handle(PaymentAgencyDistributionAdjust, { permissions: BACKEND, scope: { agencyWide: true } }, async ({ input, caller, deps, now }) => {
    const scope = await scopeOf(deps.db, caller);
    const agencyId = scope.agency.id;
    const earlier = await byKey(deps.db, agencyId, input.idempotency_key);
    if (earlier !== undefined) return answerOf(replayOf(earlier, input));
    const reference = await referenceOf(deps.db, agencyId, input);
    await correctedOf(deps.db, agencyId, input);
    const posted = await deps.db.transaction(async (tx) => {
      const before = await lockBalance(tx, agencyId);
      // Under the lock: a submit with the same key that got here first has posted; this one posts nothing.
      const raced = await byKey(tx, agencyId, input.idempotency_key);
      if (raced !== undefined) return { row: replayOf(raced, input), fresh: false };
      const corrected = await correctedOf(tx, agencyId, input);
      const [adjusted] = await tx
        .select({ total: sum(T.amountBeans).mapWith(Number) })
        .from(T)
        .where(and(eq(T.agencyId, agencyId), eq(T.batchId, reference.batchId), eq(T.line, input.line)));
      if (reference.paid + (adjusted?.total ?? 0) + input.amount_beans < 0)
        throw new ContractError(E.AdjustmentBelowZero, "This would take back more beans than the batch or row has paid");
      const after = before - input.amount_beans;
      if (after < 0) throw new ContractError(E.BalanceNotEnough, "The agency's beans balance does not cover this adjustment");
      const [row] = await tx
        .insert(T)
        .values({
          agencyId,
          idempotencyKey: input.idempotency_key,
          batchId: reference.batchId,
          line: input.line,
          bigoId: reference.bigoId,
          amountBeans: input.amount_beans,
          reason: input.reason,
          correctsId: corrected?.id ?? null,
          balanceBefore: before,
          balanceAfter: after,
          createdBy: caller.account.id,
          creatorName: caller.account.nickname,
          createdAt: now,
        })
        .returning();
      if (row === undefined) throw new Error("adjustment insert returned nothing");
      if (corrected !== null) await tx.update(T).set({ correctedById: row.id }).where(eq(T.id, corrected.id));
      await setBalance(tx, agencyId, after);
      return { row, fresh: true };
    });
    const { row } = posted;
    if (posted.fresh)
      await logPaymentAction(
        deps.db,
        caller,
        {
          agencyId,
          action: "distribution-adjust",
          actionType: PaymentActionType.DistributionAdjust,
          actorRole: scope.role,
          targetBigoId: row.bigoId,
          amountBeans: -row.amountBeans,
          balanceBefore: row.balanceBefore,
          balanceAfter: row.balanceAfter,
          refId: String(row.batchId),
          detail: `Adjustment ${String(row.id)} of batch ${String(row.batchId)}${row.line === 0 ? "" : ` line ${String(row.line)}`}: ${signed(row.amountBeans)} beans${row.correctsId === null ? "" : ` (corrects adjustment ${String(row.correctsId)})`}: ${row.reason}`,
        },
        now,
      );
    return answerOf(row);
  });
};
