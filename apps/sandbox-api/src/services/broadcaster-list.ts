/**
 * The agency's broadcaster list (broker QryAnchorList, QryAgentListTab): contract status derived
 * in SQL (SPEC-declared enum 1 active, 2 to be renewed, 3 renewal pending, 4 terminated), the
 * last 30 days of live data, the caller's follows; filtered, sorted and paged in the database.
 */
import { inArray, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { AnchorListTab, AnchorSortField, ContractStatus, RenewalStatus, SortOrder } from "@agent-portal/api-client/enums";
import type { KycStatus } from "@agent-portal/api-client/enums";
import type { Database } from "#db/client.ts";
import { selectRows } from "#db/client.ts";
import { RENEWAL_WINDOW_DAYS } from "#domain/machines/durations.ts";
import { containing } from "./admin/account-rows.ts";
import { broadcasterWhere } from "./scope.ts";
import type { DataScope } from "./scope.ts";
import { dayOf, shiftDay } from "./time.ts";

/** One broadcaster row with its derived figures. */
export interface ListedBroadcaster {
  readonly uid: string;
  readonly bigo_id: string;
  readonly nickname: string;
  readonly country: string;
  readonly broker_uid: string | null;
  readonly broker_name: string | null;
  readonly joined_at: string;
  readonly contract_start: string | null;
  readonly contract_end: string | null;
  readonly contract_status: ContractStatus;
  readonly renewal_id: number | null;
  readonly live_days: number;
  readonly live_seconds: number;
  readonly beans: number;
  readonly last_live: string | null;
  readonly kyc_status: KycStatus;
  readonly followed: boolean;
  readonly grade: string;
  readonly total: number;
}

/** Who sees the list: the caller's data scope (a broker: their broadcasters) and account (for `is_followed`). */
export interface ListScope {
  readonly scope: DataScope;
  readonly accountId: number;
}

/** Filters of QryAnchorList. */
export interface ListFilters {
  /** All current, to be renewed (and renewal pending), terminated, joined within 30 days. */
  readonly tab: AnchorListTab;
  readonly uid?: string | undefined;
  /** Part of the nickname, ignoring case. */
  readonly nickName?: string | undefined;
  /** A broker's member id; 0: without a broker. */
  readonly brokerMemberId?: number | undefined;
  readonly contractStatuses?: readonly ContractStatus[] | undefined;
  readonly joinFromDay?: string | undefined;
  readonly joinToDay?: string | undefined;
  /** No live on the last N days: the last live day is at least N days before today, or none in 30 days. */
  readonly noLiveDays?: number | undefined;
  readonly sortField: AnchorSortField;
  readonly sortOrder: SortOrder;
  readonly page: number;
  readonly pageSize: number;
}

const SORT_COLUMNS: Readonly<Record<AnchorSortField, string>> = {
  [AnchorSortField.JoinTime]: "joined_at",
  [AnchorSortField.ContractEnd]: "contract_end",
  [AnchorSortField.LastLive]: "last_live",
  [AnchorSortField.Beans30d]: "beans",
  [AnchorSortField.LiveDuration30d]: "live_seconds",
};
const C = ContractStatus;

/** The CTE of every broadcaster in scope with its derived columns (live figures: their days with the agency). */
function base({ scope, accountId }: ListScope, today: string): SQL {
  const in30 = shiftDay(today, RENEWAL_WINDOW_DAYS);
  const since = shiftDay(today, -30);
  return sql`
    WITH base AS (
      SELECT b.uid, b.bigo_id, b.nickname, b.country, b.joined_at::text AS joined_at, b.contract_start::text AS contract_start,
        b.contract_end::text AS contract_end, b.kyc_status, b.grade, b.broker_id,
        m.uid AS broker_uid, m.nickname AS broker_name, r.id AS renewal_id,
        CASE WHEN b.contract_state = 'terminated' OR b.contract_end < ${today}::date THEN ${C.Terminated}::int
             WHEN r.id IS NOT NULL THEN ${C.RenewalPending}::int
             WHEN b.contract_end <= ${in30}::date THEN ${C.ToBeRenewed}::int ELSE ${C.Active}::int END AS contract_status,
        coalesce(l.live_days, 0)::int AS live_days, coalesce(l.live_seconds, 0)::int AS live_seconds,
        coalesce(l.beans, 0)::int AS beans, l.last_live::text AS last_live,
        EXISTS (SELECT 1 FROM follows f WHERE f.account_id = ${accountId} AND f.followed_uid = b.uid) AS followed
      FROM broadcasters b
      LEFT JOIN agency_members m ON m.id = b.broker_id
      LEFT JOIN LATERAL (SELECT id FROM renewals WHERE broadcaster_uid = b.uid AND agency_id = b.agency_id AND status = ${RenewalStatus.Pending} ORDER BY id DESC LIMIT 1) r ON true
      LEFT JOIN (
        SELECT broadcaster_uid, count(*) FILTER (WHERE live_seconds > 0) AS live_days, sum(live_seconds) AS live_seconds,
          sum(beans) AS beans, max(day) FILTER (WHERE live_seconds > 0) AS last_live
        FROM live_daily_metrics WHERE day >= ${since}::date AND agency_id = ${scope.agency.id} GROUP BY broadcaster_uid
      ) l ON l.broadcaster_uid = b.uid
      WHERE ${broadcasterWhere(scope)}
    )`;
}

const tabCondition = (tab: AnchorListTab, today: string): SQL => {
  switch (tab) {
    case AnchorListTab.ToBeRenewed:
      return sql`contract_status IN (${C.ToBeRenewed}, ${C.RenewalPending})`;
    case AnchorListTab.Terminated:
      return sql`contract_status = ${C.Terminated}`;
    case AnchorListTab.Joined:
      return sql`contract_status <> ${C.Terminated} AND joined_at::date > ${shiftDay(today, -30)}::date`;
    default:
      return sql`contract_status <> ${C.Terminated}`;
  }
};

/** One page of the list, with the total over all pages. */
export async function listBroadcasters(db: Database, scope: ListScope, filters: ListFilters, now: Date): Promise<{ rows: ListedBroadcaster[]; total: number }> {
  const today = dayOf(now);
  const where: SQL[] = [tabCondition(filters.tab, today)];
  if (filters.uid !== undefined) where.push(sql`uid = ${filters.uid}`);
  const named = containing(filters.nickName);
  if (named !== null) where.push(sql`nickname ILIKE ${named}`);
  if (filters.brokerMemberId !== undefined) where.push(filters.brokerMemberId === 0 ? sql`broker_id IS NULL` : sql`broker_id = ${filters.brokerMemberId}`);
  if (filters.contractStatuses !== undefined && filters.contractStatuses.length > 0) {
    where.push(inArray(sql`contract_status`, filters.contractStatuses));
  }
  if (filters.joinFromDay !== undefined) where.push(sql`joined_at::date >= ${filters.joinFromDay}::date`);
  if (filters.joinToDay !== undefined) where.push(sql`joined_at::date <= ${filters.joinToDay}::date`);
  if (filters.noLiveDays !== undefined) where.push(sql`(last_live IS NULL OR last_live::date <= ${shiftDay(today, -filters.noLiveDays)}::date)`);
  const column = SORT_COLUMNS[filters.sortField];
  const order = filters.sortOrder === SortOrder.Ascending ? "ASC" : "DESC";
  const rows = await selectRows<ListedBroadcaster>(
    db,
    sql`${base(scope, today)}
      SELECT *, count(*) OVER ()::int AS total FROM base WHERE ${sql.join(where, sql` AND `)}
      ORDER BY ${sql.raw(column)} ${sql.raw(order)} NULLS LAST, uid ASC
      LIMIT ${filters.pageSize} OFFSET ${(filters.page - 1) * filters.pageSize}`,
  );
  const first = rows[0];
  if (first !== undefined || filters.page === 1) return { rows, total: first?.total ?? 0 };
  const [count] = await selectRows<{ n: number }>(db, sql`${base(scope, today)} SELECT count(*)::int AS n FROM base WHERE ${sql.join(where, sql` AND `)}`);
  return { rows, total: count?.n ?? 0 };
}

/** Rows per tab. */
export async function countTabs(db: Database, scope: ListScope, now: Date): Promise<Record<AnchorListTab, number>> {
  const today = dayOf(now);
  const [row] = await selectRows<{ all: number; renew: number; terminated: number; joined: number }>(
    db,
    sql`${base(scope, today)}
      SELECT count(*) FILTER (WHERE ${tabCondition(AnchorListTab.All, today)})::int AS all,
        count(*) FILTER (WHERE ${tabCondition(AnchorListTab.ToBeRenewed, today)})::int AS renew,
        count(*) FILTER (WHERE ${tabCondition(AnchorListTab.Terminated, today)})::int AS terminated,
        count(*) FILTER (WHERE ${tabCondition(AnchorListTab.Joined, today)})::int AS joined
      FROM base`,
  );
  return {
    [AnchorListTab.All]: row?.all ?? 0,
    [AnchorListTab.ToBeRenewed]: row?.renew ?? 0,
    [AnchorListTab.Terminated]: row?.terminated ?? 0,
    [AnchorListTab.Joined]: row?.joined ?? 0,
  };
}
