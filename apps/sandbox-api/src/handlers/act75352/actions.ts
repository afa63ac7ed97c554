/**
 * Activity 75352 agent API, the POST calls (ActRegist 27): sign (a task that reports itself running
 * for SIGN_TASK_MS, idempotent under its requestId),
 * async_sign_result, cancel_sign, cancel_round, change_round, change_anchor, the CSV exports and
 * canChangeRound. Registrations follow `#domain/machines/activity-sign.ts`.
 */
import { randomBytes } from "node:crypto";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import {
  act75352AsyncSignResult,
  act75352CancelRound,
  act75352CancelSign,
  act75352CanChangeRound,
  act75352ChangeAnchor,
  act75352ChangeRound,
  act75352RoundExport,
  act75352Sign,
  act75352SignExport,
} from "@agent-portal/api-client/contract/act75352-actions";
import { ActRegistErrorCode } from "@agent-portal/api-client/contract/act75352-shared";
import type { Database } from "#db/client.ts";
import { activityRounds, activitySigns, activitySignTasks } from "#db/schema/activities.ts";
import type { ActivitySign } from "#db/schema/activities.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import { activitySignMachine, activityStatusAt, canChangeRound } from "#domain/machines/activity-sign.ts";
import { ActivitySignStatus, ActivityStatus, RoundOutcome, SignTaskState } from "@agent-portal/api-client/enums";
import type { RegistrationStatus } from "@agent-portal/api-client/enums";
import { IllegalTransitionError, nextState } from "#domain/machines/machine.ts";
import { ContractError, ServerCode } from "#http/codes.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { storeExport, toCsv } from "#services/files.ts";
import { scopedBroadcasters } from "#services/scope.ts";
import type { DataScope } from "#services/scope.ts";
import { ACT, actScope, activeSign, activityRound, ineligibility, roundTaken, settleSigns, zoneActivity } from "./shared.ts";
import { recordWhere } from "./queries.ts";
import { roundRecords } from "./draw.ts";
import { isUniqueViolation, writeOnce } from "#db/unique.ts";

const E = ActRegistErrorCode;
/** The unique index of registrations in force (one per broadcaster and activity). */
const ACTIVE_SIGN_INDEX = "activity_signs_active_idx";
const OUTCOME_NAMES: Readonly<Record<number, string>> = { [RoundOutcome.Pending]: "", [RoundOutcome.Win]: "win", [RoundOutcome.Loss]: "loss" };
const STATUS_NAMES: Readonly<Record<number, string>> = {
  [ActivitySignStatus.Registered]: "registered",
  [ActivitySignStatus.Approved]: "approved",
  [ActivitySignStatus.Rejected]: "rejected",
  [ActivitySignStatus.Cancelled]: "cancelled",
};

/** The agency's active registration of a broadcaster in a round; 44005 otherwise. */
async function signInRound(db: Database, scope: DataScope, activityId: number, roundId: number, uid: string): Promise<ActivitySign> {
  const sign = await activeSign(db, activityId, uid);
  if (sign === null || sign.agencyId !== scope.agency.id || sign.roundId !== roundId) throw new ContractError(E.NotSigned, "The broadcaster is not registered in this round");
  return sign;
}

const newToken = (): string => randomBytes(16).toString("base64url");

/** How long a sign task reports itself running (ms) before its outcome shows, as the real service's queue does. */
export const SIGN_TASK_MS = 2_500;

/** The task an idempotency key made for the agency, or null. */
async function taskOfRequest(db: Database, agencyId: number, requestKey: string): Promise<string | null> {
  const [row] = await db
    .select({ id: activitySignTasks.id })
    .from(activitySignTasks)
    .where(and(eq(activitySignTasks.agencyId, agencyId), eq(activitySignTasks.requestKey, requestKey)))
    .limit(1);
  return row?.id ?? null;
}

