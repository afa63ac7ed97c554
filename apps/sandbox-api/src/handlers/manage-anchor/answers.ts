/**
 * Answers of the manage anchor family: transfers and cancellations with their timelines.
 * The allowed actions are derived from the status (`transferMachine`, `cancellationMachine`):
 * the declared answers carry no such field, so clients derive them from `status` the same way.
 */
import { inArray } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import { agencies } from "#db/schema/organisation.ts";
import type { Cancellation, Transfer } from "#db/schema/relations.ts";
import { CancellationStatus, StepActor, StepState, TransferInitiator, TransferStatus } from "@agent-portal/api-client/enums";
import { progressStep } from "#services/progress.ts";
import { toSeconds } from "#services/time.ts";

async function lookups(db: Database, uids: readonly string[], agencyIds: readonly number[]) {
  const people =
    uids.length === 0
      ? []
      : await db
          .select({ uid: broadcasters.uid, bigoId: broadcasters.bigoId, nickname: broadcasters.nickname })
          .from(broadcasters)
          .where(inArray(broadcasters.uid, [...uids]));
  const agencyRows =
    agencyIds.length === 0
      ? []
      : await db
          .select({ id: agencies.id, uid: agencies.uid, name: agencies.name })
          .from(agencies)
          .where(inArray(agencies.id, [...agencyIds]));
  return { people: new Map(people.map((p) => [p.uid, p])), agencies: new Map(agencyRows.map((a) => [a.id, a])) };
}

const anchorFields = (uid: string, people: Map<string, { bigoId: string; nickname: string }>) => ({
  anchor_uid: uid,
  anchor_bigo_id: people.get(uid)?.bigoId ?? "",
  anchor_nick_name: people.get(uid)?.nickname ?? "",
  anchor_avatar_url: "",
});

/** Transfers as `transferSchema` answers them. */
export async function transferAnswers(db: Database, rows: readonly Transfer[]) {
  const maps = await lookups(
    db,
    rows.map((r) => r.broadcasterUid),
    rows.flatMap((r) => [r.sourceAgencyId, r.targetAgencyId]),
  );
  return rows.map((r) => ({
    transfer_id: String(r.id),
    ...anchorFields(r.broadcasterUid, maps.people),
    source_agent_uid: maps.agencies.get(r.sourceAgencyId)?.uid ?? "0",
    source_agent_name: maps.agencies.get(r.sourceAgencyId)?.name ?? "",
    target_agent_uid: maps.agencies.get(r.targetAgencyId)?.uid ?? "0",
    target_agent_name: maps.agencies.get(r.targetAgencyId)?.name ?? "",
    initiator: r.initiator,
    status: r.status,
    reason: r.reason,
    create_time: toSeconds(r.createdAt),
    update_time: toSeconds(r.updatedAt),
    expire_time: toSeconds(r.expiresAt),
  }));
}

/** One transfer as `transferSchema`. */
export async function transferAnswer(db: Database, row: Transfer) {
  const [answer] = await transferAnswers(db, [row]);
  if (answer === undefined) throw new Error("transfer answer missing");
  return answer;
}

/** Steps of a transfer: 1 the counterpart agency's answer, 2 the broadcaster's answer, 3 completion. */
export function transferSteps(t: Transfer) {
  const S = TransferStatus;
  const counterpart = t.initiator === TransferInitiator.TargetAgency ? StepActor.CurrentAgency : StepActor.TargetAgency;
  const deadline = toSeconds(t.expiresAt);
  const agencyState =
    t.status === S.WaitingAgency
      ? StepState.Waiting
      : t.status === S.RejectedByAgency
        ? StepState.Rejected
        : t.status === S.Expired && t.agencyAnsweredAt === null
          ? StepState.Expired
          : StepState.Done;
  const anchorState =
    t.status === S.WaitingBroadcaster
      ? StepState.Waiting
      : t.status === S.Completed
        ? StepState.Done
        : t.status === S.RejectedByBroadcaster
          ? StepState.Rejected
          : t.status === S.Expired && t.agencyAnsweredAt !== null
            ? StepState.Expired
            : StepState.Waiting;
  const finished = toSeconds(t.finishedAt);
  const steps = [progressStep(1, counterpart, agencyState, agencyState === StepState.Expired ? finished : toSeconds(t.agencyAnsweredAt), deadline, t.agencyRemark)];
  if (agencyState === StepState.Done)
    steps.push(progressStep(2, StepActor.Broadcaster, anchorState, anchorState === StepState.Expired ? finished : toSeconds(t.anchorAnsweredAt), deadline, t.anchorRemark));
  steps.push(
    progressStep(
      3,
      StepActor.System,
      t.status === S.Completed
        ? StepState.Done
        : t.finishedAt === null
          ? StepState.Waiting
          : anchorState === StepState.Rejected || agencyState === StepState.Rejected
            ? StepState.Rejected
            : StepState.Expired,
      finished,
    ),
  );
  return steps;
}

/** Cancellations as `cancellationSchema` answers them. */
export async function cancellationAnswers(db: Database, rows: readonly Cancellation[]) {
  const maps = await lookups(
    db,
    rows.map((r) => r.broadcasterUid),
    rows.map((r) => r.agencyId),
  );
  return rows.map((r) => ({
    cancel_id: String(r.id),
    ...anchorFields(r.broadcasterUid, maps.people),
    agent_uid: maps.agencies.get(r.agencyId)?.uid ?? "0",
    agent_name: maps.agencies.get(r.agencyId)?.name ?? "",
    reason_type: r.reasonType,
    reason: r.reason,
    status: r.status,
    create_time: toSeconds(r.createdAt),
    update_time: toSeconds(r.updatedAt),
    expire_time: toSeconds(r.expiresAt),
  }));
}

/** One cancellation as `cancellationSchema`. */
export async function cancellationAnswer(db: Database, row: Cancellation) {
  const [answer] = await cancellationAnswers(db, [row]);
  if (answer === undefined) throw new Error("cancellation answer missing");
  return answer;
}

/** Steps of a cancellation: 1 the broadcaster's answer, 2 termination. */
export function cancellationSteps(c: Cancellation) {
  const S = CancellationStatus;
  const answer = c.status === S.WaitingBroadcaster ? StepState.Waiting : c.status === S.Rejected ? StepState.Rejected : c.status === S.Expired ? StepState.Expired : StepState.Done;
  const done = answer === StepState.Expired ? toSeconds(c.finishedAt) : toSeconds(c.answeredAt);
  return [
    progressStep(1, StepActor.Broadcaster, answer, done, toSeconds(c.expiresAt), c.answerRemark),
    progressStep(2, StepActor.System, c.status === S.Completed ? StepState.Done : c.status === S.WaitingBroadcaster ? StepState.Waiting : answer, toSeconds(c.finishedAt)),
  ];
}
