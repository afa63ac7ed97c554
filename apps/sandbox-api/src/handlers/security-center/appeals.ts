/**
 * security centre handlers, appeals: CreateAppeal (V1, a reason), QueryAppeal, GetSecurityToken
 * (one-time, 10 minutes), CreateAppealV2 (evidence photos and the token) and QueryAppealV2. An
 * appeal is reviewed by the sandbox 2 days after it was made (`settleAppeals`), or at once through
 * `POST /sandbox/security/appeals/decide`. One pending appeal per ban; at most two per ban; ended
 * bans cannot be appealed. A CreateAppealV2 repeated with the same `request_id` answers the appeal
 * the first one made. QueryAppealNewsCount counts the appeals decided since a time (the home).
 */
import { and, desc, eq, gt, gte, inArray, isNull, sql } from "drizzle-orm";
import {
  CreateAppeal,
  CreateAppealV2,
  GetSecurityToken,
  QueryAppeal,
  QueryAppealNewsCount,
  QueryAppealV2,
  SecurityErrorCode,
} from "@agent-portal/api-client/contract/security-center";
import { KycErrorCode } from "@agent-portal/api-client/contract/kyc-shared";
import { AppealStatus } from "@agent-portal/api-client/enums";
import { PermissionId } from "@agent-portal/permissions/ids";
import { createToken, hashSecret } from "#auth/secrets.ts";
import type { Database } from "#db/client.ts";
import { verificationCodes } from "#db/schema/accounts.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import { appeals, auditBans } from "#db/schema/security.ts";
import { writeOnce } from "#db/unique.ts";
import { ContractError } from "#http/codes.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { storeImage } from "#services/files.ts";
import { scopedBroadcasters, scopeOf } from "#services/scope.ts";
import { later, parseId, toSeconds } from "#services/time.ts";
import type { BanRow } from "./bans-shared.ts";
import { agencyBan, appealAnswer, banAnswers, reviewDueOf, settleAppeals } from "./bans-shared.ts";

const E = SecurityErrorCode;
const SECURITY = [PermissionId.AgencyGuildSecurity];
const TOKEN_SECONDS = 600;

/** Creates an appeal after checking the ban can be appealed now (41102, 41103). */
async function createAppeal(
  db: Database,
  row: BanRow,
  values: { reason: string; evidenceIds: string[]; contactEmail: string; version: number; createdBy: number; requestId?: string | null },
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
        .values({ banId: row.ban.id, status: AppealStatus.Pending, ...values, createdAt: now, reviewDueAt: reviewDueOf(now) })
        .returning(),
    "appeals_pending_ban_idx",
    () => new ContractError(E.AppealPending, "An appeal of this ban is already pending"),
  );
  if (created === undefined) throw new Error("appeal insert returned nothing");
  return appealAnswer(created, row, now);
}

/** Registers the appeal handlers of the security centre. */
export const registerSecurityAppealHandlers: RegisterHandlers = (router) => {
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
    return { appeal: latest === undefined ? null : appealAnswer(latest, row, now) };
  });

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
    const requestId = input.request_id ?? null;
    if (requestId !== null) {
      // A repeat of a submission that already made its appeal (a retry after a lost answer): that appeal, nothing new.
      const scope = await scopeOf(deps.db, caller);
      const [made] = await deps.db
        .select({ appeal: appeals, bigoId: broadcasters.bigoId, nickname: broadcasters.nickname })
        .from(appeals)
        .innerJoin(auditBans, eq(appeals.banId, auditBans.id))
        .innerJoin(broadcasters, eq(auditBans.subjectUid, broadcasters.uid))
        .where(and(scopedBroadcasters(scope), eq(appeals.createdBy, caller.account.id), eq(appeals.requestId, requestId)))
        .limit(1);
      if (made !== undefined) return appealAnswer(made.appeal, made, now);
    }
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
    return createAppeal(deps.db, row, { reason: input.reason, evidenceIds, contactEmail: input.contact_email ?? "", version: 2, createdBy: caller.account.id, requestId }, now);
  });

  router.handle(QueryAppealV2, { permissions: SECURITY, scope: { agencyWide: true } }, async ({ input, caller, deps, now }) => {
    await settleAppeals(deps.db, now);
    const scope = await scopeOf(deps.db, caller);
    const id = input.appeal_id === undefined || input.appeal_id === "" ? null : parseId(input.appeal_id);
    const where = and(scopedBroadcasters(scope), input.status === undefined ? undefined : eq(appeals.status, input.status), id === null ? undefined : eq(appeals.id, id));
    const rows = await deps.db
      .select({ appeal: appeals, bigoId: broadcasters.bigoId, nickname: broadcasters.nickname })
      .from(appeals)
      .innerJoin(auditBans, eq(appeals.banId, auditBans.id))
      .innerJoin(broadcasters, eq(auditBans.subjectUid, broadcasters.uid))
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
    return { list: rows.map((r) => appealAnswer(r.appeal, r, now)), total: count?.n ?? 0 };
  });

  router.handle(QueryAppealNewsCount, { permissions: SECURITY, scope: { agencyWide: true } }, async ({ input, caller, deps, now }) => {
    await settleAppeals(deps.db, now);
    const scope = await scopeOf(deps.db, caller);
    const [count] = await deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(appeals)
      .innerJoin(auditBans, eq(appeals.banId, auditBans.id))
      .innerJoin(broadcasters, eq(auditBans.subjectUid, broadcasters.uid))
      .where(and(scopedBroadcasters(scope), inArray(appeals.status, [AppealStatus.Accepted, AppealStatus.Rejected]), gte(appeals.handledAt, new Date(input.since * 1000))));
    return { count: count?.n ?? 0 };
  });
};
