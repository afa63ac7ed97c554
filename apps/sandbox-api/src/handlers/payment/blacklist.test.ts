/**
 * The payment blacklist and action log through the API (issue 21, items 5 and 8): the seeded
 * entries by status, adding many Bigo IDs with one result per line, the expiry check, removal
 * kept with its reason (once), the log entries each change writes, the CSV export of the filtered
 * set, and the permission (PaymentBlacklist 10) the server checks.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { answerData as data, createTestSandbox, verifyPhone } from "#testing/harness.ts";
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

const LAS = "/api/live_agent_service";
interface Entry {
  entry_id: string;
  bigo_id: string;
  status: number;
  reason: string;
  remove_reason: string;
}
interface Log {
  action_type: number;
  target_bigo_id: string;
  actor_role: number;
  actor_name: string;
  ref_id: string;
  detail: string;
  amount_beans: number | null;
}
const list = async (body: object) => data<{ list: Entry[]; total: number }>(await sandbox.call(`${LAS}/PaymentAgencyBlacklistList`, { token: owner, body }));
const logs = async (body: object) => data<{ list: Log[]; total: number }>(await sandbox.call(`${LAS}/PaymentAgencyActionLogList`, { token: owner, body }));

describe("payment blacklist", () => {
  it("lists the seeded entries newest first, by status", async () => {
    const all = await list({});
    expect(all.total).toBe(4);
    expect((await list({ status: 1 })).list.map((e) => e.reason)).toEqual(["Identity document under review.", "Chargeback on the last payout."]);
    expect((await list({ status: 2 })).list.map((e) => e.reason)).toEqual(["Duplicate account, cleared after the check."]);
    expect((await list({ status: 3 })).list.map((e) => [e.reason, e.remove_reason])).toEqual([["Entered by mistake.", "Wrong Bigo ID."]]);
    const first = all.list[0];
    if (first === undefined) throw new Error("no entry");
    expect((await list({ bigo_id: first.bigo_id.toUpperCase() })).list.map((e) => e.entry_id)).toEqual([first.entry_id]);
  });

  it("adds many Bigo IDs with one result per distinct line, and logs each entry added", async () => {
    const anchors = data<{ list: { bigo_id: string }[] }>(await sandbox.call("/api/broker/QryAnchorList", { token: owner, body: { page_size: 100 } })).list;
    const inForce = (await list({ status: 1 })).list.map((e) => e.bigo_id);
    const expired = (await list({ status: 2 })).list.map((e) => e.bigo_id);
    const fresh = anchors.find((a) => a.bigo_id !== "anchor.2" && !inForce.includes(a.bigo_id) && !expired.includes(a.bigo_id))?.bigo_id;
    const blocked = inForce[0];
    const lapsed = expired[0];
    if (fresh === undefined || blocked === undefined || lapsed === undefined) throw new Error("seed lacks broadcasters");
    const answer = data<{ results: { bigo_id: string; code: number; entry_id: string }[] }>(
      await sandbox.call(`${LAS}/PaymentAgencyBlacklistAdd`, {
        token: owner,
        body: { bigo_ids: [fresh, "no.such.user.x", blocked, fresh, lapsed], reason: "Chargeback", expire_time: 0 },
      }),
    );
    expect(answer.results.map((r) => [r.bigo_id, r.code])).toEqual([
      [fresh, 0],
      ["no.such.user.x", 38010],
      [blocked, 38011],
      [lapsed, 0],
    ]);
    expect((await list({ status: 1 })).total).toBe(4);
    const added = (await logs({ action_type: 5, bigo_id: fresh })).list;
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      target_bigo_id: fresh,
      actor_role: 1,
      actor_name: "Budi Santoso",
      ref_id: answer.results[0]?.entry_id,
      detail: "Chargeback",
      amount_beans: null,
    });
  });

  it("refuses an expiry in the past", async () => {
    const past = Math.floor(sandbox.clock().getTime() / 1000) - 60;
    const answer = await sandbox.call(`${LAS}/PaymentAgencyBlacklistAdd`, { token: owner, body: { bigo_ids: ["whoever"], reason: "x", expire_time: past } });
    expect(answer.body.code).toBe(38014);
  });

  it("removes an entry once, keeping it with its reason, and logs the removal", async () => {
    const entry = (await list({ status: 1 })).list[0];
    if (entry === undefined) throw new Error("no entry in force");
    const removed = data<Entry>(await sandbox.call(`${LAS}/PaymentAgencyBlacklistRemove`, { token: owner, body: { entry_id: entry.entry_id, reason: "Paid back" } }));
    expect(removed).toMatchObject({ entry_id: entry.entry_id, status: 3, remove_reason: "Paid back" });
    expect((await sandbox.call(`${LAS}/PaymentAgencyBlacklistRemove`, { token: owner, body: { entry_id: entry.entry_id, reason: "again" } })).body.code).toBe(38012);
    expect((await logs({ action_type: 6, bigo_id: entry.bigo_id })).list.map((l) => l.detail)).toEqual(["Paid back"]);
  });

  it("exports the filtered set as CSV with a byte-order mark, a header and one line per entry", async () => {
    const filtered = await list({ status: 3 });
    const exported = data<{ url: string }>(
      await sandbox.call(`${LAS}/PaymentAgencyBlacklistExport`, {
        token: owner,
        method: "POST",
        body: "status=3",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
    );
    const link = new URL(exported.url);
    const bytes = new Uint8Array(await (await sandbox.app.request(link.pathname + link.search)).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trimEnd().split("\r\n");
    expect(lines[0]).toBe("entry_id,bigo_id,nick_name,reason,status,expires_at (UTC),created_at (UTC),created_by,removed_at (UTC),remove_reason,removed_by");
    expect(lines).toHaveLength(filtered.total + 1);
    expect(lines.slice(1).every((line) => line.includes(",removed,"))).toBe(true);
  });

  it("refuses a blacklisted broadcaster's own payment submission, naming the date and reason", async () => {
    const added = data<{ results: { code: number }[] }>(
      await sandbox.call(`${LAS}/PaymentAgencyBlacklistAdd`, { token: owner, body: { bigo_ids: ["anchor.2"], reason: "Chargeback in November" } }),
    );
    expect(added.results.map((r) => r.code)).toEqual([0]);
    const anchor = await sandbox.login("anchor.2");
    await verifyPhone(sandbox, anchor, "anchor.2");
    const answer = await sandbox.call(`${LAS}/AnchorSubmitAnchorPayment`, { token: anchor, body: { method_type: 2, account_name: "Rizky Pratama", account_no: "08123456789" } });
    expect(answer.body.code).toBe(38013);
    expect(answer.body.msg).toMatch(/^Blacklisted since \d{4}-\d{2}-\d{2}: Chargeback in November$/);
  });

  it("is refused to a sub-agent without PaymentBlacklist", async () => {
    const subagent = await sandbox.login("agency.subagent");
    expect((await sandbox.call(`${LAS}/PaymentAgencyBlacklistList`, { token: subagent, body: {} })).body.code).toBe(30001);
    expect((await sandbox.call(`${LAS}/PaymentAgencyBlacklistAdd`, { token: subagent, body: { bigo_ids: ["x"], reason: "x" } })).body.code).toBe(30001);
  });
});
