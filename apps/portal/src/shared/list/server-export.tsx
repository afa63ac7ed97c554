import { Button } from "@agent-portal/ui-kit/components/button";
import { Download } from "lucide-react";
import { useApiErrorMessage } from "@agent-portal/app-runtime/errors/use-api-error-message";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadFile } from "./download-file.ts";
import { ExportJobProgress, ExportProgress } from "./export-progress.tsx";

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

/** A large export's job, as the export call answered it. */
export interface ExportJobRef {
  readonly jobId: string;
  readonly rowsTotal: number;
}

/** What {@link useServerExport} answers: what {@link ServerExportButton} shows and does. */
export interface ServerExport {
  /** Sends the export call and downloads its file (or follows its job). */
  readonly run: () => void;
  /** The call is on its way. */
  readonly busy: boolean;
  /** Nothing can be sent (the filters hold a value the server would refuse). */
  readonly disabled: boolean;
  /** The job the last export answered, followed under the button; null when none. */
  readonly job: ExportJobRef | null;
  /** The last export call's failure, translated; null when none. */
  readonly failure: string | null;
  /** Sends the last export again, with the filters it had (after a failure of the call or of its job). */
  readonly retry: () => void;
  /** The downloaded file's name. */
  readonly fileName: string;
}

/** Where the hook is: nothing to show, a job to follow, or a failed call; with the request last sent. */
type Phase<Request> =
  | { readonly kind: "idle" }
  | { readonly kind: "job"; readonly job: ExportJobRef; readonly request: Request }
  | { readonly kind: "failed"; readonly message: string; readonly request: Request };

/**
 * A list's export (the list rules: "Export is of the filtered set, on the server"): sends the
 * export call with the list's filters and no page (`request`, `null` while a filter is invalid:
 * nothing is sent), never from the cache. A file answer (`{ url }`, a short-lived link) is
 * downloaded at once as `fileName`. A job answer (`{ jobId, rowsTotal }`: a live-data export over
 * the server's job threshold) is kept in `job`, which {@link ServerExportButton} follows until the
 * file is written and then offers for download. A failure (of the call, or of the job) shows its
 * translated message with a Retry that sends the same request again; the filters stay as they are.
 *
 * @param call the export call's lazy hook answer, e.g. `useLazyExportRecruitRecordQuery()`
 * @param request the export request of the list's current view, or `null`
 * @param fileName the downloaded file's name, naming the screen (e.g. `recruit-records.csv`)
 */
export function useServerExport<Request>(call: ExportCall<Request>, request: Request | null, fileName: string): ServerExport {
  const [send, state] = call;
  const errorMessage = useApiErrorMessage();
  const [phase, setPhase] = useState<Phase<Request>>({ kind: "idle" });
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
  return {
    run,
    busy: state.isFetching,
    disabled: request === null,
    job: phase.kind === "job" ? phase.job : null,
    failure: phase.kind === "failed" ? phase.message : null,
    retry,
    fileName,
  };
}

/**
 * The one export button of a list screen (`shared.list.export`, "Export"), in the list page's
 * actions: busy while the call runs, disabled while a filter is invalid; under it, a job's
 * progress and then its Download ({@link ExportJobProgress}), or a failure with Retry. A list shows no other export: its `ListTable` sets
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
      {exporter.job !== null && <ExportJobProgress key={exporter.job.jobId} job={exporter.job} fileName={exporter.fileName} onRetry={exporter.retry} />}
      {exporter.failure !== null && <ExportProgress status={{ kind: "failed", message: exporter.failure }} onDownload={() => undefined} onRetry={exporter.retry} />}
    </div>
  );
}
