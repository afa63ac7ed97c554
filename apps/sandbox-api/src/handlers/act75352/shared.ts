/**
 * Shared rules of the activity 75352 agent API (ActRegist 27): the caller's zone (their agency's
 * region), activities and rounds with their counts, eligibility, and the simulated review of
 * registrations (approved unless the broadcaster is under a ban in force).
 */
import { randomBytes } from "node:crypto";
import { and, eq, inArray, isNull, lte, or, gt, sql } from "drizzle-orm";
import { ActRegistErrorCode } from "@agent-portal/api-client/contract/act75352-shared";
import { PermissionId } from "@agent-portal/permissions/ids";
import { instantParam } from "#db/client.ts";
import type { Database } from "#db/client.ts";
import { activities, activityRounds, activitySigns } from "#db/schema/activities.ts";
import type { Activity, ActivityRound, ActivitySign } from "#db/schema/activities.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import type { Broadcaster } from "#db/schema/broadcasters.ts";
import { regions } from "#db/schema/organisation.ts";
import { auditBans } from "#db/schema/security.ts";
import { activityStatusAt } from "#domain/machines/activity-sign.ts";
import { ActivitySignStatus, KycStatus } from "@agent-portal/api-client/enums";
import { ContractError } from "#http/codes.ts";
import { scopeOf } from "#services/scope.ts";
import type { DataScope } from "#services/scope.ts";
import type { Caller } from "#services/sessions.ts";
import { toSeconds } from "#services/time.ts";

/** Activity registration needs ActRegist (27). */
export const ACT = [PermissionId.ActRegist];
const E = ActRegistErrorCode;
const ACTIVE = [ActivitySignStatus.Registered, ActivitySignStatus.Approved];

/** The unique index of registrations in force (one per broadcaster and activity). */
export const ACTIVE_SIGN_INDEX = "activity_signs_active_idx";

/** A new page token of a registration (the `GET {token}` link): 16 random bytes, base64url. */
export const newPageToken = (): string => randomBytes(16).toString("base64url");

/** The caller's agency and its zone (region short name). */
export async function actScope(db: Database, caller: Caller): Promise<{ scope: DataScope; zone: string }> {
  const scope = await scopeOf(db, caller);
  const [region] = await db.select({ shortName: regions.shortName }).from(regions).where(eq(regions.id, scope.agency.regionId)).limit(1);
  return { scope, zone: region?.shortName ?? "" };
}

/** An activity of the caller's zone; 44001 otherwise. */
export async function zoneActivity(db: Database, zone: string, activityId: number): Promise<Activity> {
  const [row] = await db
    .select()
    .from(activities)
    .where(and(eq(activities.id, activityId), eq(activities.zone, zone)))
    .limit(1);
  if (row === undefined) throw new ContractError(E.ActivityNotFound, "No activity with this id in your region");
  return row;
}

/** A round of an activity; 44001 otherwise. */
export async function activityRound(db: Database, activityId: number, roundId: number): Promise<ActivityRound> {
  const [row] = await db
    .select()
    .from(activityRounds)
    .where(and(eq(activityRounds.id, roundId), eq(activityRounds.activityId, activityId)))
    .limit(1);
  if (row === undefined) throw new ContractError(E.ActivityNotFound, "No round with this id in the activity");
  return row;
}

/** Places taken in a round (registered or approved, all agencies). */
export const roundTaken = (db: Database, roundId: number) => db.$count(activitySigns, and(eq(activitySigns.roundId, roundId), inArray(activitySigns.status, ACTIVE)));

/** The report time zone of each region (activity `zone`); UTC for any other. */
const REPORT_TIME_ZONES: Readonly<Record<string, string>> = { ID: "Asia/Jakarta", PH: "Asia/Manila", MENA: "Asia/Dubai", VN: "Asia/Ho_Chi_Minh" };

/** The IANA time zone an activity's region reports in. */
export const reportTimeZone = (zone: string): string => REPORT_TIME_ZONES[zone] ?? "UTC";

/** An activity as `activitySchema` answers it, with the agency's registrations. */
export async function activityAnswer(db: Database, a: Activity, agencyId: number, now: Date) {
  const signed = await db.$count(activitySigns, and(eq(activitySigns.activityId, a.id), eq(activitySigns.agencyId, agencyId), inArray(activitySigns.status, ACTIVE)));
  return {
    activityId: a.id,
    activityName: a.name,
    zone: a.zone,
    month: a.month,
    status: activityStatusAt(a, now),
    signStartTime: toSeconds(a.signStartAt),
    signEndTime: toSeconds(a.signEndAt),
    startTime: toSeconds(a.startAt),
    endTime: toSeconds(a.endAt),
    maxAnchors: a.maxAnchors,
    signedCount: signed,
    coverUrl: a.coverUrl,
    reportTimeZone: reportTimeZone(a.zone),
  };
}

