/**
 * Live-data handlers, multiRoom and creator. Multi-room figures come from each day's
 * multi-room time: 60 % as host, 40 % as guest, one session per 40 minutes, two guests per
 * session, beans in proportion to the time. Creator levels: beans this month against fixed
 * thresholds. Reports of other broadcasters need live data (23/24).
 */
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { LiveDataType } from "@agent-portal/api-client/enums";
import {
  creatorAchieveLevel,
  creatorLivedata,
  creatorLiveOrder,
  multiRoomDay,
  multiRoomDetail,
  multiRoomExportUrl,
  multiRoomGraph,
  multiRoomMonth,
} from "@agent-portal/api-client/contract/live-data-multi-room";
import type { Database } from "#db/client.ts";
import { selectRows } from "#db/client.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { toCsv } from "#services/files.ts";
import { checkMonthRange, checkRange, dayRows, graph, totals, uidsScope } from "#services/live-metrics.ts";
import type { DayRange, MetricScope } from "#services/live-metrics.ts";
import { mayCall } from "#services/permissions.ts";
import { ownBroadcasterOf } from "#services/scope.ts";
import type { Caller } from "#services/sessions.ts";
import { dayOf, daySeconds, shiftDay, toSeconds } from "#services/time.ts";
import { exportCsv } from "./export.ts";
import { liveOrder, ownLiveOrder } from "./live-order.ts";
import { MAX_RANGE_DAYS } from "./report.ts";
import { LIVE, liveSubject, noDataPermission, RANGE_CODES } from "./shared.ts";

/** Beans a month needs for creator levels 1-10. */
export const CREATOR_LEVEL_BEANS = [10_000, 30_000, 60_000, 100_000, 150_000, 250_000, 400_000, 600_000, 850_000, 1_200_000];
const SESSION_SECONDS = 2_400;

const MULTI_COLUMNS = sql.raw(`
  round(coalesce(sum(m.multi_room_seconds), 0) * 0.6)::int AS "hostDuration",
  (coalesce(sum(m.multi_room_seconds), 0) - round(coalesce(sum(m.multi_room_seconds), 0) * 0.6))::int AS "guestDuration",
  coalesce(sum(ceil(m.multi_room_seconds / ${String(SESSION_SECONDS)}.0)), 0)::int AS "sessions",
  coalesce(sum(ceil(m.multi_room_seconds / ${String(SESSION_SECONDS)}.0) * 2), 0)::int AS "guests",
  coalesce(sum(CASE WHEN m.live_seconds > 0 THEN round(m.beans::numeric * m.multi_room_seconds / m.live_seconds) ELSE 0 END), 0)::int AS "beans"`);

interface MultiRow {
  hostDuration: number;
  guestDuration: number;
  sessions: number;
  guests: number;
  beans: number;
}

async function multiDays(db: Database, scope: MetricScope, range: DayRange): Promise<(MultiRow & { day: string })[]> {
  const rows = await selectRows<MultiRow & { day: string }>(
    db,
    sql`SELECT m.day::text AS day, ${MULTI_COLUMNS} FROM live_daily_metrics m WHERE ${scope} AND m.day BETWEEN ${range.from}::date AND ${range.to}::date GROUP BY m.day`,
  );
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const out: (MultiRow & { day: string })[] = [];
  for (let day = range.to; day >= range.from; day = shiftDay(day, -1))
    out.push({ day, ...(byDay.get(day) ?? { hostDuration: 0, guestDuration: 0, sessions: 0, guests: 0, beans: 0 }) });
  return out;
}

