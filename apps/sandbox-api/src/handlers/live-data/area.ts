/**
 * Live-data handlers, area (the region screens, OperatorStat 7): a region's broadcasters ranked
 * by beans (day and month tabs), its agencies ranked with their rank of the previous period
 * (agency data), and the CSV of each tab. The rows are those of the region's agencies the caller's
 * data scope covers (`requireRegion`, `agenciesMetrics` of `#services/scope.ts`); a region outside
 * the scope is refused (43003), an unknown one is 43005.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { areaAgencyRank, areaExportUrl, areaLiveOrder } from "@agent-portal/api-client/contract/live-data-area";
import { LiveDataErrorCode } from "@agent-portal/api-client/contract/live-data-shared";
import type { Database } from "#db/client.ts";
import { selectRows } from "#db/client.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import type { Agency } from "#db/schema/organisation.ts";
import { ContractError } from "#http/codes.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import type { SqlExportSource } from "#services/export-jobs.ts";
import { checkRange } from "#services/live-metrics.ts";
import type { DayRange, MetricScope } from "#services/live-metrics.ts";
import { agenciesMetrics } from "#services/scope.ts";
import type { Caller } from "#services/sessions.ts";
import { daySeconds, dayOf, shiftDay } from "#services/time.ts";
import { exportQuery } from "./export.ts";
import { dayExportSource, rankedOrder, tierExportSource } from "./live-order.ts";
import { MAX_RANGE_DAYS } from "./report.ts";
import { noDataPermission, RANGE_CODES, REGION, regionAgencies } from "./shared.ts";

/** What a region's broadcaster list reads: the region's agencies of the scope (or the one asked for) and their metric rows. */
interface AreaSubject {
  readonly agencies: readonly Agency[];
  readonly metrics: MetricScope;
}

/**
 * The subject of a region's broadcaster list.
 *
 * @throws {ContractError} 43005 for an unknown region or a Bigo ID of none of its agencies' broadcasters; 43003 for a region or agency outside the scope.
 */
async function areaSubject(db: Database, caller: Caller, input: { area: string; agencyUid?: string | undefined; bigoId?: string | undefined }): Promise<AreaSubject> {
  const all = await regionAgencies(db, caller, input.area);
  const agencies = input.agencyUid === undefined ? all : all.filter((a) => a.uid === input.agencyUid);
  if (agencies.length === 0 && input.agencyUid !== undefined) throw noDataPermission();
  const ids = agencies.map((a) => a.id);
  if (input.bigoId !== undefined) {
    const [known] = await db
      .select({ uid: broadcasters.uid })
      .from(broadcasters)
      .where(and(inArray(broadcasters.agencyId, ids.length === 0 ? [-1] : ids), eq(sql`lower(${broadcasters.bigoId})`, input.bigoId.toLowerCase())))
      .limit(1);
    if (known === undefined) throw new ContractError(LiveDataErrorCode.NotFound, "No broadcaster of this region's agencies has this Bigo ID");
  }
  return { agencies, metrics: agenciesMetrics(ids) };
}

/** The ranked broadcasters of a subject, each with their agency's uid and name. */
async function areaOrder(db: Database, subject: AreaSubject, query: Parameters<typeof rankedOrder>[2], now: Date) {
  const byId = new Map(subject.agencies.map((a) => [a.id, a]));
  const { list, ...rest } = await rankedOrder(db, subject.metrics, query, now);
  return { ...rest, list: list.map(({ agencyId, ...row }) => ({ ...row, agencyUid: byId.get(agencyId)?.uid ?? "", agencyName: byId.get(agencyId)?.name ?? "" })) };
}

/** The range of the same length that ends the day before `range` starts. */
export function previousOf(range: DayRange): DayRange {
  const days = (daySeconds(range.to) - daySeconds(range.from)) / 86_400 + 1;
  return { from: shiftDay(range.from, -days), to: shiftDay(range.from, -1) };
}

/**
 * A region's agencies ranked by beans over `range` (ties: lower uid first), each with its rank
 * over the previous range of the same length among the same agencies (null without beans then),
 * and the totals over all of them. Every agency is listed, with zeros when it had no live.
 */
