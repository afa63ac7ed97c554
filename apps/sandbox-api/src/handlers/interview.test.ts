/**
 * The interview calls through the API (issue 23, item 5): soonest first, the past-due flag and
 * filters, the data scope (an operator sees only its regions' agencies), a reschedule keeping the
 * history, idempotent by key, and its refusals; the export of the filtered list (ExportInterviewList).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { InterviewStatus } from "@agent-portal/api-client/enums";
import { downloadExport } from "#testing/export-file.ts";
import { answerData as data, useTestSandbox } from "#testing/harness.ts";

const sandbox = useTestSandbox();
let operator: string;
let admin: string;
beforeAll(async () => {
  operator = await sandbox().login("operator");
  admin = await sandbox().login("admin");
});

interface Interview {
  interview_id: string;
  agency_uid: string;
  candidate_name: string;
  candidate_time_zone: string;
  scheduled_time: number;
  status: number;
  past_due: 0 | 1;
  reschedule_count: number;
}
interface Page {
  list: Interview[];
  total: number;
  data_time: number;
}
const S = "/api/live_agent_service";
const list = async (token: string, body: object = {}) => data<Page>(await sandbox().call(`${S}/GetInterviewList`, { token, body: { page_size: 100, ...body } }));
const reschedule = (token: string, body: object) => sandbox().call(`${S}/RescheduleInterview`, { token, body });
const history = async (token: string, id: string) =>
  data<{ list: { from_time: number; to_time: number; reason: string }[] }>(await sandbox().call(`${S}/GetInterviewRescheduleHistory`, { token, body: { interview_id: id } }));

describe("the interview list", () => {
  it("answers soonest first and flags the scheduled interviews whose time has passed", async () => {
    const all = await list(admin);
    expect(all.total).toBeGreaterThan(0);
    const times = all.list.map((i) => i.scheduled_time);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const flagged = all.list.filter((i) => i.past_due === 1);
    expect(flagged.length).toBeGreaterThan(0);
    for (const i of flagged) expect(i.status === InterviewStatus.Scheduled && i.scheduled_time < all.data_time).toBe(true);
    const due = await list(admin, { past_due: 1 });
    expect(due.list.map((i) => i.interview_id).sort()).toEqual(flagged.map((i) => i.interview_id).sort());
    const done = await list(admin, { status: InterviewStatus.Done });
    expect(done.list.every((i) => i.status === InterviewStatus.Done)).toBe(true);
    expect((await list(admin, { keyword: "maria" })).list.every((i) => i.candidate_name.toLowerCase().includes("maria"))).toBe(true);
  });

  it("shows an operator only the agencies of its regions", async () => {
    const all = await list(admin);
    const mine = await list(operator);
    expect(mine.total).toBeLessThanOrEqual(all.total);
    expect(mine.total).toBeGreaterThan(0);
  });
});

describe("rescheduling", () => {
  it("moves a scheduled interview, keeps every move in its history, and answers a repeated key without moving it again", async () => {
    const [due] = (await list(operator, { past_due: 1 })).list;
    if (due === undefined) throw new Error("a seeded past-due interview");
    const to = sandbox().clock().getTime() / 1000 + 2 * 86_400;
    const body = { interview_id: due.interview_id, scheduled_time: Math.floor(to), reason: "The candidate was ill.", idempotency_key: "reschedule-key-1" };
    const first = data<Interview>(await reschedule(operator, body));
    expect(first).toMatchObject({ scheduled_time: Math.floor(to), past_due: 0, reschedule_count: 1 });
    const again = data<Interview>(await reschedule(operator, { ...body, scheduled_time: Math.floor(to) + 3600 }));
    expect(again.scheduled_time).toBe(Math.floor(to));
    expect(again.reschedule_count).toBe(1);
    const second = data<Interview>(
      await reschedule(operator, { ...body, scheduled_time: Math.floor(to) + 7200, reason: "Interviewer away.", idempotency_key: "reschedule-key-2" }),
    );
    expect(second.reschedule_count).toBe(2);
    const moves = (await history(operator, due.interview_id)).list;
    expect(moves.map((m) => m.reason)).toEqual(["Interviewer away.", "The candidate was ill."]);
    expect(moves[1]?.from_time).toBe(due.scheduled_time);
    expect(moves[0]?.from_time).toBe(Math.floor(to));
  });

  it("refuses a time in the past and an interview that is not scheduled", async () => {
    const [scheduled] = (await list(operator, { status: InterviewStatus.Scheduled, past_due: 0 })).list;
    const [done] = (await list(operator, { status: InterviewStatus.Done })).list;
    if (scheduled === undefined || done === undefined) throw new Error("seeded interviews");
    const past = await reschedule(operator, { interview_id: scheduled.interview_id, scheduled_time: 1_000, reason: "x", idempotency_key: "reschedule-key-3" });
    expect(past.body.code).toBe(49103);
    const closed = await reschedule(operator, { interview_id: done.interview_id, scheduled_time: 4_000_000_000, reason: "x", idempotency_key: "reschedule-key-4" });
    expect(closed.body.code).toBe(49102);
    const missing = await reschedule(operator, { interview_id: "999999", scheduled_time: 4_000_000_000, reason: "x", idempotency_key: "reschedule-key-5" });
    expect(missing.body.code).toBe(49101);
  });
});

describe("the export", () => {
  it("writes the filtered interviews of the caller's scope, every page, soonest first, as CSV with a byte-order mark", async () => {
    const all = await list(admin);
    const [first, last] = [all.list[0], all.list.at(-1)];
    if (first === undefined || last === undefined) throw new Error("seeded interviews");
    const range = { start_time: first.scheduled_time + 1, end_time: last.scheduled_time };
    const filtered = await list(operator, { ...range, page_size: 1 });
    expect(filtered.total).toBeGreaterThan(1);
    const answer = data<{ url: string }>(await sandbox().call(`${S}/ExportInterviewList`, { token: operator, body: range }));
    const file = await downloadExport(sandbox(), answer.url);
    expect(file.bom).toBe(true);
    expect(file.lines[0]).toContain("scheduled_at (UTC),scheduled_at (candidate's zone),candidate_time_zone");
    const rows = file.lines.slice(1);
    expect(rows).toHaveLength(filtered.total);
    expect(rows[0]?.startsWith(`${filtered.list[0]?.interview_id ?? "?"},`)).toBe(true);
    expect(rows.some((line) => line.startsWith(`${first.interview_id},`))).toBe(false);
  });

  it("applies the status filter as the list does", async () => {
    const done = await list(admin, { status: InterviewStatus.Done });
    const answer = data<{ url: string }>(await sandbox().call(`${S}/ExportInterviewList`, { token: admin, body: { status: InterviewStatus.Done } }));
    const rows = (await downloadExport(sandbox(), answer.url)).lines.slice(1);
    expect(rows.map((line) => line.split(",")[0])).toEqual(done.list.map((i) => i.interview_id));
  });
});
