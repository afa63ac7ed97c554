/**
 * Export jobs: an export whose filtered set is larger than the job threshold
 * (`SANDBOX_EXPORT_JOB_ROWS`) is written by a job (`#services/export-jobs.ts`). The job copies the
 * filtered rows into `export_job_rows` in one statement, then reads them back in batches and writes
 * the CSV as numbered chunks of a stored file (`stored_file_chunks`), which the file route streams:
 * no step holds all rows in the server's memory.
 */
import { index, integer, jsonb, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";
import type { ExportJobStatus } from "@agent-portal/api-client/enums";
import { accounts } from "./accounts.ts";
import { instant } from "./columns.ts";
import { storedFiles } from "./kyc.ts";

/** One export job, readable only by the account that started it. */
export const exportJobs = pgTable(
  "export_jobs",
  {
    /** Random id, 24 base64url characters (what `exportJob/status` takes). */
    id: text("id").primaryKey(),
    /** The account that sent the export. */
    ownerAccountId: integer("owner_account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    /** The file's download name, e.g. `agency-data-2026-11-01.csv`. */
    name: text("name").notNull(),
    /** ExportJobStatus: 1 running, 2 done, 3 failed. */
    status: smallint("status").$type<ExportJobStatus>().notNull(),
    /** Rows of the filtered set (the file's lines after the header). */
    rowsTotal: integer("rows_total").notNull(),
    /** Rows written so far. */
    rowsWritten: integer("rows_written").notNull().default(0),
    /** The stored file (kind `export-chunks`) once the job writes it. */
    fileId: text("file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    /** A failed job's business code; 0 for an unexpected failure. */
    errorCode: integer("error_code"),
    createdAt: instant("created_at").notNull(),
    finishedAt: instant("finished_at"),
  },
  (t) => [index("export_jobs_owner_idx").on(t.ownerAccountId)],
);

/** A running job's copy of the filtered rows, numbered in file order; deleted when the job ends. */
export const exportJobRows = pgTable(
  "export_job_rows",
  {
    jobId: text("job_id")
      .notNull()
      .references(() => exportJobs.id, { onDelete: "cascade" }),
    /** 1-based position in the file. */
    n: integer("n").notNull(),
    /** The query's row as JSON (column name to value). */
    row: jsonb("row").notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.n] })],
);

/** The CSV text of a stored file of kind `export-chunks`, in numbered pieces (header first). */
export const storedFileChunks = pgTable(
  "stored_file_chunks",
  {
    fileId: text("file_id")
      .notNull()
      .references(() => storedFiles.id, { onDelete: "cascade" }),
    /** 0 for the header, then one per batch of rows. */
    seq: integer("seq").notNull(),
    data: text("data").notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.seq] })],
);

/** Row types. */
export type ExportJob = typeof exportJobs.$inferSelect;
