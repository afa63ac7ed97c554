/**
 * Live-data handlers, agentOss reports (live data 23/24; the overview also core metrics 15):
 * overview, proxyList, anchorList, detail, multiDetail, export, getRole, getUserType,
 * queryProxyOverview, sumProxy. Sub-agencies (proxies) are the agency's MANAGER members; a
 * broadcaster belongs to one when that member is their broker. Every figure is of the caller's
 * data scope (`#services/scope.ts`): a broker's broadcasters, a manager's own sub-agency among the
 * sub-agencies.
 */
import { inArray, sql } from "drizzle-orm";
import type { Context } from "hono";
import {
  agentOssAnchorList,
  agentOssDetail,
  agentOssExport,
  agentOssGetRole,
  agentOssGetUserType,
  agentOssMultiDetail,
  agentOssOverview,
  agentOssProxyList,
  agentOssQueryProxyOverview,
  agentOssSumProxy,
} from "@agent-portal/api-client/contract/live-data-agent-oss";
import { AccountRole, AccountSubRole, AgentReportUserType, AgentRole } from "@agent-portal/api-client/enums";
import type { Database } from "#db/client.ts";
import { selectRows } from "#db/client.ts";
import type { AgencyMember } from "#db/schema/organisation.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { checkRange, dayRows, METRIC_COLUMNS, metricsOf, totals } from "#services/live-metrics.ts";
import type { DayRange, LiveMetrics } from "#services/live-metrics.ts";
import { membershipsOf } from "#services/memberships.ts";
import { broadcasterWhere, metricsInScope, requireMember, scopedSubAgencies, scopeOf, subAgencyMetrics } from "#services/scope.ts";
import type { DataScope } from "#services/scope.ts";
import { dayOfSeconds, daySeconds, shiftDay } from "#services/time.ts";
import { exportQuery, metricCells, METRICS_CSV_HEADER } from "./export.ts";
import { multiRoomSessions } from "./multi-room.ts";
import { MAX_RANGE_DAYS } from "./report.ts";
import { requireOwnBigoId } from "./live-order.ts";
import { CORE, LIVE, liveSubject, noDataPermission, RANGE_CODES, subAgencyOf } from "./shared.ts";

