/**
 * The aggregates behind the core tab's "New broadcasters" (issue 20, item 1): GetAgentAggrData and
 * GetBrokerAggrData count the signed broadcasters of the caller's scope who joined in the range,
 * so two back-to-back ranges (the tab's range and the previous one it is compared with) add up to
 * the range covering both; the agency's count is the sum of its brokers'. A reversed range is
 * refused (38101).
 */
import { and, between, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { broadcasters } from "#db/schema/broadcasters.ts";
import { agencies } from "#db/schema/organisation.ts";
import { answerData as data, useTestSandbox } from "#testing/harness.ts";

const sandbox = useTestSandbox();
let owner: string;
beforeAll(async () => {
  owner = await sandbox().login("agency.owner");
});

interface Aggr {
  new_anchor_count: number;
  anchor_count: number;
}
const S = "/api/live_agent_service";
const DAY = 86_400;
const agent = async (start: number, end: number) =>
  data<{ summary: Aggr; brokers: (Aggr & { broker_uid: string })[] }>(await sandbox().call(`${S}/GetAgentAggrData`, { token: owner, body: { start_time: start, end_time: end } }));
const iso = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

describe("new broadcasters of a range", () => {
  it("counts the signed broadcasters who joined in the range; back-to-back ranges add up", async () => {
    const today = Math.floor(sandbox().clock().getTime() / 1000 / DAY) * DAY;
    const end = today - 1;
    const mid = today - 45 * DAY;
    const start = today - 90 * DAY;
    const [whole, earlier, later] = [await agent(start, end), await agent(start, mid - 1), await agent(mid, end)];
    expect(whole.summary.new_anchor_count).toBeGreaterThan(0);
    expect(earlier.summary.new_anchor_count + later.summary.new_anchor_count).toBe(whole.summary.new_anchor_count);
    expect(whole.brokers.reduce((sum, row) => sum + row.new_anchor_count, 0)).toBe(whole.summary.new_anchor_count);

    const [agency] = await sandbox()
      .database.db.select({ id: agencies.id })
      .from(agencies)
      .where(eq(agencies.uid, await agencyUidOfOwner()));
    if (agency === undefined) throw new Error("the owner's agency");
    const joined = await sandbox().database.db.$count(
      broadcasters,
      and(eq(broadcasters.agencyId, agency.id), eq(broadcasters.contractState, "signed"), between(broadcasters.joinedAt, iso(start), iso(end))),
    );
    expect(whole.summary.new_anchor_count).toBe(joined);
  });

  it("refuses a range that starts after it ends", async () => {
    const now = Math.floor(sandbox().clock().getTime() / 1000);
    const answer = await sandbox().call(`${S}/GetAgentAggrData`, { token: owner, body: { start_time: now - DAY, end_time: now - 2 * DAY } });
    expect(answer.body.code).toBe(38101);
  });
});

/** The uid of agency.owner's agency (its session's agent list). */
async function agencyUidOfOwner(): Promise<string> {
  const info = data<{ agentList?: { uid: string }[] }>(await sandbox().call("/api/agent/user/info", { token: owner, method: "GET" }));
  return info.agentList?.[0]?.uid ?? "";
}