export async function agencyRanking(db: Database, agencies: readonly Agency[], range: DayRange) {
  const previous = previousOf(range);
  const sums = await selectRows<{ agency_id: number; beans: number; live: number; valid: number; anchors: number; previous_beans: number }>(
    db,
    sql`SELECT m.agency_id,
          coalesce(sum(m.beans) FILTER (WHERE m.day >= ${range.from}::date), 0)::int AS beans,
          coalesce(sum(m.live_seconds) FILTER (WHERE m.day >= ${range.from}::date), 0)::int AS live,
          coalesce(sum(m.valid_day) FILTER (WHERE m.day >= ${range.from}::date), 0)::int AS valid,
          count(DISTINCT m.broadcaster_uid) FILTER (WHERE m.day >= ${range.from}::date AND m.live_seconds > 0)::int AS anchors,
          coalesce(sum(m.beans) FILTER (WHERE m.day <= ${previous.to}::date), 0)::int AS previous_beans
        FROM live_daily_metrics m
        WHERE ${agenciesMetrics(agencies.map((a) => a.id))} AND m.day BETWEEN ${previous.from}::date AND ${range.to}::date
        GROUP BY m.agency_id`,
  );
  const byAgency = new Map(sums.map((s) => [s.agency_id, s]));
  const rows = agencies.map((a) => {
    const s = byAgency.get(a.id);
    return {
      agencyUid: a.uid,
      name: a.name,
      beans: s?.beans ?? 0,
      liveDuration: s?.live ?? 0,
      validLiveDays: s?.valid ?? 0,
      liveAnchors: s?.anchors ?? 0,
      previousBeans: s?.previous_beans ?? 0,
    };
  });
  const order = (key: "beans" | "previousBeans") => [...rows].sort((a, b) => b[key] - a[key] || a.agencyUid.localeCompare(b.agencyUid));
  const previousRanks = new Map(
    order("previousBeans")
      .filter((r) => r.previousBeans > 0)
      .map((r, i) => [r.agencyUid, i + 1]),
  );
  const list = order("beans").map(({ previousBeans: _previous, ...r }, i) => ({ ...r, rank: i + 1, previousRank: previousRanks.get(r.agencyUid) ?? null }));
  const totals = { beans: 0, liveDuration: 0, validLiveDays: 0, liveAnchors: 0 };
  for (const r of list) {
    totals.beans += r.beans;
    totals.liveDuration += r.liveDuration;
    totals.validLiveDays += r.validLiveDays;
    totals.liveAnchors += r.liveAnchors;
  }
  return { list, totals, previous };
}

/** A row of the agency ranking's export query. */
interface AgencyRankRow {
  readonly rank: number;
  readonly previous_rank: number | null;
  readonly agency_uid: string;
  readonly agency_name: string;
  readonly beans: number;
  readonly live: number;
  readonly valid: number;
  readonly anchors: number;
}

/**
 * The agency ranking's file (area exportUrl, tab `agencies`) as one query: the rows of
 * {@link agencyRanking} (every agency, zeros without live; rank by beans, ties by lower uid; the
 * previous range's rank among those with beans then, else empty), rank order, numbers unquoted.
 */
export function agencyRankExportSource(agencies: readonly Agency[], range: DayRange): SqlExportSource<AgencyRankRow> {
  const previous = previousOf(range);
  const ids = agencies.map((a) => a.id);
  return {
    header: ["rank", "previous_rank", "agency_uid", "agency_name", "beans", "live_duration_seconds", "valid_live_days", "live_broadcasters"],
    query: sql`WITH s AS (
        SELECT a.uid AS agency_uid, a.name AS agency_name, coalesce(x.beans, 0)::int AS beans, coalesce(x.live, 0)::int AS live, coalesce(x.valid, 0)::int AS valid,
          coalesce(x.anchors, 0)::int AS anchors, coalesce(x.previous_beans, 0)::int AS previous_beans
        FROM agencies a LEFT JOIN (
          SELECT m.agency_id,
            sum(m.beans) FILTER (WHERE m.day >= ${range.from}::date) AS beans,
            sum(m.live_seconds) FILTER (WHERE m.day >= ${range.from}::date) AS live,
            sum(m.valid_day) FILTER (WHERE m.day >= ${range.from}::date) AS valid,
            count(DISTINCT m.broadcaster_uid) FILTER (WHERE m.day >= ${range.from}::date AND m.live_seconds > 0) AS anchors,
            sum(m.beans) FILTER (WHERE m.day <= ${previous.to}::date) AS previous_beans
          FROM live_daily_metrics m
          WHERE ${agenciesMetrics(ids)} AND m.day BETWEEN ${previous.from}::date AND ${range.to}::date
          GROUP BY m.agency_id
        ) x ON x.agency_id = a.id
        WHERE ${inArray(sql`a.id`, ids)}
      )
      SELECT (row_number() OVER (ORDER BY beans DESC, agency_uid COLLATE "C"))::int AS rank,
        CASE WHEN previous_beans > 0 THEN (row_number() OVER (PARTITION BY previous_beans > 0 ORDER BY previous_beans DESC, agency_uid COLLATE "C"))::int END AS previous_rank,
        agency_uid, agency_name, beans, live, valid, anchors
      FROM s ORDER BY rank`,
    line: (r) => [r.rank, r.previous_rank ?? "", r.agency_uid, r.agency_name, r.beans, r.live, r.valid, r.anchors],
  };
}

