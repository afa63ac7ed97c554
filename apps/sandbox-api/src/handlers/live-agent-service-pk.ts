/**
 * live_agent_service handlers, PK (AssignPkList 25): the agency's broadcasters with PK figures of
 * the last 30 days, the candidate lists (followed, same agency, whole region), and recommended
 * opponents (at most `PK_RECOMMEND_LIMIT`, 10, per broadcaster; the candidate pages answer the
 * broadcaster's count and the limit). "Online" is simulated: about one broadcaster in five,
 * changing every hour.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import {
  AddPkRecomAnchor,
  DelPkRecomAnchor,
  GetAnchorListWithPkInfo,
  GetPkCandAgencyAnchorList,
  GetPkCandFollowingAnchorList,
  GetPkRecomEntireAnchorList,
  PK_RECOMMEND_LIMIT,
  PkErrorCode,
} from "@agent-portal/api-client/contract/live-agent-service-pk";
import { PkCandidateSortField, SortOrder } from "@agent-portal/api-client/enums";
import { PermissionId } from "@agent-portal/permissions/ids";
import type { Database } from "#db/client.ts";
import { selectRows } from "#db/client.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import { pkRecommendations } from "#db/schema/engagement.ts";
import { agencies } from "#db/schema/organisation.ts";
import { ContractError } from "#http/codes.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { broadcasterWhere, requireBroadcaster, scopeOf } from "#services/scope.ts";
import type { DataScope } from "#services/scope.ts";
import { dayOf, shiftDay } from "#services/time.ts";

const PK = [PermissionId.AssignPkList];
/** Most recommended opponents per broadcaster (the contract's limit). */
export const RECOMMEND_LIMIT = PK_RECOMMEND_LIMIT;

/** The ORDER BY of a candidate list: the asked column and direction, else the list's own order; ties by uid, so pages never overlap. */
function candidateOrder(sortField: PkCandidateSortField | undefined, sortOrder: SortOrder | undefined, strongestFirst: boolean): SQL {
  const winRate = sql`(coalesce(sum(m.pk_wins), 0)::float8 / greatest(coalesce(sum(m.pk_count), 0), 1))`;
  const direction = sortOrder === SortOrder.Ascending ? sql`ASC` : sql`DESC`;
  if (sortField === PkCandidateSortField.WinRate30d) return sql`${winRate} ${direction}, b.uid`;
  if (sortField === PkCandidateSortField.PkCount30d) return sql`pk ${direction}, b.uid`;
  if (sortField === PkCandidateSortField.Beans30d) return sql`beans ${direction}, b.uid`;
  return strongestFirst ? sql`${winRate} DESC, beans DESC, b.uid` : sql`beans DESC, b.uid`;
}

/** Simulated presence: true for about one active broadcaster in five, changing every hour. */
export function isOnline(uid: string, now: Date): boolean {
  let h = Math.floor(now.getTime() / 3_600_000);
  for (const ch of uid) h = (h * 31 + ch.charCodeAt(0)) % 1_000_003;
  return h % 5 === 0;
}

const flag = (b: boolean) => (b ? (1 as const) : (0 as const));

interface CandidateRow {
  uid: string;
  bigo_id: string;
  nickname: string;
  country: string;
  status: string;
  pk: number;
  wins: number;
  beans: number;
  pk_beans: number;
  recommended: boolean;
  followed: boolean;
  total: number;
}

