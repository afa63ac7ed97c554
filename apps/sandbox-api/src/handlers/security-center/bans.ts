/**
 * security centre handlers, bans: QueryBanList, QueryBanUserInfo, ExportBanList (a real CSV file)
 * and the status tab's summary (QuerySecuritySummary). AgencyGuildSecurity 21; the caller's data
 * scope (a broker: its broadcasters).
 */
import { and, desc, eq, gte, lte, sql } from "drizzle-orm";
import { QueryBanList, QueryBanUserInfo, SecurityErrorCode } from "@agent-portal/api-client/contract/security-center";
import { ExportBanList, QuerySecuritySummary } from "@agent-portal/api-client/contract/security-center-overview";
import { AppealStatus, ViolationType } from "@agent-portal/api-client/enums";
import { PermissionId } from "@agent-portal/permissions/ids";
import type { Database } from "#db/client.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import { appeals, auditBans, auditRecords } from "#db/schema/security.ts";
import { ContractError } from "#http/codes.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { enumName, storeExport, toCsv } from "#services/files.ts";
import { requireBroadcaster, scopedBroadcasters, scopeOf } from "#services/scope.ts";
import type { DataScope } from "#services/scope.ts";
import { later, toSeconds } from "#services/time.ts";
import { banAnswers, banFilter, inForce, settleAppeals } from "./bans-shared.ts";

const SECURITY = [PermissionId.AgencyGuildSecurity];
const BAN_ROWS = { rows: { broadcaster: ["uid"], broadcasterBigoId: ["bigo_id"] } } as const;

/** First instant of the UTC month of `instant`, shifted by `months`. */
const monthStart = (instant: Date, months = 0): Date => new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth() + months, 1));

/** Bans of the scope started in [from, to]. */
async function bansStarted(db: Database, scope: DataScope, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditBans)
    .innerJoin(broadcasters, eq(auditBans.subjectUid, broadcasters.uid))
    .where(and(scopedBroadcasters(scope), gte(auditBans.startAt, from), lte(auditBans.startAt, to)));
  return row?.n ?? 0;
}

/** Registers the ban handlers of the security centre. */
export const registerSecurityBanHandlers: RegisterHandlers = (router) => {
  router.handle(QueryBanList, { permissions: SECURITY, scope: { ...BAN_ROWS, targets: { bigo_id: "broadcasterBigoId" } } }, async ({ input, caller, deps, now }) => {
    await settleAppeals(deps.db, now);
    const scope = await scopeOf(deps.db, caller);
    const where = banFilter(scope, input, now);
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
  });

  router.handle(QueryBanUserInfo, { permissions: SECURITY, scope: { ...BAN_ROWS, targets: { uid: "broadcaster" } } }, async ({ input, caller, deps, now }) => {
    await settleAppeals(deps.db, now);
    const scope = await scopeOf(deps.db, caller);
    const anchor = await requireBroadcaster(deps.db, scope, input.uid, () => new ContractError(SecurityErrorCode.BanNotFound, "No broadcaster with this uid in your agency"));
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
  });

  /** Every matching ban as CSV (header row, times in UTC), served at `/sandbox/files/<id>.csv` for 1 hour. */
  router.handle(ExportBanList, { permissions: SECURITY, scope: { agencyWide: true } }, async ({ input, caller, deps, now, c }) => {
    await settleAppeals(deps.db, now);
    const scope = await scopeOf(deps.db, caller);
    const rows = await deps.db
      .select({ ban: auditBans, bigoId: broadcasters.bigoId, nickname: broadcasters.nickname })
      .from(auditBans)
      .innerJoin(broadcasters, eq(auditBans.subjectUid, broadcasters.uid))
      .where(banFilter(scope, input, now))
      .orderBy(desc(auditBans.startAt), desc(auditBans.id));
    const answers = await banAnswers(deps.db, rows, now);
    const csv = toCsv(
      ["ban_id", "bigo_id", "nick_name", "violation_type", "ban_type", "reason", "start_time_utc", "end_time_utc", "permanent", "appeal_status", "evidence_count"],
      answers.map((b) => [
        b.ban_id,
        b.bigo_id,
        b.nick_name,
        enumName(ViolationType, b.violation_type),
        b.ban_type,
        b.reason,
        new Date(b.start_time * 1000).toISOString(),
        b.end_time === 0 ? "" : new Date(b.end_time * 1000).toISOString(),
        b.end_time === 0 ? "yes" : "no",
        enumName(AppealStatus, b.appeal_status),
        b.evidence_urls.length,
      ]),
    );
    return storeExport(deps.db, { name: "security-bans.csv", csv, ownerAccountId: caller.account.id, origin: c.get("publicOrigin") }, now);
  });

  router.handle(QuerySecuritySummary, { permissions: SECURITY, scope: { agencyWide: true } }, async ({ caller, deps, now }) => {
    await settleAppeals(deps.db, now);
    const scope = await scopeOf(deps.db, caller);
    const thisMonth = monthStart(now);
    const lastMonth = monthStart(now, -1);
    // The same elapsed part of last month (capped at its end).
    const compareEnd = new Date(Math.min(lastMonth.getTime() + (now.getTime() - thisMonth.getTime()), thisMonth.getTime() - 1000));
    const appealCounts = await deps.db
      .select({ status: appeals.status, n: sql<number>`count(*)::int` })
      .from(appeals)
      .innerJoin(auditBans, eq(appeals.banId, auditBans.id))
      .innerJoin(broadcasters, eq(auditBans.subjectUid, broadcasters.uid))
      .where(scopedBroadcasters(scope))
      .groupBy(appeals.status);
    const violationCounts = await deps.db
      .select({ type: auditRecords.violationType, n: sql<number>`count(*)::int` })
      .from(auditRecords)
      .innerJoin(broadcasters, eq(auditRecords.subjectUid, broadcasters.uid))
      .where(and(scopedBroadcasters(scope), gte(auditRecords.createdAt, thisMonth), lte(auditRecords.createdAt, now)))
      .groupBy(auditRecords.violationType);
    const appealsOf = (status: number) => appealCounts.find((row) => row.status === status)?.n ?? 0;
    return {
      month_start: toSeconds(thisMonth),
      last_month_start: toSeconds(lastMonth),
      last_month_compare_end: toSeconds(compareEnd),
      bans_this_month: await bansStarted(deps.db, scope, thisMonth, now),
      bans_last_month: await bansStarted(deps.db, scope, lastMonth, compareEnd),
      appeals_pending: appealsOf(AppealStatus.Pending),
      appeals_accepted: appealsOf(AppealStatus.Accepted),
      appeals_rejected: appealsOf(AppealStatus.Rejected),
      violations_this_month: Object.values(ViolationType).map((type) => ({ violation_type: type, count: violationCounts.find((row) => row.type === type)?.n ?? 0 })),
      data_time: toSeconds(now),
    };
  });
};
