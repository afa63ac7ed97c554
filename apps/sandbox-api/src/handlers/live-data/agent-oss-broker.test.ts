/**
 * The live tab's broker filter through the API as `agency.owner` (issue 20, item 1): agentOss
 * anchorList with `brokerUid` lists exactly that broker's broadcasters (their rows add up with
 * the other brokers' to the whole list), the export with the same filter writes exactly those
 * rows, and a member of another agency is refused (43003).
 */
import { AgentRole } from "@agent-portal/api-client/enums";
import { beforeAll, describe, expect, it } from "vitest";
import { answerData as data, TEST_DAY, useTestSandbox } from "#testing/harness.ts";
import { downloadExport } from "#testing/export-file.ts";

const open = useTestSandbox();
let owner: string;
beforeAll(async () => {
  owner = await open().login("agency.owner");
});

const LD = "/bigo_act_livedata_api";
const DAY = 86_400;
const today = Date.parse(`${TEST_DAY.toISOString().slice(0, 10)}T00:00:00Z`) / 1000;
const range = { startTime: today - 30 * DAY, endTime: today - 1 };

/** Every uid of the live tab's list (all pages) under `extra` filters, most beans first. */
const uids = async (extra: Record<string, unknown> = {}) => {
  const found: string[] = [];
  for (let page = 1; ; page += 1) {
    const answer = data<{ list: { uid: string }[]; total: number }>(
      await open().call(`${LD}/agentOss/anchorList`, { token: owner, body: { ...range, ...extra, page, pageSize: 100 } }),
    );
    found.push(...answer.list.map((row) => row.uid));
    if (found.length >= answer.total || answer.list.length === 0) return found;
  }
};

describe("agentOss anchorList and export by broker", () => {
  it("lists each broker's broadcasters only, which together make the whole list; the export holds the same rows", async () => {
    const members = data<{ list: { uid: string; role: number }[] }>(
      await open().call("/api/union_oss/getAgencyMemberList", { token: owner, body: { page: 1, page_size: 100 } }),
    ).list;
    const brokers = members.filter((m) => m.role === AgentRole.MANAGER || m.role === AgentRole.BROKER);
    expect(brokers.length).toBeGreaterThan(1);
    const all = await uids();
    const byBroker = await Promise.all(brokers.map(async (b) => ({ uid: b.uid, rows: await uids({ brokerUid: b.uid }) })));
    const busiest = byBroker.reduce((a, b) => (b.rows.length > a.rows.length ? b : a));
    expect(busiest.rows.length).toBeGreaterThan(0);
    expect(busiest.rows.length).toBeLessThan(all.length);
    // No broadcaster under two brokers; the unassigned ones are the rest.
    const listed = byBroker.flatMap((b) => b.rows);
    expect(new Set(listed).size).toBe(listed.length);
    for (const uid of listed) expect(all).toContain(uid);

    const form = new URLSearchParams({ startTime: String(range.startTime), endTime: String(range.endTime), brokerUid: busiest.uid, tabs: "live", sort: "beans", order: "desc" });
    const exported = data<{ url: string }>(
      await open().call(`${LD}/agentOss/export`, { token: owner, method: "POST", body: form.toString(), headers: { "content-type": "application/x-www-form-urlencoded" } }),
    );
    const file = await downloadExport(open(), exported.url);
    expect(file.bom).toBe(true);
    // Header, then one row per listed broadcaster, in the list's order (uid in the second column).
    expect(file.lines.slice(1).map((line) => line.split(",")[1])).toEqual(busiest.rows);
  });

  it("refuses a member outside the agency", async () => {
    const answer = await open().call(`${LD}/agentOss/anchorList`, { token: owner, body: { ...range, brokerUid: "999999999", page: 1, pageSize: 20 } });
    expect(answer.body.code).toBe(43003);
  });
});