/** The last complete day a range's figures count: its end, or yesterday (UTC+0). */
const asOfDayOf = (range: DayRange, now: Date): string => (range.to < shiftDay(dayOf(now), -1) ? range.to : shiftDay(dayOf(now), -1));

/** Registers the area handlers. */
export const registerAreaHandlers: RegisterHandlers = (router) => {
  router.handle(
    areaLiveOrder,
    {
      permissions: REGION,
      scope: {
        rows: { agency: ["agencyUid"], broadcaster: ["uid"], broadcasterBigoId: ["bigoId"] },
        targets: { area: "region", agencyUid: "agency", bigoId: "broadcasterBigoId" },
      },
    },
    async ({ input, caller, deps, now }) => {
      const range = checkRange(input.startTime, input.endTime, now, MAX_RANGE_DAYS, RANGE_CODES);
      const subject = await areaSubject(deps.db, caller, input);
      return areaOrder(deps.db, subject, { range, bigoId: input.bigoId, withDays: input.withDays, page: input.page, pageSize: input.pageSize }, now);
    },
  );

  router.handle(areaAgencyRank, { permissions: REGION, scope: { rows: { agency: ["agencyUid"] }, targets: { area: "region" } } }, async ({ input, caller, deps, now }) => {
    const range = checkRange(input.startTime, input.endTime, now, MAX_RANGE_DAYS, RANGE_CODES);
    const ranking = await agencyRanking(deps.db, await regionAgencies(deps.db, caller, input.area), range);
    return {
      list: ranking.list.slice((input.page - 1) * input.pageSize, input.page * input.pageSize),
      total: ranking.list.length,
      totals: ranking.totals,
      previous: ranking.previous,
      asOfDay: asOfDayOf(range, now),
    };
  });

  router.handle(
    areaExportUrl,
    {
      permissions: REGION,
      scope: { csv: { agency: ["agency_uid"], broadcasterBigoId: ["bigo_id"] }, targets: { area: "region", agencyUid: "agency", bigoId: "broadcasterBigoId" } },
    },
    async ({ input, caller, deps, now, c }) => {
      const range = checkRange(input.startTime, input.endTime, now, MAX_RANGE_DAYS, RANGE_CODES);
      const area = input.area.toUpperCase();
      // Every tab grows with the region's agencies or broadcasters: one query each, a job when large.
      if (input.tab === "agencies") {
        const source = agencyRankExportSource(await regionAgencies(deps.db, caller, input.area), range);
        return exportQuery(deps, c, { name: `region-agency-data-${area}-${range.from}-${range.to}.csv`, accountId: caller.account.id, source });
      }
      const subject = await areaSubject(deps.db, caller, input);
      if (input.tab === "tiers") {
        const source = tierExportSource(subject.metrics, { range, bigoId: input.bigoId }, now, { agencyColumns: true });
        return exportQuery(deps, c, { name: `region-broadcaster-stats-month-${area}-${range.from.slice(0, 7)}.csv`, accountId: caller.account.id, source });
      }
      const source = dayExportSource(subject.metrics, { range, bigoId: input.bigoId }, { agencyColumns: true });
      return exportQuery(deps, c, { name: `region-broadcaster-stats-day-${area}-${range.from}-${range.to}.csv`, accountId: caller.account.id, source });
    },
  );
};
