/**
 * creator liveOrder (the broadcaster stats' month tab, issue 20 item 2): the scope's broadcasters
 * ranked by beans over a range with their valid days and, for a range within one calendar month,
 * the month's tier and progress to the next (`#services/tiers.ts`); and the same rows as CSV for
 * agentOss exportUrl's `tiers` tab. Rows come through the data-scope rule (`metricsInScope`); a
 * caller without live-data permission (a broadcaster in the webview, issue 20 item 7) gets only
 * their own rows (`ownLiveOrder`).
 */
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { LiveDataErrorCode } from "@agent-portal/api-client/contract/live-data-shared";
import type { Database } from "#db/client.ts";
import { selectRows } from "#db/client.ts";
import { ContractError } from "#http/codes.ts";
import { uidsScope } from "#services/live-metrics.ts";
import type { DayRange, MetricScope } from "#services/live-metrics.ts";
import { broadcasterWhere, metricsInScope, ownBroadcasterOf, scopeOf } from "#services/scope.ts";
import type { DataScope } from "#services/scope.ts";
import type { Caller } from "#services/sessions.ts";
import { dayOf, daySeconds, shiftDay } from "#services/time.ts";
import { TIER_RULES, daysInMonth, tierProgress } from "#services/tiers.ts";
import type { TierProgress } from "#services/tiers.ts";
import type { SqlExportSource } from "#services/export-jobs.ts";

interface OrderRow {
  uid: string;
  agency_id: number;
  bigo_id: string;
  nickname: string;
  beans: number;
  live: number;
  valid: number;
  total: number;
  rank: number;
  all_beans: number;
  all_live: number;
  all_valid: number;
}

/** The output column each liveOrder `sort` orders by. */
const ORDER_COLUMNS = { beans: "beans", liveDuration: "live", validLiveDays: "valid" } as const;

/** A day of the heat map: valid (an hour or more live), partial (live, under an hour), off. */
export type DayKind = "valid" | "partial" | "off";

/** The kind of a day from its figures: valid as the data counts it (`valid_day`, at least one hour live), partial when live but not valid, else off. */
export const dayKind = (liveSeconds: number, valid: number): DayKind => (valid > 0 ? "valid" : liveSeconds > 0 ? "partial" : "off");

/** The key of a row (a broadcaster's days with one agency). */
const rowKey = (uid: string, agencyId: number): string => `${uid}:${String(agencyId)}`;

/** Each row's days of the range (by {@link rowKey}), oldest first; days without a metric row are days off (zeros). */
async function daysOf(db: Database, metrics: MetricScope, rows: readonly { uid: string; agency_id: number }[], range: DayRange) {
  const out = new Map<string, { day: string; kind: DayKind; liveDuration: number; beans: number }[]>();
  if (rows.length === 0) return out;
  const found = await selectRows<{ uid: string; agency_id: number; day: string; live: number; beans: number; valid: number }>(
    db,
    sql`SELECT m.broadcaster_uid AS uid, m.agency_id, m.day::text AS day, m.live_seconds AS live, m.beans, m.valid_day AS valid FROM live_daily_metrics m
        WHERE ${metrics} AND m.day BETWEEN ${range.from}::date AND ${range.to}::date AND ${uidsScope(rows.map((r) => r.uid))}`,
  );
  const byKey = new Map(found.map((r) => [`${rowKey(r.uid, r.agency_id)}:${r.day}`, r]));
  for (const { uid, agency_id } of rows) {
    const days = [];
    for (let day = range.from; day <= range.to; day = shiftDay(day, 1)) {
      const row = byKey.get(`${rowKey(uid, agency_id)}:${day}`);
      days.push({ day, kind: dayKind(row?.live ?? 0, row?.valid ?? 0), liveDuration: row?.live ?? 0, beans: row?.beans ?? 0 });
    }
    out.set(rowKey(uid, agency_id), days);
  }
  return out;
}

/** A tier progress as the contract answers it (mutable arrays). */
const answerOf = (progress: TierProgress) => ({ ...progress, requirements: progress.requirements.map((r) => ({ ...r })) });

/**
 * Checks that a Bigo ID is one of the scope's broadcasters.
 *
 * @throws {ContractError} 43005 when none of the scope's broadcasters has it.
 */
export async function requireOwnBigoId(db: Database, scope: DataScope, bigoId: string): Promise<void> {
  const [known] = await selectRows<{ uid: string }>(
    db,
    sql`SELECT b.uid FROM broadcasters b WHERE ${broadcasterWhere(scope)} AND lower(b.bigo_id) = ${bigoId.toLowerCase()} LIMIT 1`,
  );
  if (known === undefined) throw new ContractError(LiveDataErrorCode.NotFound, "No broadcaster of yours has this Bigo ID");
}

