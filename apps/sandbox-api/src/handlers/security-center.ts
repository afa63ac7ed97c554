/**
 * security centre handlers (AgencyGuildSecurity 21): bans of the agency's broadcasters, their
 * violation records, appeals (V1 with a reason; V2 with evidence photos and a one-time security
 * token valid 10 minutes). An appeal is reviewed by the sandbox 2 days after it was made:
 * accepted (the ban ends then) unless the ban is for fraud (permanent account ban).
 * One pending appeal per ban; at most two appeals per ban; ended bans cannot be appealed.
 */
import { and, desc, eq, gt, gte, inArray, isNull, lte, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import {
  CreateAppeal,
  CreateAppealV2,
  GetAuditRecordList,
  GetSecurityToken,
  QueryAppeal,
  QueryAppealV2,
  QueryBanList,
  QueryBanUserInfo,
  SecurityErrorCode,
} from "@agent-portal/api-client/contract/security-center";
import { KycErrorCode } from "@agent-portal/api-client/contract/kyc-shared";
import { PermissionId } from "@agent-portal/permissions/ids";
import { AppealStatus, BanState, BanType } from "@agent-portal/api-client/enums";
import { createToken, hashSecret } from "#auth/secrets.ts";
import { instantParam } from "#db/client.ts";
import type { Database } from "#db/client.ts";
import { verificationCodes } from "#db/schema/accounts.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import { appeals, auditBans, auditRecords } from "#db/schema/security.ts";
import type { Appeal, AuditBan } from "#db/schema/security.ts";
import { ContractError } from "#http/codes.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { imageLink } from "#services/file-links.ts";
import { storeImage } from "#services/files.ts";
import { requireBroadcaster, scopedBroadcasters, scopeOf } from "#services/scope.ts";
import type { DataScope } from "#services/scope.ts";
import { later, parseId, toSeconds } from "#services/time.ts";
import { writeOnce } from "#db/unique.ts";

const E = SecurityErrorCode;
const SECURITY = [PermissionId.AgencyGuildSecurity];
/** Seconds after which the sandbox decides an appeal. */
export const APPEAL_REVIEW_SECONDS = 2 * 86_400;
/** A ban may be appealed at most this often. */
export const MAX_APPEALS = 2;
const TOKEN_SECONDS = 600;

/** Decides due appeals: accepted (the ban ends at the decision) unless the ban is a permanent account ban. */
async function settleAppeals(db: Database, now: Date): Promise<void> {
  const due = await db
    .select({ appeal: appeals, ban: auditBans })
    .from(appeals)
    .innerJoin(auditBans, eq(appeals.banId, auditBans.id))
    .where(and(eq(appeals.status, AppealStatus.Pending), lte(appeals.reviewDueAt, now)));
  for (const { appeal, ban } of due) {
    const fraud = ban.banType === BanType.AccountBan && ban.endAt === null;
    const decided = appeal.reviewDueAt ?? now;
    await db
      .update(appeals)
      .set({
        status: fraud ? AppealStatus.Rejected : AppealStatus.Accepted,
        reply: fraud ? "Permanent account bans for fraud are final." : "Accepted: the ban is lifted.",
        handledAt: decided,
        reviewDueAt: null,
      })
      .where(eq(appeals.id, appeal.id));
    if (!fraud) await db.update(auditBans).set({ endAt: decided }).where(eq(auditBans.id, ban.id));
  }
}

const inForce = (now: Date): SQL => sql`${auditBans.startAt} <= ${instantParam(now)} AND (${auditBans.endAt} IS NULL OR ${auditBans.endAt} > ${instantParam(now)})`;

async function banAnswers(db: Database, rows: readonly { ban: AuditBan; bigoId: string; nickname: string }[], now: Date) {
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
      appeal_status: mine[0]?.status ?? AppealStatus.None,
      can_appeal: canAppeal ? (1 as const) : (0 as const),
    };
  });
}

const appealAnswer = (a: Appeal, now: Date) => ({
  appeal_id: String(a.id),
  ban_id: String(a.banId),
  status: a.status,
  reason: a.reason,
  evidence_urls: a.evidenceIds.map((id) => imageLink(id, now)),
  reply: a.reply,
  create_time: toSeconds(a.createdAt),
  handle_time: toSeconds(a.handledAt),
});

/** A ban of one of the broadcasters of the caller's scope; 41101 otherwise. */
async function agencyBan(db: Database, scope: DataScope, banId: string) {
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
  if (row === undefined) throw new ContractError(E.BanNotFound, "No ban with this id for your agency");
  return row;
}

