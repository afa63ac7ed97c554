/**
 * Activity 75352 agent API, the change calls (ActRegist 27; issue 24 item 4): cancel_sign,
 * cancel_round, change_round, change_anchor and canChangeRound. Registrations follow
 * `#domain/machines/activity-sign.ts`; a broadcaster may change rounds until the round starts.
 */
import { and, eq } from "drizzle-orm";
import { act75352CancelRound, act75352CancelSign, act75352CanChangeRound, act75352ChangeAnchor, act75352ChangeRound } from "@agent-portal/api-client/contract/act75352-actions";
import { ActRegistErrorCode } from "@agent-portal/api-client/contract/act75352-shared";
import type { Database } from "#db/client.ts";
import { activitySigns } from "#db/schema/activities.ts";
import type { ActivitySign } from "#db/schema/activities.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import { activitySignMachine, activityStatusAt, canChangeRound } from "#domain/machines/activity-sign.ts";
import { ActivitySignStatus, ActivityStatus } from "@agent-portal/api-client/enums";
import type { RegistrationStatus } from "@agent-portal/api-client/enums";
import { IllegalTransitionError, nextState } from "#domain/machines/machine.ts";
import { ContractError } from "#http/codes.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { scopedBroadcasters } from "#services/scope.ts";
import type { DataScope } from "#services/scope.ts";
import { writeOnce } from "#db/unique.ts";
import { answerOfRequest, applyChange, assertChangeLeft, changeAllowance } from "./change-log.ts";
import { ACT, ACTIVE_SIGN_INDEX, actScope, activeSign, activityRound, ineligibility, newPageToken, roundTaken, settleSigns, zoneActivity } from "./shared.ts";

const E = ActRegistErrorCode;

/** The fields of a change log entry that come from the call. */
const change = (activityId: number, scope: DataScope, requestKey: string | undefined) => ({ activityId, agencyId: scope.agency.id, operatorName: scope.operatorName, requestKey });

/** The agency's active registration of a broadcaster in a round; 44005 otherwise. */
async function signInRound(db: Database, scope: DataScope, activityId: number, roundId: number, uid: string): Promise<ActivitySign> {
  const sign = await activeSign(db, activityId, uid);
  if (sign === null || sign.agencyId !== scope.agency.id || sign.roundId !== roundId) throw new ContractError(E.NotSigned, "The broadcaster is not registered in this round");
  return sign;
}

/** A registration of the agency's in a round of an activity of the caller's zone: 44001 for another activity or round, 44005 when the broadcaster is not in it. */
async function registrationInRound(db: Database, scope: DataScope, zone: string, input: { activityId: number; roundId: number }, uid: string) {
  const activity = await zoneActivity(db, zone, input.activityId);
  const round = await activityRound(db, activity.id, input.roundId);
  const sign = await signInRound(db, scope, activity.id, round.id, uid);
  return { activity, round, sign };
}