/** What a liveOrder request asks for, its range checked. */
export interface LiveOrderQuery {
  readonly range: DayRange;
  readonly bigoId?: string | undefined;
  /** Answer each row's days too. */
  readonly withDays?: boolean | undefined;
  /** The figure the rows are ordered by (default beans: the ranking); ties by rank. The rank stays the rank by beans. */
  readonly sort?: "beans" | "liveDuration" | "validLiveDays" | undefined;
  /** Default `desc`. */
  readonly order?: "asc" | "desc" | undefined;
  /** 1-based page; absent: every row (the export). */
  readonly page?: number;
  readonly pageSize?: number;
}

/** The month days a range's tiers are counted over: the month of `from` up to the last complete day; null unless the range starts on the 1st and ends in that month. */
export function tierWindow(range: DayRange, now: Date): { asOfDay: string; elapsedDays: number; monthDays: number } | null {
  const yesterday = shiftDay(dayOf(now), -1);
  const asOfDay = range.to < yesterday ? range.to : yesterday;
  if (!range.from.endsWith("-01") || range.to.slice(0, 7) !== range.from.slice(0, 7)) return null;
  const elapsedDays = asOfDay < range.from ? 0 : (daySeconds(asOfDay) - daySeconds(range.from)) / 86_400 + 1;
  return { asOfDay, elapsedDays, monthDays: daysInMonth(range.from) };
}

/** The ORDER BY of the ranked rows asked for (`sort` / `order`, ties by rank), over the columns of `rankedQuery` under `prefix` (e.g. `r.`). */
const orderOf = (query: LiveOrderQuery, prefix: "" | "r."): SQL =>
  sql.raw(`${prefix}${ORDER_COLUMNS[query.sort ?? "beans"]} ${query.order === "asc" ? "ASC" : "DESC"}, ${prefix}rank ${query.order === "asc" ? "DESC" : "ASC"}`);

/**
 * The query of the ranked rows (see {@link rankedOrder}): one row per broadcaster and agency of
 * `metrics` over the range, in the order asked, with `total` and the `all_*` totals over every
 * row; `paged` adds the page's LIMIT. The same query feeds the list and the exports.
 */
export function rankedQuery(metrics: MetricScope, query: LiveOrderQuery, paged: boolean): SQL {
  const bigo = query.bigoId?.toLowerCase();
  const { range } = query;
  const page = !paged || query.page === undefined ? sql`` : sql`LIMIT ${query.pageSize ?? 20} OFFSET ${(query.page - 1) * (query.pageSize ?? 20)}`;
  return sql`SELECT b.uid, m.agency_id, b.bigo_id, b.nickname, coalesce(sum(m.beans), 0)::int AS beans, coalesce(sum(m.live_seconds), 0)::int AS live,
          coalesce(sum(m.valid_day), 0)::int AS valid, count(*) OVER ()::int AS total,
          (row_number() OVER (ORDER BY coalesce(sum(m.beans), 0) DESC, b.uid, m.agency_id))::int AS rank,
          (sum(sum(m.beans)) OVER ())::int AS all_beans, (sum(sum(m.live_seconds)) OVER ())::int AS all_live, (sum(sum(m.valid_day)) OVER ())::int AS all_valid
        FROM live_daily_metrics m JOIN broadcasters b ON b.uid = m.broadcaster_uid
        WHERE ${metrics} AND m.day BETWEEN ${range.from}::date AND ${range.to}::date
          ${bigo === undefined ? sql`` : sql`AND lower(b.bigo_id) = ${bigo}`}
        GROUP BY b.uid, m.agency_id ORDER BY ${orderOf(query, "")} ${page}`;
}

/** A row's tier progress over the tier window (null without one). */
const tierOfRow = (window: ReturnType<typeof tierWindow>, r: { live: number; valid: number; beans: number }) =>
  window === null ? null : answerOf(tierProgress({ liveSeconds: r.live, validDays: r.valid, beans: r.beans }, window.elapsedDays, window.monthDays));

/**
 * The ranked rows of the metric rows `metrics` (a condition over `live_daily_metrics m`, from the
 * data-scope rule): one per broadcaster and agency, each with its rank by beans (1 most), in the
 * order asked (`sort` / `order`; default most beans first, ties by rank), with the agency's id,
 * the tier window's progress, and totals over every row.
 */