/** A proxy row: the sub-agency with its broadcasters (within the scope) and their metrics. */
export async function proxyRow(db: Database, scope: DataScope, member: AgencyMember, range: DayRange) {
  const [count] = await selectRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM broadcasters b WHERE ${broadcasterWhere(scope)} AND b.broker_id = ${member.id} AND b.contract_state = 'signed'`,
  );
  return { proxyUid: member.uid, bigoId: member.bigoId, name: member.nickname, anchorCount: count?.n ?? 0, ...(await totals(db, subAgencyMetrics(scope, member.id), range)) };
}

/** The order of a broadcaster list: a metric column (of METRIC_COLUMNS' aliases) and a direction. */
export interface AnchorOrder {
  /** Only broadcasters with at least this many PK battles. */
  readonly minPkCount?: number | undefined;
  readonly sort?: string | undefined;
  readonly order?: "asc" | "desc" | undefined;
}

const SORTABLE = new Set(["liveDuration", "validLiveDays", "beans", "giftUsers", "newFans", "pkCount", "pkWinCount", "maxViewers", "incomeCents"]);

/** The ORDER BY of a broadcaster list: the chosen figure (default beans), descending unless asked, ties by uid. */
const orderBy = ({ sort, order }: AnchorOrder) => {
  const direction = order === "asc" ? "ASC" : "DESC";
  if (sort === "pkWinRate") return sql.raw(`coalesce(sum(m.pk_wins), 0)::float8 / nullif(coalesce(sum(m.pk_count), 0), 0) ${direction} NULLS LAST, "pkCount" DESC, b.uid`);
  return sql.raw(`"${sort !== undefined && SORTABLE.has(sort) ? sort : "beans"}" ${direction}, b.uid`);
};

/** The filter of a broadcaster list: one sub-agency's broadcasters and one Bigo ID. */
/**
 * The broadcaster filters of the live and pk tabs and their export, as SQL over `broadcasters b`:
 * one sub-agency (its MANAGER member looks after them), one broker (a BROKER or MANAGER member of
 * the scope, `brokerUid`; 43003 for one outside it), one Bigo ID. Both member filters narrow
 * `b.broker_id`.
 */
async function anchorFilter(
  db: Database,
  scope: DataScope,
  filters: { readonly proxyUid?: string | undefined; readonly brokerUid?: string | undefined; readonly bigoId?: string | undefined },
) {
  const proxy = filters.proxyUid === undefined ? null : await subAgencyOf(db, scope, filters.proxyUid);
  const broker = filters.brokerUid === undefined ? null : await requireMember(db, scope, filters.brokerUid, noDataPermission);
  return sql`${proxy === null ? sql`` : sql`AND b.broker_id = ${proxy.id}`} ${broker === null ? sql`` : sql`AND b.broker_id = ${broker.id}`} ${
    filters.bigoId === undefined ? sql`` : sql`AND lower(b.bigo_id) = ${filters.bigoId.toLowerCase()}`
  }`;
}

/** Broadcasters of the scope with their metrics (their days with the agency) over the range, in `order` (default most beans first). */
export async function anchorMetricRows(db: Database, scope: DataScope, range: DayRange, extra = sql``, order: AnchorOrder = {}) {
  return selectRows<AnchorMetricRow>(db, anchorMetricQuery(scope, range, extra, order));
}

/** A row of {@link anchorMetricQuery}. */
export type AnchorMetricRow = LiveMetrics & { uid: string; bigo_id: string; nickname: string; proxy_uid: string | null; total: number };

/** The query of {@link anchorMetricRows} (rows {@link AnchorMetricRow}), for exports that stream it. */
export function anchorMetricQuery(scope: DataScope, range: DayRange, extra = sql``, order: AnchorOrder = {}) {
  return sql`SELECT b.uid, b.bigo_id, b.nickname, CASE WHEN bm.role = ${AgentRole.MANAGER} THEN bm.uid END AS proxy_uid, ${METRIC_COLUMNS}, count(*) OVER ()::int AS total
        FROM live_daily_metrics m JOIN broadcasters b ON b.uid = m.broadcaster_uid LEFT JOIN agency_members bm ON bm.id = b.broker_id
        WHERE ${metricsInScope(scope)} AND m.day BETWEEN ${range.from}::date AND ${range.to}::date ${extra}
        GROUP BY b.uid, bm.role, bm.uid ${order.minPkCount === undefined ? sql`` : sql`HAVING coalesce(sum(m.pk_count), 0) >= ${order.minPkCount}`} ORDER BY ${orderBy(order)}`;
}

/** The previous range of the same length, ending the day before `range` starts. */
const previousRange = (range: DayRange): DayRange => {
  const days = (daySeconds(range.to) - daySeconds(range.from)) / 86_400 + 1;
  return { from: shiftDay(range.from, -days), to: shiftDay(range.from, -1) };
};

/** Registers the agentOss report handlers. */
export const registerAgentOssHandlers: RegisterHandlers = (router) => {
  router.handle(agentOssOverview, { permissions: CORE, scope: { totals: true, targets: { proxyUid: "subAgency" } } }, async ({ input, caller, deps, now }) => {
    const range = checkRange(input.startTime, input.endTime, now, MAX_RANGE_DAYS, RANGE_CODES);
    const scope = await scopeOf(deps.db, caller);
    const metrics = input.proxyUid === undefined ? metricsInScope(scope) : subAgencyMetrics(scope, (await subAgencyOf(deps.db, scope, input.proxyUid)).id);
    const [active] = await selectRows<{ n: number }>(
      deps.db,
      sql`SELECT count(DISTINCT m.broadcaster_uid)::int AS n FROM live_daily_metrics m WHERE ${metrics} AND m.live_seconds > 0 AND m.day BETWEEN ${range.from}::date AND ${range.to}::date`,
    );
    return { current: await totals(deps.db, metrics, range), previous: await totals(deps.db, metrics, previousRange(range)), activeAnchors: active?.n ?? 0 };
  });

  router.handle(agentOssProxyList, { permissions: LIVE, scope: { rows: { subAgency: ["proxyUid"] } } }, async ({ input, caller, deps, now }) => {
    const range = checkRange(input.startTime, input.endTime, now, MAX_RANGE_DAYS, RANGE_CODES);
    const scope = await scopeOf(deps.db, caller);
    const rows = await Promise.all((await scopedSubAgencies(deps.db, scope)).map((m) => proxyRow(deps.db, scope, m, range)));
    rows.sort((a, b) => b.beans - a.beans || a.proxyUid.localeCompare(b.proxyUid));
    return { list: rows.slice((input.page - 1) * input.pageSize, input.page * input.pageSize), total: rows.length };
  });

  router.handle(
    agentOssAnchorList,
    {
      permissions: LIVE,
      scope: { rows: { broadcaster: ["uid"], broadcasterBigoId: ["bigoId"] }, targets: { proxyUid: "subAgency", brokerUid: "member", bigoId: "broadcasterBigoId" } },
    },
    async ({ input, caller, deps, now }) => {
      const range = checkRange(input.startTime, input.endTime, now, MAX_RANGE_DAYS, RANGE_CODES);
      const scope = await scopeOf(deps.db, caller);
      const rows = await anchorMetricRows(deps.db, scope, range, await anchorFilter(deps.db, scope, input), input);
      return {
        total: rows[0]?.total ?? 0,
        list: rows
          .slice((input.page - 1) * input.pageSize, input.page * input.pageSize)
          .map((r) => ({ uid: r.uid, bigoId: r.bigo_id, nickName: r.nickname, avatarUrl: "", proxyUid: r.proxy_uid ?? "0", ...metricsOf(r) })),
      };
    },
  );

  router.handle(agentOssDetail, { permissions: LIVE, scope: { targets: { uid: "broadcaster" } } }, async ({ input, caller, deps, now }) => {
    const range = checkRange(input.startTime, input.endTime, now, MAX_RANGE_DAYS, RANGE_CODES);
    const subject = await liveSubject(deps.db, caller, input.uid);
    return { summary: await totals(deps.db, subject.metrics, range), list: await dayRows(deps.db, subject.metrics, range) };
  });

  router.handle(agentOssMultiDetail, { permissions: LIVE, scope: { targets: { uid: "broadcaster" } } }, async ({ input, caller, deps, now }) => {
    const range = checkRange(input.startTime, input.endTime, now, MAX_RANGE_DAYS, RANGE_CODES);
    const subject = await liveSubject(deps.db, caller, input.uid);
    const sessions = (await multiRoomSessions(deps.db, input.uid, subject.metrics, range)).reverse();
    return { list: sessions.slice((input.page - 1) * input.pageSize, input.page * input.pageSize), total: sessions.length };
  });

  /** One CSV with a `tab` column: core (agency per day), proxyLive (per sub-agency), live (per broadcaster), pk (per broadcaster). */
  router.handle(
    agentOssExport,
    { permissions: LIVE, scope: { totals: true, targets: { proxyUid: "subAgency", brokerUid: "member", bigoId: "broadcasterBigoId" } } },
    async ({ input, caller, deps, now, c }) => {
      const range = checkRange(input.startTime, input.endTime, now, MAX_RANGE_DAYS, RANGE_CODES);
      // A Bigo ID outside the caller's scope is refused, as the screens' other exports do (43005).
      if (input.bigoId !== undefined) await requireOwnBigoId(deps.db, await scopeOf(deps.db, caller), input.bigoId);
      return exportTabs(deps, c, caller, {
        range,
        proxyUid: input.proxyUid,
        brokerUid: input.brokerUid,
        tabs: input.tabs,
        bigoId: input.bigoId,
        sort: input.sort,
        order: input.order,
        minPkCount: input.minPkCount,
      });
    },
  );

  router.handle(agentOssGetRole, { permissions: LIVE, scope: "self" }, async ({ caller, deps }) => {
    const [top] = await membershipsOf(deps.db, caller.account.id);
    return { role: top?.role ?? AgentRole.NOT_AGENT, agentUid: top?.agencyUid ?? "0" };
  });

  router.handle(agentOssGetUserType, { permissions: LIVE, scope: "self" }, ({ caller }) => {
    const { role, subRole } = caller.account;
    const T = AgentReportUserType;
    const userType =
      role === AccountRole.Admin
        ? T.SuperAdmin
        : role === AccountRole.Operator
          ? T.Operator
          : role !== AccountRole.Agency
            ? T.NoProfile
            : subRole === AccountSubRole.SuperAdmin
              ? T.AgencyAgent
              : subRole === AccountSubRole.Admin
                ? T.AgencySubAgent
                : T.AgencyManager;
    return { userType };
  });

  router.handle(
    agentOssQueryProxyOverview,
    { permissions: LIVE, scope: { rows: { subAgency: ["proxyUid"] }, targets: { proxyUid: "subAgency" } } },
    async ({ input, caller, deps, now }) => {
      const range = checkRange(input.startTime, input.endTime, now, MAX_RANGE_DAYS, RANGE_CODES);
      const scope = await scopeOf(deps.db, caller);
      const proxy = await subAgencyOf(deps.db, scope, input.proxyUid);
      return { proxy: await proxyRow(deps.db, scope, proxy, range), list: await dayRows(deps.db, subAgencyMetrics(scope, proxy.id), range) };
    },
  );

  router.handle(agentOssSumProxy, { permissions: LIVE, scope: { totals: true } }, async ({ input, caller, deps, now }) => {
    const range = checkRange(input.startTime, input.endTime, now, MAX_RANGE_DAYS, RANGE_CODES);
    const scope = await scopeOf(deps.db, caller);
    const proxies = await scopedSubAgencies(deps.db, scope);
    const ids = proxies.map((p) => p.id);
    const metrics = sql`${metricsInScope(scope)} AND m.broadcaster_uid IN (SELECT uid FROM broadcasters WHERE ${inArray(sql`broker_id`, ids)})`;
    return { proxyCount: proxies.length, total: await totals(deps.db, metrics, range) };
  });
};

/**
 * The multi-tab CSV of agentOss export and exportUrl: the core rows (per day) and proxyLive rows
 * (per sub-agency) first, then per broadcaster a live row and, with at least one PK, a pk row. The
 * broadcaster rows are one query, so a large set runs as a job (`exportQuery`).
 */
export async function exportTabs(
  deps: Parameters<typeof exportQuery>[0],
  c: Context,
  caller: Parameters<typeof scopeOf>[1],
  options: AnchorOrder & {
    readonly range: DayRange;
    readonly proxyUid: string | undefined;
    readonly tabs: readonly string[];
    readonly bigoId?: string | undefined;
    readonly brokerUid?: string | undefined;
  },
): Promise<Awaited<ReturnType<typeof exportQuery>>> {
  const { db } = deps;
  const scope = await scopeOf(db, caller);
  const proxy = options.proxyUid === undefined ? null : await subAgencyOf(db, scope, options.proxyUid);
  const base = proxy === null ? metricsInScope(scope) : subAgencyMetrics(scope, proxy.id);
  const leading: (string | number)[][] = [];
  const tabs = new Set(options.tabs);
  if (tabs.has("core")) for (const r of await dayRows(db, base, options.range)) leading.push(["core", r.day, "", ...metricCells(r)]);
  if (tabs.has("proxyLive")) {
    for (const m of await scopedSubAgencies(db, scope)) {
      const r = await proxyRow(db, scope, m, options.range);
      leading.push(["proxyLive", r.proxyUid, r.name, ...metricCells(r)]);
    }
  }
  const anchorTabs = ["live", "pk"].filter((tab) => tabs.has(tab));
  const query =
    anchorTabs.length === 0
      ? sql`SELECT NULL WHERE false`
      : sql`SELECT t.tab, a.* FROM (${anchorMetricQuery(scope, options.range, await anchorFilter(db, scope, options), options)}) a
            CROSS JOIN LATERAL (VALUES ${sql.join(
              anchorTabs.map((tab) => sql`(${tab}::text)`),
              sql`, `,
            )}) t(tab) WHERE t.tab = 'live' OR a."pkCount" > 0`;
  return exportQuery<AnchorMetricRow & { tab: string }>(deps, c, {
    name: `agency-data-${dayOfSeconds(daySeconds(options.range.from))}.csv`,
    accountId: caller.account.id,
    source: { header: ["tab", "key", "name", ...METRICS_CSV_HEADER], leading, query, line: (r) => [r.tab, r.uid, r.nickname, ...metricCells(metricsOf(r))] },
  });
}
