/**
 * The live-data exports whose rows grow with the broadcasters (SCREEN-RULES rule 3: large exports
 * become jobs), through the API with a job threshold of 3 rows (`SANDBOX_EXPORT_JOB_ROWS`) on the
 * seeded sandbox (test day 2025-06-02): a filtered set within the threshold answers the file at
 * once, a set above it answers a job (`exportJob/status`) whose file holds the same lines; in both
 * cases the lines are exactly those the list calls give for the same filters, written as before
 * (same columns, same order, numbers unquoted).
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ExportJobStatus } from "@agent-portal/api-client/enums";
import { agencies } from "#db/schema/organisation.ts";
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
const form = (path: string, as: string, fields: Record<string, string | number | undefined>) =>
  sandbox().call(`${LD}${path}`, {
    token: tokens[as] ?? as,
    method: "POST",
    body: new URLSearchParams(Object.entries(fields).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
const get = (path: string, as: string, fields: Record<string, string | number | undefined>) =>
  sandbox().call(`${LD}${path}?${new URLSearchParams(Object.entries(fields).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))).toString()}`, {
    token: tokens[as] ?? as,
    method: "GET",
  });

/**
 * The seeded Philippines has too few agencies for a job: four more (once), without live or
 * broadcasters (zeros, ties ordered by uid), in the region of its agency.
 */
async function morePhilippineAgencies(): Promise<void> {
  const ranked = data<{ list: { agencyUid: string }[] }>(await call("/area/agencyRank", "operator", { area: "PH", ...MAY, page: 1, pageSize: 1 }));
  const [home] = await sandbox()
    .database.db.select({ regionId: agencies.regionId })
    .from(agencies)
    .where(eq(agencies.uid, ranked.list[0]?.agencyUid ?? ""));
  await sandbox()
    .database.db.insert(agencies)
    .values(
      [4, 2, 3, 1].map((n) => ({
        uid: `99000000000${String(n)}`,
        bigoId: `ph.extra.${String(n)}`,
        name: `PH extra ${String(n)}`,
        regionId: home?.regionId ?? 0,
        createdAt: new Date(),
      })),
    )
    .onConflictDoNothing();
}

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

