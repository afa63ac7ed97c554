/**
 * Issue 25, the home's counts that needed a filter of their own, over the seed: sign_act_list
 * `closingWithin` (the region's open activity closes in 24-48 hours, so 48 hours finds exactly it
 * and 12 hours nothing), QryAnchorList `no_live_days` (only broadcasters whose last live day is at
 * least N days back, the rest of the tab lived since), and invoiceList status 1 (one statement per
 * agency waits for its signature).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ActivityStatus, InvoiceStatus } from "@agent-portal/api-client/enums";
import { answerData, useTestSandbox } from "#testing/harness.ts";
import type { CallResult, TestSandbox } from "#testing/harness.ts";

const sandboxOf = useTestSandbox();
let sandbox: TestSandbox;
let manager: string;
beforeAll(async () => {
  sandbox = sandboxOf();
  manager = await sandbox.login("agency.manager");
});

const data = async <T>(answer: Promise<CallResult>): Promise<T> => answerData<T>(await answer);

interface Page<T> {
  list: T[];
  total: number;
}

describe("sign_act_list closingWithin", () => {
  const activities = (query: string) =>
    data<Page<{ activityId: number; status: number; signEndTime: number }>>(sandbox.call(`/api/act75352/sign_act_list?${query}`, { token: manager, method: "GET" }));

  it("finds the open activity whose sign-up closes within 48 hours, and none within 12", async () => {
    const within48 = await activities(`status=${String(ActivityStatus.SignOpen)}&closingWithin=48&page=1&size=20`);
    expect(within48.total).toBe(1);
    const [open] = within48.list;
    expect(open?.status).toBe(ActivityStatus.SignOpen);
    const left = (open?.signEndTime ?? 0) - sandbox.clock().getTime() / 1000;
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(48 * 3600);
    expect((await activities("closingWithin=12&page=1&size=20")).total).toBe(0);
  });

  it("refuses a window outside 1-168 hours", async () => {
    const { body } = await sandbox.call("/api/act75352/sign_act_list?closingWithin=500&page=1&size=20", { token: manager, method: "GET" });
    expect(body.code).not.toBe(0);
  });
});

describe("QryAnchorList no_live_days", () => {
  type Row = { anchor_uid: string; last_live_time: number };
  const page = (body: object, n: number) => data<Page<Row>>(sandbox.call("/api/broker/QryAnchorList", { token: manager, body: { tab: 1, ...body, page: n, page_size: 100 } }));
  /** Every row of the tab (all its pages) and the answered total. */
  const list = async (body: object): Promise<Page<Row>> => {
    const first = await page(body, 1);
    const rows = [...first.list];
    for (let n = 2; rows.length < first.total; n += 1) rows.push(...(await page(body, n)).list);
    return { list: rows, total: first.total };
  };

  it("keeps the broadcasters whose last live day is at least 3 days back; the others of the tab lived since", async () => {
    const all = await list({});
    const idle = await list({ no_live_days: 3 });
    expect(all.list).toHaveLength(all.total);
    const today = Math.floor(sandbox.clock().getTime() / 86_400_000) * 86_400;
    const cutoff = today - 3 * 86_400;
    expect(idle.total).toBeGreaterThan(0);
    expect(idle.total).toBeLessThan(all.total);
    for (const row of idle.list) expect(row.last_live_time === 0 || row.last_live_time < cutoff + 86_400).toBe(true);
    const idleUids = new Set(idle.list.map((row) => row.anchor_uid));
    const lived = all.list.filter((row) => !idleUids.has(row.anchor_uid));
    expect(lived.length).toBe(all.total - idle.total);
    for (const row of lived) expect(row.last_live_time).toBeGreaterThanOrEqual(cutoff + 86_400);
  });
});

describe("agentOss invoiceList status 1", () => {
  it("counts the one statement of the agency waiting for its signature", async () => {
    const owner = await sandbox.login("agency.owner");
    const page = await data<Page<{ status: number }>>(
      sandbox.call("/bigo_act_livedata_api/agentOss/invoiceList", { token: owner, body: { status: InvoiceStatus.WaitingSignature, page: 1, pageSize: 1 } }),
    );
    expect(page.total).toBe(1);
    expect(page.list[0]?.status).toBe(InvoiceStatus.WaitingSignature);
  });
});
