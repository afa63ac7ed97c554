import { useLazyExportRecruitRecordQuery } from "@agent-portal/api-client/services/recruit-anchor";
import { useCallback } from "react";
import { useNotify } from "#shared/feedback/use-notify.ts";
import { recruitExportRequest } from "./recruit-params.ts";
import type { RecruitListValues } from "./recruit-params.ts";

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
 * Exports the recruit records matching the list's filters (every page) as the server's CSV
 * (recruit anchor ExportRecruitRecord, a form call answering a short-lived download URL) and
 * downloads it. A failure shows a toast; an invalid Bigo ID sends nothing.
 */
export function useRecruitExport(values: RecruitListValues): { readonly run: () => void; readonly busy: boolean; readonly disabled: boolean } {
  const [exportRecords, state] = useLazyExportRecruitRecordQuery();
  const notify = useNotify();
  const request = recruitExportRequest(values);
  const run = useCallback(() => {
    if (request === null) return;
    void exportRecords(request, false)
      .unwrap()
      .then((answer) => {
        downloadFile(answer.url, "recruit-records.csv");
      })
      .catch((error: unknown) => {
        notify.failure(error);
      });
  }, [request, exportRecords, notify]);
  return { run, busy: state.isFetching, disabled: request === null };
}
