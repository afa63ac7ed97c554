/**
 * Issue 24 item 4: a change is atomic and idempotent, refused with its business code and no
 * trace when the server does not allow it (a full round, a started round, no change left), and
 * counted against the agency's change allowance (move and replace only).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ActRegistErrorCode } from "@agent-portal/api-client/contract/act75352-shared";
import { ActivitySignStatus } from "@agent-portal/api-client/enums";
import { createTestSandbox } from "#testing/harness.ts";
import type { TestSandbox } from "#testing/harness.ts";
import { ROUND_CHANGE_LIMIT } from "./change-log.ts";

interface Answer {
  body: { code: number; msg: string; data?: unknown };
}
interface ChangePage {
  anchors: { anchorUid: string; signStatus: number }[];
  changeLimit: number;
  changesLeft: number;
}
interface AnchorRow {
  anchorUid: string;
  eligible: 0 | 1;
  signStatus: number;
}

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

const post = (path: string, body: unknown): Promise<Answer> => sandbox.call(`/api/act75352/${path}`, { token: owner, body });
const ok = async <T>(answer: Promise<Answer>): Promise<T> => {
  const { body } = await answer;
  expect(body.code, body.msg).toBe(0);
  return body.data as T;
};
const changePage = (roundId: number, activityId = 102) =>
  ok<ChangePage>(sandbox.call(`/api/act75352/api/agent/getChangePageInfo?activityId=${String(activityId)}&roundId=${String(roundId)}`, { token: owner, method: "GET" }));
const uidsIn = async (roundId: number) => (await changePage(roundId)).anchors.map((a) => a.anchorUid).sort();

describe("change_round (activity 102: round 1021 has 6 places, 2 taken; round 1022 holds 2 of ours)", () => {
  it("refuses a move into a full round with 44004 and leaves the broadcaster where they were, using no change", async () => {
    const [moving] = await uidsIn(1022);
    const anchors = await ok<{ list: AnchorRow[] }>(sandbox.call("/api/act75352/query_anchor_list?activityId=102&pageIndex=1&pageSize=100", { token: owner, method: "GET" }));
    const free = anchors.list.filter((r) => r.eligible === 1 && r.signStatus === ActivitySignStatus.None).slice(0, 4);
    await ok(post("sign", { activityId: 102, roundId: 1021, anchorUids: free.map((r) => r.anchorUid), formValues: { talent: "singing" } }));
    const before = await uidsIn(1021);
    expect(before).toHaveLength(6);

    const { body } = await post("change_round", { activityId: 102, anchorUid: moving, fromRoundId: 1022, toRoundId: 1021, requestId: "full-round-1" });
    expect(body.code).toBe(ActRegistErrorCode.RoundFull);
    expect(await uidsIn(1022)).toContain(moving);
    expect(await uidsIn(1021)).toEqual(before);
    expect((await changePage(1022)).changesLeft).toBe(ROUND_CHANGE_LIMIT);
  });

  it("moves in one step, answers a repeated request id without moving or counting again, and refuses 44011 past the allowance", async () => {
    const [moving] = await uidsIn(1022);
    const request = { activityId: 102, anchorUid: moving, fromRoundId: 1022, toRoundId: 1023, requestId: "move-once-1" };
    expect(await ok(post("change_round", request))).toEqual({ roundId: 1023 });
    expect(await ok(post("change_round", request))).toEqual({ roundId: 1023 });
    expect(await uidsIn(1023)).toEqual([moving]);
    expect(await uidsIn(1022)).not.toContain(moving);
    expect((await changePage(1023)).changesLeft).toBe(ROUND_CHANGE_LIMIT - 1);

    // Back and forth until the allowance is used; the next move is refused and changes nothing.
    let from = 1023;
    for (let i = 1; i < ROUND_CHANGE_LIMIT; i += 1) {
      const to = from === 1023 ? 1022 : 1023;
      await ok(post("change_round", { activityId: 102, anchorUid: moving, fromRoundId: from, toRoundId: to, requestId: `move-more-${String(i)}` }));
      from = to;
    }
    const can = await ok<{ canChange: number; changesLeft: number }>(post("api/agent/canChangeRound", { activityId: 102, roundId: from, anchorUid: moving }));
    expect(can).toMatchObject({ canChange: 1, changesLeft: 0 });
    const { body } = await post("change_round", { activityId: 102, anchorUid: moving, fromRoundId: from, toRoundId: from === 1023 ? 1022 : 1023, requestId: "move-over-1" });
    expect(body.code).toBe(ActRegistErrorCode.ChangeLimitReached);
    expect(await uidsIn(from)).toContain(moving);
  });
});

describe("cancel_round and canChangeRound", () => {
  it("takes a broadcaster out of a round without using a change; a started round (activity 103) says why not", async () => {
    const [leaving] = await uidsIn(1022);
    const left = (await changePage(1022)).changesLeft;
    await ok(post("cancel_round", { activityId: 102, roundId: 1022, anchorUid: leaving, requestId: "leave-round-1" }));
    expect(await uidsIn(1022)).not.toContain(leaving);
    expect((await changePage(1022)).changesLeft).toBe(left);

    const [started] = (await changePage(1031, 103)).anchors.map((a) => a.anchorUid);
    const can = await ok<{ canChange: number; reasonCode: number }>(post("api/agent/canChangeRound", { activityId: 103, roundId: 1031, anchorUid: started }));
    expect(can).toMatchObject({ canChange: 0, reasonCode: ActRegistErrorCode.RoundChangeNotAllowed });
    const { body } = await post("cancel_round", { activityId: 103, roundId: 1031, anchorUid: started });
    expect(body.code).toBe(ActRegistErrorCode.RoundChangeNotAllowed);
  });
});

describe("change_anchor", () => {
  // A fresh sandbox: the moves above used the agency's allowance and filled round 1021.
  beforeAll(async () => {
    await sandbox.close();
    sandbox = await createTestSandbox();
    owner = await sandbox.login("agency.owner");
  });

  it("swaps in one step: the leaving broadcaster is cancelled, the new one registered in the round; a taken one is refused with 44003 and nothing changes", async () => {
    const [leaving, staying] = await uidsIn(1021);
    const anchors = await ok<{ list: AnchorRow[] }>(sandbox.call("/api/act75352/query_anchor_list?activityId=102&pageIndex=1&pageSize=100", { token: owner, method: "GET" }));
    const [newcomer, taken] = anchors.list.filter((r) => r.eligible === 1 && r.signStatus === ActivitySignStatus.None);
    expect(taken).toBeDefined();
    // Another registration of the agency's, in another round: not free to take the place.
    await ok(post("sign", { activityId: 102, roundId: 1023, anchorUids: [taken?.anchorUid], formValues: { talent: "singing" } }));
    const refused = await post("change_anchor", { activityId: 102, roundId: 1021, fromAnchorUid: leaving, toAnchorUid: taken?.anchorUid, requestId: "swap-taken-1" });
    expect(refused.body.code).toBe(ActRegistErrorCode.AlreadySigned);
    expect(await uidsIn(1021)).toEqual([leaving, staying].sort());
    expect((await changePage(1021)).changesLeft).toBe(ROUND_CHANGE_LIMIT);

    const request = { activityId: 102, roundId: 1021, fromAnchorUid: leaving, toAnchorUid: newcomer?.anchorUid, requestId: "swap-once-1" };
    await ok(post("change_anchor", request));
    await ok(post("change_anchor", request));
    expect(await uidsIn(1021)).toEqual([staying, newcomer?.anchorUid].sort());
    const page = await changePage(1021);
    expect(page.changesLeft).toBe(ROUND_CHANGE_LIMIT - 1);
  });
});
