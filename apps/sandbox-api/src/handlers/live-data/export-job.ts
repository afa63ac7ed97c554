/**
 * Live-data handler of export jobs: `exportJob/status`, a large export's progress and its file
 * once done (`#services/export-jobs.ts`). A job is the caller's own or answers 43005; no
 * permission beyond a session is asked, since only an account that could export owns a job.
 */
import { exportJobStatus } from "@agent-portal/api-client/contract/live-data-export-job";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { exportJobOf, ownExportJob } from "#services/export-jobs.ts";

/** Registers the export job handler. */
export const registerExportJobHandlers: RegisterHandlers = (router) => {
  router.handle(exportJobStatus, { scope: "self" }, async ({ input, caller, deps, c }) =>
    exportJobOf(deps.db, await ownExportJob(deps.db, caller.account.id, input.jobId), c.get("publicOrigin")),
  );
};
