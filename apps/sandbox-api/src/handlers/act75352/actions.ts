/**
 * Activity 75352 agent API, the POST calls (ActRegist 27): sign (a task that reports itself running
 * for SIGN_TASK_MS, idempotent under its requestId) and async_sign_result here; the change calls
 * (`changes.ts`) and the CSV exports (`exports.ts`) register with them.
 * Registrations follow `#domain/machines/activity-sign.ts`.
 */
import { randomBytes } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { act75352AsyncSignResult, act75352Sign } from "@agent-portal/api-client/contract/act75352-actions";
import { ActRegistErrorCode } from "@agent-portal/api-client/contract/act75352-shared";
import type { Database } from "#db/client.ts";
import { activityRounds, activitySigns, activitySignTasks } from "#db/schema/activities.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import { activityStatusAt } from "#domain/machines/activity-sign.ts";
import { ActivitySignStatus, ActivityStatus, SignTaskState } from "@agent-portal/api-client/enums";
import { ContractError, ServerCode } from "#http/codes.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { scopedBroadcasters } from "#services/scope.ts";
import { ACT, ACTIVE_SIGN_INDEX, actScope, activeSign, activityRound, ineligibility, newPageToken, roundTaken, settleSigns, zoneActivity } from "./shared.ts";
import { registerAct75352ChangeHandlers } from "./changes.ts";
import { registerAct75352ExportHandlers } from "./exports.ts";
import { isUniqueViolation } from "#db/unique.ts";

const E = ActRegistErrorCode;

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
          pageToken: newPageToken(),
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

  registerAct75352ChangeHandlers(router);
  registerAct75352ExportHandlers(router);
};
