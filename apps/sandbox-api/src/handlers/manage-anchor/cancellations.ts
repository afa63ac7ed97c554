/**
 * manage anchor handlers, cancellations: StartCancelContract (phone-verified, TransferRelation and
 * cancel == 1), AnchorVerifyCancel (the broadcaster), the list and progress, and
 * QryAnchorRelationChangeProg. Moves follow `#domain/machines/cancellation.ts`.
 */
import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import { QryAnchorRelationChangeProg } from "@agent-portal/api-client/contract/manage-anchor";
import {
  AnchorVerifyCancel,
  QryCancelContractList,
  QryCancelProgressByAnchor,
  QryCancelProgressForAgent,
  StartCancelContract,
} from "@agent-portal/api-client/contract/manage-anchor-cancel";
import { ManageAnchorErrorCode } from "@agent-portal/api-client/contract/manage-anchor-shared";
import { PermissionId } from "@agent-portal/permissions/ids";
import type { Database } from "#db/client.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import { anchorSigns, renewals } from "#db/schema/contracts.ts";
import { cancellations, transfers } from "#db/schema/relations.ts";
import type { Cancellation } from "#db/schema/relations.ts";
import { cancellationMachine, cancellationStartGuard } from "#domain/machines/cancellation.ts";
import { ANSWER_WINDOW_SECONDS } from "#domain/machines/durations.ts";
import { nextState } from "#domain/machines/machine.ts";
import { CancellationStatus, RelationChangeType, RenewalStatus, SignStatus, VerifyDecision } from "@agent-portal/api-client/enums";
import { ContractError } from "#http/codes.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { ownBroadcasterOf, scopedBroadcaster, scopedRecords, scopeOf } from "#services/scope.ts";
import type { DataScope } from "#services/scope.ts";
import { settleFlows } from "#services/settle.ts";
import { dayOf, later, parseId } from "#services/time.ts";
import { notifyBroadcaster } from "#handlers/broker/renewals.ts";
import { cancellationAnswer, cancellationAnswers, cancellationSteps, transferAnswer, transferSteps } from "./answers.ts";
import { changePending, GUARD_MESSAGES, hasPendingChange, mayCancel, notYourStep, refusal, RELATION } from "./shared.ts";
import { writeOnce } from "#db/unique.ts";

async function cancellationById(db: Database, id: string): Promise<Cancellation | null> {
  const n = parseId(id);
  if (n === null) return null;
  const [row] = await db.select().from(cancellations).where(eq(cancellations.id, n)).limit(1);
  return row ?? null;
}

/** Terminates the contract today; a pending renewal is withdrawn. */
async function terminate(db: Database, c: Cancellation, now: Date): Promise<void> {
  await db
    .update(broadcasters)
    .set({ contractState: "terminated", contractEnd: dayOf(now) })
    .where(eq(broadcasters.uid, c.broadcasterUid));
  const withdrawn = await db
    .update(renewals)
    .set({ status: RenewalStatus.Withdrawn, updatedAt: now })
    .where(and(eq(renewals.broadcasterUid, c.broadcasterUid), eq(renewals.status, RenewalStatus.Pending)))
    .returning({ signId: renewals.signId });
  const signIds = withdrawn.flatMap((r) => (r.signId === null ? [] : [r.signId]));
  if (signIds.length > 0) await db.update(anchorSigns).set({ status: SignStatus.Withdrawn, answeredAt: now }).where(inArray(anchorSigns.id, signIds));
}

/** The cancellations the scope sees: the acting agency's. */
const scopedCancellations = (scope: DataScope) => scopedRecords(scope, { agencyId: cancellations.agencyId, broadcasterUid: cancellations.broadcasterUid });

