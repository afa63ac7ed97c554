/**
 * live_agent_service handlers, distribution upload (PaymentDistributionUpload 8): preview (every
 * row validated, the batch stored with an idempotency key, nothing applied), the batch by id and
 * key (reopen after a reload; the status after a timeout), and confirm (applied once: under the
 * balance row's lock the batch moves from previewed to confirmed and the balance is re-checked, so
 * a second confirm, concurrent or later, answers the confirmed batch and moves nothing).
 */
import { randomUUID } from "node:crypto";
import { and, desc, eq, ne } from "drizzle-orm";
import {
  PaymentAgencyDistributionConfirm,
  PaymentAgencyDistributionGet,
  PaymentAgencyDistributionPreview,
} from "@agent-portal/api-client/contract/live-agent-service-distribution";
import { PaymentErrorCode } from "@agent-portal/api-client/contract/payment-shared";
import { DistributionBatchStatus, DistributionRowState, PaymentActionType } from "@agent-portal/api-client/enums";
import { PermissionId } from "@agent-portal/permissions/ids";
import type { Database } from "#db/client.ts";
import { distributionBatches } from "#db/schema/payment-distributions.ts";
import type { DistributionBatch } from "#db/schema/payment-distributions.ts";
import { ContractError } from "#http/codes.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { balanceOf, lockBalance, setBalance } from "#services/beans-balance.ts";
import { validateRows } from "#services/distribution-rows.ts";
import { logPaymentAction } from "#services/payment-log.ts";
import { scopeOf } from "#services/scope.ts";
import { parseId, toSeconds } from "#services/time.ts";

const E = PaymentErrorCode;
const T = distributionBatches;
const UPLOAD = [PermissionId.PaymentDistributionUpload];
/** A batch is "unusually large" above this many times the agency's average confirmed batch. */
const LARGE_FACTOR = 10;

const count = (b: DistributionBatch, state: DistributionRowState) => b.rows.filter((r) => r.state === state).length;

/** The batch as the calls answer it; `balance` is the balance now for a preview. */
function batchAnswer(b: DistributionBatch, balance: number, duplicateKey: string) {
  const before = b.balanceBefore ?? balance;
  const valid = b.rows.filter((r) => r.amountBeans !== null && r.state !== DistributionRowState.Invalid);
  return {
    batch_id: String(b.id),
    idempotency_key: b.idempotencyKey,
    status: b.status,
    file_name: b.fileName,
    counts: {
      total: b.rows.length,
      valid: count(b, DistributionRowState.Valid),
      invalid: count(b, DistributionRowState.Invalid),
      credited: count(b, DistributionRowState.Credited),
      failed: count(b, DistributionRowState.Failed),
      pending: count(b, DistributionRowState.Pending),
    },
    total_beans: b.totalBeans,
    balance_beans: before,
    balance_after_beans: b.balanceAfter ?? before - b.totalBeans,
    largest: [...valid]
      .sort((x, y) => (y.amountBeans ?? 0) - (x.amountBeans ?? 0) || x.line - y.line)
      .slice(0, 5)
      .map((r) => ({ line: r.line, bigo_id: r.bigoId, amount_beans: r.amountBeans ?? 0 })),
    unusually_large: b.unusuallyLarge === 1 ? (1 as const) : (0 as const),
    duplicate_of_batch_id: b.duplicateOf === null ? "" : String(b.duplicateOf),
    duplicate_of_key: duplicateKey,
    create_time: toSeconds(b.createdAt),
    confirm_time: toSeconds(b.confirmedAt),
    rows: b.rows.map((r) => ({
      line: r.line,
      bigo_id: r.bigoId,
      amount: r.amount,
      amount_beans: r.amountBeans,
      note: r.note,
      state: r.state,
      reason: r.reason,
      column: r.column,
      blacklisted_since: r.blacklistedSince,
      blacklist_reason: r.blacklistReason,
    })),
  };
}

/** The batch's answer, with the idempotency key of the earlier batch of the same file (the agency's own) for the screen's link. */
async function answerOf(db: Database, b: DistributionBatch, balance: number) {
  const [earlier] =
    b.duplicateOf === null
      ? []
      : await db
          .select({ key: T.idempotencyKey })
          .from(T)
          .where(and(eq(T.id, b.duplicateOf), eq(T.agencyId, b.agencyId)))
          .limit(1);
  return batchAnswer(b, balance, earlier?.key ?? "");
}

async function batchOf(db: Database, agencyId: number, id: string, key: string): Promise<DistributionBatch> {
  const n = parseId(id);
  const [row] =
    n === null
      ? []
      : await db
          .select()
          .from(T)
          .where(and(eq(T.id, n), eq(T.agencyId, agencyId), eq(T.idempotencyKey, key)))
          .limit(1);
  if (row === undefined) throw new ContractError(E.BatchNotFound, "No distribution batch with this id and key in your agency");
  return row;
}