/** The totals of multi-room rows (every day of the range, not a page). */
function multiTotals(rows: readonly MultiRow[]): MultiRow {
  const sum = (pick: (row: MultiRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    hostDuration: sum((r) => r.hostDuration),
    guestDuration: sum((r) => r.guestDuration),
    sessions: sum((r) => r.sessions),
    guests: sum((r) => r.guests),
    beans: sum((r) => r.beans),
  };
}

/** Multi-room figures per day (newest first) of a scope. */
export const multiRoomDays = multiDays;

/** Multi-room figures per month (newest first). */
export async function multiRoomMonths(db: Database, scope: MetricScope, range: DayRange) {
  const rows = await selectRows<MultiRow & { month: string }>(
    db,
    sql`SELECT to_char(m.day, 'YYYY-MM') AS month, ${MULTI_COLUMNS} FROM live_daily_metrics m WHERE ${scope} AND m.day BETWEEN ${range.from}::date AND ${range.to}::date GROUP BY 1 ORDER BY 1 DESC`,
  );
  return rows.map((r) => ({ month: r.month, hostDuration: r.hostDuration, guestDuration: r.guestDuration, sessions: r.sessions, beans: r.beans }));
}

/** One broadcaster's multi-room sessions of some days (their metric rows `metrics` selects): 40-minute sessions from 18:00 UTC, hosting first. */
export async function multiRoomSessions(db: Database, uid: string, metrics: MetricScope, range: DayRange, extra: SQL = sql``) {
  const rows = await selectRows<{ day: string; multi: number; beans: number; live: number }>(
    db,
    sql`SELECT m.day::text AS day, m.multi_room_seconds AS multi, m.beans, m.live_seconds AS live FROM live_daily_metrics m
        WHERE ${metrics} AND m.broadcaster_uid = ${uid} AND m.multi_room_seconds > 0 AND m.day BETWEEN ${range.from}::date AND ${range.to}::date ${extra} ORDER BY m.day`,
  );
  return rows.flatMap((r) => {
    const count = Math.ceil(r.multi / SESSION_SECONDS);
    const hostSessions = Math.max(1, Math.round(count * 0.6));
    const beansEach = r.live === 0 ? 0 : Math.round((r.beans * r.multi) / r.live / count);
    return Array.from({ length: count }, (_, i) => {
      const start = daySeconds(r.day) + 18 * 3600 + i * SESSION_SECONDS;
      const length = Math.min(SESSION_SECONDS, r.multi - i * SESSION_SECONDS);
      return {
        roomId: `${uid.slice(-6)}-${r.day.replace(/-/g, "")}-${String(i + 1)}`,
        role: i < hostSessions ? (1 as const) : (2 as const),
        startTime: start,
        endTime: start + length,
        guestCount: i < hostSessions ? 2 : 0,
        beans: i < hostSessions ? beansEach : 0,
      };
    });
  });
}

/** The broadcaster a creator call is about: the caller (their own rows), or `uid` of the caller's scope (with live-data permission); 43003 otherwise. */
async function creatorScope(caller: Caller, db: Database, uid: string | undefined): Promise<MetricScope> {
  if (uid === undefined || uid === caller.account.bigoUid) {
    const own = await ownBroadcasterOf(db, caller);
    return uidsScope(own === null ? [] : [own.uid]);
  }
  if (!mayCall(caller.account, caller.permissions, LIVE)) throw noDataPermission();
  return (await liveSubject(db, caller, uid)).metrics;
}

/** Registers the multiRoom and creator handlers. */
export const registerMultiRoomHandlers: RegisterHandlers = (router) => {
  router.handle(multiRoomDay, { permissions: LIVE, scope: { totals: true, targets: { uid: "broadcaster" } } }, async ({ input, caller, deps, now }) => {
    const range = checkRange(input.startTime, input.endTime, now, MAX_RANGE_DAYS, RANGE_CODES);
    const subject = await liveSubject(deps.db, caller, input.uid);
    const rows = await multiDays(deps.db, subject.metrics, range);
    return { list: rows.slice((input.page - 1) * input.pageSize, input.page * input.pageSize), total: rows.length, summary: multiTotals(rows) };
  });

  router.handle(multiRoomMonth, { permissions: LIVE, scope: { totals: true, targets: { uid: "broadcaster" } } }, async ({ input, caller, deps, now }) => {
    const range = checkMonthRange(input.startMonth, input.endMonth, now, RANGE_CODES);
    const subject = await liveSubject(deps.db, caller, input.uid);
    return { list: await multiRoomMonths(deps.db, subject.metrics, range) };
  });

  router.handle(multiRoomGraph, { permissions: LIVE, scope: { totals: true, targets: { uid: "broadcaster" } } }, async ({ input, caller, deps, now }) => {
    const range = checkRange(input.startTime, input.endTime, now, MAX_RANGE_DAYS, RANGE_CODES);
    const subject = await liveSubject(deps.db, caller, input.uid);
    return graph(deps.db, sql`${subject.metrics} AND m.multi_room_seconds > 0`, range, input.metric);
  });

  router.handle(multiRoomDetail, { permissions: LIVE, scope: { targets: { uid: "broadcaster" } } }, async ({ input, caller, deps }) => {
    const subject = await liveSubject(deps.db, caller, input.uid);
    return { list: await multiRoomSessions(deps.db, input.uid, subject.metrics, { from: input.day, to: input.day }) };
  });

  router.handle(multiRoomExportUrl, { permissions: LIVE, scope: { totals: true, targets: { uid: "broadcaster" } } }, async ({ input, caller, deps, now, c }) => {
    const range = checkRange(input.startTime, input.endTime, now, MAX_RANGE_DAYS, RANGE_CODES);
    const subject = await liveSubject(deps.db, caller, input.uid);
    const header = ["host_duration_seconds", "guest_duration_seconds", "sessions", "beans"];
    const csv =
      input.dataType === LiveDataType.Month
        ? toCsv(
            ["month", ...header],
            (await multiRoomMonths(deps.db, subject.metrics, range)).map((r) => [r.month, r.hostDuration, r.guestDuration, r.sessions, r.beans]),
          )
        : toCsv(
            ["day", ...header],
            (await multiDays(deps.db, subject.metrics, range)).map((r) => [r.day, r.hostDuration, r.guestDuration, r.sessions, r.beans]),
          );
    return exportCsv(deps.db, c, "multi-room.csv", csv, caller.account.id, now);
  });

  /** This month's beans (to yesterday) against the level thresholds. */
  router.handle(creatorAchieveLevel, { scope: { totals: true, targets: { uid: "broadcaster" } } }, async ({ input, caller, deps, now }) => {
    const scope = await creatorScope(caller, deps.db, input.uid);
    const today = dayOf(now);
    const { beans } = await totals(deps.db, scope, { from: `${today.slice(0, 7)}-01`, to: today });
    const level = CREATOR_LEVEL_BEANS.filter((t) => beans >= t).length;
    const next = CREATOR_LEVEL_BEANS[level] ?? 0;
    const previous = level === 0 ? 0 : (CREATOR_LEVEL_BEANS[level - 1] ?? 0);
    return {
      level,
      beans,
      nextLevelBeans: next,
      progressBp: next === 0 ? 10_000 : Math.min(10_000, Math.floor(((beans - previous) / (next - previous)) * 10_000)),
      achieveTime: level === 0 ? 0 : toSeconds(new Date(`${today.slice(0, 7)}-01T00:00:00Z`)),
    };
  });

  /** With live data (23/24): the scope's broadcasters ranked; without (a broadcaster's own page): their own rows only. */
  router.handle(
    creatorLiveOrder,
    { scope: { rows: { broadcaster: ["uid"], broadcasterBigoId: ["bigoId"] }, targets: { bigoId: "broadcasterBigoId" } } },
    async ({ input, caller, deps, now }) => {
      const query = { ...input, range: checkRange(input.startTime, input.endTime, now, MAX_RANGE_DAYS, RANGE_CODES) };
      return mayCall(caller.account, caller.permissions, LIVE) ? liveOrder(deps.db, caller, query, now) : ownLiveOrder(deps.db, caller, query, now);
    },
  );

  router.handle(creatorLivedata, { scope: { totals: true, targets: { uid: "broadcaster" } } }, async ({ input, caller, deps, now }) => {
    const range = checkRange(input.startTime, input.endTime, now, MAX_RANGE_DAYS, RANGE_CODES);
    const scope = await creatorScope(caller, deps.db, input.uid);
    return { summary: await totals(deps.db, scope, range), list: await dayRows(deps.db, scope, range) };
  });
};
