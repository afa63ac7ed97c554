/**
 * broker handlers, contracts: RenewalContract, CancelRenewalContract, QryRenewalContractRecords,
 * RemindRenewalContract, SendNewAnchorReGrade. Permission AgencyBroadcasterList (20). Renewals
 * follow `#domain/machines/renewal.ts`; the broadcaster answers with anchorConfirmContract.
 */
import { and, desc, eq } from "drizzle-orm";
import {
  BrokerErrorCode,
  CancelRenewalContract,
  QryRenewalContractRecords,
  RemindRenewalContract,
  RenewalContract,
  SendNewAnchorReGrade,
} from "@agent-portal/api-client/contract/broker";
import { PermissionId } from "@agent-portal/permissions/ids";
import type { Database } from "#db/client.ts";
import { accounts } from "#db/schema/accounts.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import type { Broadcaster } from "#db/schema/broadcasters.ts";
import { anchorSigns, renewals } from "#db/schema/contracts.ts";
import { ANSWER_WINDOW_SECONDS, REMIND_INTERVAL_SECONDS } from "#domain/machines/durations.ts";
import { IllegalTransitionError, nextState } from "#domain/machines/machine.ts";
import { renewalMachine, renewalStartGuard } from "#domain/machines/renewal.ts";
import { RenewalStatus, SignStatus, SignType } from "@agent-portal/api-client/enums";
import { ContractError } from "#http/codes.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { sendMessage } from "#services/outbox.ts";
import { scopedBroadcaster, scopeOf } from "#services/scope.ts";
import { settleFlows } from "#services/settle.ts";
import { writeOnce } from "#db/unique.ts";
import { createSign } from "#services/signs.ts";
import { addMonths, daySeconds, later, parseId, toSeconds } from "#services/time.ts";
import { renewalAnswers, scopedRenewal, scopedRenewals } from "./records.ts";

const LIST = [PermissionId.AgencyBroadcasterList];

/** The pending renewal of a broadcaster in an agency, or null. */
async function pendingRenewal(db: Database, agencyId: number, uid: string) {
  const [row] = await db
    .select()
    .from(renewals)
    .where(and(eq(renewals.agencyId, agencyId), eq(renewals.broadcasterUid, uid), eq(renewals.status, RenewalStatus.Pending)))
    .limit(1);
  return row ?? null;
}

/** Sends the broadcaster an IM through the outbox (to their login, or their Bigo ID when they have none). */
export async function notifyBroadcaster(db: Database, broadcaster: Broadcaster, purpose: string, body: string, now: Date): Promise<void> {
  const [account] = broadcaster.accountId === null ? [] : await db.select({ username: accounts.username }).from(accounts).where(eq(accounts.id, broadcaster.accountId)).limit(1);
  await sendMessage(db, { channel: "im", recipient: account?.username ?? broadcaster.bigoId, accountId: broadcaster.accountId, purpose, code: null, body }, now);
}

const renewalNotPending = () => new ContractError(BrokerErrorCode.RenewalNotPending, "The renewal is no longer pending");

