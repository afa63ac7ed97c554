import { ExportJobStatus } from "@agent-portal/api-client/enums";
import { liveDataExportJobApi, useExportJobStatusQuery } from "@agent-portal/api-client/services/live-data-export-job";
import { useApiErrorMessage } from "@agent-portal/app-runtime/errors/use-api-error-message";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Button } from "@agent-portal/ui-kit/components/button";
import { TaskProgress } from "@agent-portal/ui-kit/components/task-progress";
import { skipToken } from "@reduxjs/toolkit/query";
import { useTranslation } from "react-i18next";
import { downloadFile } from "./download-file.ts";

/** How often a running export job is asked about, milliseconds. */
export const EXPORT_JOB_POLL_MS = 1000;

/**
 * Where a list's export stands beyond its button: nothing to show, a large export's job writing
 * the file (rows written of all), the job's file ready, or a failure (the call's or the job's,
 * translated) that can be retried with the same filters.
 */
export type ExportStatus =
  | { readonly kind: "idle" }
  | { readonly kind: "running"; readonly written: number; readonly total: number }
  | { readonly kind: "done"; readonly url: string; readonly total: number }
  | { readonly kind: "failed"; readonly message: string };

/**
 * A large export's job as {@link ExportStatus} (`exportJob/status`, asked every
 * {@link EXPORT_JOB_POLL_MS} while it runs, then no more). `job` is the export call's answer
 * `{ jobId, rowsTotal }`, or null when no job runs (then `idle`).
 */
export function useExportJobStatus(job: { readonly jobId: string; readonly rowsTotal: number } | null): ExportStatus {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const args = job === null ? skipToken : { jobId: job.jobId };
  // The job's last answer (without subscribing): once it has settled, polling stops.
  const last = liveDataExportJobApi.endpoints.exportJobStatus.useQueryState(args);
  const settled = last.data !== undefined && last.data.status !== ExportJobStatus.Running;
  const query = useExportJobStatusQuery(args, { pollingInterval: settled ? 0 : EXPORT_JOB_POLL_MS, skipPollingIfUnfocused: false });
  const data = job !== null && query.data?.jobId === job.jobId ? query.data : undefined;
  if (job === null) return { kind: "idle" };
  if (query.isError) return { kind: "failed", message: errorMessage(query.error) ?? t("shared.list.exportJob.failed") };
  if (data === undefined || data.status === ExportJobStatus.Running) return { kind: "running", written: data?.rowsWritten ?? 0, total: data?.rowsTotal ?? job.rowsTotal };
  if (data.status === ExportJobStatus.Done && data.url !== null) return { kind: "done", url: data.url, total: data.rowsTotal };
  return { kind: "failed", message: t("shared.list.exportJob.failed") };
}

/**
 * What a list's export shows under its button (`ServerExportButton`): a running job's progress,
 * the finished file's Download button, or a failure with Retry; nothing when idle.
 */
export function ExportProgress({ status, onDownload, onRetry }: { readonly status: ExportStatus; readonly onDownload: () => void; readonly onRetry: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (status.kind === "idle") return null;
  const progressLabel = t("shared.list.exportJob.progress");
  if (status.kind === "running") {
    return (
      <TaskProgress
        state="running"
        message={t("shared.list.exportJob.running", { written: format.number(status.written), total: format.number(status.total) })}
        value={status.written}
        max={status.total}
        progressLabel={progressLabel}
      />
    );
  }
  if (status.kind === "done") {
    return (
      <TaskProgress
        state="done"
        message={t("shared.list.exportJob.done", { total: format.number(status.total) })}
        progressLabel={progressLabel}
        action={
          <Button size="sm" variant="secondary" onClick={onDownload}>
            {t("shared.list.exportJob.download")}
          </Button>
        }
      />
    );
  }
  return (
    <TaskProgress
      state="failed"
      message={`${status.message} ${t("shared.list.exportJob.filtersKept")}`}
      progressLabel={progressLabel}
      action={
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {t("shared.list.exportJob.retry")}
        </Button>
      }
    />
  );
}

/**
 * A large export's job under the export button (mounted only while there is one, so screens without
 * a job never reach the store): its progress from `exportJob/status`, then Download (the file as
 * `fileName`), or Retry when it failed.
 */
export function ExportJobProgress({
  job,
  fileName,
  onRetry,
}: {
  readonly job: { readonly jobId: string; readonly rowsTotal: number };
  readonly fileName: string;
  readonly onRetry: () => void;
}) {
  const status = useExportJobStatus(job);
  const download = () => {
    if (status.kind === "done") downloadFile(status.url, fileName);
  };
  return <ExportProgress status={status} onDownload={download} onRetry={onRetry} />;
}