/** Registers the change handlers. */
export const registerAct75352ChangeHandlers: RegisterHandlers = (router) => {
  /** Cancels the registration while sign-up is open; the broadcaster's place in a round is freed. */
  router.handle(act75352CancelSign, { permissions: ACT, scope: { agencyWide: true } }, async ({ input, caller, deps, now }) => {
    await settleSigns(deps.db, now);
    const { scope, zone } = await actScope(deps.db, caller);
    const repeated = await answerOfRequest<{ signStatus: RegistrationStatus }>(deps.db, scope.agency.id, input.requestId);
    if (repeated !== null) return repeated;
    const activity = await zoneActivity(deps.db, zone, input.activityId);
    if (activityStatusAt(activity, now) !== ActivityStatus.SignOpen) throw new ContractError(E.SignClosed, "Sign-up is not open");
    const sign = await activeSign(deps.db, activity.id, input.anchorUid);
    if (sign === null || sign.agencyId !== scope.agency.id) throw new ContractError(E.NotSigned, "The broadcaster is not registered");
    let status: RegistrationStatus;
    try {
      status = nextState(activitySignMachine, sign.status, "cancel", "agency");
    } catch (error) {
      if (error instanceof IllegalTransitionError) throw new ContractError(E.NotSigned, "The broadcaster is not registered");
      throw error;
    }
    const entry = { ...change(activity.id, scope, input.requestId), kind: "cancel_sign", broadcasterUid: sign.broadcasterUid, fromRoundId: sign.roundId, toRoundId: null } as const;
    return applyChange(deps.db, { ...entry, answer: { signStatus: status } }, now, async (tx) => {
      await tx.update(activitySigns).set({ status, updatedAt: now, reviewDueAt: null }).where(eq(activitySigns.id, sign.id));
    });
  });

  /** Takes the broadcaster out of the round before it starts; the registration stays. */
  router.handle(act75352CancelRound, { permissions: ACT, scope: { agencyWide: true } }, async ({ input, caller, deps, now }) => {
    await settleSigns(deps.db, now);
    const { scope, zone } = await actScope(deps.db, caller);
    const repeated = await answerOfRequest<Record<string, never>>(deps.db, scope.agency.id, input.requestId);
    if (repeated !== null) return repeated;
    const { activity, round, sign } = await registrationInRound(deps.db, scope, zone, input, input.anchorUid);
    if (!canChangeRound(sign.status, round.startAt, now)) throw new ContractError(E.RoundChangeNotAllowed, "The round has started");
    const entry = { ...change(activity.id, scope, input.requestId), kind: "cancel_round", broadcasterUid: sign.broadcasterUid, fromRoundId: round.id, toRoundId: null } as const;
    return applyChange(deps.db, { ...entry, answer: {} }, now, async (tx) => {
      await tx.update(activitySigns).set({ roundId: null, updatedAt: now }).where(eq(activitySigns.id, sign.id));
    });
  });

  /** Moves the broadcaster to a round with a free place (one update: never in two rounds, never in none); uses one round change. */
  router.handle(act75352ChangeRound, { permissions: ACT, scope: { agencyWide: true } }, async ({ input, caller, deps, now }) => {
    await settleSigns(deps.db, now);
    const { scope, zone } = await actScope(deps.db, caller);
    const repeated = await answerOfRequest<{ roundId: number }>(deps.db, scope.agency.id, input.requestId);
    if (repeated !== null) return repeated;
    const activity = await zoneActivity(deps.db, zone, input.activityId);
    const from = await activityRound(deps.db, activity.id, input.fromRoundId);
    const to = await activityRound(deps.db, activity.id, input.toRoundId);
    const sign = await signInRound(deps.db, scope, activity.id, from.id, input.anchorUid);
    if (!canChangeRound(sign.status, from.startAt, now) || now.getTime() >= to.startAt.getTime()) throw new ContractError(E.RoundChangeNotAllowed, "A round has started");
    if (to.id === from.id) return { roundId: to.id };
    const entry = { ...change(activity.id, scope, input.requestId), kind: "change_round", broadcasterUid: sign.broadcasterUid, fromRoundId: from.id, toRoundId: to.id } as const;
    return applyChange(deps.db, { ...entry, answer: { roundId: to.id } }, now, async (tx) => {
      await assertChangeLeft(tx, activity.id, scope.agency.id);
      if ((await roundTaken(tx, to.id)) >= to.capacity) throw new ContractError(E.RoundFull, "The round has no free place");
      await tx.update(activitySigns).set({ roundId: to.id, updatedAt: now }).where(eq(activitySigns.id, sign.id));
    });
  });

  /**
   * Swaps the broadcaster for another of the agency's in one transaction: the leaving one's
   * registration is cancelled and the new one is registered in the round (and reviewed); uses one round change.
   */
  router.handle(act75352ChangeAnchor, { permissions: ACT, scope: { agencyWide: true } }, async ({ input, caller, deps, now }) => {
    await settleSigns(deps.db, now);
    const { scope, zone } = await actScope(deps.db, caller);
    const repeated = await answerOfRequest<Record<string, never>>(deps.db, scope.agency.id, input.requestId);
    if (repeated !== null) return repeated;
    const { activity, round, sign } = await registrationInRound(deps.db, scope, zone, input, input.fromAnchorUid);
    if (!canChangeRound(sign.status, round.startAt, now)) throw new ContractError(E.RoundChangeNotAllowed, "The round has started");
    const [b] = await deps.db
      .select()
      .from(broadcasters)
      .where(and(eq(broadcasters.uid, input.toAnchorUid), scopedBroadcasters(scope), eq(broadcasters.contractState, "signed")))
      .limit(1);
    if (b === undefined) throw new ContractError(E.AnchorNotInAgency, "The broadcaster is not in your agency");
    const reason = await ineligibility(deps.db, b, activity, now);
    if (reason !== "") throw new ContractError(E.AnchorNotEligible, reason);
    if ((await activeSign(deps.db, activity.id, b.uid)) !== null) throw new ContractError(E.AlreadySigned, "The broadcaster is already registered for this activity");
    const entry = {
      ...change(activity.id, scope, input.requestId),
      kind: "change_anchor",
      broadcasterUid: sign.broadcasterUid,
      toBroadcasterUid: b.uid,
      fromRoundId: round.id,
      toRoundId: round.id,
    } as const;
    return applyChange(deps.db, { ...entry, answer: {} }, now, async (tx) => {
      await assertChangeLeft(tx, activity.id, scope.agency.id);
      await tx.update(activitySigns).set({ status: ActivitySignStatus.Cancelled, updatedAt: now, reviewDueAt: null }).where(eq(activitySigns.id, sign.id));
      await writeOnce(
        () =>
          tx.insert(activitySigns).values({
            activityId: activity.id,
            agencyId: scope.agency.id,
            broadcasterUid: b.uid,
            roundId: round.id,
            status: ActivitySignStatus.Registered,
            operatorName: scope.operatorName,
            formValues: { ...sign.formValues },
            signedAt: now,
            updatedAt: now,
            reviewDueAt: now,
            pageToken: newPageToken(),
          }),
        ACTIVE_SIGN_INDEX,
        () => new ContractError(E.AlreadySigned, "The broadcaster is already registered for this activity"),
      );
    });
  });

  /** Whether the broadcaster may leave or change the round now (44006 as `reasonCode` when not), with the agency's change allowance. */
  router.handle(act75352CanChangeRound, { permissions: ACT, scope: { agencyWide: true } }, async ({ input, caller, deps, now }) => {
    await settleSigns(deps.db, now);
    const { scope, zone } = await actScope(deps.db, caller);
    const { activity, round, sign } = await registrationInRound(deps.db, scope, zone, input, input.anchorUid);
    const ok = canChangeRound(sign.status, round.startAt, now);
    return {
      canChange: ok ? (1 as const) : (0 as const),
      reason: ok ? "" : "The round has started",
      reasonCode: ok ? 0 : E.RoundChangeNotAllowed,
      ...(await changeAllowance(deps.db, activity.id, scope.agency.id)),
    };
  });
};