/** Creates an appeal after checking the ban can be appealed now (41102, 41103). */
async function createAppeal(
  db: Database,
  row: { ban: AuditBan; bigoId: string; nickname: string },
  values: { reason: string; evidenceIds: string[]; contactEmail: string; version: number; createdBy: number },
  now: Date,
) {
  const [answer] = await banAnswers(db, [row], now);
  const pending = await db.$count(appeals, and(eq(appeals.banId, row.ban.id), eq(appeals.status, AppealStatus.Pending)));
  if (pending > 0) throw new ContractError(E.AppealPending, "An appeal of this ban is already pending");
  if (answer?.can_appeal !== 1) throw new ContractError(E.AppealNotAllowed, "This ban cannot be appealed");
  const [created] = await writeOnce(
    () =>
      db
        .insert(appeals)
        .values({ banId: row.ban.id, status: AppealStatus.Pending, ...values, createdAt: now, reviewDueAt: later(now, APPEAL_REVIEW_SECONDS) })
        .returning(),
    "appeals_pending_ban_idx",
    () => new ContractError(E.AppealPending, "An appeal of this ban is already pending"),
  );
  if (created === undefined) throw new Error("appeal insert returned nothing");
  return appealAnswer(created, now);
}

/** Registers the security centre handlers. */
export const registerSecurityCenterHandlers: RegisterHandlers = (router) => {
  router.handle(
    QueryBanList,
    { permissions: SECURITY, scope: { rows: { broadcaster: ["uid"], broadcasterBigoId: ["bigo_id"] }, targets: { bigo_id: "broadcasterBigoId" } } },
    async ({ input, caller, deps, now }) => {
      await settleAppeals(deps.db, now);
      const scope = await scopeOf(deps.db, caller);
      const where = and(
        scopedBroadcasters(scope),
        input.state === undefined
          ? undefined
          : input.state === BanState.Current
            ? inForce(now)
            : sql`${auditBans.endAt} IS NOT NULL AND ${auditBans.endAt} <= ${instantParam(now)}`,
        input.bigo_id === undefined ? undefined : eq(sql`lower(${broadcasters.bigoId})`, input.bigo_id.toLowerCase()),
      );
      const rows = await deps.db
        .select({ ban: auditBans, bigoId: broadcasters.bigoId, nickname: broadcasters.nickname })
        .from(auditBans)
        .innerJoin(broadcasters, eq(auditBans.subjectUid, broadcasters.uid))
        .where(where)
        .orderBy(desc(auditBans.startAt), desc(auditBans.id))
        .limit(input.page_size)
        .offset((input.page - 1) * input.page_size);
      const [count] = await deps.db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditBans)
        .innerJoin(broadcasters, eq(auditBans.subjectUid, broadcasters.uid))
        .where(where);
      return { list: await banAnswers(deps.db, rows, now), total: count?.n ?? 0 };
    },
  );

  router.handle(
    QueryBanUserInfo,
    { permissions: SECURITY, scope: { rows: { broadcaster: ["uid"], broadcasterBigoId: ["bigo_id"] }, targets: { uid: "broadcaster" } } },
    async ({ input, caller, deps, now }) => {
      await settleAppeals(deps.db, now);
      const scope = await scopeOf(deps.db, caller);
      const anchor = await requireBroadcaster(deps.db, scope, input.uid, () => new ContractError(E.BanNotFound, "No broadcaster with this uid in your agency"));
      const bans = await deps.db
        .select()
        .from(auditBans)
        .where(and(eq(auditBans.subjectUid, anchor.uid), inForce(now)));
      const violations = await deps.db.$count(auditRecords, and(eq(auditRecords.subjectUid, anchor.uid), gte(auditRecords.createdAt, later(now, -90 * 86_400))));
      return {
        user: { uid: anchor.uid, bigo_id: anchor.bigoId, nick_name: anchor.nickname, avatar_url: "" },
        bans: await banAnswers(
          deps.db,
          bans.map((ban) => ({ ban, bigoId: anchor.bigoId, nickname: anchor.nickname })),
          now,
        ),
        violation_count_90d: violations,
      };
    },
  );

  router.handle(CreateAppeal, { permissions: SECURITY, scope: { agencyWide: true } }, async ({ input, caller, deps, now }) => {
    await settleAppeals(deps.db, now);
    const scope = await scopeOf(deps.db, caller);
    const row = await agencyBan(deps.db, scope, input.ban_id);
    return createAppeal(deps.db, row, { reason: input.reason, evidenceIds: [], contactEmail: "", version: 1, createdBy: caller.account.id }, now);
  });

  router.handle(QueryAppeal, { permissions: SECURITY, scope: { agencyWide: true } }, async ({ input, caller, deps, now }) => {
    await settleAppeals(deps.db, now);
    const scope = await scopeOf(deps.db, caller);
    const row = await agencyBan(deps.db, scope, input.ban_id);
    const [latest] = await deps.db.select().from(appeals).where(eq(appeals.banId, row.ban.id)).orderBy(desc(appeals.createdAt), desc(appeals.id)).limit(1);
    return { appeal: latest === undefined ? null : appealAnswer(latest, now) };
  });

  router.handle(
    GetAuditRecordList,
    { permissions: SECURITY, scope: { rows: { broadcaster: ["uid"], broadcasterBigoId: ["bigo_id"] }, targets: { uid: "broadcaster" } } },
    async ({ input, caller, deps }) => {
      const scope = await scopeOf(deps.db, caller);
      const where = and(
        scopedBroadcasters(scope),
        gte(auditRecords.createdAt, new Date(input.start_time * 1000)),
        lte(auditRecords.createdAt, new Date(input.end_time * 1000)),
        input.uid === undefined ? undefined : eq(auditRecords.subjectUid, input.uid),
      );
      const rows = await deps.db
        .select({ record: auditRecords, bigoId: broadcasters.bigoId, nickname: broadcasters.nickname })
        .from(auditRecords)
        .innerJoin(broadcasters, eq(auditRecords.subjectUid, broadcasters.uid))
        .where(where)
        .orderBy(desc(auditRecords.createdAt), desc(auditRecords.id))
        .limit(input.page_size)
        .offset((input.page - 1) * input.page_size);
      const [count] = await deps.db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditRecords)
        .innerJoin(broadcasters, eq(auditRecords.subjectUid, broadcasters.uid))
        .where(where);
      return {
        total: count?.n ?? 0,
        list: rows.map(({ record, bigoId, nickname }) => ({
          record_id: String(record.id),
          uid: record.subjectUid,
          bigo_id: bigoId,
          nick_name: nickname,
          avatar_url: "",
          violation_type: record.violationType,
          description: record.description,
          punishment: record.punishment,
          create_time: toSeconds(record.createdAt),
        })),
      };
    },
  );

  router.handle(GetSecurityToken, { permissions: SECURITY, scope: "self" }, async ({ caller, deps, now }) => {
    const token = createToken();
    const expiresAt = later(now, TOKEN_SECONDS);
    await deps.db
      .insert(verificationCodes)
      .values({ username: caller.account.username, accountId: caller.account.id, purpose: "security", codeHash: hashSecret(token), createdAt: now, expiresAt });
    return { security_token: token, expire_time: toSeconds(expiresAt) };
  });

  router.handle(CreateAppealV2, { permissions: SECURITY, scope: { agencyWide: true } }, async ({ input, caller, deps, now }) => {
    await settleAppeals(deps.db, now);
    const used = await deps.db
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(verificationCodes.accountId, caller.account.id),
          eq(verificationCodes.purpose, "security"),
          eq(verificationCodes.codeHash, hashSecret(input.security_token)),
          isNull(verificationCodes.consumedAt),
          gt(verificationCodes.expiresAt, now),
        ),
      )
      .returning({ id: verificationCodes.id });
    if (used.length !== 1) throw new ContractError(E.SecurityTokenInvalid, "The security token is unknown, used or expired");
    const scope = await scopeOf(deps.db, caller);
    const row = await agencyBan(deps.db, scope, input.ban_id);
    const evidenceIds: string[] = [];
    for (const image of input.evidence_images) {
      try {
        evidenceIds.push(await storeImage(deps.db, image, caller.account.id, now));
      } catch (error) {
        if (error instanceof ContractError && error.code === KycErrorCode.FileTooLarge) throw new ContractError(E.FileTooLarge, "An evidence photo is larger than 2 MiB");
        if (error instanceof ContractError && error.code === KycErrorCode.FileTypeUnsupported)
          throw new ContractError(E.FileTypeUnsupported, "An evidence photo must be a JPEG, PNG or WebP image");
        throw error;
      }
    }
    return createAppeal(deps.db, row, { reason: input.reason, evidenceIds, contactEmail: input.contact_email ?? "", version: 2, createdBy: caller.account.id }, now);
  });

  router.handle(QueryAppealV2, { permissions: SECURITY, scope: { agencyWide: true } }, async ({ input, caller, deps, now }) => {
    await settleAppeals(deps.db, now);
    const scope = await scopeOf(deps.db, caller);
    const id = input.appeal_id === undefined || input.appeal_id === "" ? null : parseId(input.appeal_id);
    const where = and(scopedBroadcasters(scope), input.status === undefined ? undefined : eq(appeals.status, input.status), id === null ? undefined : eq(appeals.id, id));
    const base = deps.db
      .select({ appeal: appeals })
      .from(appeals)
      .innerJoin(auditBans, eq(appeals.banId, auditBans.id))
      .innerJoin(broadcasters, eq(auditBans.subjectUid, broadcasters.uid));
    const rows = await base
      .where(where)
      .orderBy(desc(appeals.createdAt), desc(appeals.id))
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size);
    if (input.appeal_id !== undefined && input.appeal_id !== "" && rows.length === 0) throw new ContractError(E.AppealNotFound, "No appeal with this id");
    const [count] = await deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(appeals)
      .innerJoin(auditBans, eq(appeals.banId, auditBans.id))
      .innerJoin(broadcasters, eq(auditBans.subjectUid, broadcasters.uid))
      .where(where);
    return { list: rows.map((r) => appealAnswer(r.appeal, now)), total: count?.n ?? 0 };
  });
};
