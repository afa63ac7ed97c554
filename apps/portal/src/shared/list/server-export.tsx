import { Button } from "@agent-portal/ui-kit/components/button";
import { Download } from "lucide-react";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useNotify } from "#shared/feedback/use-notify.ts";

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

/** What an export call's lazy hook answers (`useLazyExportRecruitRecordQuery()`): the trigger and its state. */
export type ExportCall<Request> = readonly [
  (request: Request, preferCacheValue?: boolean) => { unwrap: () => Promise<{ readonly url: string }> },
  { readonly isFetching: boolean },
  ...unknown[],
];

/** What {@link useServerExport} answers: what {@link ServerExportButton} shows and does. */
export interface ServerExport {
  /** Sends the export call and downloads its file. */
  readonly run: () => void;
  /** The call is on its way. */
  readonly busy: boolean;
  /** Nothing can be sent (the filters hold a value the server would refuse). */
  readonly disabled: boolean;
}

/**
 * A list's export (the list rules: "Export is of the filtered set, on the server"): sends the
 * export call with the list's filters and no page (`request`, `null` while a filter is invalid:
 * nothing is sent), never from the cache, then downloads the file at the answered URL (a
 * short-lived link, `{ url }`) as `fileName`. A failure shows the call's translated error as a
 * toast (`useNotify`); the filters stay as they are.
 *
 * @param call the export call's lazy hook answer, e.g. `useLazyExportRecruitRecordQuery()`
 * @param request the export request of the list's current view, or `null`
 * @param fileName the downloaded file's name, naming the screen (e.g. `recruit-records.csv`)
 */
export function useServerExport<Request>(call: ExportCall<Request>, request: Request | null, fileName: string): ServerExport {
  const [send, state] = call;
  const notify = useNotify();
  const run = useCallback(() => {
    if (request === null) return;
    void send(request, false)
      .unwrap()
      .then((answer) => {
        downloadFile(answer.url, fileName);
      })
      .catch((error: unknown) => {
        notify.failure(error);
      });
  }, [request, send, notify, fileName]);
  return { run, busy: state.isFetching, disabled: request === null };
}

/**
 * The one export button of a list screen (`shared.list.export`, "Export"), in the list page's
 * actions: busy while the call runs, disabled while a filter is invalid. A list shows no other
 * export: its `ListTable` sets `exportFileName={false}` (the kit's CSV of the current page is not
 * the filtered set).
 */
export function ServerExportButton({ exporter }: { readonly exporter: ServerExport }) {
  const { t } = useTranslation();
  return (
    <Button variant="secondary" size="sm" onClick={exporter.run} loading={exporter.busy} disabled={exporter.disabled}>
      <Download aria-hidden="true" />
      {t("shared.list.export")}
    </Button>
  );
}
