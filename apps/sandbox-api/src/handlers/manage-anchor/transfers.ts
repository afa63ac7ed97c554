/**
 * manage anchor handlers, transfers: QryProxyInfo, StartApplyTransfer and AgentVerifyTransfer
 * (phone-verified, TransferRelation), AnchorVerifyTransfer (the broadcaster), the lists and
 * progress. Moves follow `#domain/machines/transfer.ts`.
 */
import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import {
  AgentVerifyTransfer,
  AnchorVerifyTransfer,
  QryProxyInfo,
  QryTransferList,
  QryTransferProgressByAnchor,
  QryTransferProgressForAgent,
  StartApplyTransfer,
} from "@agent-portal/api-client/contract/manage-anchor";
import { ManageAnchorErrorCode } from "@agent-portal/api-client/contract/manage-anchor-shared";
import { AgentRole, RenewalStatus, SignStatus, TransferDirection, TransferInitiator, TransferStatus, VerifyDecision } from "@agent-portal/api-client/enums";
import type { Database } from "#db/client.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import { anchorSigns, renewals } from "#db/schema/contracts.ts";
import { agencies, agencyMembers } from "#db/schema/organisation.ts";
import type { Agency } from "#db/schema/organisation.ts";
import { transfers } from "#db/schema/relations.ts";
import type { Transfer } from "#db/schema/relations.ts";
import { ANSWER_WINDOW_SECONDS } from "#domain/machines/durations.ts";
import { nextState } from "#domain/machines/machine.ts";
import { transferMachine, transferStartGuard } from "#domain/machines/transfer.ts";
import { ContractError } from "#http/codes.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { scopeOf, ownBroadcasterOf } from "#services/scope.ts";
import { settleFlows } from "#services/settle.ts";
import { dayOf, later, parseId } from "#services/time.ts";
import { notifyBroadcaster } from "#handlers/broker/renewals.ts";
import { transferAnswer, transferAnswers, transferSteps } from "./answers.ts";
import { changePending, GUARD_MESSAGES, hasPendingChange, mayTransfer, notYourStep, refusal, RELATION } from "./shared.ts";
import { writeOnce } from "#db/unique.ts";

/** An agency by its Bigo ID or its super manager's Bigo ID (case-insensitive), or null. */
export async function agencyByOwnerBigoId(db: Database, bigoId: string): Promise<Agency | null> {
  const id = bigoId.trim().toLowerCase();
  const [direct] = await db
    .select()
    .from(agencies)
    .where(eq(sql`lower(${agencies.bigoId})`, id))
    .limit(1);
  if (direct !== undefined) return direct;
  const [owner] = await db
    .select({ agency: agencies })
    .from(agencyMembers)
    .innerJoin(agencies, eq(agencyMembers.agencyId, agencies.id))
    .where(and(eq(sql`lower(${agencyMembers.bigoId})`, id), eq(agencyMembers.role, AgentRole.SUPER_MANAGER)))
    .limit(1);
  return owner?.agency ?? null;
}

async function transferById(db: Database, id: string): Promise<Transfer | null> {
  const n = parseId(id);
  if (n === null) return null;
  const [row] = await db.select().from(transfers).where(eq(transfers.id, n)).limit(1);
  return row ?? null;
}

/** Moves the broadcaster to the target agency: new join day, no broker; the source's pending renewal is withdrawn. */
async function completeTransfer(db: Database, t: Transfer, now: Date): Promise<void> {
  await db
    .update(broadcasters)
    .set({ agencyId: t.targetAgencyId, brokerId: null, joinedAt: dayOf(now), extensionUsed: false })
    .where(eq(broadcasters.uid, t.broadcasterUid));
  const withdrawn = await db
    .update(renewals)
    .set({ status: RenewalStatus.Withdrawn, updatedAt: now })
    .where(and(eq(renewals.broadcasterUid, t.broadcasterUid), eq(renewals.agencyId, t.sourceAgencyId), eq(renewals.status, RenewalStatus.Pending)))
    .returning({ signId: renewals.signId });
  const signIds = withdrawn.flatMap((r) => (r.signId === null ? [] : [r.signId]));
  if (signIds.length > 0) await db.update(anchorSigns).set({ status: SignStatus.Withdrawn, answeredAt: now }).where(inArray(anchorSigns.id, signIds));
}

