/**
 * Issue 24 item 3: a sign-up is idempotent under its requestId (the same key answers the same task
 * and registers nobody again), its task reports running before its outcome, and the outcome lists
 * each broadcaster not registered with its business code (a stale sign: already registered by
 * another manager).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ActRegistErrorCode } from "@agent-portal/api-client/contract/act75352-shared";
import { ActivitySignStatus, SignTaskState } from "@agent-portal/api-client/enums";
import { createTestSandbox } from "#testing/harness.ts";
import type { TestSandbox } from "#testing/harness.ts";

interface AnchorRow {
  anchorUid: string;
  eligible: 0 | 1;
  signStatus: number;
}
interface TaskResult {
  state: number;
  total: number;
  successCount: number;
  failures: { anchorUid: string; code: number }[];
}

let sandbox: TestSandbox;
let owner: string;
let manager: string;
beforeAll(async () => {
  sandbox = await createTestSandbox();
  owner = await sandbox.login("agency.owner");
  manager = await sandbox.login("agency.manager");
});
afterAll(async () => {
  await sandbox.close();
});
beforeEach(() => {
  vi.spyOn(console, "info").mockImplementation(() => undefined);
});

const ok = async <T>(answer: Promise<{ body: { code: number; msg: string; data?: unknown } }>): Promise<T> => {
  const { body } = await answer;
  expect(body.code, body.msg).toBe(0);
  return body.data as T;
};

describe("sign (activity 102, sign-up open, round 1023)", () => {
  it("is idempotent under its requestId, reports running first, then each failure with its code", async () => {
    const anchors = await ok<{ list: AnchorRow[] }>(sandbox.call("/api/act75352/query_anchor_list?activityId=102&pageIndex=1&pageSize=100", { token: owner, method: "GET" }));
    const free = anchors.list.filter((row) => row.eligible === 1 && row.signStatus === ActivitySignStatus.None).slice(0, 4);
    expect(free).toHaveLength(4);
    const uids = free.map((row) => row.anchorUid);
    // Another manager registers one of them first: a stale sign for that row.
    await ok(sandbox.call("/api/act75352/sign", { token: manager, body: { activityId: 102, roundId: 1023, anchorUids: [uids[0]], formValues: { talent: "singing" } } }));

    const body = { activityId: 102, roundId: 1023, anchorUids: uids, formValues: { talent: "singing" }, requestId: "req-0123456789" };
    const first = await ok<{ taskId: string }>(sandbox.call("/api/act75352/sign", { token: owner, body }));
    const again = await ok<{ taskId: string }>(sandbox.call("/api/act75352/sign", { token: owner, body }));
    expect(again.taskId).toBe(first.taskId);

    const running = await ok<TaskResult>(sandbox.call("/api/act75352/async_sign_result", { token: owner, body: { taskId: first.taskId } }));
    expect(running.state).toBe(SignTaskState.Running);
    sandbox.clock.advance(3);
    const done = await ok<TaskResult>(sandbox.call("/api/act75352/async_sign_result", { token: owner, body: { taskId: first.taskId } }));
    expect(done).toMatchObject({ state: SignTaskState.Done, total: 4, successCount: 3 });
    expect(done.failures).toEqual([expect.objectContaining({ anchorUid: uids[0], code: ActRegistErrorCode.AlreadySigned })]);
  });
});
