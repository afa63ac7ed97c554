/**
 * Live-data handlers, the server-to-server calls (forms): inner 66965, 68753, all, offline,
 * multiList, inner/access canPhpAccess, and act_78062_report proxy. In the sandbox a "service"
 * is any request with the token of an Admin or Operator account; anything else answers 43012.
 * Activity figures count the days the activity ran: 66965 even days of the month, 68753 odd
 * days, 78062 Mondays to Fridays.
 */
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { act78062ReportProxy, inner66965, inner68753, innerAccessCanPhpAccess, innerAll, innerMultiList, innerOffline } from "@agent-portal/api-client/contract/live-data-inner";
import type { Database } from "#db/client.ts";
import { selectRows } from "#db/client.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { checkRange, dayRows, METRIC_COLUMNS, metricsOf, totals, uidsScope } from "#services/live-metrics.ts";
import { scopeOf, subAgencyMetrics } from "#services/scope.ts";
import type { DayRange, LiveMetrics } from "#services/live-metrics.ts";
import { daySeconds } from "#services/time.ts";
import { multiRoomSessions } from "./multi-room.ts";
import { MAX_RANGE_DAYS } from "./report.ts";
import { LIVE, RANGE_CODES, subAgencyOf } from "./shared.ts";

/** API paths a PHP service may read through canPhpAccess (prefixes). */
export const PHP_READABLE: readonly string[] = ["/agentOss/", "/new_anchor/", "/multiRoom/", "/reportDay", "/reportMonth", "/graphData"];

/** Each user's metrics over the range on the days `days` selects (users without data are left out). */
async function perUser(db: Database, uids: readonly string[], range: DayRange, days: SQL) {
  const rows = await selectRows<LiveMetrics & { uid: string }>(
    db,
    sql`SELECT m.broadcaster_uid AS uid, ${METRIC_COLUMNS} FROM live_daily_metrics m WHERE ${uidsScope(uids)} AND ${days} AND m.day BETWEEN ${range.from}::date AND ${range.to}::date GROUP BY m.broadcaster_uid ORDER BY m.broadcaster_uid`,
  );
  return { list: rows.map((r) => ({ uid: r.uid, ...metricsOf(r) })) };
}

/** Each user's last live day and offline days in the range (shared with new_anchor/inner). */
export async function offlineRows(db: Database, uids: readonly string[], range: DayRange) {
  const rows = await selectRows<{ uid: string; last: string | null; live_days: number }>(
    db,
    sql`SELECT u.uid, (SELECT max(day)::text FROM live_daily_metrics WHERE broadcaster_uid = u.uid AND live_seconds > 0) AS last,
          (SELECT count(*)::int FROM live_daily_metrics WHERE broadcaster_uid = u.uid AND live_seconds > 0 AND day BETWEEN ${range.from}::date AND ${range.to}::date) AS live_days
        FROM (VALUES ${sql.join(
          (uids.length === 0 ? [""] : [...new Set(uids)]).map((u) => sql`(${u}::text)`),
          sql`, `,
        )}) AS u(uid) WHERE u.uid <> ''`,
  );
  const days = (daySeconds(range.to) - daySeconds(range.from)) / 86_400 + 1;
  return { list: rows.map((r) => ({ uid: r.uid, lastLiveTime: r.last === null ? 0 : daySeconds(r.last) + 18 * 3600, offlineDays: days - r.live_days })) };
}

const EVEN_DAYS = sql`extract(day FROM m.day)::int % 2 = 0`;
const ODD_DAYS = sql`extract(day FROM m.day)::int % 2 = 1`;
const WEEKDAYS = sql`extract(isodow FROM m.day) BETWEEN 1 AND 5`;

/** Registers the server-to-server handlers. */
export const registerInnerHandlers: RegisterHandlers = (router) => {
  for (const [declaration, days] of [
    [inner66965, EVEN_DAYS],
    [inner68753, ODD_DAYS],
    [innerAll, sql`true`],
  ] as const) {
    router.handle(
      declaration,
      { auth: "none", service: true, scope: { crossScope: "a server-to-server call: any broadcaster the service names" } },
      async ({ input, deps, now }) => {
        return perUser(deps.db, input.uids, checkRange(input.startTime, input.endTime, now, MAX_RANGE_DAYS, RANGE_CODES), days);
      },
    );
  }

  router.handle(
    innerOffline,
    { auth: "none", service: true, scope: { crossScope: "a server-to-server call: any broadcaster the service names" } },
    async ({ input, deps, now }) => {
      return offlineRows(deps.db, input.uids, checkRange(input.startTime, input.endTime, now, MAX_RANGE_DAYS, RANGE_CODES));
    },
  );

  router.handle(
    innerMultiList,
    { auth: "none", service: true, scope: { crossScope: "a server-to-server call: any broadcaster the service names" } },
    async ({ input, deps, now }) => {
      const range = checkRange(input.startTime, input.endTime, now, MAX_RANGE_DAYS, RANGE_CODES);
      const list = [];
      for (const uid of [...new Set(input.uids)].sort()) for (const s of await multiRoomSessions(deps.db, uid, uidsScope([uid]), range)) list.push({ uid, ...s });
      return { list };
    },
  );

  router.handle(innerAccessCanPhpAccess, { auth: "none", service: true, scope: "reference" }, ({ input }) => ({
    allow: PHP_READABLE.some((p) => input.path.startsWith(p)) ? (1 as const) : (0 as const),
  }));

  /** Activity 78062 ran on weekdays; the figures of a sub-agency of the caller's scope on those days. Needs live data (23/24). */
  router.handle(act78062ReportProxy, { permissions: LIVE, scope: { totals: true, targets: { proxyUid: "subAgency" } } }, async ({ input, caller, deps, now }) => {
    const range = checkRange(input.startTime, input.endTime, now, MAX_RANGE_DAYS, RANGE_CODES);
    const scope = await scopeOf(deps.db, caller);
    const proxy = await subAgencyOf(deps.db, scope, input.proxyUid);
    const metrics = sql`${subAgencyMetrics(scope, proxy.id)} AND ${WEEKDAYS}`;
    const rows = (await dayRows(deps.db, metrics, range)).filter((r) => {
      const dow = new Date(`${r.day}T00:00:00Z`).getUTCDay();
      return dow >= 1 && dow <= 5;
    });
    return { summary: await totals(deps.db, metrics, range), list: rows };
  });
};