/** Registers the POST handlers. */
export const registerAct75352ActionHandlers: RegisterHandlers = (router) => {
  /** Registers each broadcaster it can; the others are listed in the task with their code. */
  router.handle(act75352Sign, { permissions: ACT, scope: { agencyWide: true } }, async ({ input, caller, deps, now }) => {
    await settleSigns(deps.db, now);
    const { scope, zone } = await actScope(deps.db, caller);
    const repeated = input.requestId === undefined ? null : await taskOfRequest(deps.db, scope.agency.id, input.requestId);
    if (repeated !== null) return { taskId: repeated };
    const activity = await zoneActivity(deps.db, zone, input.activityId);
    if (activityStatusAt(activity, now) !== ActivityStatus.SignOpen) throw new ContractError(E.SignClosed, "Sign-up is not open");
    const rounds = await deps.db.select().from(activityRounds).where(eq(activityRounds.activityId, activity.id));
    if (rounds.length > 0 && input.roundId === undefined) throw new ContractError(ServerCode.InvalidRequest, "roundId: required for an activity with rounds", 400);
    const round = input.roundId === undefined ? null : await activityRound(deps.db, activity.id, input.roundId);
    for (const field of activity.formFields) {
      const value = input.formValues[field.key] ?? "";
      if (field.required && value.trim() === "") throw new ContractError(ServerCode.InvalidRequest, `formValues.${field.key}: required`, 400);
      if (field.type === "select" && value !== "" && !field.options.includes(value))
        throw new ContractError(ServerCode.InvalidRequest, `formValues.${field.key}: not one of the options`, 400);
    }
    let free = round === null ? Number.POSITIVE_INFINITY : round.capacity - (await roundTaken(deps.db, round.id));
    if (free <= 0) throw new ContractError(E.RoundFull, "The round has no free place");
    let agencyPlaces =
      activity.maxAnchors -
      (await deps.db.$count(activitySigns, and(eq(activitySigns.activityId, activity.id), eq(activitySigns.agencyId, scope.agency.id), inArray(activitySigns.status, [1, 2]))));
    const failures: { anchorUid: string; code: number; msg: string }[] = [];
    let success = 0;
    for (const uid of [...new Set(input.anchorUids)]) {
      const [b] = await deps.db
        .select()
        .from(broadcasters)
        .where(and(eq(broadcasters.uid, uid), scopedBroadcasters(scope), eq(broadcasters.contractState, "signed")))
        .limit(1);
      if (b === undefined) {
        failures.push({ anchorUid: uid, code: E.AnchorNotInAgency, msg: "The broadcaster is not in your agency" });
        continue;
      }
      const reason = await ineligibility(deps.db, b, activity, now);
      if (reason !== "") {
        failures.push({ anchorUid: uid, code: E.AnchorNotEligible, msg: reason });
        continue;
      }
      if ((await activeSign(deps.db, activity.id, uid)) !== null) {
        failures.push({ anchorUid: uid, code: E.AlreadySigned, msg: "Already registered for this activity" });
        continue;
      }
      if (free <= 0 || agencyPlaces <= 0) {
        failures.push({ anchorUid: uid, code: E.RoundFull, msg: "No free place left" });
        continue;
      }
      try {
        await deps.db.insert(activitySigns).values({
          activityId: activity.id,
          agencyId: scope.agency.id,
          broadcasterUid: uid,
          roundId: round?.id ?? null,
          status: ActivitySignStatus.Registered,
          operatorName: scope.operatorName,
          formValues: { ...input.formValues },
          signedAt: now,
          updatedAt: now,
          reviewDueAt: now,
          pageToken: newToken(),
        });
      } catch (error) {
        // Registered at the same moment by another request: the unique index of registrations in force says so.
        if (!isUniqueViolation(error, ACTIVE_SIGN_INDEX)) throw error;
        failures.push({ anchorUid: uid, code: E.AlreadySigned, msg: "Already registered for this activity" });
        continue;
      }
      free -= 1;
      agencyPlaces -= 1;
      success += 1;
    }
    const taskId = randomBytes(12).toString("base64url");
    try {
      await deps.db.insert(activitySignTasks).values({
        id: taskId,
        agencyId: scope.agency.id,
        total: new Set(input.anchorUids).size,
        successCount: success,
        failures,
        createdAt: now,
        requestKey: input.requestId ?? null,
      });
    } catch (error) {
      // The same request sent twice at once: the first task stands (the second registered nobody new).
      const first =
        input.requestId === undefined || !isUniqueViolation(error, "activity_sign_tasks_request_idx") ? null : await taskOfRequest(deps.db, scope.agency.id, input.requestId);
      if (first === null) throw error;
      return { taskId: first };
    }
    return { taskId };
  });

  router.handle(act75352AsyncSignResult, { permissions: ACT, scope: { agencyWide: true } }, async ({ input, caller, deps, now }) => {
    const { scope } = await actScope(deps.db, caller);
    const [task] = await deps.db
      .select()
      .from(activitySignTasks)
      .where(and(eq(activitySignTasks.id, input.taskId), eq(activitySignTasks.agencyId, scope.agency.id)))
      .limit(1);
    if (task === undefined) throw new ContractError(E.TaskNotFound, "No sign-up task with this id");
    if (now.getTime() < task.createdAt.getTime() + SIGN_TASK_MS) return { state: SignTaskState.Running, total: task.total, successCount: 0, failures: [] };
    return { state: SignTaskState.Done, total: task.total, successCount: task.successCount, failures: task.failures.map((f) => ({ ...f })) };
  });

  router.handle(act75352CancelSign, { permissions: ACT, scope: { agencyWide: true } }, async ({ input, caller, deps, now }) => {
    await settleSigns(deps.db, now);
    const { scope, zone } = await actScope(deps.db, caller);
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
    await deps.db.update(activitySigns).set({ status, updatedAt: now, reviewDueAt: null }).where(eq(activitySigns.id, sign.id));
    return { signStatus: status };
  });

  router.handle(act75352CancelRound, { permissions: ACT, scope: { agencyWide: true } }, async ({ input, caller, deps, now }) => {
    await settleSigns(deps.db, now);
    const { scope, zone } = await actScope(deps.db, caller);
    const activity = await zoneActivity(deps.db, zone, input.activityId);
    const round = await activityRound(deps.db, activity.id, input.roundId);
    const sign = await signInRound(deps.db, scope, activity.id, round.id, input.anchorUid);
    if (!canChangeRound(sign.status, round.startAt, now)) throw new ContractError(E.RoundChangeNotAllowed, "The round has started");
    await deps.db.update(activitySigns).set({ roundId: null, updatedAt: now }).where(eq(activitySigns.id, sign.id));
    return {};
  });

  router.handle(act75352ChangeRound, { permissions: ACT, scope: { agencyWide: true } }, async ({ input, caller, deps, now }) => {
    await settleSigns(deps.db, now);
    const { scope, zone } = await actScope(deps.db, caller);
    const activity = await zoneActivity(deps.db, zone, input.activityId);
    const from = await activityRound(deps.db, activity.id, input.fromRoundId);
    const to = await activityRound(deps.db, activity.id, input.toRoundId);
    const sign = await signInRound(deps.db, scope, activity.id, from.id, input.anchorUid);
    if (!canChangeRound(sign.status, from.startAt, now) || now.getTime() >= to.startAt.getTime()) throw new ContractError(E.RoundChangeNotAllowed, "A round has started");
    if (to.id !== from.id && (await roundTaken(deps.db, to.id)) >= to.capacity) throw new ContractError(E.RoundFull, "The round has no free place");
    await deps.db.update(activitySigns).set({ roundId: to.id, updatedAt: now }).where(eq(activitySigns.id, sign.id));
    return { roundId: to.id };
  });

  /** The leaving broadcaster's registration is cancelled; the new one is registered in the round (and reviewed). */
  router.handle(act75352ChangeAnchor, { permissions: ACT, scope: { agencyWide: true } }, async ({ input, caller, deps, now }) => {
    await settleSigns(deps.db, now);
    const { scope, zone } = await actScope(deps.db, caller);
    const activity = await zoneActivity(deps.db, zone, input.activityId);
    const round = await activityRound(deps.db, activity.id, input.roundId);
    const sign = await signInRound(deps.db, scope, activity.id, round.id, input.fromAnchorUid);
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
    await deps.db.update(activitySigns).set({ status: ActivitySignStatus.Cancelled, updatedAt: now, reviewDueAt: null }).where(eq(activitySigns.id, sign.id));
    await writeOnce(
      () =>
        deps.db.insert(activitySigns).values({
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
          pageToken: newToken(),
        }),
      ACTIVE_SIGN_INDEX,
      () => new ContractError(E.AlreadySigned, "The broadcaster is already registered for this activity"),
    );
    return {};
  });

  for (const [declaration, rounds] of [
    [act75352SignExport, false],
    [act75352RoundExport, true],
  ] as const) {
    router.handle(declaration, { permissions: ACT, scope: { agencyWide: true, csv: { broadcasterBigoId: ["bigo_id"] } } }, async ({ input, caller, deps, now, c }) => {
      await settleSigns(deps.db, now);
      const { scope } = await actScope(deps.db, caller);
      const where = and(recordWhere(scope.agency.id, input), rounds ? sql`${activitySigns.roundId} IS NOT NULL` : undefined);
      const signs = await deps.db.select().from(activitySigns).where(where).orderBy(desc(activitySigns.id));
      const rows = await roundRecords(deps.db, signs, now);
      const origin = c.get("publicOrigin");
      const iso = (seconds: number) => (seconds === 0 ? "" : new Date(seconds * 1000).toISOString());
      const csv = rounds
        ? toCsv(
            [
              "record_id",
              "activity_id",
              "activity_name",
              "zone",
              "bigo_id",
              "nick_name",
              "round",
              "round_start_utc",
              "sign_status",
              "group",
              "slot_start_utc",
              "opponent_bigo_id",
              "outcome",
              "rank",
              "score",
              "beans",
              "reward_beans",
            ],
            rows.map((r) => [
              r.id,
              r.activityId,
              r.activityName,
              r.zone,
              r.bigoId,
              r.nickName,
              r.roundName,
              iso(r.roundStartTime),
              STATUS_NAMES[r.signStatus] ?? "",
              r.groupName,
              iso(r.slotStartTime),
              r.opponentBigoId,
              OUTCOME_NAMES[r.outcome] ?? "",
              r.rank,
              r.score,
              r.beans,
              r.rewardBeans,
            ]),
          )
        : toCsv(
            ["record_id", "activity_id", "activity_name", "zone", "bigo_id", "nick_name", "round", "sign_status", "sign_time", "operator", "reject_reason", "page_url"],
            await Promise.all(
              rows.map(async (r) => {
                const [row] = await deps.db
                  .select({ token: activitySigns.pageToken })
                  .from(activitySigns)
                  .where(eq(activitySigns.id, Number(r.id)))
                  .limit(1);
                return [
                  r.id,
                  r.activityId,
                  r.activityName,
                  r.zone,
                  r.bigoId,
                  r.nickName,
                  r.roundName,
                  STATUS_NAMES[r.signStatus] ?? "",
                  new Date(r.signTime * 1000).toISOString(),
                  r.operatorName,
                  r.rejectReason,
                  `${origin}/api/act75352/${row?.token ?? ""}`,
                ];
              }),
            ),
          );
      const stored = await storeExport(deps.db, { name: rounds ? "round-records.csv" : "sign-records.csv", csv, ownerAccountId: caller.account.id, origin }, now);
      return { url: stored.url, expireTime: stored.expire_time };
    });
  }

  router.handle(act75352CanChangeRound, { permissions: ACT, scope: { agencyWide: true } }, async ({ input, caller, deps, now }) => {
    await settleSigns(deps.db, now);
    const { scope, zone } = await actScope(deps.db, caller);
    const activity = await zoneActivity(deps.db, zone, input.activityId);
    const round = await activityRound(deps.db, activity.id, input.roundId);
    const sign = await signInRound(deps.db, scope, activity.id, round.id, input.anchorUid);
    const ok = canChangeRound(sign.status, round.startAt, now);
    return { canChange: ok ? (1 as const) : (0 as const), reason: ok ? "" : "The round has started" };
  });
};
