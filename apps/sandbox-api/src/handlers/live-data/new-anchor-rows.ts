/**
 * The new broadcasters' rows that the new_anchor calls (`new-anchor.ts`) and the cohort calls
 * (`new-anchor-cohort.ts`) read: who counts as new, their figures over a range, the answer's row
 * and totals, and which broadcasters a call covers.
 */
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { AgentRole } from "@agent-portal/api-client/enums";
import type { Database } from "#db/client.ts";
import { selectRows } from "#db/client.ts";
import type { DayRange } from "#services/live-metrics.ts";
import { broadcasterWhere, scopeOf } from "#services/scope.ts";
import type { DataScope } from "#services/scope.ts";
import type { Caller } from "#services/sessions.ts";
import { dayOf, daySeconds, shiftDay } from "#services/time.ts";
import { subAgencyOf } from "./shared.ts";

/** Days after joining during which a broadcaster counts as new. */
export const NEW_ANCHOR_DAYS = 90;

/** A new broadcaster's row with their figures over a range (the sum of their days with their agency). */
export interface NewRow {
  uid: string;
  bigo_id: string;
  nickname: string;
  proxy_uid: string | null;
  joined: string;
  grade: string;
  live: number;
  valid: number;
  beans: number;
  fans: number;
  valid30: number;
  live30: number;
}

/** The query of {@link newRows}: new broadcasters matching `where` (over `broadcasters b`) with their figures over the range, newest first. */
export function newRowsQuery(where: SQL, range: DayRange, now: Date): SQL {
  const since = shiftDay(dayOf(now), -NEW_ANCHOR_DAYS);
  const last30 = shiftDay(dayOf(now), -30);
  return sql`SELECT b.uid, b.agency_id, b.bigo_id, b.nickname, CASE WHEN bm.role = ${AgentRole.MANAGER} THEN bm.uid END AS proxy_uid, b.joined_at::text AS joined, b.grade,
          coalesce(sum(m.live_seconds) FILTER (WHERE m.day BETWEEN ${range.from}::date AND ${range.to}::date), 0)::int AS live,
          coalesce(sum(m.valid_day) FILTER (WHERE m.day BETWEEN ${range.from}::date AND ${range.to}::date), 0)::int AS valid,
          coalesce(sum(m.beans) FILTER (WHERE m.day BETWEEN ${range.from}::date AND ${range.to}::date), 0)::int AS beans,
          coalesce(sum(m.new_fans) FILTER (WHERE m.day BETWEEN ${range.from}::date AND ${range.to}::date), 0)::int AS fans,
          coalesce(sum(m.valid_day) FILTER (WHERE m.day >= ${last30}::date), 0)::int AS valid30,
          coalesce(sum(m.live_seconds) FILTER (WHERE m.day >= ${last30}::date), 0)::int AS live30
        FROM broadcasters b LEFT JOIN agency_members bm ON bm.id = b.broker_id LEFT JOIN live_daily_metrics m ON m.broadcaster_uid = b.uid AND m.agency_id = b.agency_id
        WHERE b.contract_state = 'signed' AND b.joined_at > ${since}::date AND ${where}
        GROUP BY b.uid, bm.role, bm.uid ORDER BY b.joined_at DESC, b.uid`;
}

/** New broadcasters matching `where` (over `broadcasters b`) with their figures (their days with their agency) over the range, newest first. */
export async function newRows(db: Database, where: SQL, range: DayRange, now: Date): Promise<NewRow[]> {
  return selectRows<NewRow>(db, newRowsQuery(where, range, now));
}

/** The target a new broadcaster meets (`qualified`): valid days and seconds live in the last 30 days. */
export const QUALIFIED_VALID_DAYS = 20;
export const QUALIFIED_LIVE_SECONDS = 40 * 3600;

/** A row as the calls answer it (`newAnchorRowSchema`). */
export const answerRow = (r: NewRow) => ({
  uid: r.uid,
  bigoId: r.bigo_id,
  nickName: r.nickname,
  avatarUrl: "",
  proxyUid: r.proxy_uid ?? "0",
  joinTime: daySeconds(r.joined),
  grade: r.grade,
  liveDuration: r.live,
  validLiveDays: r.valid,
  beans: r.beans,
  newFans: r.fans,
  qualified: r.valid30 >= QUALIFIED_VALID_DAYS && r.live30 >= QUALIFIED_LIVE_SECONDS ? (1 as const) : (0 as const),
});

/** The totals over rows (`newAnchorSummaryFields`). */
export const summaryOf = (rows: readonly NewRow[]) => ({
  newAnchorCount: rows.length,
  activeCount: rows.filter((r) => r.live > 0).length,
  qualifiedCount: rows.filter((r) => answerRow(r).qualified === 1).length,
  beans: rows.reduce((s, r) => s + r.beans, 0),
  liveDuration: rows.reduce((s, r) => s + r.live, 0),
});

/** The broadcasters a new_anchor call covers: the caller's scope, or one sub-agency of it (`proxyUid`; the proxy screens default to a manager's own). */
export async function coverage(db: Database, caller: Caller, proxyUid: string | undefined, proxyScreen: boolean): Promise<{ scope: DataScope; where: SQL }> {
  const scope = await scopeOf(db, caller);
  if (proxyUid !== undefined) return { scope, where: sql`${broadcasterWhere(scope)} AND b.broker_id = ${(await subAgencyOf(db, scope, proxyUid)).id}` };
  if (proxyScreen && scope.role === AgentRole.MANAGER && scope.memberId !== null) return { scope, where: sql`${broadcasterWhere(scope)} AND b.broker_id = ${scope.memberId}` };
  return { scope, where: broadcasterWhere(scope) };
}