describe("area exportUrl, region files (tabs tiers, days and agencies)", () => {
  const region = (fields: Record<string, string | number | undefined>) => form("/area/exportUrl", "operator", fields);
  const withAgency = (rows: readonly OrderRow[], csv: (answer: { list: readonly OrderRow[] }) => { header: string[]; rows: (string | number)[][] }) =>
    linesOf(
      ["agency_uid", "agency_name", ...csv({ list: [] }).header],
      rows.flatMap((row) => csv({ list: [row] }).rows.map((cells) => [row.agencyUid ?? "", row.agencyName ?? "", ...cells])),
    );

  it("month tab: one broadcaster is a file, the region's broadcasters a job, both the list's rows led by their agency", async () => {
    const listed = await everyRow<OrderRow>("/area/liveOrder", "operator", { area: "ID", ...MAY });
    expect(listed.length).toBeGreaterThan(JOB_ROWS);
    expect(await jobLines("operator", await region({ area: "ID", tab: "tiers", ...MAY }), listed.length)).toEqual(withAgency(listed, tierCsvRows));

    const narrowed = await everyRow<OrderRow>("/area/liveOrder", "operator", { area: "ID", ...MAY, bigoId: listed[1]?.bigoId });
    expect(narrowed).toHaveLength(1);
    expect(await fileLines(await region({ area: "ID", tab: "tiers", ...MAY, bigoId: listed[1]?.bigoId }))).toEqual(withAgency(narrowed, tierCsvRows));
  });

  it("day tab: one broadcaster over two days is a file, the region's broadcasters over May a job, both every day of each", async () => {
    const listed = await everyRow<OrderRow>("/area/liveOrder", "operator", { area: "ID", ...MAY, withDays: true });
    expect(await jobLines("operator", await region({ area: "ID", tab: "days", ...MAY }), listed.length * 31)).toEqual(withAgency(listed, dayCsvRows));

    const narrowed = await everyRow<OrderRow>("/area/liveOrder", "operator", { area: "ID", ...TWO_DAYS, withDays: true, bigoId: listed[0]?.bigoId });
    const lines = await fileLines(await region({ area: "ID", tab: "days", ...TWO_DAYS, bigoId: listed[0]?.bigoId }));
    expect(lines).toHaveLength(3);
    expect(lines).toEqual(withAgency(narrowed, dayCsvRows));
  });

  it("agency tab: a region of few agencies is a file, one of more a job, both the ranking's rows with their previous rank", async () => {
    interface Ranked {
      rank: number;
      previousRank: number | null;
      agencyUid: string;
      name: string;
      beans: number;
      liveDuration: number;
      validLiveDays: number;
      liveAnchors: number;
    }
    const header = ["rank", "previous_rank", "agency_uid", "agency_name", "beans", "live_duration_seconds", "valid_live_days", "live_broadcasters"];
    const expected = (rows: readonly Ranked[]) =>
      linesOf(
        header,
        rows.map((r) => [r.rank, r.previousRank ?? "", r.agencyUid, r.name, r.beans, r.liveDuration, r.validLiveDays, r.liveAnchors]),
      );
    const few = await everyRow<Ranked>("/area/agencyRank", "operator", { area: "ID", ...MAY });
    expect(few.length).toBeLessThanOrEqual(JOB_ROWS);
    expect(await fileLines(await region({ area: "ID", tab: "agencies", ...MAY }))).toEqual(expected(few));

    await morePhilippineAgencies();
    const many = await everyRow<Ranked>("/area/agencyRank", "operator", { area: "PH", ...MAY });
    expect(many.length).toBeGreaterThan(JOB_ROWS);
    expect(many.some((r) => r.previousRank !== null)).toBe(true);
    expect(await jobLines("operator", await region({ area: "PH", tab: "agencies", ...MAY }), many.length)).toEqual(expected(many));
  });
});

describe("new_anchor exportUrl, new broadcasters", () => {
  interface NewAnchor {
    uid: string;
    bigoId: string;
    nickName: string;
    joinTime: number;
    grade: string;
    liveDuration: number;
    validLiveDays: number;
    beans: number;
    newFans: number;
    qualified: number;
  }
  const header = ["uid", "bigo_id", "nick_name", "join_day", "grade", "live_duration_seconds", "valid_live_days", "beans", "new_fans", "qualified"];
  const expected = (rows: readonly NewAnchor[]) =>
    linesOf(
      header,
      rows.map((r) => [
        r.uid,
        r.bigoId,
        r.nickName,
        new Date(r.joinTime * 1000).toISOString().slice(0, 10),
        r.grade,
        r.liveDuration,
        r.validLiveDays,
        r.beans,
        r.newFans,
        r.qualified,
      ]),
    );

  it("a sub-agency of few new broadcasters is a file, the agency's a job, both the report's rows newest first", async () => {
    const every = await everyRow<NewAnchor>("/new_anchor/report", "agency.owner", MAY);
    expect(every.length).toBeGreaterThan(JOB_ROWS);
    expect(await jobLines("agency.owner", await form("/new_anchor/exportUrl", "agency.owner", MAY), every.length)).toEqual(expected(every));

    const proxies = await everyRow<{ proxyUid: string }>("/agentOss/proxyList", "agency.owner", MAY);
    const sizes = await Promise.all(
      proxies.map(async ({ proxyUid }) => ({ proxyUid, rows: await everyRow<NewAnchor>("/new_anchor/report", "agency.owner", { ...MAY, proxyUid }) })),
    );
    const small = sizes.find((s) => s.rows.length > 0 && s.rows.length <= JOB_ROWS);
    expect(small, "a sub-agency with 1 to 3 new broadcasters").toBeDefined();
    expect(await fileLines(await form("/new_anchor/proxy/exportUrl", "agency.owner", { ...MAY, proxyUid: small?.proxyUid }))).toEqual(expected(small?.rows ?? []));
  });
});

