/**
 * Guild security through the API (issue 23): the ban list's filters and answer fields, the
 * summary's counts against the list, the export of the filtered set, a ban created and an appeal
 * rejected through the sandbox's platform tools, and the second appeal refused.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { AppealStatus, BanState } from "@agent-portal/api-client/enums";
import { answerData as data, createTestSandbox } from "#testing/harness.ts";
import type { TestSandbox } from "#testing/harness.ts";

let sandbox: TestSandbox;
let owner: string;
beforeAll(async () => {
  sandbox = await createTestSandbox();
  owner = await sandbox.login("agency.owner");
});
afterAll(async () => {
  await sandbox.close();
});
beforeEach(() => {
  vi.spyOn(console, "info").mockImplementation(() => undefined);
});

interface Ban {
  ban_id: string;
  bigo_id: string;
  end_time: number;
  violation_type: number;
  evidence_urls: string[];
  appeal_status: number;
  appeal_id: string;
  appeal_time: number;
  appeal_count: number;
  can_appeal: number;
}
const SC = "/api/security_center";
const bans = async (body: object = {}) => data<{ list: Ban[]; total: number }>(await sandbox.call(`${SC}/QueryBanList`, { token: owner, body: { page_size: 100, ...body } }));
const platform = async (path: string, body: object) => {
  const response = await sandbox.app.request(`/sandbox/security/${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe("the ban list", () => {
  it("answers the class, the evidence (or none) and the latest appeal of each ban, and filters by them", async () => {
    const all = await bans();
    expect(all.total).toBeGreaterThan(0);
    expect(all.list.some((ban) => ban.evidence_urls.length > 0)).toBe(true);
    expect(all.list.some((ban) => ban.evidence_urls.length === 0)).toBe(true);
    const appealed = all.list.find((ban) => ban.appeal_status !== AppealStatus.None);
    if (appealed !== undefined) expect(appealed).toMatchObject({ appeal_id: expect.stringMatching(/^\d+$/) as unknown, appeal_count: expect.any(Number) as unknown });
    for (const type of [1, 2, 3, 4]) {
      const filtered = await bans({ violation_type: type });
      expect(filtered.list.every((ban) => ban.violation_type === type)).toBe(true);
      expect(filtered.total).toBe(all.list.filter((ban) => ban.violation_type === type).length);
    }
    const never = await bans({ appeal_status: AppealStatus.None });
    expect(never.list.every((ban) => ban.appeal_status === AppealStatus.None)).toBe(true);
  });

  it("exports exactly the filtered set", async () => {
    const current = await bans({ state: BanState.Current });
    const answer = data<{ url: string }>(await sandbox.call(`${SC}/ExportBanList`, { token: owner, body: { state: BanState.Current } }));
    const file = await sandbox.app.request(new URL(answer.url).pathname + new URL(answer.url).search);
    const lines = (await file.text()).split("\r\n").filter((line) => line !== "");
    expect(lines[0]).toContain("ban_id");
    expect(lines.length - 1).toBe(current.total);
  });
});

describe("the summary", () => {
  it("counts this month's bans and the appeals by status as the list does", async () => {
    const summary = data<{
      month_start: number;
      bans_this_month: number;
      appeals_pending: number;
      appeals_accepted: number;
      appeals_rejected: number;
      violations_this_month: { violation_type: number; count: number }[];
      data_time: number;
    }>(await sandbox.call(`${SC}/QuerySecuritySummary`, { token: owner, body: {} }));
    expect((await bans({ start_time: summary.month_start, end_time: summary.data_time })).total).toBe(summary.bans_this_month);
    expect((await bans({ appeal_status: AppealStatus.Rejected })).total).toBeLessThanOrEqual(summary.appeals_rejected);
    expect(summary.violations_this_month.map((entry) => entry.violation_type)).toEqual([1, 2, 3, 4]);
  });
});

describe("an appeal decided by the platform", () => {
  it("is rejected with the reviewer's reason, and a second appeal of the same ban is refused while one is in review", async () => {
    const [any] = (await bans()).list;
    const created = await platform("bans", { bigo_id: any?.bigo_id, ends_in_seconds: 7 * 86_400 });
    expect(created.status).toBe(200);
    const banId = String(created.body.ban_id);
    const appeal = data<{ appeal_id: string; status: number }>(
      await sandbox.call(`${SC}/CreateAppeal`, { token: owner, body: { ban_id: banId, reason: "The clip was licensed for this stream." } }),
    );
    expect(appeal.status).toBe(AppealStatus.Pending);
    expect((await sandbox.call(`${SC}/CreateAppeal`, { token: owner, body: { ban_id: banId, reason: "Trying a second time while in review." } })).body.code).toBe(41102);

    expect((await platform("appeals/decide", { appeal_id: appeal.appeal_id, decision: "reject" })).status).toBe(400);
    const decided = await platform("appeals/decide", { appeal_id: appeal.appeal_id, decision: "reject", reason: "The licence does not cover live streams." });
    expect(decided.body).toEqual({ appeal_id: appeal.appeal_id, status: AppealStatus.Rejected });
    expect((await platform("appeals/decide", { appeal_id: appeal.appeal_id, decision: "accept" })).status).toBe(409);
    const latest = data<{ appeal: { status: number; reply: string; handle_time: number } }>(await sandbox.call(`${SC}/QueryAppeal`, { token: owner, body: { ban_id: banId } }));
    expect(latest.appeal).toMatchObject({ status: AppealStatus.Rejected, reply: "The licence does not cover live streams." });
    expect(latest.appeal.handle_time).toBeGreaterThan(0);
    const row = (await bans({ bigo_id: any?.bigo_id })).list.find((ban) => ban.ban_id === banId);
    expect(row).toMatchObject({ appeal_status: AppealStatus.Rejected, appeal_count: 1, can_appeal: 1 });
  });
});

describe("CreateAppealV2", () => {
  const token = async () => data<{ security_token: string }>(await sandbox.call(`${SC}/GetSecurityToken`, { token: owner, body: {} })).security_token;

  it("answers the same appeal to a repeated submission (same request_id), and counts it among the news once decided", async () => {
    const [any] = (await bans()).list;
    const banId = String((await platform("bans", { bigo_id: any?.bigo_id, ends_in_seconds: 86_400 })).body.ban_id);
    const body = { ban_id: banId, reason: "A repeated submission must not make two appeals.", request_id: "req-repeat-0001" };
    const first = data<{ appeal_id: string; bigo_id: string; create_time: number }>(
      await sandbox.call(`${SC}/CreateAppealV2`, { token: owner, body: { ...body, security_token: await token() } }),
    );
    const again = data<{ appeal_id: string }>(await sandbox.call(`${SC}/CreateAppealV2`, { token: owner, body: { ...body, security_token: await token() } }));
    expect(again.appeal_id).toBe(first.appeal_id);
    expect(first.bigo_id).toBe(any?.bigo_id);
    // Another submission (a new request id) of the same ban is refused while the first is in review.
    const other = await sandbox.call(`${SC}/CreateAppealV2`, { token: owner, body: { ...body, request_id: "req-repeat-0002", security_token: await token() } });
    expect(other.body.code).toBe(41102);

    const since = first.create_time;
    const before = data<{ count: number }>(await sandbox.call(`${SC}/QueryAppealNewsCount`, { token: owner, body: { since } })).count;
    await platform("appeals/decide", { appeal_id: first.appeal_id, decision: "accept" });
    const after = data<{ count: number }>(await sandbox.call(`${SC}/QueryAppealNewsCount`, { token: owner, body: { since } })).count;
    expect(after).toBe(before + 1);
  });
});