/** Registers the renewal and re-grade handlers. */
export const registerBrokerRenewalHandlers: RegisterHandlers = (router) => {
  router.handle(RenewalContract, { permissions: LIST, scope: { targets: { anchor_uid: "broadcaster" } } }, async ({ input, caller, deps, now }) => {
    await settleFlows(deps.db, now);
    const scope = await scopeOf(deps.db, caller);
    const anchor = await scopedBroadcaster(deps.db, scope, input.anchor_uid);
    const pending = anchor === null ? null : await pendingRenewal(deps.db, scope.agency.id, anchor.uid);
    const refusal = renewalStartGuard(
      { inCallerAgency: anchor !== null, terminated: anchor?.contractState !== "signed", endDay: anchor?.contractEnd ?? null, renewalPending: pending !== null },
      now,
    );
    if (refusal !== null || anchor === null || anchor.contractEnd === null) {
      const messages: Record<number, string> = {
        [BrokerErrorCode.AnchorNotInAgency]: "The broadcaster is not in your agency",
        [BrokerErrorCode.ContractTerminated]: "The contract is terminated and cannot be renewed",
        [BrokerErrorCode.RenewalPending]: "A renewal is already waiting for the broadcaster",
        [BrokerErrorCode.RenewalTooEarly]: "The contract ends more than 30 days from now: too early to renew",
      };
      const code = refusal ?? BrokerErrorCode.AnchorNotInAgency;
      throw new ContractError(code, messages[code] ?? "The contract cannot be renewed");
    }
    const expiresAt = later(now, ANSWER_WINDOW_SECONDS);
    const endDay = anchor.contractEnd;
    // The offer and the renewal are written together: a second offer sent at the same moment passed
    // the check too, and the unique index of pending renewals refuses it (31003), leaving no offer behind.
    const [row] = await writeOnce(
      () =>
        deps.db.transaction(async (tx) => {
          const signId = await createSign(
            tx,
            { broadcasterUid: anchor.uid, agency: scope.agency, signType: SignType.Renewal, months: input.duration_months, startDay: endDay, expiresAt },
            now,
          );
          return tx
            .insert(renewals)
            .values({
              broadcasterUid: anchor.uid,
              agencyId: scope.agency.id,
              signId,
              durationMonths: input.duration_months,
              oldEndDay: endDay,
              newEndDay: addMonths(endDay, input.duration_months),
              status: RenewalStatus.Pending,
              remark: input.remark ?? "",
              operatorName: scope.operatorName,
              createdAt: now,
              expiresAt,
              updatedAt: now,
            })
            .returning();
        }),
      "renewals_pending_broadcaster_idx",
      () => new ContractError(BrokerErrorCode.RenewalPending, "A renewal is already waiting for the broadcaster"),
    );
    if (row === undefined) throw new Error("renewal insert returned nothing");
    await notifyBroadcaster(
      deps.db,
      anchor,
      "renewal",
      `${scope.agency.name} offers to renew your contract for ${String(input.duration_months)} months. Confirm it in the app within 7 days.`,
      now,
    );
    const [answer] = await renewalAnswers(deps.db, [row]);
    if (answer === undefined) throw new Error("renewal answer missing");
    return answer;
  });

  /** The agency withdraws a pending renewal; its contract offer is withdrawn too. */
  router.handle(CancelRenewalContract, { permissions: LIST, scope: { targets: { renewal_id: "renewal" } } }, async ({ input, caller, deps, now }) => {
    await settleFlows(deps.db, now);
    const scope = await scopeOf(deps.db, caller);
    const id = parseId(input.renewal_id);
    const renewal = id === null ? null : await scopedRenewal(deps.db, scope, id);
    if (renewal === null) throw renewalNotPending();
    let status: RenewalStatus;
    try {
      status = nextState(renewalMachine, renewal.status, "withdraw", "agency");
    } catch (error) {
      if (error instanceof IllegalTransitionError) throw renewalNotPending();
      throw error;
    }
    const [row] = await deps.db.update(renewals).set({ status, updatedAt: now }).where(eq(renewals.id, renewal.id)).returning();
    if (renewal.signId !== null)
      await deps.db
        .update(anchorSigns)
        .set({ status: SignStatus.Withdrawn, answeredAt: now })
        .where(and(eq(anchorSigns.id, renewal.signId), eq(anchorSigns.status, SignStatus.Waiting)));
    const [answer] = await renewalAnswers(deps.db, row === undefined ? [] : [row]);
    if (answer === undefined) throw new Error("renewal answer missing");
    return answer;
  });

  router.handle(
    QryRenewalContractRecords,
    { permissions: LIST, scope: { rows: { broadcaster: ["anchor_uid"], broadcasterBigoId: ["anchor_bigo_id"] }, targets: { anchor_uid: "broadcaster" } } },
    async ({ input, caller, deps, now }) => {
      await settleFlows(deps.db, now);
      const scope = await scopeOf(deps.db, caller);
      const where = and(
        scopedRenewals(scope),
        input.anchor_uid === undefined ? undefined : eq(renewals.broadcasterUid, input.anchor_uid),
        input.status === undefined ? undefined : eq(renewals.status, input.status),
      );
      const rows = await deps.db
        .select()
        .from(renewals)
        .where(where)
        .orderBy(desc(renewals.createdAt), desc(renewals.id))
        .limit(input.page_size)
        .offset((input.page - 1) * input.page_size);
      return { list: await renewalAnswers(deps.db, rows), total: await deps.db.$count(renewals, where) };
    },
  );

  /** Reminds the broadcaster (an IM in the outbox), at most once per 24 hours. */
  router.handle(RemindRenewalContract, { permissions: LIST, scope: { targets: { renewal_id: "renewal" } } }, async ({ input, caller, deps, now }) => {
    await settleFlows(deps.db, now);
    const scope = await scopeOf(deps.db, caller);
    const id = parseId(input.renewal_id);
    const renewal = id === null ? null : await scopedRenewal(deps.db, scope, id);
    if (renewal === null || renewal.status !== RenewalStatus.Pending) throw renewalNotPending();
    const anchor = await scopedBroadcaster(deps.db, scope, renewal.broadcasterUid);
    if (anchor === null || anchor.contractState !== "signed") throw new ContractError(BrokerErrorCode.ContractTerminated, "The contract is terminated");
    const last = renewal.lastRemindAt;
    if (last !== null && now.getTime() - last.getTime() < REMIND_INTERVAL_SECONDS * 1000) {
      throw new ContractError(BrokerErrorCode.RemindTooFrequent, "A reminder was sent less than 24 hours ago");
    }
    await deps.db.update(renewals).set({ lastRemindAt: now, updatedAt: now }).where(eq(renewals.id, renewal.id));
    await notifyBroadcaster(deps.db, anchor, "renewal-reminder", `Reminder: ${scope.agency.name} is waiting for your answer to the contract renewal.`, now);
    return { next_remind_time: toSeconds(later(now, REMIND_INTERVAL_SECONDS)) };
  });

  /** Only broadcasters who joined within 30 days, once until handled. */
  router.handle(SendNewAnchorReGrade, { permissions: LIST, scope: { targets: { anchor_uid: "broadcaster" } } }, async ({ input, caller, deps, now }) => {
    const scope = await scopeOf(deps.db, caller);
    const anchor = await scopedBroadcaster(deps.db, scope, input.anchor_uid);
    if (anchor === null) throw new ContractError(BrokerErrorCode.AnchorNotInAgency, "The broadcaster is not in your agency");
    if (anchor.contractState !== "signed" || daySeconds(anchor.joinedAt) <= toSeconds(now) - 30 * 86_400) {
      throw new ContractError(BrokerErrorCode.NotNewAnchor, "Re-grading is only for broadcasters who joined within the last 30 days");
    }
    if (anchor.regradeRequestedAt !== null) throw new ContractError(BrokerErrorCode.ReGradeAlreadyRequested, "A re-grade is already being processed");
    await deps.db.update(broadcasters).set({ regradeRequestedAt: now }).where(eq(broadcasters.uid, anchor.uid));
    return {};
  });
};