export async function rankedOrder(db: Database, metrics: MetricScope, query: LiveOrderQuery, now: Date) {
  const { range } = query;
  const window = tierWindow(range, now);
  const rows = await selectRows<OrderRow>(db, rankedQuery(metrics, query, true));
  const days = query.withDays === true ? await daysOf(db, metrics, rows, range) : null;
  return {
    total: rows[0]?.total ?? 0,
    list: rows.map((r) => ({
      agencyId: r.agency_id,
      uid: r.uid,
      bigoId: r.bigo_id,
      nickName: r.nickname,
      avatarUrl: "",
      rank: r.rank,
      beans: r.beans,
      liveDuration: r.live,
      validLiveDays: r.valid,
      tier: tierOfRow(window, r),
      ...(days === null ? {} : { days: days.get(rowKey(r.uid, r.agency_id)) ?? [] }),
    })),
    totals: { liveDuration: rows[0]?.all_live ?? 0, validLiveDays: rows[0]?.all_valid ?? 0, beans: rows[0]?.all_beans ?? 0 },
    tierRules: [...TIER_RULES],
    asOfDay: window?.asOfDay ?? (range.to < shiftDay(dayOf(now), -1) ? range.to : shiftDay(dayOf(now), -1)),
    elapsedDays: window?.elapsedDays ?? 0,
  };
}

/**
 * The ranked rows (most beans first) of the caller's scope (creator liveOrder).
 *
 * @throws {ContractError} 43005 when `bigoId` names no broadcaster of the caller's scope.
 */
export async function liveOrder(db: Database, caller: Caller, query: LiveOrderQuery, now: Date) {
  const scope = await scopeOf(db, caller);
  if (query.bigoId !== undefined) await requireOwnBigoId(db, scope, query.bigoId.toLowerCase());
  const { list, ...rest } = await rankedOrder(db, metricsInScope(scope), query, now);
  return { ...rest, list: list.map(({ agencyId: _agency, ...row }) => row) };
}

/**
 * creator liveOrder for a caller without live-data permission (a broadcaster's own page in the
 * webview, `/m/live-data`): their own rows only (one per agency they went live with in the
 * range; none when they are no broadcaster), so rank 1 and the totals are their own; the month's
 * tier and progress as for the agency. Nothing of another broadcaster is read.
 *
 * @throws {ContractError} 43005 when `bigoId` is not the caller's own Bigo ID.
 */
export async function ownLiveOrder(db: Database, caller: Caller, query: LiveOrderQuery, now: Date) {
  const own = await ownBroadcasterOf(db, caller);
  if (query.bigoId !== undefined && query.bigoId.toLowerCase() !== own?.bigoId.toLowerCase()) throw new ContractError(LiveDataErrorCode.NotFound, "This Bigo ID is not yours");
  const { list, ...rest } = await rankedOrder(db, uidsScope(own === null ? [] : [own.uid]), query, now);
  return { ...rest, list: list.map(({ agencyId: _agency, ...row }) => row) };
}

/** A row of a liveOrder answer, as the CSV helpers read it. */
type OrderAnswerRow = Omit<Awaited<ReturnType<typeof rankedOrder>>["list"][number], "agencyId">;

/** The CSV header and rows of the month tab (agentOss exportUrl and area exportUrl, tab `tiers`) of an answer of every row (no page), numbers as numbers. */
export function tierCsvRows(answer: { readonly list: readonly OrderAnswerRow[] }): { header: string[]; rows: (string | number)[][] } {
  const header = [
    "rank",
    "bigo_id",
    "name",
    "live_duration_seconds",
    "valid_live_days",
    "beans",
    "tier",
    "next_tier",
    "missing_live_seconds",
    "missing_valid_days",
    "missing_beans",
    "projected_live_seconds",
    "projected_valid_days",
    "projected_beans",
    "projected_tier",
  ];
  const rows = answer.list.map((r) => {
    const need = (metric: string) => r.tier?.requirements.find((q) => q.metric === metric);
    const cell = (value: number | null | undefined) => (value === null || value === undefined ? "" : value);
    return [
      r.rank,
      r.bigoId,
      r.nickName,
      r.liveDuration,
      r.validLiveDays,
      r.beans,
      cell(r.tier?.tier),
      cell(r.tier?.nextTier),
      cell(need("liveSeconds")?.missing),
      cell(need("validDays")?.missing),
      cell(need("beans")?.missing),
      cell(need("liveSeconds")?.projected),
      cell(need("validDays")?.projected),
      cell(need("beans")?.projected),
      cell(r.tier?.projectedTier),
    ];
  });
  return { header, rows };
}