/** A round as `roundSchema` answers it. */
export const roundAnswer = async (db: Database, r: ActivityRound) => ({
  roundId: r.id,
  roundName: r.name,
  startTime: toSeconds(r.startAt),
  endTime: toSeconds(r.endAt),
  capacity: r.capacity,
  signedCount: await roundTaken(db, r.id),
});

/** Why a broadcaster may not take part ("" when eligible): level, KYC, ban. */
export async function ineligibility(db: Database, b: Broadcaster, a: Activity, now: Date): Promise<string> {
  if (b.level < a.minLevel) return `Level ${String(a.minLevel)} or higher is required`;
  if (b.kycStatus !== KycStatus.Approved) return "Identity verification (KYC) is not approved";
  const bans = await db.$count(auditBans, and(eq(auditBans.subjectUid, b.uid), lte(auditBans.startAt, now), or(isNull(auditBans.endAt), gt(auditBans.endAt, now))));
  return bans > 0 ? "The broadcaster is under a ban" : "";
}

/** The broadcaster's active registration for an activity, or null. */
export async function activeSign(db: Database, activityId: number, uid: string): Promise<ActivitySign | null> {
  const [row] = await db
    .select()
    .from(activitySigns)
    .where(and(eq(activitySigns.activityId, activityId), eq(activitySigns.broadcasterUid, uid), inArray(activitySigns.status, ACTIVE)))
    .limit(1);
  return row ?? null;
}

/** Completes due reviews: approved unless the broadcaster is under a ban in force. */
export async function settleSigns(db: Database, now: Date): Promise<void> {
  await db
    .update(activitySigns)
    .set({
      status: sql`CASE WHEN EXISTS (SELECT 1 FROM audit_bans ab WHERE ab.subject_uid = ${activitySigns.broadcasterUid} AND ab.start_at <= ${instantParam(now)} AND (ab.end_at IS NULL OR ab.end_at > ${instantParam(now)})) THEN ${ActivitySignStatus.Rejected}::int ELSE ${ActivitySignStatus.Approved}::int END`,
      rejectReason: sql`CASE WHEN EXISTS (SELECT 1 FROM audit_bans ab WHERE ab.subject_uid = ${activitySigns.broadcasterUid} AND ab.start_at <= ${instantParam(now)} AND (ab.end_at IS NULL OR ab.end_at > ${instantParam(now)})) THEN 'The broadcaster is under a ban.' ELSE '' END`,
      reviewDueAt: null,
      updatedAt: now,
    })
    .where(and(eq(activitySigns.status, ActivitySignStatus.Registered), lte(activitySigns.reviewDueAt, now)));
}

/** Sign records as `signRecordSchema` (with names of activity, round and broadcaster). */
export async function signRecords(db: Database, rows: readonly ActivitySign[]) {
  const acts =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(activities)
          .where(inArray(activities.id, [...new Set(rows.map((r) => r.activityId))]));
  const roundIds = [...new Set(rows.flatMap((r) => (r.roundId === null ? [] : [r.roundId])))];
  const rounds = roundIds.length === 0 ? [] : await db.select().from(activityRounds).where(inArray(activityRounds.id, roundIds));
  const people =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(broadcasters)
          .where(inArray(broadcasters.uid, [...new Set(rows.map((r) => r.broadcasterUid))]));
  const act = new Map(acts.map((a) => [a.id, a]));
  const round = new Map(rounds.map((r) => [r.id, r]));
  const person = new Map(people.map((p) => [p.uid, p]));
  return rows.map((r) => {
    const rd = r.roundId === null ? undefined : round.get(r.roundId);
    return {
      id: String(r.id),
      activityId: r.activityId,
      activityName: act.get(r.activityId)?.name ?? "",
      zone: act.get(r.activityId)?.zone ?? "",
      anchorUid: r.broadcasterUid,
      bigoId: person.get(r.broadcasterUid)?.bigoId ?? "",
      nickName: person.get(r.broadcasterUid)?.nickname ?? "",
      avatarUrl: "",
      roundId: r.roundId ?? 0,
      roundName: rd?.name ?? "",
      signStatus: r.status,
      signTime: toSeconds(r.signedAt),
      operatorName: r.operatorName,
      rejectReason: r.rejectReason,
      roundStartTime: toSeconds(rd?.startAt),
      roundEndTime: toSeconds(rd?.endAt),
      rank: r.rank,
      score: r.score,
    };
  });
}
