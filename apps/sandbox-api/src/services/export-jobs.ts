/**
 * CSV exports of a filtered set given as one SQL query, answered as a file or, when the set has
 * more rows than the job threshold (`SANDBOX_EXPORT_JOB_ROWS`, `AppDeps.exportSettings`), as a
 * job that writes the file in the background:
 *
 * 1. the filtered rows are copied into `export_job_rows` by one `INSERT ... SELECT` (the database
 *    does the work; no row passes through the server);
 * 2. they are read back {@link EXPORT_JOB_BATCH_ROWS} at a time, in file order, each batch turned
 *    into CSV text and stored as one chunk of the file (`stored_file_chunks`);
 * 3. the file route streams the chunks one by one (`#http/file-routes.ts`).
 *
 * So the server holds one batch at a time, whatever the file's size (the 100,000-row benchmark,
 * `pnpm bench:export`, checks it). A job is readable only by the account that started it
 * ({@link ownExportJob}).
 */
import { and, asc, eq, gt } from "drizzle-orm";
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { ExportJobStatus } from "@agent-portal/api-client/enums";
import { LiveDataErrorCode } from "@agent-portal/api-client/contract/live-data-shared";
import type { Database } from "#db/client.ts";
import { selectRows } from "#db/client.ts";
import { exportJobRows, exportJobs, storedFileChunks } from "#db/schema/export-jobs.ts";
import type { ExportJob } from "#db/schema/export-jobs.ts";
import { storedFiles } from "#db/schema/kyc.ts";
import { ContractError } from "#http/codes.ts";
import { signedFilePath } from "./file-links.ts";
import { EXPORT_TTL_SECONDS, csvLines, newFileId, storeExport, toCsv } from "./files.ts";

/**
 * Rows a job reads back and writes as one chunk of the file. Small batches keep the server's
 * memory flat under Node's default flags: a batch lives across a few database round trips, so
 * with 2,000 rows V8 promoted each one to its old generation and the resident memory of the
 * 100,000-row export rose by 94 to 107 MB; with 500 it rose by 22 to 38 MB, and the job ran as fast
 * (`pnpm bench:export`, `docs/performance.md`).
 */
export const EXPORT_JOB_BATCH_ROWS = 500;

/** One line of a CSV file: text and numbers (numbers are written unquoted). */
export type CsvLine = readonly (string | number)[];

/**
 * An export's rows: the filtered set as one query, in file order, and how a row becomes a line.
 * `Row` is the query's row shape (column name to value); in a job the row comes back through
 * JSON (`to_jsonb`), so `line` must read numbers with `Number()` when a column may be a bigint.
 */
export interface SqlExportSource<Row> {
  /** The header line. */
  readonly header: readonly string[];
  /** Lines before the query's rows, few and already computed (e.g. the per-day totals of a multi-tab file). */
  readonly leading?: readonly CsvLine[];
  /** The filtered rows, ordered as the file lists them. */
  readonly query: SQL;
  /** The line of one row. */
  readonly line: (row: Row) => CsvLine;
}

/** Where the file goes and who may read it. */
export interface ExportTarget {
  /** The download name, e.g. `agency-data-2026-11-01.csv`. */
  readonly name: string;
  readonly ownerAccountId: number;
  /** The public origin the URL is built on. */
  readonly origin: string;
  /** The job threshold in force: more rows than this run as a job. */
  readonly jobRows: number;
  /** The clock (a job finishes after the call answered). */
  readonly clock: () => Date;
}

/** An export call's answer: the file (`url`, `expire_time`) or a job (`jobId`, `rowsTotal`). */
export type ExportOutcome =
  { readonly kind: "file"; readonly url: string; readonly expire_time: number } | { readonly kind: "job"; readonly jobId: string; readonly rowsTotal: number };