describe("brokerageBackend anchorExportUrl, broadcasters' income", () => {
  interface Income {
    uid: string;
    bigoId: string;
    nickName: string;
    amountCents: number;
    byType: { type: number; amountCents: number }[];
  }
  const month = "2025-05";
  const header = ["uid", "bigo_id", "name", "income_cents", "gift_income_cents", "base_salary_cents", "activity_reward_cents", "pk_reward_cents", "new_broadcaster_bonus_cents"];
  const expected = (rows: readonly Income[], allRows: readonly Income[]) =>
    linesOf(
      header,
      rows.map((r) => {
        const split = allRows.find((a) => a.uid === r.uid)?.byType ?? [];
        return [r.uid, r.bigoId, r.nickName, r.amountCents, ...[1, 2, 3, 4, 5].map((t) => split.find((s) => s.type === t)?.amountCents ?? 0)];
      }),
    );
  const exportIncome = (fields: Record<string, string | number | undefined>) => form("/brokerageBackend/anchorExportUrl", "agency.owner", { month, ...fields });

  it("one broadcaster is a file, the month's earners a job, both the list's rows with their income by type, highest first", async () => {
    const every = await everyRow<Income>("/brokerageBackend/anchorList", "agency.owner", { month });
    expect(every.length).toBeGreaterThan(JOB_ROWS);
    expect(await jobLines("agency.owner", await exportIncome({}), every.length)).toEqual(expected(every, every));

    const one = await everyRow<Income>("/brokerageBackend/anchorList", "agency.owner", { month, bigoId: every[1]?.bigoId });
    expect(one).toHaveLength(1);
    expect(await fileLines(await exportIncome({ bigoId: every[1]?.bigoId }))).toEqual(expected(one, one));
  });

  it("a benefit type's export is that type's list: its amount first, a job when large", async () => {
    const every = await everyRow<Income>("/brokerageBackend/anchorList", "agency.owner", { month });
    const gifts = await everyRow<Income>("/brokerageBackend/anchorListByType", "agency.owner", { month, type: 1 });
    expect(gifts.length).toBeGreaterThan(JOB_ROWS);
    expect(await jobLines("agency.owner", await exportIncome({ type: 1 }), gifts.length)).toEqual(expected(gifts, every));
  });
});

describe("new_anchor/area exportUrl, a region's new broadcasters per agency", () => {
  interface AgencyNew {
    proxyUid: string;
    name: string;
    newAnchorCount: number;
    activeCount: number;
    qualifiedCount: number;
    beans: number;
    liveDuration: number;
  }
  const header = ["agency_uid", "agency_name", "new_broadcasters", "active", "qualified", "beans", "live_duration_seconds"];
  const lineOf = (r: AgencyNew) => [r.proxyUid, r.name, r.newAnchorCount, r.activeCount, r.qualifiedCount, r.beans, r.liveDuration];
  const exportRegion = (area: string) => form("/new_anchor/area/exportUrl", "operator", { area, ...MAY });

  it("a region of few agencies is a file, one of more a job, both each agency's totals as the details list them", async () => {
    const few = await everyRow<AgencyNew>("/new_anchor/area/details", "operator", { area: "ID", ...MAY });
    expect(few.length).toBeLessThanOrEqual(JOB_ROWS);
    expect(few.some((r) => r.newAnchorCount > 0)).toBe(true);
    expect(await fileLines(await exportRegion("ID"))).toEqual(linesOf(header, few.map(lineOf)));

    await morePhilippineAgencies();
    const many = await everyRow<AgencyNew>("/new_anchor/area/details", "operator", { area: "PH", ...MAY });
    expect(many.length).toBeGreaterThan(JOB_ROWS);
    const lines = await jobLines("operator", await exportRegion("PH"), many.length);
    // The file lists the agencies in the region's order, the details list by new broadcasters: the same rows.
    expect([...lines.slice(1)].sort()).toEqual(linesOf(header, many.map(lineOf)).slice(1).sort());
    expect(lines[0]).toBe(header.join(","));
  });
});
