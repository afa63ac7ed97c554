/**
 * Live-data handlers, calls of ours for new-broadcaster data (issue 20, item 3; NewBroadcasterData
 * 103): new_anchor milestones, new_anchor cohort (join week or month, weekly retention) and
 * new_anchor/proxy list (per-team totals). Rows come only through the data-scope helpers
 * (`broadcasterWhere`, `metricsInScope`, `scopedSubAgencies`).
 */
import { inArray, sql } from "drizzle-orm";
import { newAnchorCohort, newAnchorMilestones, newAnchorProxyList } from "@agent-portal/api-client/contract/live-data-new-anchor-cohort";
import type { Database } from "#db/client.ts";
import { selectRows } from "#db/client.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { checkRange } from "#services/live-metrics.ts";
import { metricsInScope, scopedSubAgencies } from "#services/scope.ts";
import type { DataScope } from "#services/scope.ts";
import { dayOf, shiftDay } from "#services/time.ts";
import type { NewRow } from "./new-anchor-rows.ts";
import { NEW_ANCHOR_DAYS, coverage, newRows, summaryOf } from "./new-anchor-rows.ts";
import { MAX_RANGE_DAYS } from "./report.ts";
import { NEW_ANCHOR, RANGE_CODES } from "./shared.ts";

const HOUR = 3600;

/** The new-broadcaster milestones, earliest first: valid days, counted live time (seconds) and beans due by a day since joining (day 1: the join day). */
export const NEW_ANCHOR_MILESTONES = [
  { day: 7, validDays: 3, liveSeconds: 6 * HOUR, beans: 1_000 },
  { day: 14, validDays: 7, liveSeconds: 14 * HOUR, beans: 3_000 },
  { day: 30, validDays: 20, liveSeconds: 40 * HOUR, beans: 10_000 },
] as const;

/** Most retention weeks a cohort reports (a broadcaster is new for 90 days: 13 weeks). */
const MAX_WEEKS = Math.ceil(NEW_ANCHOR_DAYS / 7);

const dayNumber = (day: string): number => Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000);

/** The first day of a day's cohort: its week's Monday, or its month's 1st. */
export function cohortStart(day: string, period: "week" | "month"): string {
  if (period === "month") return `${day.slice(0, 7)}-01`;
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  return shiftDay(day, -weekday);
}

/** Each broadcaster's valid live days (YYYY-MM-DD) with the scope's agency since `since`. */
async function validDays(db: Database, scope: DataScope, uids: readonly string[], since: string): Promise<Map<string, string[]>> {
  const byUid = new Map<string, string[]>();
  if (uids.length === 0) return byUid;
  const rows = await selectRows<{ uid: string; day: string }>(
    db,
    sql`SELECT m.broadcaster_uid AS uid, m.day::text AS day FROM live_daily_metrics m
        WHERE ${metricsInScope(scope)} AND m.valid_day > 0 AND m.day >= ${since}::date AND ${inArray(sql`m.broadcaster_uid`, uids)}`,
  );
  for (const row of rows) byUid.set(row.uid, [...(byUid.get(row.uid) ?? []), row.day]);
  return byUid;
}

/**
 * Groups new broadcasters into cohorts with their weekly retention: week k+1 counts the members
 * with a valid day in days 7k+1..7k+7 since joining, for the weeks begun (by `lastDay`) for every member.
 */
export function cohortsOf(rows: readonly NewRow[], valid: ReadonlyMap<string, readonly string[]>, period: "week" | "month", lastDay: string) {
  const groups = new Map<string, NewRow[]>();
  for (const row of rows) {
    const start = cohortStart(row.joined, period);
    groups.set(start, [...(groups.get(start) ?? []), row]);
  }
  const last = dayNumber(lastDay);
  return [...groups.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([start, members]) => {
      const weeks = Math.min(MAX_WEEKS, ...members.map((m) => Math.max(0, Math.floor((last - dayNumber(m.joined)) / 7) + 1)));
      const retention = Array.from(
        { length: weeks },
        (_, k) => members.filter((m) => (valid.get(m.uid) ?? []).some((day) => Math.floor((dayNumber(day) - dayNumber(m.joined)) / 7) === k)).length,
      );
      const totals = summaryOf(members);
      return { start, size: members.length, qualifiedCount: totals.qualifiedCount, beans: totals.beans, liveDuration: totals.liveDuration, retention };
    });
}

/** Registers the new-broadcaster milestone, cohort and team calls. */
export const registerNewAnchorCohortHandlers: RegisterHandlers = (router) => {
  router.handle(newAnchorMilestones, { permissions: NEW_ANCHOR, scope: "reference" }, () => ({ newDays: NEW_ANCHOR_DAYS, list: NEW_ANCHOR_MILESTONES.map((m) => ({ ...m })) }));

  router.handle(newAnchorCohort, { permissions: NEW_ANCHOR, scope: { totals: true, targets: { proxyUid: "subAgency" } } }, async ({ input, caller, deps, now }) => {
    const { scope, where } = await coverage(deps.db, caller, input.proxyUid, false);
    const today = dayOf(now);
    const since = shiftDay(today, -NEW_ANCHOR_DAYS);
    const rows = await newRows(deps.db, where, { from: since, to: today }, now);
    const valid = await validDays(
      deps.db,
      scope,
      rows.map((r) => r.uid),
      since,
    );
    return { list: cohortsOf(rows, valid, input.period, shiftDay(today, -1)) };
  });

  router.handle(newAnchorProxyList, { permissions: NEW_ANCHOR, scope: { totals: true, rows: { subAgency: ["proxyUid"] } } }, async ({ input, caller, deps, now }) => {
    const range = checkRange(input.startTime, input.endTime, now, MAX_RANGE_DAYS, RANGE_CODES);
    const { scope, where } = await coverage(deps.db, caller, undefined, false);
    const rows = await newRows(deps.db, where, range, now);
    const teams = (await scopedSubAgencies(deps.db, scope)).map((member) => ({ proxyUid: member.uid, name: member.nickname }));
    const own = rows.filter((r) => r.proxy_uid === null);
    const all = [...teams, ...(own.length > 0 ? [{ proxyUid: "0", name: scope.agency.name }] : [])].map((team) => ({
      ...team,
      ...summaryOf(team.proxyUid === "0" ? own : rows.filter((r) => r.proxy_uid === team.proxyUid)),
    }));
    all.sort((a, b) => b.newAnchorCount - a.newAnchorCount || a.proxyUid.localeCompare(b.proxyUid));
    return { list: all.slice((input.page - 1) * input.pageSize, input.page * input.pageSize), total: all.length };
  });
};