/** Registers the cancellation handlers. */
export const registerCancellationHandlers: RegisterHandlers = (router) => {
  /** Terminating a broadcaster is sensitive: phone-verified sessions only; needs cancel == 1. */
  router.handle(StartCancelContract, { permissions: RELATION, phoneAuth: true, scope: { targets: { anchor_uid: "broadcaster" } } }, async ({ input, caller, deps, now }) => {
    await settleFlows(deps.db, now);
    const scope = await scopeOf(deps.db, caller);
    const anchor = await scopedBroadcaster(deps.db, scope, input.anchor_uid);
    const code = cancellationStartGuard({
      mayCancel: mayCancel(caller),
      inCallerAgency: anchor !== null,
      contractTerminated: anchor?.contractState !== "signed",
      changePending: anchor !== null && (await hasPendingChange(deps.db, anchor.uid)),
    });
    if (code !== null || anchor === null) {
      const refused = code ?? ManageAnchorErrorCode.AnchorNotInAgency;
      throw new ContractError(refused, GUARD_MESSAGES[refused] ?? "The contract cannot be cancelled");
    }
    const [row] = await writeOnce(
      () =>
        deps.db
          .insert(cancellations)
          .values({
            broadcasterUid: anchor.uid,
            agencyId: scope.agency.id,
            reasonType: input.reason_type,
            reason: input.reason,
            status: CancellationStatus.WaitingBroadcaster,
            createdAt: now,
            updatedAt: now,
            expiresAt: later(now, ANSWER_WINDOW_SECONDS),
          })
          .returning(),
      "cancellations_open_broadcaster_idx",
      changePending,
    );
    if (row === undefined) throw new Error("cancellation insert returned nothing");
    await notifyBroadcaster(deps.db, anchor, "cancellation", `${scope.agency.name} wants to end your contract. Answer in the app within 7 days.`, now);
    return cancellationAnswer(deps.db, row);
  });

  /** The broadcaster's answer; agree terminates the contract today. */
  router.handle(AnchorVerifyCancel, { scope: "self" }, async ({ input, caller, deps, now }) => {
    await settleFlows(deps.db, now);
    const c = await cancellationById(deps.db, input.cancel_id);
    if (c === null || c.broadcasterUid !== caller.account.bigoUid) throw notYourStep();
    let status: CancellationStatus;
    try {
      status = nextState(cancellationMachine, c.status, input.agree === VerifyDecision.Agree ? "agree" : "reject", "broadcaster");
    } catch (error) {
      throw refusal(error);
    }
    const [row] = await deps.db
      .update(cancellations)
      .set({ status, updatedAt: now, answeredAt: now, answerRemark: input.reason ?? "", expiresAt: null, finishedAt: now })
      .where(eq(cancellations.id, c.id))
      .returning();
    if (row === undefined) throw new Error("cancellation update returned nothing");
    if (status === CancellationStatus.Completed) await terminate(deps.db, row, now);
    return cancellationAnswer(deps.db, row);
  });

  router.handle(
    QryCancelContractList,
    { permissions: RELATION, scope: { agencyWide: true, rows: { broadcaster: ["anchor_uid"], broadcasterBigoId: ["anchor_bigo_id"] } } },
    async ({ input, caller, deps, now }) => {
      await settleFlows(deps.db, now);
      const scope = await scopeOf(deps.db, caller);
      let uid: string | undefined;
      if (input.anchor_bigo_id !== undefined) {
        const [b] = await deps.db
          .select({ uid: broadcasters.uid })
          .from(broadcasters)
          .where(eq(sql`lower(${broadcasters.bigoId})`, input.anchor_bigo_id.toLowerCase()))
          .limit(1);
        uid = b?.uid ?? "-";
      }
      const where = and(
        scopedCancellations(scope),
        input.status === undefined ? undefined : eq(cancellations.status, input.status),
        uid === undefined ? undefined : eq(cancellations.broadcasterUid, uid),
      );
      const rows = await deps.db
        .select()
        .from(cancellations)
        .where(where)
        .orderBy(desc(cancellations.createdAt), desc(cancellations.id))
        .limit(input.page_size)
        .offset((input.page - 1) * input.page_size);
      return { list: await cancellationAnswers(deps.db, rows), total: await deps.db.$count(cancellations, where) };
    },
  );

  router.handle(QryCancelProgressForAgent, { permissions: RELATION, scope: { agencyWide: true } }, async ({ input, caller, deps, now }) => {
    await settleFlows(deps.db, now);
    const scope = await scopeOf(deps.db, caller);
    const c = await cancellationById(deps.db, input.cancel_id);
    if (c === null || c.agencyId !== scope.agency.id) throw notYourStep();
    return { cancellation: await cancellationAnswer(deps.db, c), steps: cancellationSteps(c) };
  });

  router.handle(QryCancelProgressByAnchor, { scope: "self" }, async ({ input, caller, deps, now }) => {
    await settleFlows(deps.db, now);
    const own = await ownBroadcasterOf(deps.db, caller);
    if (own === null) return { progress: null };
    const id = input.cancel_id === undefined || input.cancel_id === "" ? null : parseId(input.cancel_id);
    if (input.cancel_id !== undefined && input.cancel_id !== "" && id === null) return { progress: null };
    const [c] = await deps.db
      .select()
      .from(cancellations)
      .where(and(eq(cancellations.broadcasterUid, own.uid), id === null ? undefined : eq(cancellations.id, id)))
      .orderBy(desc(cancellations.createdAt), desc(cancellations.id))
      .limit(1);
    return { progress: c === undefined ? null : { cancellation: await cancellationAnswer(deps.db, c), steps: cancellationSteps(c) } };
  });

  /** A broadcaster of the agency: the pending relation change, else the newest one (transfer or cancellation). */
  router.handle(
    QryAnchorRelationChangeProg,
    { permissions: [...RELATION, PermissionId.AgencyBroadcasterList], scope: { targets: { anchor_uid: "broadcaster" } } },
    async ({ input, caller, deps, now }) => {
      await settleFlows(deps.db, now);
      const scope = await scopeOf(deps.db, caller);
      const anchor = await scopedBroadcaster(deps.db, scope, input.anchor_uid);
      if (anchor === null) throw new ContractError(ManageAnchorErrorCode.AnchorNotInAgency, "The broadcaster is not in your agency");
      const ofAgency = or(eq(transfers.sourceAgencyId, scope.agency.id), eq(transfers.targetAgencyId, scope.agency.id));
      const [t] = await deps.db
        .select()
        .from(transfers)
        .where(and(eq(transfers.broadcasterUid, anchor.uid), ofAgency))
        .orderBy(desc(transfers.createdAt), desc(transfers.id))
        .limit(1);
      const [c] = await deps.db
        .select()
        .from(cancellations)
        .where(and(eq(cancellations.broadcasterUid, anchor.uid), scopedCancellations(scope)))
        .orderBy(desc(cancellations.createdAt), desc(cancellations.id))
        .limit(1);
      const tPending = t !== undefined && t.finishedAt === null;
      const cPending = c !== undefined && c.finishedAt === null;
      const useTransfer = t !== undefined && (tPending || (!cPending && (c === undefined || t.createdAt.getTime() >= c.createdAt.getTime())));
      if (useTransfer) return { change_type: RelationChangeType.Transfer, transfer: { transfer: await transferAnswer(deps.db, t), steps: transferSteps(t) }, cancellation: null };
      if (c !== undefined)
        return { change_type: RelationChangeType.Cancellation, transfer: null, cancellation: { cancellation: await cancellationAnswer(deps.db, c), steps: cancellationSteps(c) } };
      return { change_type: RelationChangeType.None, transfer: null, cancellation: null };
    },
  );
};
