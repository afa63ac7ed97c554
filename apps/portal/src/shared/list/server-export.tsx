import { Button } from "@agent-portal/ui-kit/components/button";
import { Download } from "lucide-react";
import { useApiErrorMessage } from "@agent-portal/app-runtime/errors/use-api-error-message";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { ExportProgress, useExportJobStatus } from "./export-progress.tsx";
import type { ExportStatus } from "./export-progress.tsx";

/**
 * Starts a download of `url` (an http(s) link answered by an export call): a temporary link with
 * `download`, clicked. The server sends the file as an attachment, so the page stays. Any other
 * scheme is refused (answers false).
 */
export function downloadFile(url: string, fileName: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url, window.location.href);
  } catch {
    return false;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return false;
  const link = document.createElement("a");
  link.href = parsed.href;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  return true;
}

/**
 * An export call's answer: the file's short-lived link `{ url }`, or, for a live-data export whose
 * filtered set is large, the job writing it `{ jobId, rowsTotal }` (`exportJob/status`).
 */
export type ExportAnswer = { readonly url: string } | { readonly jobId: string; readonly rowsTotal: number };

/** What an export call's lazy hook answers (`useLazyExportRecruitRecordQuery()`): the trigger and its state. */
export type ExportCall<Request> = readonly [
  (request: Request, preferCacheValue?: boolean) => { unwrap: () => Promise<ExportAnswer> },
  { readonly isFetching: boolean },
  ...unknown[],
];

/** What {@link useServerExport} answers: what {@link ServerExportButton} shows and does. */
export interface ServerExport {
  /** Sends the export call and downloads its file (or follows its job). */
  readonly run: () => void;
  /** The call is on its way, or its job is writing the file. */
  readonly busy: boolean;
  /** Nothing can be sent (the filters hold a value the server would refuse). */
  readonly disabled: boolean;
  /** A job's progress, its file ready, or a failure: shown under the button. */
  readonly status: ExportStatus;
  /** Downloads a finished job's file. */
  readonly download: () => void;
  /** Sends the failed export again, with the filters it had. */
  readonly retry: () => void;
}

/** Where the hook is: nothing running, a job following, or a failed call (with the request to retry). */
type Phase<Request> =
  | { readonly kind: "idle" }
  | { readonly kind: "job"; readonly job: { readonly jobId: string; readonly rowsTotal: number }; readonly request: Request }
  | { readonly kind: "failed"; readonly message: string; readonly request: Request };

/**
 * A list's export (the list rules: "Export is of the filtered set, on the server"): sends the
 * export call with the list's filters and no page (`request`, `null` while a filter is invalid:
 * nothing is sent), never from the cache. A file answer (`{ url }`, a short-lived link) is
 * downloaded at once as `fileName`. A job answer (`{ jobId, rowsTotal }`: a live-data export over
 * the server's job threshold) is followed until its file is written, then offered for download
 * (`status`, `download`). A failure (of the call or of the job) shows its translated message
 * with a Retry that sends the same request again; the filters stay as they are.
 *
 * @param call the export call's lazy hook answer, e.g. `useLazyExportRecruitRecordQuery()`
 * @param request the export request of the list's current view, or `null`
 * @param fileName the downloaded file's name, naming the screen (e.g. `recruit-records.csv`)
 */
export function useServerExport<Request>(call: ExportCall<Request>, request: Request | null, fileName: string): ServerExport {
  const [send, state] = call;
  const errorMessage = useApiErrorMessage();
  const [phase, setPhase] = useState<Phase<Request>>({ kind: "idle" });
  const jobStatus = useExportJobStatus(phase.kind === "job" ? phase.job : null);
  const status: ExportStatus = phase.kind === "failed" ? { kind: "failed", message: phase.message } : jobStatus;
  const start = useCallback(
    (sent: Request) => {
      setPhase({ kind: "idle" });
      void send(sent, false)
        .unwrap()
        .then((answer) => {
          if ("jobId" in answer) setPhase({ kind: "job", job: { jobId: answer.jobId, rowsTotal: answer.rowsTotal }, request: sent });
          else downloadFile(answer.url, fileName);
        })
        .catch((error: unknown) => {
          const message = errorMessage(error);
          if (message !== null) setPhase({ kind: "failed", message, request: sent });
        });
    },
    [send, errorMessage, fileName],
  );
  const run = useCallback(() => {
    if (request !== null) start(request);
  }, [request, start]);
  const retry = useCallback(() => {
    if (phase.kind !== "idle") start(phase.request);
  }, [phase, start]);
  const doneUrl = status.kind === "done" ? status.url : null;
  const download = useCallback(() => {
    if (doneUrl !== null) downloadFile(doneUrl, fileName);
  }, [doneUrl, fileName]);
  return { run, busy: state.isFetching || status.kind === "running", disabled: request === null, status, download, retry };
}

/**
 * The one export button of a list screen (`shared.list.export`, "Export"), in the list page's
 * actions: busy while the call runs or its job writes the file, disabled while a filter is
 * invalid; under it, a job's progress, its Download, or a failure with Retry
 * ({@link ExportProgress}). A list shows no other export: its `ListTable` sets
 * `exportFileName={false}` (the kit's CSV of the current page is not the filtered set).
 */
export function ServerExportButton({ exporter }: { readonly exporter: ServerExport }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-end gap-2">
      <Button variant="secondary" size="sm" onClick={exporter.run} loading={exporter.busy} disabled={exporter.disabled}>
        <Download aria-hidden="true" />
        {t("shared.list.export")}
      </Button>
      <ExportProgress status={exporter.status} onDownload={exporter.download} onRetry={exporter.retry} />
    </div>
  );
}