/** A page of PK candidates for `anchorUid` among broadcasters matching `where` (signed, not the anchor, not banned). */
async function candidates(
  db: Database,
  opts: {
    anchorUid: string;
    accountId: number;
    where: SQL;
    bigoId?: string | undefined;
    sortField?: PkCandidateSortField | undefined;
    sortOrder?: SortOrder | undefined;
    page: number;
    pageSize: number;
    now: Date;
    strongestFirst: boolean;
  },
) {
  const since = shiftDay(dayOf(opts.now), -30);
  const rows = await selectRows<CandidateRow>(
    db,
    sql`SELECT b.uid, b.bigo_id, b.nickname, b.country, b.status,
          coalesce(sum(m.pk_count), 0)::int AS pk, coalesce(sum(m.pk_wins), 0)::int AS wins, coalesce(sum(m.beans), 0)::int AS beans,
          coalesce(sum(m.pk_beans), 0)::int AS pk_beans,
          EXISTS (SELECT 1 FROM pk_recommendations r WHERE r.broadcaster_uid = ${opts.anchorUid} AND r.candidate_uid = b.uid) AS recommended,
          EXISTS (SELECT 1 FROM follows f WHERE f.account_id = ${opts.accountId} AND f.followed_uid = b.uid) AS followed,
          count(*) OVER ()::int AS total
        FROM broadcasters b LEFT JOIN live_daily_metrics m ON m.broadcaster_uid = b.uid AND m.day >= ${since}::date
        WHERE b.contract_state = 'signed' AND b.status <> 'banned' AND b.uid <> ${opts.anchorUid} AND ${opts.where}
          ${opts.bigoId === undefined ? sql`` : sql`AND lower(b.bigo_id) = ${opts.bigoId.toLowerCase()}`}
        GROUP BY b.uid
        ORDER BY ${candidateOrder(opts.sortField, opts.sortOrder, opts.strongestFirst)}
        LIMIT ${opts.pageSize} OFFSET ${(opts.page - 1) * opts.pageSize}`,
  );
  const [counted] = await selectRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM pk_recommendations WHERE broadcaster_uid = ${opts.anchorUid}`);
  return {
    total: rows[0]?.total ?? 0,
    recommend_count: counted?.n ?? 0,
    recommend_limit: RECOMMEND_LIMIT,
    list: rows.map((r) => ({
      anchor_uid: r.uid,
      bigo_id: r.bigo_id,
      nick_name: r.nickname,
      avatar_url: "",
      country: r.country,
      pk_win_rate_bp: r.pk === 0 ? 0 : Math.round((r.wins / r.pk) * 10_000),
      beans_30d: r.beans,
      pk_count_30d: r.pk,
      pk_win_count_30d: r.wins,
      pk_beans_30d: r.pk_beans,
      recommended: flag(r.recommended),
      is_followed: flag(r.followed),
      online: flag(r.status === "active" && isOnline(r.uid, opts.now)),
    })),
  };
}

const notInAgency = () => new ContractError(PkErrorCode.AnchorNotInAgency, "The broadcaster is not in your agency");

/** The anchor: a signed broadcaster of the caller's scope; 39004 otherwise. */
async function pkAnchor(db: Database, scope: DataScope, uid: string) {
  const anchor = await requireBroadcaster(db, scope, uid, notInAgency);
  if (anchor.contractState !== "signed") throw notInAgency();
  return anchor;
}

/** Registers the PK handlers. */
export const registerPkHandlers: RegisterHandlers = (router) => {
  router.handle(
    GetAnchorListWithPkInfo,
    { permissions: PK, scope: { rows: { broadcaster: ["anchor_uid"], broadcasterBigoId: ["bigo_id"] }, targets: { bigo_id: "broadcasterBigoId" } } },
    async ({ input, caller, deps, now }) => {
      const scope = await scopeOf(deps.db, caller);
      const since = shiftDay(dayOf(now), -30);
      const rows = await selectRows<{ uid: string; bigo_id: string; nickname: string; status: string; pk: number; wins: number; pk_beans: number; recs: number; total: number }>(
        deps.db,
        sql`SELECT b.uid, b.bigo_id, b.nickname, b.status,
            coalesce(sum(m.pk_count), 0)::int AS pk, coalesce(sum(m.pk_wins), 0)::int AS wins, coalesce(sum(m.pk_beans), 0)::int AS pk_beans,
            (SELECT count(*) FROM pk_recommendations r WHERE r.broadcaster_uid = b.uid)::int AS recs,
            count(*) OVER ()::int AS total
          FROM broadcasters b LEFT JOIN live_daily_metrics m ON m.broadcaster_uid = b.uid AND m.day >= ${since}::date
          WHERE ${broadcasterWhere(scope)} AND b.contract_state = 'signed'
            ${input.bigo_id === undefined ? sql`` : sql`AND lower(b.bigo_id) = ${input.bigo_id.toLowerCase()}`}
          GROUP BY b.uid ORDER BY pk DESC, b.uid LIMIT ${input.page_size} OFFSET ${(input.page - 1) * input.page_size}`,
      );
      return {
        total: rows[0]?.total ?? 0,
        recommend_limit: RECOMMEND_LIMIT,
        list: rows.map((r) => ({
          anchor_uid: r.uid,
          bigo_id: r.bigo_id,
          nick_name: r.nickname,
          avatar_url: "",
          pk_count_30d: r.pk,
          pk_win_count_30d: r.wins,
          pk_beans_30d: r.pk_beans,
          recommend_count: r.recs,
          online: flag(r.status === "active" && isOnline(r.uid, now)),
        })),
      };
    },
  );

  router.handle(
    GetPkCandFollowingAnchorList,
    { permissions: PK, scope: { targets: { anchor_uid: "broadcaster" }, crossScope: "PK opponents: broadcasters the caller follows, in any agency" } },
    async ({ input, caller, deps, now }) => {
      const scope = await scopeOf(deps.db, caller);
      await pkAnchor(deps.db, scope, input.anchor_uid);
      const where = sql`b.uid IN (SELECT followed_uid FROM follows WHERE account_id = ${caller.account.id})`;
      return candidates(deps.db, {
        anchorUid: input.anchor_uid,
        accountId: caller.account.id,
        where,
        bigoId: input.bigo_id,
        sortField: input.sort_field,
        sortOrder: input.sort_order,
        page: input.page,
        pageSize: input.page_size,
        now,
        strongestFirst: false,
      });
    },
  );

  router.handle(
    GetPkCandAgencyAnchorList,
    { permissions: PK, scope: { targets: { anchor_uid: "broadcaster" }, crossScope: "PK opponents: the signed broadcasters of the agency" } },
    async ({ input, caller, deps, now }) => {
      const scope = await scopeOf(deps.db, caller);
      await pkAnchor(deps.db, scope, input.anchor_uid);
      return candidates(deps.db, {
        anchorUid: input.anchor_uid,
        accountId: caller.account.id,
        where: sql`b.agency_id = ${scope.agency.id}`,
        bigoId: input.bigo_id,
        sortField: input.sort_field,
        sortOrder: input.sort_order,
        page: input.page,
        pageSize: input.page_size,
        now,
        strongestFirst: false,
      });
    },
  );

  router.handle(
    GetPkRecomEntireAnchorList,
    { permissions: PK, scope: { targets: { anchor_uid: "broadcaster" }, crossScope: "PK opponents: the signed broadcasters of the region" } },
    async ({ input, caller, deps, now }) => {
      const scope = await scopeOf(deps.db, caller);
      await pkAnchor(deps.db, scope, input.anchor_uid);
      const where = sql`b.agency_id IN (SELECT id FROM agencies WHERE region_id = ${scope.agency.regionId})`;
      return candidates(deps.db, {
        anchorUid: input.anchor_uid,
        accountId: caller.account.id,
        where,
        bigoId: input.bigo_id,
        sortField: input.sort_field,
        sortOrder: input.sort_order,
        page: input.page,
        pageSize: input.page_size,
        now,
        strongestFirst: true,
      });
    },
  );

  /** Candidates must be signed, not banned, in the broadcaster's region; at most RECOMMEND_LIMIT in all, checked under a row lock of the broadcaster so two managers cannot pass it together. */
  router.handle(AddPkRecomAnchor, { permissions: PK, scope: { targets: { anchor_uid: "broadcaster" } } }, async ({ input, caller, deps, now }) => {
    const scope = await scopeOf(deps.db, caller);
    const anchor = await pkAnchor(deps.db, scope, input.anchor_uid);
    const uids = [...new Set(input.cand_anchor_uids)];
    if (uids.includes(anchor.uid)) throw new ContractError(PkErrorCode.SameAnchor, "A broadcaster cannot be their own opponent");
    const eligible = await deps.db
      .select({ uid: broadcasters.uid })
      .from(broadcasters)
      .innerJoin(agencies, eq(broadcasters.agencyId, agencies.id))
      .where(and(inArray(broadcasters.uid, uids), eq(broadcasters.contractState, "signed"), sql`${broadcasters.status} <> 'banned'`, eq(agencies.regionId, scope.agency.regionId)));
    if (eligible.length !== uids.length)
      throw new ContractError(PkErrorCode.CandidateNotEligible, "A candidate cannot be recommended (banned, without a contract, or in another region)");
    await deps.db.transaction(async (tx) => {
      // The broadcaster's row is locked first, so two additions at once count one after the other.
      await tx.execute(sql`SELECT uid FROM broadcasters WHERE uid = ${anchor.uid} FOR UPDATE`);
      const existing = await tx.select({ uid: pkRecommendations.candidateUid }).from(pkRecommendations).where(eq(pkRecommendations.broadcasterUid, anchor.uid));
      const fresh = uids.filter((uid) => !existing.some((e) => e.uid === uid));
      if (existing.length + fresh.length > RECOMMEND_LIMIT)
        throw new ContractError(PkErrorCode.RecommendLimitReached, `A broadcaster has at most ${String(RECOMMEND_LIMIT)} recommended opponents`);
      if (fresh.length > 0) await tx.insert(pkRecommendations).values(fresh.map((uid) => ({ broadcasterUid: anchor.uid, candidateUid: uid, createdAt: now })));
    });
    return {};
  });

  router.handle(DelPkRecomAnchor, { permissions: PK, scope: { targets: { anchor_uid: "broadcaster" } } }, async ({ input, caller, deps }) => {
    const scope = await scopeOf(deps.db, caller);
    const anchor = await pkAnchor(deps.db, scope, input.anchor_uid);
    await deps.db
      .delete(pkRecommendations)
      .where(and(eq(pkRecommendations.broadcasterUid, anchor.uid), inArray(pkRecommendations.candidateUid, [...new Set(input.cand_anchor_uids)])));
    return {};
  });
};
