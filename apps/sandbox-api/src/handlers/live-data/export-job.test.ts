/**
 * Large exports as jobs, through the API with a job threshold of 3 rows
 * (`SANDBOX_EXPORT_JOB_ROWS`): an export of more rows answers a job, the job writes exactly the
 * filtered rows (byte-order mark, numbers unquoted), `exportJob/status` gives its progress and the
 * file, and another account cannot read the job. A set within the threshold is still a file at once.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ExportJobStatus } from "@agent-portal/api-client/enums";
import { downloadExport } from "#testing/export-file.ts";
import { TEST_DAY, useTestSandbox } from "#testing/harness.ts";
import type { CallResult, TestSandbox } from "#testing/harness.ts";

const openSandbox = useTestSandbox({ SANDBOX_EXPORT_JOB_ROWS: "3" });
let sandbox: TestSandbox;
let owner: string;
beforeAll(async () => {
  sandbox = openSandbox();
  owner = await sandbox.login("agency.owner");
});

const LD = "/bigo_act_livedata_api";
const DAY = 86_400;
const seedStart = Date.parse(`${TEST_DAY.toISOString().slice(0, 10)}T00:00:00Z`) / 1000;
const range = { startTime: seedStart - 30 * DAY, endTime: seedStart - 1 };

interface JobState {
  jobId: string;
  status: number;
  rowsTotal: number;
  rowsWritten: number;
  url: string | null;
  errorCode: number | null;
}

// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
const data = <T>(answer: CallResult): T => {
  if (answer.body.code !== 0) throw new Error(`answered ${String(answer.body.code)}: ${answer.body.msg}`);
  return answer.body.data as T;
};

const exportLive = async (filters: Record<string, string>) =>
  sandbox.call(`${LD}/agentOss/export`, {
    token: owner,
    method: "POST",
    body: new URLSearchParams({ startTime: String(range.startTime), endTime: String(range.endTime), tabs: "live", ...filters }).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });

const status = (token: string, jobId: string) => sandbox.call(`${LD}/exportJob/status`, { token, body: { jobId } });

/** Polls the job until it is no longer running (the job runs beside the calls). */
async function settled(jobId: string): Promise<JobState> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const job = data<JobState>(await status(owner, jobId));
    if (job.status !== ExportJobStatus.Running) return job;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("the export job did not finish");
}

describe("export jobs", () => {
  it("an export over the threshold answers a job whose file holds exactly the filtered rows", async () => {
    const proxies = data<{ list: { proxyUid: string }[] }>(await sandbox.call(`${LD}/agentOss/proxyList`, { token: owner, body: { ...range, page: 1, pageSize: 100 } }));
    const proxyUid = proxies.list[0]?.proxyUid ?? "";
    const listed = data<{ list: { uid: string; beans: number }[]; total: number }>(
      await sandbox.call(`${LD}/agentOss/anchorList`, { token: owner, body: { ...range, proxyUid, page: 1, pageSize: 100 } }),
    );
    expect(listed.total).toBeGreaterThan(3);

    const answer = data<{ jobId?: string; rowsTotal?: number; url?: string }>(await exportLive({ proxyUid }));
    expect(answer.url).toBeUndefined();
    expect(answer.rowsTotal).toBe(listed.total);
    const job = await settled(answer.jobId ?? "");
    expect(job).toMatchObject({ status: ExportJobStatus.Done, rowsTotal: listed.total, rowsWritten: listed.total, errorCode: null });

    const file = await downloadExport(sandbox, job.url ?? "");
    expect(file.bom).toBe(true);
    expect(file.lines[0]).toMatch(/^tab,key,name,live_duration_seconds,/);
    expect(file.lines.slice(1).map((line) => line.split(",")[1])).toEqual(listed.list.map((r) => r.uid));
    // Numbers stay numbers: unquoted digits, the beans of each row as the list gives them.
    expect(file.lines.slice(1).every((line) => /^live,\d+,.*,\d+,\d+,\d+,\d+,\d+,\d+,\d+,\d+,\d+$/.test(line))).toBe(true);
    expect(file.lines.slice(1).map((line) => Number(line.split(",")[5]))).toEqual(listed.list.map((r) => r.beans));
  });

  it("a set within the threshold is answered as a file at once", async () => {
    const listed = data<{ list: { bigoId: string }[] }>(await sandbox.call(`${LD}/agentOss/anchorList`, { token: owner, body: { ...range, page: 1, pageSize: 1 } }));
    const answer = data<{ jobId?: string; url?: string }>(await exportLive({ bigoId: listed.list[0]?.bigoId ?? "" }));
    expect(answer.jobId).toBeUndefined();
    expect((await downloadExport(sandbox, answer.url ?? "")).lines).toHaveLength(2);
  });

  it("a job is readable only by the account that started it", async () => {
    const answer = data<{ jobId: string }>(await exportLive({}));
    await settled(answer.jobId);
    for (const username of ["agency.manager", "agency.broker", "admin"]) {
      const other = await sandbox.login(username);
      expect((await status(other, answer.jobId)).body.code, username).toBe(43005);
    }
    expect((await status(owner, "no-such-job")).body.code).toBe(43005);
  });
});
