/**
 * The list export's states over a fake backend (issue 20, item 9): a file answer downloads at
 * once; a job answer shows the job's progress, then offers the file's download; a failed export
 * (the call or its job) says so, keeps the page as it is and retries the same request.
 */
import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { ExportJobStatus } from "@agent-portal/api-client/enums";
import { useLazyAgentOssExportQuery } from "@agent-portal/api-client/services/live-data-agent-oss";
import type { FakeAnswer } from "@agent-portal/session/test-store";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithBackend } from "#shared/testing/render-with-backend.tsx";
import { ServerExportButton, useServerExport } from "./server-export.tsx";

const request = { startTime: 1_700_000_000, endTime: 1_700_086_399, tabs: ["live"], brokerUid: "302" };

function Harness() {
  const exporter = useServerExport(useLazyAgentOssExportQuery(), request, "live.csv");
  return <ServerExportButton exporter={exporter} />;
}

const ok = (data: unknown): FakeAnswer => ({ code: 0, data });
const job = (status: number, rowsWritten: number, url: string | null = null) =>
  ok({ jobId: "job-1", status, rowsTotal: 4, rowsWritten, url, expireTime: url === null ? null : 1_700_003_600, errorCode: status === ExportJobStatus.Failed ? 0 : null });
const text = en.shared.list.exportJob;

let clicked: string[];
beforeEach(() => {
  clicked = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.href);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("useServerExport and ServerExportButton", () => {
  it("downloads a file answer at once and shows nothing else", async () => {
    await renderWithBackend(<Harness />, { "liveData /agentOss/export": ok({ url: "http://files.test/live.csv", expireTime: 0 }) });
    await userEvent.click(screen.getByRole("button", { name: en.shared.list.export }));
    await waitFor(() => expect(clicked).toEqual(["http://files.test/live.csv"]));
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("follows a job: its progress, then the file's download", async () => {
    const answers = [job(ExportJobStatus.Running, 1), job(ExportJobStatus.Done, 4, "http://files.test/job.csv")];
    const { requests } = await renderWithBackend(<Harness />, {
      "liveData /agentOss/export": ok({ jobId: "job-1", rowsTotal: 4 }),
      "liveData /exportJob/status": () => answers.shift() ?? job(ExportJobStatus.Done, 4, "http://files.test/job.csv"),
    });
    await userEvent.click(screen.getByRole("button", { name: en.shared.list.export }));
    const bar = await screen.findByRole("progressbar", { name: text.progress });
    expect(bar).toHaveAttribute("max", "4");
    expect(screen.getByRole("status")).toHaveTextContent("Preparing the export: 1 of 4 rows.");

    await userEvent.click(await screen.findByRole("button", { name: text.download }));
    expect(screen.getByRole("status")).toHaveTextContent("The export is ready: 4 rows.");
    expect(clicked).toEqual(["http://files.test/job.csv"]);
    expect(requests.filter((r) => r.path === "/exportJob/status").every((r) => (JSON.parse(r.body) as { jobId: string }).jobId === "job-1")).toBe(true);
    // Settled: no more polling.
    const asked = requests.filter((r) => r.path === "/exportJob/status").length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(requests.filter((r) => r.path === "/exportJob/status").length).toBe(asked);
  });

  it("a failed job offers a retry that sends the same filters again", async () => {
    const exports: FakeAnswer[] = [ok({ jobId: "job-1", rowsTotal: 4 }), ok({ url: "http://files.test/retry.csv", expireTime: 0 })];
    const { requests } = await renderWithBackend(<Harness />, {
      "liveData /agentOss/export": () => exports.shift() ?? ok({ url: "http://files.test/retry.csv", expireTime: 0 }),
      "liveData /exportJob/status": job(ExportJobStatus.Failed, 2),
    });
    await userEvent.click(screen.getByRole("button", { name: en.shared.list.export }));
    expect(await screen.findByRole("alert")).toHaveTextContent(`${text.failed} ${text.filtersKept}`);
    await userEvent.click(screen.getByRole("button", { name: text.retry }));
    await waitFor(() => expect(clicked).toEqual(["http://files.test/retry.csv"]));
    const sent = requests.filter((r) => r.path === "/agentOss/export").map((r) => new URLSearchParams(r.body).get("brokerUid"));
    expect(sent).toEqual(["302", "302"]);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("a refused export call shows the server's message and a retry", async () => {
    await renderWithBackend(<Harness />, { "liveData /agentOss/export": { code: 43001, msg: "range too long" } });
    await userEvent.click(screen.getByRole("button", { name: en.shared.list.export }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(text.filtersKept);
    expect(screen.getByRole("button", { name: text.retry })).toBeInTheDocument();
  });
});