/** The CSV of the day tab (agentOss exportUrl and area exportUrl, tab `days`) of an answer of every row with its days: one row per broadcaster per day of the range (days off included), numbers as numbers. */
export function dayCsvRows(answer: { readonly list: readonly OrderAnswerRow[] }): { header: string[]; rows: (string | number)[][] } {
  const header = ["day_utc", "bigo_id", "name", "day_kind", "live_duration_seconds", "beans"];
  const rows = answer.list.flatMap((r) => (r.days ?? []).map((d) => [d.day, r.bigoId, r.nickName, d.kind, d.liveDuration, d.beans]));
  return { header, rows };
}

/** A row of the broadcaster-stats export queries: the broadcaster, its agency's uid and name (area files), and figures. */
interface ExportOrderRow {
  readonly rank: number;
  readonly bigo_id: string;
  readonly nickname: string;
  readonly agency_uid: string;
  readonly agency_name: string;
  readonly beans: number;
  readonly live: number;
  readonly valid: number;
}

/** A row of the day export's query: one broadcaster's day (zeros on a day without a metric row). */
interface ExportDayRow {
  readonly day: string;
  readonly bigo_id: string;
  readonly nickname: string;
  readonly agency_uid: string;
  readonly agency_name: string;
  readonly live: number;
  readonly beans: number;
  readonly valid: number;
}

/** Whether an export's lines start with the agency's uid and name (the region files of area exportUrl). */
export interface OrderExportOptions {
  readonly agencyColumns: boolean;
}

/**
 * The month tab's file (tab `tiers` of agentOss and area exportUrl) as one query: the rows of
 * {@link rankedOrder} (every row, the order asked), each line as {@link tierCsvRows} writes it,
 * the tier progress computed per line from the row's figures; with `agencyColumns`, led by
 * `agency_uid`, `agency_name`. Numbers stay numbers.
 */
export function tierExportSource(metrics: MetricScope, query: LiveOrderQuery, now: Date, options: OrderExportOptions): SqlExportSource<ExportOrderRow> {
  const window = tierWindow(query.range, now);
  const { header } = tierCsvRows({ list: [] });
  return {
    header: options.agencyColumns ? ["agency_uid", "agency_name", ...header] : header,
    query: sql`SELECT r.rank, r.bigo_id, r.nickname, coalesce(ag.uid, '') AS agency_uid, coalesce(ag.name, '') AS agency_name, r.beans, r.live, r.valid
      FROM (${rankedQuery(metrics, query, false)}) r LEFT JOIN agencies ag ON ag.id = r.agency_id ORDER BY ${orderOf(query, "r.")}`,
    line: (r) => {
      const figures = { live: r.live, valid: r.valid, beans: r.beans };
      const row = {
        uid: "",
        bigoId: r.bigo_id,
        nickName: r.nickname,
        avatarUrl: "",
        rank: r.rank,
        beans: figures.beans,
        liveDuration: figures.live,
        validLiveDays: figures.valid,
        tier: tierOfRow(window, figures),
      };
      const cells = tierCsvRows({ list: [row] }).rows[0] ?? [];
      return options.agencyColumns ? [r.agency_uid, r.agency_name, ...cells] : cells;
    },
  };
}

/**
 * The day tab's file (tab `days` of agentOss and area exportUrl) as one query: per ranked row
 * (the order asked) every day of the range, oldest first, days without a metric row written as
 * days off with zeros, each line as {@link dayCsvRows} writes it; with `agencyColumns`, led by
 * `agency_uid`, `agency_name`. Numbers stay numbers.
 */
export function dayExportSource(metrics: MetricScope, query: LiveOrderQuery, options: OrderExportOptions): SqlExportSource<ExportDayRow> {
  const { range } = query;
  const { header } = dayCsvRows({ list: [] });
  return {
    header: options.agencyColumns ? ["agency_uid", "agency_name", ...header] : header,
    query: sql`SELECT d.day::date::text AS day, r.bigo_id, r.nickname, coalesce(ag.uid, '') AS agency_uid, coalesce(ag.name, '') AS agency_name,
        coalesce(m.live_seconds, 0)::int AS live, coalesce(m.beans, 0)::int AS beans, coalesce(m.valid_day, 0)::int AS valid
      FROM (${rankedQuery(metrics, query, false)}) r
        CROSS JOIN generate_series(${range.from}::date, ${range.to}::date, interval '1 day') AS d(day)
        LEFT JOIN live_daily_metrics m ON m.broadcaster_uid = r.uid AND m.agency_id = r.agency_id AND m.day = d.day::date AND ${metrics}
        LEFT JOIN agencies ag ON ag.id = r.agency_id
      ORDER BY ${orderOf(query, "r.")}, d.day`,
    line: (r) => {
      const cells = [r.day, r.bigo_id, r.nickname, dayKind(r.live, r.valid), r.live, r.beans];
      return options.agencyColumns ? [r.agency_uid, r.agency_name, ...cells] : cells;
    },
  };
}
