/**
 * CSV exports of the live-data family: day or month rows of the live metrics, served at
 * `/sandbox/files/<id>.csv` (the answer's `url`, under the request's origin, for 1 hour). An
 * export of a set given as a query ({@link exportQuery}) runs as a job when it is large.
 */
import type { Context } from "hono";
import { LiveDataType } from "@agent-portal/api-client/enums";
import type { Database } from "#db/client.ts";
import type { AppDeps } from "#http/deps.ts";
import { exportSource } from "#services/export-jobs.ts";
import type { SqlExportSource } from "#services/export-jobs.ts";
import { storeExport, toCsv } from "#services/files.ts";
import { dayRows, monthRows } from "#services/live-metrics.ts";
import type { DayRange, LiveMetrics, MetricScope } from "#services/live-metrics.ts";

const METRIC_HEADER = ["live_duration_seconds", "valid_live_days", "beans", "gift_users", "new_fans", "pk_count", "pk_win_count", "max_viewers", "income_cents"];

/** The metric cells of a row, in {@link METRIC_HEADER} order. */
export const metricCells = (m: LiveMetrics): number[] => [m.liveDuration, m.validLiveDays, m.beans, m.giftUsers, m.newFans, m.pkCount, m.pkWinCount, m.maxViewers, m.incomeCents];

/** Exports day rows (`dataType` 1) or month rows (2) of a scope; answers `{ url, expireTime }`. */
export async function exportMetrics(
  db: Database,
  c: Context,
  options: { readonly name: string; readonly scope: MetricScope; readonly range: DayRange; readonly dataType: LiveDataType; readonly accountId: number },
  now: Date,
): Promise<{ url: string; expireTime: number }> {
  const csv =
    options.dataType === LiveDataType.Month
      ? toCsv(
          ["month", ...METRIC_HEADER],
          (await monthRows(db, options.scope, options.range)).map((r) => [r.month, ...metricCells(r)]),
        )
      : toCsv(
          ["day", ...METRIC_HEADER],
          (await dayRows(db, options.scope, options.range)).map((r) => [r.day, ...metricCells(r)]),
        );
  return exportCsv(db, c, options.name, csv, options.accountId, now);
}

/**
 * The family's export of a filtered set given as one query (`SqlExportSource`): the file's
 * `{ url, expireTime }` when it has at most the job threshold's rows (`SANDBOX_EXPORT_JOB_ROWS`,
 * `deps.exportSettings`), else `{ jobId, rowsTotal }` of the job writing it
 * (`#services/export-jobs.ts`; `exportJob/status` tells its progress).
 */
export async function exportQuery<Row>(
  deps: Pick<AppDeps, "db" | "clock" | "exportSettings">,
  c: Context,
  options: { readonly name: string; readonly accountId: number; readonly source: SqlExportSource<Row> },
): Promise<{ url: string; expireTime: number } | { jobId: string; rowsTotal: number }> {
  const outcome = await exportSource(deps.db, options.source, {
    name: options.name,
    ownerAccountId: options.accountId,
    origin: c.get("publicOrigin"),
    jobRows: deps.exportSettings.jobRows,
    clock: deps.clock,
  });
  return outcome.kind === "file" ? { url: outcome.url, expireTime: outcome.expire_time } : { jobId: outcome.jobId, rowsTotal: outcome.rowsTotal };
}

/** Stores any CSV and answers the family's `{ url, expireTime }`. */
export async function exportCsv(db: Database, c: Context, name: string, csv: string, accountId: number, now: Date): Promise<{ url: string; expireTime: number }> {
  const stored = await storeExport(db, { name, csv, ownerAccountId: accountId, origin: c.get("publicOrigin") }, now);
  return { url: stored.url, expireTime: stored.expire_time };
}

/** The metric header, for exports that add their own leading columns. */
export const METRICS_CSV_HEADER: readonly string[] = METRIC_HEADER;