/** Registers the distribution upload handlers. */
export const registerDistributionHandlers: RegisterHandlers = (router) => {
  router.handle(PaymentAgencyDistributionPreview, { permissions: UPLOAD, scope: { agencyWide: true } }, async ({ input, caller, deps, now }) => {
    const scope = await scopeOf(deps.db, caller);
    const rows = await validateRows(deps.db, scope, input.rows, now);
    const total = rows.reduce((sum, r) => sum + (r.state === DistributionRowState.Valid ? (r.amountBeans ?? 0) : 0), 0);
    const confirmed = await deps.db
      .select({ total: T.totalBeans })
      .from(T)
      .where(and(eq(T.agencyId, scope.agency.id), eq(T.status, DistributionBatchStatus.Confirmed)));
    const usual = confirmed.length === 0 ? null : confirmed.reduce((sum, b) => sum + b.total, 0) / confirmed.length;
    const [earlier] = await deps.db
      .select({ id: T.id })
      .from(T)
      .where(and(eq(T.agencyId, scope.agency.id), eq(T.fileSha256, input.file_sha256)))
      .orderBy(desc(T.id))
      .limit(1);
    const [batch] = await deps.db
      .insert(T)
      .values({
        agencyId: scope.agency.id,
        idempotencyKey: randomUUID(),
        status: DistributionBatchStatus.Previewed,
        fileName: input.file_name,
        fileSha256: input.file_sha256,
        totalBeans: total,
        unusuallyLarge: usual !== null && usual > 0 && total > usual * LARGE_FACTOR ? 1 : 0,
        duplicateOf: earlier?.id ?? null,
        rows,
        createdBy: caller.account.id,
        createdAt: now,
      })
      .returning();
    if (batch === undefined) throw new Error("batch insert returned nothing");
    return answerOf(deps.db, batch, await balanceOf(deps.db, scope.agency.id));
  });

  router.handle(PaymentAgencyDistributionGet, { permissions: UPLOAD, scope: { agencyWide: true } }, async ({ input, caller, deps }) => {
    const scope = await scopeOf(deps.db, caller);
    const batch = await batchOf(deps.db, scope.agency.id, input.batch_id, input.idempotency_key);
    return answerOf(deps.db, batch, await balanceOf(deps.db, scope.agency.id));
  });

  router.handle(PaymentAgencyDistributionConfirm, { permissions: UPLOAD, scope: { agencyWide: true } }, async ({ input, caller, deps, now }) => {
    const scope = await scopeOf(deps.db, caller);
    const found = await batchOf(deps.db, scope.agency.id, input.batch_id, input.idempotency_key);
    if (found.status === DistributionBatchStatus.Confirmed) return answerOf(deps.db, found, found.balanceBefore ?? 0);
    if (found.rows.some((r) => r.state === DistributionRowState.Invalid)) throw new ContractError(E.BatchHasInvalidRows, "Fix every invalid row before confirming");
    if (found.unusuallyLarge === 1 && input.large_acknowledged !== 1)
      throw new ContractError(E.LargeBatchNotAcknowledged, "This batch is far larger than usual: confirm that the amounts are beans");
    const applied = await deps.db.transaction(async (tx) => {
      const before = await lockBalance(tx, scope.agency.id);
      // Under the lock: a confirm that got here first has moved the batch on, and this one applies nothing.
      const [current] = await tx.select().from(T).where(eq(T.id, found.id)).for("update");
      if (current === undefined || current.status === DistributionBatchStatus.Confirmed) return null;
      if (before < current.totalBeans) throw new ContractError(E.BalanceTooLow, "The agency's beans balance does not cover this batch");
      await setBalance(tx, scope.agency.id, before - current.totalBeans);
      const [done] = await tx
        .update(T)
        .set({
          status: DistributionBatchStatus.Confirmed,
          confirmedAt: now,
          balanceBefore: before,
          balanceAfter: before - current.totalBeans,
          rows: current.rows.map((r) => ({ ...r, state: DistributionRowState.Credited })),
        })
        .where(and(eq(T.id, current.id), ne(T.status, DistributionBatchStatus.Confirmed)))
        .returning();
      return done ?? null;
    });
    const batch = applied ?? (await batchOf(deps.db, scope.agency.id, input.batch_id, input.idempotency_key));
    if (applied !== null)
      await logPaymentAction(
        deps.db,
        caller,
        {
          agencyId: scope.agency.id,
          action: "distribution-confirm",
          actionType: PaymentActionType.DistributionConfirm,
          actorRole: scope.role,
          amountBeans: -batch.totalBeans,
          balanceBefore: batch.balanceBefore ?? 0,
          balanceAfter: batch.balanceAfter ?? 0,
          refId: String(batch.id),
          // The rule for partly valid files, with the counts: a batch is confirmed only with every row valid.
          detail: `${batch.fileName}: ${String(batch.rows.length)} of ${String(batch.rows.length)} rows valid and credited (partly valid files are refused)`,
        },
        now,
      );
    return answerOf(deps.db, batch, batch.balanceBefore ?? 0);
  });
};
