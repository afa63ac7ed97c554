/**
 * Issue 20 item 6, recall of broadcasters at risk (preLostUser), as `agency.owner` on the seeded
 * sandbox: the list says why each is at risk and what a recall offers; a send is idempotent under
 * its requestId, goes into the payment action log (type 11, one entry per recipient), and a second
 * send to the same broadcaster inside the 7-day window is refused (43021) until it reopens; the
 * seeded recalls show every step of the path.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { LiveDataErrorCode } from "@agent-portal/api-client/contract/live-data-shared";
import { PaymentActionType, RecallRiskReason, RecallStatus } from "@agent-portal/api-client/enums";
import { useTestSandbox } from "#testing/harness.ts";

const sandbox = useTestSandbox();
const LD = "/bigo_act_livedata_api/preLostUser";
let owner = "";

interface AtRiskRow {
  uid: string;
  bigoId: string;
  recallStatus: number;
  riskReasons: number[];
  recallOpenTime: number;
}
interface ListAnswer {
  list: AtRiskRow[];
  total: number;
  offer: { message: string; rewardBeans: number; windowDays: number; dailyLimit: number; sentToday: number };
}
interface PathStep {
  sentTime: number;
  openedTime: number;
  returnedTime: number;
  rewardedTime: number;
}

const list = async () => (await sandbox().call(`${LD}/getUserList`, { token: owner, body: { page: 1, pageSize: 100 } })).body.data as ListAnswer;
const send = (uids: string[], requestId: string) => sandbox().call(`${LD}/sendRecallIm`, { token: owner, body: { uids, requestId } });
const path = async (uid: string) => ((await sandbox().call(`${LD}/getRecallPath`, { token: owner, body: { uid } })).body.data as { list: PathStep[] }).list;
const now = () => Math.floor(sandbox().clock().getTime() / 1000);

beforeAll(async () => {
  owner = await sandbox().login("agency.owner");
});

describe("preLostUser recall", () => {
  it("lists the broadcasters at risk with their reasons and the recall on offer", async () => {
    const answer = await list();
    expect(answer.total).toBeGreaterThan(3);
    expect(answer.offer).toMatchObject({ rewardBeans: 200, windowDays: 7, dailyLimit: 50 });
    expect(answer.offer.message).toContain("200 beans");
    for (const row of answer.list) {
      expect(row.riskReasons.length).toBeGreaterThan(0);
      expect([RecallRiskReason.NeverLive, RecallRiskReason.NoLive]).toContain(row.riskReasons[0]);
    }
    // The seed's recall sent 2 days back is inside the window: it reopens 5 days from now.
    const sent = answer.list.find((r) => r.recallStatus === RecallStatus.ImSent);
    expect(sent?.recallOpenTime).toBeGreaterThan(now() + 4 * 86_400);
  });

  it("seeds a path at every step: sent, opened, returned, rewarded", async () => {
    const answer = await list();
    const steps = await Promise.all(answer.list.filter((r) => r.recallStatus !== RecallStatus.None).map((r) => path(r.uid)));
    const newest = steps.map((s) => s[0]).filter((s): s is PathStep => s !== undefined);
    expect(newest.some((s) => s.openedTime === 0)).toBe(true);
    expect(newest.some((s) => s.openedTime > 0 && s.returnedTime === 0)).toBe(true);
    expect(newest.some((s) => s.returnedTime >= s.sentTime && s.returnedTime > 0 && s.rewardedTime === 0)).toBe(true);
    expect(newest.some((s) => s.rewardedTime > 0)).toBe(true);
  });

  it("sends once per requestId, logs each recipient, and refuses a second send inside the window with 43021", async () => {
    const before = await list();
    const fresh = before.list.filter((r) => r.recallOpenTime === 0 && r.recallStatus === RecallStatus.None).slice(0, 2);
    expect(fresh).toHaveLength(2);
    const uids = fresh.map((r) => r.uid);

    const first = await send(uids, "recall-test-key-1");
    expect(first.body.data).toEqual({ sentCount: 2, skippedUids: [] });
    // A retry with the same key (a timeout, a double click) answers the first send and sends nothing more.
    const retry = await send(uids, "recall-test-key-1");
    expect(retry.body.data).toEqual({ sentCount: 2, skippedUids: [] });
    const after = await list();
    expect(after.offer.sentToday).toBe(before.offer.sentToday + 2);
    const row = after.list.find((r) => r.uid === uids[0]);
    expect(row?.recallStatus).toBe(RecallStatus.ImSent);
    expect(row?.recallOpenTime).toBe(now() + 7 * 86_400);
    expect(await path(uids[0] ?? "")).toEqual([expect.objectContaining({ sentTime: now(), openedTime: 0, returnedTime: 0, rewardedTime: 0 })]);

    const log = await sandbox().call("/api/live_agent_service/PaymentAgencyActionLogList", {
      token: owner,
      body: { action_type: PaymentActionType.RecallSend, page: 1, page_size: 20 },
    });
    const entries = (log.body.data as { list: { target_bigo_id: string; ref_id: string; action_type: number; detail: string }[] }).list;
    expect(
      entries
        .filter((e) => e.ref_id === "recall-test-key-1")
        .map((e) => e.target_bigo_id)
        .sort(),
    ).toEqual(fresh.map((r) => r.bigoId).sort());
    expect(entries[0]?.detail).toContain("200-bean reward");

    const again = await send([uids[0] ?? ""], "recall-test-key-2");
    expect(again.body.code).toBe(LiveDataErrorCode.RecallTooSoon);
    expect(again.body.msg).toContain(new Date((now() + 7 * 86_400) * 1000).toISOString());
    expect((await list()).offer.sentToday).toBe(before.offer.sentToday + 2);

    // Once the window has passed, the same broadcaster may be recalled again.
    sandbox().clock.advance(7 * 86_400 + 1);
    owner = await sandbox().login("agency.owner");
    const reopened = await send([uids[0] ?? ""], "recall-test-key-3");
    expect(reopened.body.data).toEqual({ sentCount: 1, skippedUids: [] });
  });
});