/** Registers the transfer handlers. */
export const registerTransferHandlers: RegisterHandlers = (router) => {
  router.handle(QryProxyInfo, { permissions: RELATION, scope: "reference" }, async ({ input, caller, deps }) => {
    const scope = await scopeOf(deps.db, caller);
    const agency = await agencyByOwnerBigoId(deps.db, input.bigo_id);
    if (agency === null) throw new ContractError(ManageAnchorErrorCode.InvalidBigoId, "No agency has this Bigo ID");
    const [owner] = await deps.db
      .select({ bigoId: agencyMembers.bigoId })
      .from(agencyMembers)
      .where(and(eq(agencyMembers.agencyId, agency.id), eq(agencyMembers.role, AgentRole.SUPER_MANAGER)))
      .limit(1);
    const anchorCount = await deps.db.$count(broadcasters, and(eq(broadcasters.agencyId, agency.id), eq(broadcasters.contractState, "signed")));
    return {
      agent_uid: agency.uid,
      bigo_id: owner?.bigoId ?? agency.bigoId,
      name: agency.name,
      avatar_url: "",
      country: agency.country,
      anchor_count: anchorCount,
      can_transfer: agency.id !== scope.agency.id && agency.recruiting ? (1 as const) : (0 as const),
    };
  });

  /** Starting a transfer is sensitive: phone-verified sessions only. */
  router.handle(StartApplyTransfer, { permissions: RELATION, phoneAuth: true, scope: { agencyWide: true } }, async ({ input, caller, deps, now }) => {
    await settleFlows(deps.db, now);
    const scope = await scopeOf(deps.db, caller);
    const [anchor] = await deps.db
      .select()
      .from(broadcasters)
      .where(eq(sql`lower(${broadcasters.bigoId})`, input.anchor_bigo_id.toLowerCase()))
      .limit(1);
    if (anchor === undefined) throw new ContractError(ManageAnchorErrorCode.InvalidBigoId, "No broadcaster has this Bigo ID");
    let targetAgencyId: number | null = scope.agency.id;
    if (input.direction === TransferDirection.Out) {
      const [target] = input.target_agent_uid === undefined ? [] : await deps.db.select().from(agencies).where(eq(agencies.uid, input.target_agent_uid)).limit(1);
      targetAgencyId = target === undefined || !target.recruiting ? null : target.id;
    }
    const code = transferStartGuard({
      mayTransfer: mayTransfer(caller),
      direction: input.direction,
      callerAgencyId: scope.agency.id,
      anchorAgencyId: anchor.agencyId,
      targetAgencyId,
      contractTerminated: anchor.contractState !== "signed",
      changePending: await hasPendingChange(deps.db, anchor.uid),
    });
    if (code !== null || anchor.agencyId === null || targetAgencyId === null) {
      const refused = code ?? ManageAnchorErrorCode.TargetAgencyInvalid;
      throw new ContractError(refused, GUARD_MESSAGES[refused] ?? "The transfer cannot start");
    }
    const sourceAgencyId = anchor.agencyId;
    const [row] = await writeOnce(
      () =>
        deps.db
          .insert(transfers)
          .values({
            broadcasterUid: anchor.uid,
            sourceAgencyId,
            targetAgencyId,
            initiator: input.direction === TransferDirection.Out ? TransferInitiator.SourceAgency : TransferInitiator.TargetAgency,
            status: TransferStatus.WaitingAgency,
            reason: input.reason,
            createdAt: now,
            updatedAt: now,
            expiresAt: later(now, ANSWER_WINDOW_SECONDS),
          })
          .returning(),
      "transfers_open_broadcaster_idx",
      changePending,
    );
    if (row === undefined) throw new Error("transfer insert returned nothing");
    return transferAnswer(deps.db, row);
  });

  /** The counterpart agency's answer (the target for a transfer out, the source for a transfer in); phone-verified. */
  router.handle(AgentVerifyTransfer, { permissions: RELATION, phoneAuth: true, scope: { agencyWide: true } }, async ({ input, caller, deps, now }) => {
    await settleFlows(deps.db, now);
    if (!mayTransfer(caller)) throw new ContractError(ManageAnchorErrorCode.RelationChangeNotAllowed, GUARD_MESSAGES[ManageAnchorErrorCode.RelationChangeNotAllowed] ?? "");
    const scope = await scopeOf(deps.db, caller);
    const t = await transferById(deps.db, input.transfer_id);
    if (t === null || (t.sourceAgencyId !== scope.agency.id && t.targetAgencyId !== scope.agency.id)) throw notYourStep();
    const counterpartId = t.initiator === TransferInitiator.TargetAgency ? t.sourceAgencyId : t.targetAgencyId;
    let status: TransferStatus;
    try {
      status = nextState(transferMachine, t.status, input.agree === VerifyDecision.Agree ? "agree" : "reject", counterpartId === scope.agency.id ? "counterpartAgency" : "agency");
    } catch (error) {
      throw refusal(error);
    }
    const waiting = status === TransferStatus.WaitingBroadcaster;
    const [row] = await deps.db
      .update(transfers)
      .set({
        status,
        updatedAt: now,
        agencyAnsweredAt: now,
        agencyRemark: input.reason ?? "",
        expiresAt: waiting ? later(now, ANSWER_WINDOW_SECONDS) : null,
        finishedAt: waiting ? null : now,
      })
      .where(eq(transfers.id, t.id))
      .returning();
    if (row === undefined) throw new Error("transfer update returned nothing");
    const [anchor] = await deps.db.select().from(broadcasters).where(eq(broadcasters.uid, t.broadcasterUid)).limit(1);
    if (waiting && anchor !== undefined) await notifyBroadcaster(deps.db, anchor, "transfer", "A transfer to another agency waits for your confirmation in the app.", now);
    return transferAnswer(deps.db, row);
  });

  /** The broadcaster's answer; agree completes the transfer and moves the broadcaster. */
  router.handle(AnchorVerifyTransfer, { scope: "self" }, async ({ input, caller, deps, now }) => {
    await settleFlows(deps.db, now);
    const t = await transferById(deps.db, input.transfer_id);
    if (t === null || t.broadcasterUid !== caller.account.bigoUid) throw notYourStep();
    let status: TransferStatus;
    try {
      status = nextState(transferMachine, t.status, input.agree === VerifyDecision.Agree ? "agree" : "reject", "broadcaster");
    } catch (error) {
      throw refusal(error);
    }
    const [row] = await deps.db
      .update(transfers)
      .set({ status, updatedAt: now, anchorAnsweredAt: now, anchorRemark: input.reason ?? "", expiresAt: null, finishedAt: now })
      .where(eq(transfers.id, t.id))
      .returning();
    if (row === undefined) throw new Error("transfer update returned nothing");
    if (status === TransferStatus.Completed) await completeTransfer(deps.db, row, now);
    return transferAnswer(deps.db, row);
  });

  router.handle(QryTransferList, { permissions: RELATION, scope: { agencyWide: true } }, async ({ input, caller, deps, now }) => {
    await settleFlows(deps.db, now);
    const scope = await scopeOf(deps.db, caller);
    const mine =
      input.direction === TransferDirection.Out
        ? eq(transfers.sourceAgencyId, scope.agency.id)
        : input.direction === TransferDirection.In
          ? eq(transfers.targetAgencyId, scope.agency.id)
          : or(eq(transfers.sourceAgencyId, scope.agency.id), eq(transfers.targetAgencyId, scope.agency.id));
    let uid: string | undefined;
    if (input.anchor_bigo_id !== undefined) {
      const [b] = await deps.db
        .select({ uid: broadcasters.uid })
        .from(broadcasters)
        .where(eq(sql`lower(${broadcasters.bigoId})`, input.anchor_bigo_id.toLowerCase()))
        .limit(1);
      uid = b?.uid ?? "-";
    }
    const where = and(mine, input.status === undefined ? undefined : eq(transfers.status, input.status), uid === undefined ? undefined : eq(transfers.broadcasterUid, uid));
    const rows = await deps.db
      .select()
      .from(transfers)
      .where(where)
      .orderBy(desc(transfers.createdAt), desc(transfers.id))
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size);
    return { list: await transferAnswers(deps.db, rows), total: await deps.db.$count(transfers, where) };
  });

  router.handle(QryTransferProgressForAgent, { permissions: RELATION, scope: { agencyWide: true } }, async ({ input, caller, deps, now }) => {
    await settleFlows(deps.db, now);
    const scope = await scopeOf(deps.db, caller);
    const t = await transferById(deps.db, input.transfer_id);
    if (t === null || (t.sourceAgencyId !== scope.agency.id && t.targetAgencyId !== scope.agency.id)) throw notYourStep();
    return { transfer: await transferAnswer(deps.db, t), steps: transferSteps(t) };
  });

  /** The caller's own transfer (as the broadcaster): the given one, or their latest. */
  router.handle(QryTransferProgressByAnchor, { scope: "self" }, async ({ input, caller, deps, now }) => {
    await settleFlows(deps.db, now);
    const own = await ownBroadcasterOf(deps.db, caller);
    if (own === null) return { progress: null };
    const id = input.transfer_id === undefined || input.transfer_id === "" ? null : parseId(input.transfer_id);
    if (input.transfer_id !== undefined && input.transfer_id !== "" && id === null) return { progress: null };
    const [t] = await deps.db
      .select()
      .from(transfers)
      .where(and(eq(transfers.broadcasterUid, own.uid), id === null ? undefined : eq(transfers.id, id)))
      .orderBy(desc(transfers.createdAt), desc(transfers.id))
      .limit(1);
    return { progress: t === undefined ? null : { transfer: await transferAnswer(deps.db, t), steps: transferSteps(t) } };
  });
};
