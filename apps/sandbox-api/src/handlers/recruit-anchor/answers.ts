/**
 * Answers of the recruit anchor family: recruit records and their timelines (steps 1 submitted by
 * the agency, 2 operator review, 3 broadcaster confirmation, 4 signed).
 */
import { eq, inArray } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import { anchorSigns } from "#db/schema/contracts.ts";
import type { RecruitRecord } from "#db/schema/recruiting.ts";
import { RecruitStatus, SignStatus, StepActor, StepState } from "@agent-portal/api-client/enums";
import { timeline } from "#services/progress.ts";
import { toSeconds } from "#services/time.ts";

/** Recruit records as `recruitRecordSchema` answers them. */
export async function recruitAnswers(db: Database, rows: readonly RecruitRecord[]) {
  const uids = [...new Set(rows.map((r) => r.broadcasterUid))];
  const people =
    uids.length === 0
      ? []
      : await db.select({ uid: broadcasters.uid, bigoId: broadcasters.bigoId, nickname: broadcasters.nickname }).from(broadcasters).where(inArray(broadcasters.uid, uids));
  const byUid = new Map(people.map((p) => [p.uid, p]));
  return rows.map((r) => ({
    recruit_id: String(r.id),
    anchor_uid: r.broadcasterUid,
    bigo_id: byUid.get(r.broadcasterUid)?.bigoId ?? "",
    nick_name: byUid.get(r.broadcasterUid)?.nickname ?? "",
    avatar_url: "",
    status: r.status,
    submit_type: r.submitType,
    submitter_name: r.submitterName,
    create_time: toSeconds(r.createdAt),
    update_time: toSeconds(r.updatedAt),
    reject_reason: r.rejectReason,
  }));
}

const ACTORS = [StepActor.CurrentAgency, StepActor.Operator, StepActor.Broadcaster, StepActor.System];

/** The timeline of a recruit record. */
export async function recruitSteps(db: Database, r: RecruitRecord) {
  const S = RecruitStatus;
  const done = [toSeconds(r.submittedAt), toSeconds(r.reviewedAt), toSeconds(r.finishedAt), toSeconds(r.finishedAt)];
  const [sign] =
    r.signId === null ? [] : await db.select({ status: anchorSigns.status, answeredAt: anchorSigns.answeredAt }).from(anchorSigns).where(eq(anchorSigns.id, r.signId)).limit(1);
  const reachedOffer = r.reviewedAt !== null && r.signId !== null;
  switch (r.status) {
    case S.Draft:
      return timeline(ACTORS, 0, done, toSeconds(r.expiresAt));
    case S.UnderReview:
      return timeline(ACTORS, 1, done, toSeconds(r.reviewDueAt));
    case S.WaitingBroadcaster:
      return timeline(ACTORS, 2, done, toSeconds(r.expiresAt));
    case S.Signed:
      return timeline(ACTORS, 4, [done[0] ?? 0, done[1] ?? 0, toSeconds(sign?.answeredAt), toSeconds(r.finishedAt)], 0);
    case S.Rejected: {
      const byBroadcaster = reachedOffer && sign?.status === SignStatus.Declined;
      return timeline(ACTORS, byBroadcaster ? 2 : 1, done, 0, {
        state: StepState.Rejected,
        time: toSeconds(byBroadcaster ? (sign.answeredAt ?? null) : r.reviewedAt),
        remark: r.rejectReason,
      });
    }
    case S.Stopped:
      return timeline(ACTORS, reachedOffer ? 2 : 1, done, 0, { state: StepState.Withdrawn, time: toSeconds(r.finishedAt), remark: r.rejectReason });
    default:
      return timeline(ACTORS, reachedOffer ? 2 : r.submittedAt === null ? 0 : 1, done, 0, { state: StepState.Expired, time: toSeconds(r.finishedAt) });
  }
}
