/**
 * The live-data exports whose rows grow with the broadcasters (SCREEN-RULES rule 3: large exports
 * become jobs), through the API with a job threshold of 3 rows (`SANDBOX_EXPORT_JOB_ROWS`) on the
 * seeded sandbox (test day 2025-06-02): a filtered set within the threshold answers the file at
 * once, a set above it answers a job (`exportJob/status`) whose file holds the same lines; in both
 * cases the lines are exactly those the list calls give for the same filters, written as before
 * (same columns, same order, numbers unquoted).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ExportJobStatus } from "@agent-portal/api-client/enums";
import { csvLines } from "#services/files.ts";
import { downloadExport } from "#testing/export-file.ts";
import { answerData as data, useTestSandbox } from "#testing/harness.ts";
import type { CallResult } from "#testing/harness.ts";
import { dayCsvRows, tierCsvRows } from "./live-order.ts";

const sandbox = useTestSandbox({ SANDBOX_EXPORT_JOB_ROWS: "3" });
const JOB_ROWS = 3;
const LD = "/bigo_act_livedata_api";
const seconds = (day: string, end = false) => Date.parse(`${day}T${end ? "23:59:59" : "00:00:00"}Z`) / 1000;
const MAY = { startTime: seconds("2025-05-01"), endTime: seconds("2025-05-31", true) };
const TWO_DAYS = { startTime: seconds("2025-05-01"), endTime: seconds("2025-05-02", true) };
const tokens: Record<string, string> = {};

beforeAll(async () => {
  for (const who of ["agency.owner", "operator"]) tokens[who] = await sandbox().login(who);
});

type Answer = { url: string; expireTime: number } | { jobId: string; rowsTotal: number };
type OrderRow = Parameters<typeof tierCsvRows>[0]["list"][number] & { agencyUid?: string; agencyName?: string };

const call = (path: string, as: string, body: object) => sandbox().call(`${LD}${path}`, { token: tokens[as] ?? as, body });
const get = (path: string, as: string, fields: Record<string, string | number | undefined>) =>
  sandbox().call(`${LD}${path}?${new URLSearchParams(Object.entries(fields).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))).toString()}`, {
    token: tokens[as] ?? as,
    method: "GET",
  });

/** Every row of a paged list call (pages of 100). */
async function everyRow<T>(path: string, as: string, body: object): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const answer = data<{ list: T[]; total: number }>(await call(path, as, { ...body, page, pageSize: 100 }));
    rows.push(...answer.list);
    if (rows.length >= answer.total || answer.list.length === 0) return rows;
  }
}

/** The expected CSV lines (header first) of rows, as the file route writes them. */
const linesOf = (header: readonly string[], rows: readonly (readonly (string | number)[])[]): string[] =>
  csvLines([header, ...rows])
    .trimEnd()
    .split("\r\n");

/** Polls a job until it is no longer running; answers its state. */
async function settled(as: string, jobId: string) {
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const job = data<{ status: number; rowsTotal: number; rowsWritten: number; url: string | null; errorCode: number | null }>(await call("/exportJob/status", as, { jobId }));
    if (job.status !== ExportJobStatus.Running) return job;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("the export job did not finish");
}

/** The lines of an export answered as a file (asserting it is one). */
async function fileLines(answer: CallResult): Promise<readonly string[]> {
  const got = data<Answer>(answer);
  expect("jobId" in got, "answered a job, not a file").toBe(false);
  const file = await downloadExport(sandbox(), "url" in got ? got.url : "");
  expect(file.bom).toBe(true);
  return file.lines;
}

/** The lines of an export answered as a job (asserting it is one, of `rows` rows, and that it completes). */
async function jobLines(as: string, answer: CallResult, rows: number): Promise<readonly string[]> {
  const got = data<Answer>(answer);
  expect("url" in got, "answered a file, not a job").toBe(false);
  expect("rowsTotal" in got ? got.rowsTotal : -1).toBe(rows);
  const job = await settled(as, "jobId" in got ? got.jobId : "");
  expect(job).toMatchObject({ status: ExportJobStatus.Done, rowsTotal: rows, rowsWritten: rows, errorCode: null });
  const file = await downloadExport(sandbox(), job.url ?? "");
  expect(file.bom).toBe(true);
  return file.lines;
}

describe("agentOss exportUrl, broadcaster stats (tabs tiers and days)", () => {
  const tiers = (fields: Record<string, string | number | undefined>) => get("/agentOss/exportUrl", "agency.owner", { ...MAY, tabs: "tiers", ...fields });
  const days = (range: typeof MAY, fields: Record<string, string | number | undefined>) => get("/agentOss/exportUrl", "agency.owner", { ...range, tabs: "days", ...fields });

  it("month tab: one broadcaster is a file, every broadcaster a job, both the list's rows with their tiers", async () => {
    const listed = await everyRow<OrderRow>("/creator/liveOrder", "agency.owner", { ...MAY, sort: "liveDuration", order: "asc" });
    expect(listed.length).toBeGreaterThan(JOB_ROWS);
    const expected = linesOf(tierCsvRows({ list: listed }).header, tierCsvRows({ list: listed }).rows);
    expect(await jobLines("agency.owner", await tiers({ sort: "liveDuration", order: "asc" }), listed.length)).toEqual(expected);

    const one = listed[2];
    const narrowed = await everyRow<OrderRow>("/creator/liveOrder", "agency.owner", { ...MAY, bigoId: one?.bigoId });
    expect(narrowed).toHaveLength(1);
    expect(await fileLines(await tiers({ bigoId: one?.bigoId }))).toEqual(linesOf(tierCsvRows({ list: narrowed }).header, tierCsvRows({ list: narrowed }).rows));
  });

  it("day tab: one broadcaster over two days is a file, every broadcaster over May a job, both every day of each listed broadcaster", async () => {
    const listed = await everyRow<OrderRow>("/creator/liveOrder", "agency.owner", { ...MAY, withDays: true });
    const expected = linesOf(dayCsvRows({ list: listed }).header, dayCsvRows({ list: listed }).rows);
    expect(expected.length - 1).toBe(listed.length * 31);
    expect(await jobLines("agency.owner", await days(MAY, {}), listed.length * 31)).toEqual(expected);

    const one = listed[0];
    const narrowed = await everyRow<OrderRow>("/creator/liveOrder", "agency.owner", { ...TWO_DAYS, bigoId: one?.bigoId, withDays: true });
    const lines = await fileLines(await days(TWO_DAYS, { bigoId: one?.bigoId }));
    expect(lines).toHaveLength(3);
    expect(lines).toEqual(linesOf(dayCsvRows({ list: narrowed }).header, dayCsvRows({ list: narrowed }).rows));
  });
});
