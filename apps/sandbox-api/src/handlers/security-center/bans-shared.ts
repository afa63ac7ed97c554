/**
 * Guild security, what the ban and appeal handlers share: the simulated review of appeals, a ban's
 * answer (with its latest appeal and whether it can be appealed), an appeal's answer, the ban
 * list's filters and a ban of the caller's scope.
 */
import { and, desc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { RequestOf } from "@agent-portal/api-client/contract/define";
import type { ExportBanList } from "@agent-portal/api-client/contract/security-center-overview";
import { SecurityErrorCode } from "@agent-portal/api-client/contract/security-center";
import { AppealStatus, BanState, BanType } from "@agent-portal/api-client/enums";
import { instantParam } from "#db/client.ts";
import type { Database } from "#db/client.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import { appeals, auditBans } from "#db/schema/security.ts";
import type { Appeal, AuditBan } from "#db/schema/security.ts";
import { ContractError } from "#http/codes.ts";
import { imageLink } from "#services/file-links.ts";
import { scopedBroadcasters } from "#services/scope.ts";
import type { DataScope } from "#services/scope.ts";
import { later, parseId, toSeconds } from "#services/time.ts";

/** Seconds after which the sandbox decides an appeal. */
export const APPEAL_REVIEW_SECONDS = 2 * 86_400;
/** A ban may be appealed at most this often. */
export const MAX_APPEALS = 2;

/** Decides due appeals: accepted (the ban ends at the decision) unless the ban is a permanent account ban. */
export async function settleAppeals(db: Database, now: Date): Promise<void> {
  const due = await db
    .select({ appeal: appeals, ban: auditBans })
    .from(appeals)
    .innerJoin(auditBans, eq(appeals.banId, auditBans.id))
    .where(and(eq(appeals.status, AppealStatus.Pending), lte(appeals.reviewDueAt, now)));
  for (const { appeal, ban } of due) {
    const fraud = ban.banType === BanType.AccountBan && ban.endAt === null;
    await decideAppeal(db, appeal, ban, fraud ? "Permanent account bans for fraud are final." : null, appeal.reviewDueAt ?? now);
  }
}

/**
 * Records a decision on a pending appeal: rejected with `rejectReason`, or accepted (`null`), which
 * ends the ban at `decided`.
 */
export async function decideAppeal(db: Database, appeal: Appeal, ban: AuditBan, rejectReason: string | null, decided: Date): Promise<void> {
  await db
    .update(appeals)
    .set({
      status: rejectReason === null ? AppealStatus.Accepted : AppealStatus.Rejected,
      reply: rejectReason ?? "Accepted: the ban is lifted.",
      handledAt: decided,
      reviewDueAt: null,
    })
    .where(eq(appeals.id, appeal.id));
  if (rejectReason === null) await db.update(auditBans).set({ endAt: decided }).where(eq(auditBans.id, ban.id));
}

/** A ban in force at `now`. */
export const inForce = (now: Date): SQL => sql`${auditBans.startAt} <= ${instantParam(now)} AND (${auditBans.endAt} IS NULL OR ${auditBans.endAt} > ${instantParam(now)})`;

/** A ban row joined with its broadcaster. */
export interface BanRow {
  readonly ban: AuditBan;
  readonly bigoId: string;
  readonly nickname: string;
}

/** The contract's answers of ban rows (banSchema), each with its latest appeal. */
export async function banAnswers(db: Database, rows: readonly BanRow[], now: Date) {
  const ids = rows.map((r) => r.ban.id);
  const all = ids.length === 0 ? [] : await db.select().from(appeals).where(inArray(appeals.banId, ids)).orderBy(desc(appeals.createdAt), desc(appeals.id));
  return rows.map(({ ban, bigoId, nickname }) => {
    const mine = all.filter((a) => a.banId === ban.id);
    const current = ban.startAt.getTime() <= now.getTime() && (ban.endAt === null || ban.endAt.getTime() > now.getTime());
    const canAppeal =
      current &&
      !(ban.banType === BanType.AccountBan && ban.endAt === null && mine.length > 0) &&
      mine.length < MAX_APPEALS &&
      !mine.some((a) => a.status === AppealStatus.Pending);
    const latest = mine[0];
    return {
      ban_id: String(ban.id),
      uid: ban.subjectUid,
      bigo_id: bigoId,
      nick_name: nickname,
      avatar_url: "",
      ban_type: ban.banType,
      reason: ban.reason,
      start_time: toSeconds(ban.startAt),
      end_time: toSeconds(ban.endAt),
      violation_type: ban.violationType,
      evidence_urls: ban.evidenceIds.map((id) => imageLink(id, now)),
      appeal_status: latest?.status ?? AppealStatus.None,
      appeal_id: latest === undefined ? "" : String(latest.id),
      appeal_time: toSeconds(latest?.createdAt),
      appeal_count: mine.length,
      can_appeal: canAppeal ? (1 as const) : (0 as const),
    };
  });
}

/** The contract's answer of an appeal (appealSchema), with its banned broadcaster. */
export const appealAnswer = (a: Appeal, who: Pick<BanRow, "bigoId" | "nickname">, now: Date) => ({
  appeal_id: String(a.id),
  ban_id: String(a.banId),
  bigo_id: who.bigoId,
  nick_name: who.nickname,
  status: a.status,
  reason: a.reason,
  evidence_urls: a.evidenceIds.map((id) => imageLink(id, now)),
  reply: a.reply,
  create_time: toSeconds(a.createdAt),
  handle_time: toSeconds(a.handledAt),
});

/** The latest appeal of each ban, as SQL: its status, or 0 when never appealed. */
const latestAppealStatus = sql<number>`coalesce((SELECT a.status FROM appeals a WHERE a.ban_id = ${auditBans.id} ORDER BY a.created_at DESC, a.id DESC LIMIT 1), 0)`;

/** The ban list's filters (QueryBanList, ExportBanList) over the caller's scope. */
export function banFilter(scope: DataScope, input: RequestOf<typeof ExportBanList>, now: Date): SQL | undefined {
  return and(
    scopedBroadcasters(scope),
    input.state === undefined ? undefined : input.state === BanState.Current ? inForce(now) : sql`${auditBans.endAt} IS NOT NULL AND ${auditBans.endAt} <= ${instantParam(now)}`,
    input.bigo_id === undefined ? undefined : eq(sql`lower(${broadcasters.bigoId})`, input.bigo_id.toLowerCase()),
    input.ban_type === undefined ? undefined : eq(auditBans.banType, input.ban_type),
    input.violation_type === undefined ? undefined : eq(auditBans.violationType, input.violation_type),
    input.appeal_status === undefined ? undefined : sql`${latestAppealStatus} = ${input.appeal_status}`,
    input.start_time === undefined ? undefined : gte(auditBans.startAt, new Date(input.start_time * 1000)),
    input.end_time === undefined ? undefined : lte(auditBans.startAt, new Date(input.end_time * 1000)),
  );
}

/** A ban of one of the broadcasters of the caller's scope; 41101 otherwise. */
export async function agencyBan(db: Database, scope: DataScope, banId: string): Promise<BanRow> {
  const id = parseId(banId);
  const [row] =
    id === null
      ? []
      : await db
          .select({ ban: auditBans, bigoId: broadcasters.bigoId, nickname: broadcasters.nickname })
          .from(auditBans)
          .innerJoin(broadcasters, eq(auditBans.subjectUid, broadcasters.uid))
          .where(and(eq(auditBans.id, id), scopedBroadcasters(scope)))
          .limit(1);
  if (row === undefined) throw new ContractError(SecurityErrorCode.BanNotFound, "No ban with this id for your agency");
  return row;
}

/** When an appeal made at `now` is reviewed by the sandbox. */
export const reviewDueOf = (now: Date): Date => later(now, APPEAL_REVIEW_SECONDS);
