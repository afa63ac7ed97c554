/**
 * The live-data family's export jobs (family `liveData`, group `exportJob`; ours: SPEC section 7
 * names the export calls, SCREEN-RULES "export of the filtered set" asks large ones to run as
 * jobs). An export call whose filtered set has more rows than the sandbox's threshold
 * (`SANDBOX_EXPORT_JOB_ROWS`, default 10,000) answers `{ jobId, rowsTotal }` instead of a file
 * (`liveExportJobSchema`); this call tells the job's progress and, once it is done, the file's
 * short-lived download URL. A job is readable only by the account that sent the export.
 */
import * as z from "zod/mini";
import { LiveDataErrorCode as E, defineLiveData, liveExportJobSchema } from "./live-data-shared.ts";
import { countSchema, enumSchema, secondsSchema, urlSchema } from "./shared.ts";
import { ExportJobStatus } from "#enums/live-data.ts";

/** A job's state as `exportJob/status` answers it. */
export const exportJobSchema = z.object({
  /** The job. */
  jobId: liveExportJobSchema.shape.jobId,
  /** ExportJobStatus: 1 running, 2 done, 3 failed. */
  status: enumSchema(ExportJobStatus),
  /** Rows the file will hold. */
  rowsTotal: countSchema,
  /** Rows written so far (all of them once done). */
  rowsWritten: countSchema,
  /** Done: the CSV file's download URL (UTF-8 with a byte-order mark); null otherwise. */
  url: z.nullable(urlSchema),
  /** Done: when the URL stops working, Unix seconds; null otherwise. */
  expireTime: z.nullable(secondsSchema),
  /** Failed: the business code of the failure (e.g. 43004 the file grew over its limit), 0 for an unexpected one; null otherwise. */
  errorCode: z.nullable(z.int()),
});

/** exportJob status (JSON, a query): a large export's progress, and its file once done (43005 for a job of another account or none). */
export const exportJobStatus = defineLiveData("exportJob", "status", {
  kind: "query",
  summary: "A large export's job: its progress, and its CSV file's download URL once done.",
  request: () => z.object({ /** The job an export call answered. */ jobId: liveExportJobSchema.shape.jobId }),
  response: () => exportJobSchema,
  errors: [E.NotFound],
});

/** Every declaration of this file (family liveData, exportJob). */
export const liveDataExportJobEndpoints = [exportJobStatus] as const;