/** Rows of a query, counted by the database. */
async function countOf(db: Database, query: SQL): Promise<number> {
  const [row] = await selectRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM (${query}) q`);
  return row?.n ?? 0;
}

/**
 * Exports `source`: a file at once when it has at most `target.jobRows` lines, else a job that
 * writes it (started here, not awaited; {@link exportJobOf} tells its progress).
 */
export async function exportSource<Row>(db: Database, source: SqlExportSource<Row>, target: ExportTarget): Promise<ExportOutcome> {
  const leading = source.leading ?? [];
  const rowsTotal = leading.length + (await countOf(db, source.query));
  const now = target.clock();
  if (rowsTotal <= target.jobRows) {
    const rows = await selectRows<Row>(db, source.query);
    const csv = toCsv(source.header, [...leading, ...rows.map(source.line)]);
    return { kind: "file", ...(await storeExport(db, { name: target.name, csv, ownerAccountId: target.ownerAccountId, origin: target.origin }, now)) };
  }
  const jobId = newFileId();
  await db.insert(exportJobs).values({ id: jobId, ownerAccountId: target.ownerAccountId, name: target.name, status: ExportJobStatus.Running, rowsTotal, createdAt: now });
  void runExportJob(db, jobId, source, target);
  return { kind: "job", jobId, rowsTotal };
}

/** Writes a job's file (steps 1 to 3 of the module comment); a failure marks the job failed with its code. */
export async function runExportJob<Row>(db: Database, jobId: string, source: SqlExportSource<Row>, target: ExportTarget): Promise<void> {
  const leading = source.leading ?? [];
  try {
    await db.execute(sql`INSERT INTO export_job_rows (job_id, n, row) SELECT ${jobId}, (row_number() OVER ())::int, to_jsonb(q) FROM (${source.query}) q`);
    const fileId = newFileId();
    await db
      .insert(storedFiles)
      .values({ id: fileId, kind: "export-chunks", mime: "text/csv", name: target.name, sizeBytes: 0, data: "", ownerAccountId: target.ownerAccountId, createdAt: target.clock() });
    let bytes = await writeChunk(db, fileId, 0, toCsv(source.header, leading));
    let written = leading.length;
    let last = 0;
    for (let seq = 1; ; seq += 1) {
      const batch = await db
        .select({ n: exportJobRows.n, row: exportJobRows.row })
        .from(exportJobRows)
        .where(and(eq(exportJobRows.jobId, jobId), gt(exportJobRows.n, last)))
        .orderBy(asc(exportJobRows.n))
        .limit(EXPORT_JOB_BATCH_ROWS);
      if (batch.length === 0) break;
      bytes += await writeChunk(db, fileId, seq, csvLines(batch.map((b) => source.line(b.row as Row))));
      written += batch.length;
      last = batch[batch.length - 1]?.n ?? last;
      await db.update(exportJobs).set({ rowsWritten: written }).where(eq(exportJobs.id, jobId));
    }
    const finishedAt = target.clock();
    await db
      .update(storedFiles)
      .set({ sizeBytes: bytes, expiresAt: new Date(finishedAt.getTime() + EXPORT_TTL_SECONDS * 1000) })
      .where(eq(storedFiles.id, fileId));
    await db.update(exportJobs).set({ status: ExportJobStatus.Done, rowsWritten: written, rowsTotal: written, fileId, finishedAt }).where(eq(exportJobs.id, jobId));
  } catch (error) {
    const errorCode = error instanceof ContractError ? error.code : 0;
    await db.update(exportJobs).set({ status: ExportJobStatus.Failed, errorCode, finishedAt: target.clock() }).where(eq(exportJobs.id, jobId));
  } finally {
    await db.delete(exportJobRows).where(eq(exportJobRows.jobId, jobId));
  }
}

/** Stores one chunk; answers its size in bytes. */
async function writeChunk(db: Database, fileId: string, seq: number, data: string): Promise<number> {
  await db.insert(storedFileChunks).values({ fileId, seq, data });
  return Buffer.byteLength(data, "utf8");
}

/**
 * The data-scope rule of export jobs: a job is readable only by the account that started it.
 *
 * @throws {ContractError} 43005 (NotFound) for a job of another account, or none.
 */
export async function ownExportJob(db: Database, accountId: number, jobId: string): Promise<ExportJob> {
  const [job] = await db
    .select()
    .from(exportJobs)
    .where(and(eq(exportJobs.id, jobId), eq(exportJobs.ownerAccountId, accountId)))
    .limit(1);
  if (job === undefined) throw new ContractError(LiveDataErrorCode.NotFound, "No export job with this id");
  return job;
}

/** A job as `exportJob/status` answers it: its progress, and once done its file's signed URL under `origin`. */
export async function exportJobOf(db: Database, job: ExportJob, origin: string) {
  const [file] =
    job.fileId === null || job.status !== ExportJobStatus.Done ? [] : await db.select({ expiresAt: storedFiles.expiresAt }).from(storedFiles).where(eq(storedFiles.id, job.fileId));
  const expiresAt = file?.expiresAt ?? null;
  return {
    jobId: job.id,
    status: job.status,
    rowsTotal: job.rowsTotal,
    rowsWritten: job.rowsWritten,
    url: job.fileId === null || expiresAt === null ? null : `${origin}${signedFilePath(job.fileId, expiresAt, ".csv")}`,
    expireTime: expiresAt === null ? null : Math.floor(expiresAt.getTime() / 1000),
    errorCode: job.status === ExportJobStatus.Failed ? (job.errorCode ?? 0) : null,
  };
}
