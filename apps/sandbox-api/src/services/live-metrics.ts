/**
 * The live-data engine: range checks and the metrics of the live-data family (day rows, month
 * rows, totals, graphs) computed in SQL from `live_daily_metrics`.
 *
 * Units: seconds, beans, counts; money in US cents where 1 bean is worth 1 cent, of which the
 * broadcaster earns half (`incomeCents` = beans / 2) and the agency a tenth (GetAgentData).
 * `maxViewers` is a third of the day's distinct viewers (the sandbox keeps no concurrency).
 */
import { inArray, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { selectRows } from "#db/client.ts";
import { ContractError } from "#http/codes.ts";
import { dayOf, daySeconds, dayOfSeconds, shiftDay } from "./time.ts";

/** The live metrics of the contract's `liveMetricsFields`. */
export interface LiveMetrics {
  liveDuration: number;
  validLiveDays: number;
  beans: number;
  giftUsers: number;
  newFans: number;
  pkCount: number;
  pkWinCount: number;
  maxViewers: number;
  incomeCents: number;
}

/** The metric columns of a select over `live_daily_metrics m` (aggregated). */
export const METRIC_COLUMNS = sql.raw(`
  coalesce(sum(m.live_seconds), 0)::int AS "liveDuration",
  coalesce(sum(m.valid_day), 0)::int AS "validLiveDays",
  coalesce(sum(m.beans), 0)::int AS "beans",
  coalesce(sum(m.gift_senders), 0)::int AS "giftUsers",
  coalesce(sum(m.new_fans), 0)::int AS "newFans",
  coalesce(sum(m.pk_count), 0)::int AS "pkCount",
  coalesce(sum(m.pk_wins), 0)::int AS "pkWinCount",
  coalesce(max(m.viewers) / 3, 0)::int AS "maxViewers",
  coalesce(sum(m.beans) / 2, 0)::int AS "incomeCents"`);

/** Zero metrics. */
export const ZERO: LiveMetrics = { liveDuration: 0, validLiveDays: 0, beans: 0, giftUsers: 0, newFans: 0, pkCount: 0, pkWinCount: 0, maxViewers: 0, incomeCents: 0 };

/** Picks the metric fields of a row. */
export const metricsOf = (row: Partial<LiveMetrics> | undefined): LiveMetrics => ({
  liveDuration: row?.liveDuration ?? 0,
  validLiveDays: row?.validLiveDays ?? 0,
  beans: row?.beans ?? 0,
  giftUsers: row?.giftUsers ?? 0,
  newFans: row?.newFans ?? 0,
  pkCount: row?.pkCount ?? 0,
  pkWinCount: row?.pkWinCount ?? 0,
  maxViewers: row?.maxViewers ?? 0,
  incomeCents: row?.incomeCents ?? 0,
});

/** A checked day range, inclusive. */
export interface DayRange {
  readonly from: string;
  readonly to: string;
}

/** The codes a range check answers. */
export interface RangeCodes {
  readonly tooLong: number;
  readonly invalid: number;
}

/**
 * Checks a range of Unix seconds (`start` <= `end`, `start` not in the future, at most `maxDays`
 * days) and answers its UTC days.
 *
 * @throws {ContractError} `codes.invalid` or `codes.tooLong`.
 */
export function checkRange(start: number, end: number, now: Date, maxDays: number, codes: RangeCodes): DayRange {
  if (start > end || start > Math.floor(now.getTime() / 1000)) throw new ContractError(codes.invalid, "The range starts after it ends, or lies in the future");
  const from = dayOfSeconds(start);
  const to = dayOfSeconds(end);
  if ((daySeconds(to) - daySeconds(from)) / 86_400 + 1 > maxDays) throw new ContractError(codes.tooLong, `The range is longer than ${String(maxDays)} days`);
  return { from, to };
}

/** Checks a month range (YYYY-MM, at most 24 months) and answers its first and last day. */
export function checkMonthRange(startMonth: string, endMonth: string, now: Date, codes: RangeCodes): DayRange {
  const [sy, sm] = startMonth.split("-").map(Number);
  const [ey, em] = endMonth.split("-").map(Number);
  const months = ((ey ?? 0) - (sy ?? 0)) * 12 + ((em ?? 0) - (sm ?? 0)) + 1;
  if (months < 1 || `${startMonth}-01` > dayOf(now)) throw new ContractError(codes.invalid, "The range starts after it ends, or lies in the future");
  if (months > 24) throw new ContractError(codes.tooLong, "The range is longer than 24 months");
  const last = new Date(Date.UTC(ey ?? 1970, em ?? 1, 0));
  return { from: `${startMonth}-01`, to: dayOf(last) };
}

/** Which rows of `live_daily_metrics m` count: a SQL condition. */
export type MetricScope = SQL;

/** Rows of some broadcasters (every day, whatever their agency): for server-to-server calls; callers with a data scope read through `metricsInScope` of `scope.ts`. */
export const uidsScope = (uids: readonly string[]): MetricScope => inArray(sql`m.broadcaster_uid`, uids);

/** Totals over a range. */
export async function totals(db: Database, scope: MetricScope, range: DayRange): Promise<LiveMetrics> {
  const [row] = await selectRows<LiveMetrics>(
    db,
    sql`SELECT ${METRIC_COLUMNS} FROM live_daily_metrics m WHERE ${scope} AND m.day BETWEEN ${range.from}::date AND ${range.to}::date`,
  );
  return metricsOf(row);
}

/** One row per day of the range (days without data are zeros), newest first. */
export async function dayRows(db: Database, scope: MetricScope, range: DayRange): Promise<(LiveMetrics & { day: string })[]> {
  const rows = await selectRows<LiveMetrics & { day: string }>(
    db,
    sql`SELECT m.day::text AS day, ${METRIC_COLUMNS} FROM live_daily_metrics m WHERE ${scope} AND m.day BETWEEN ${range.from}::date AND ${range.to}::date GROUP BY m.day`,
  );
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const out: (LiveMetrics & { day: string })[] = [];
  for (let day = range.to; day >= range.from; day = shiftDay(day, -1)) out.push({ day, ...metricsOf(byDay.get(day)) });
  return out;
}

/** One row per month of the range, newest first. */
export async function monthRows(db: Database, scope: MetricScope, range: DayRange): Promise<(LiveMetrics & { month: string })[]> {
  const rows = await selectRows<LiveMetrics & { month: string }>(
    db,
    sql`SELECT to_char(m.day, 'YYYY-MM') AS month, ${METRIC_COLUMNS} FROM live_daily_metrics m WHERE ${scope} AND m.day BETWEEN ${range.from}::date AND ${range.to}::date GROUP BY 1`,
  );
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  const out: (LiveMetrics & { month: string })[] = [];
  for (let month = range.to.slice(0, 7); month >= range.from.slice(0, 7);) {
    out.push({ month, ...metricsOf(byMonth.get(month)) });
    const [y, m] = month.split("-").map(Number);
    const prev = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 2, 1));
    month = dayOf(prev).slice(0, 7);
  }
  return out;
}

/** A metric a graph plots. */
export type GraphMetric = "liveDuration" | "validLiveDays" | "beans" | "giftUsers" | "newFans" | "pkCount" | "maxViewers" | "incomeCents";

/** One point per day (oldest first) of a metric. */
export async function graph(db: Database, scope: MetricScope, range: DayRange, metric: GraphMetric) {
  const rows = await dayRows(db, scope, range);
  return { metric, points: rows.reverse().map((r) => ({ time: daySeconds(r.day), value: r[metric] })) };
}
