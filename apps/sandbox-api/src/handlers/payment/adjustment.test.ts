/**
 * Distribution adjustment through the API (issue 21, item 3): a signed amount against a confirmed
 * batch or row with the balance before and after, one adjustment per idempotency key (also when
 * sent twice at once), the balance and the row's net payout never below zero, a correction as the
 * exact opposite (once), the permission enforced, and the action log entry.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { answerData as data, createTestSandbox } from "#testing/harness.ts";
import type { TestSandbox } from "#testing/harness.ts";

let sandbox: TestSandbox;
let owner: string;
const LAS = "/api/live_agent_service";
interface Adjustment {
  adjustment_id: string;
  amount_beans: number;
  batch_id: string;
  line: number;
  bigo_id: string;
  corrects_id: string;
  corrected_by_id: string;
  balance_before: number;
  balance_after: number;
}
let batchId = "";
let receiver = "";
const call = (path: string, body: unknown, token = owner) => sandbox.call(`${LAS}/${path}`, { token, body });
const adjust = (key: string, body: Record<string, unknown>) => call("PaymentAgencyDistributionAdjust", { idempotency_key: key, batch_id: batchId, reason: "correction", ...body });
const balance = async () => data<{ balance_beans: number }>(await call("PaymentAgencyBeansBalance", {})).balance_beans;

beforeAll(async () => {
  sandbox = await createTestSandbox();
  owner = await sandbox.login("agency.owner");
  const anchors = data<{ list: { bigo_id: string }[] }>(await sandbox.call("/api/broker/QryAnchorList", { token: owner, body: { page_size: 100 } })).list.map((a) => a.bigo_id);
  const banned = data<{ list: { bigo_id: string }[] }>(await call("PaymentAgencyBlacklistList", { status: 1 })).list.map((e) => e.bigo_id);
  receiver = anchors.find((id) => !banned.includes(id)) ?? "";
  const batch = data<{ batch_id: string; idempotency_key: string }>(
    await call("PaymentAgencyDistributionPreview", { file_name: "a.csv", file_sha256: "a".repeat(64), rows: [{ line: 2, bigo_id: receiver, amount: "1000" }] }),
  );
  data(await call("PaymentAgencyDistributionConfirm", { batch_id: batch.batch_id, idempotency_key: batch.idempotency_key }));
  batchId = batch.batch_id;
});
afterAll(async () => {
  await sandbox.close();
});
beforeEach(() => {
  vi.spyOn(console, "info").mockImplementation(() => undefined);
});

describe("distribution adjustment", () => {
  it("posts a signed amount against a row with the balance before and after, once per key even when sent twice at once", async () => {
    const start = await balance();
    const [one, two] = await Promise.all([adjust("key-pay-more-1", { line: 2, amount_beans: 250 }), adjust("key-pay-more-1", { line: 2, amount_beans: 250 })]);
    const first = data<Adjustment>(one);
    expect(data<Adjustment>(two).adjustment_id).toBe(first.adjustment_id);
    expect(first).toMatchObject({ amount_beans: 250, line: 2, bigo_id: receiver, balance_before: start, balance_after: start - 250 });
    expect(await balance()).toBe(start - 250);
    const looked = data<Adjustment>(await call("PaymentAgencyDistributionAdjustmentGet", { idempotency_key: "key-pay-more-1" }));
    expect(looked.adjustment_id).toBe(first.adjustment_id);
    expect((await call("PaymentAgencyDistributionAdjustmentGet", { idempotency_key: "key-never-sent" })).body.code).toBe(38026);
    expect((await adjust("key-pay-more-1", { line: 2, amount_beans: 1 })).body.code).toBe(38029);
    const log = data<{ list: { ref_id: string; amount_beans: number; balance_before: number; balance_after: number; target_bigo_id: string; detail: string }[] }>(
      await call("PaymentAgencyActionLogList", { action_type: 8 }),
    ).list;
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ ref_id: batchId, amount_beans: -250, balance_before: start, balance_after: start - 250, target_bigo_id: receiver });
    expect(log[0]?.detail).toContain("+250 beans");
  });

  it("refuses to take back more than the row paid, an unknown reference, and a balance below zero", async () => {
    // The row paid 1000 (+250 above): taking back 1251 would go below zero.
    expect((await adjust("key-too-much-1", { line: 2, amount_beans: -1251 })).body.code).toBe(38025);
    expect((await adjust("key-no-row-01", { line: 9, amount_beans: 5 })).body.code).toBe(38024);
    expect((await call("PaymentAgencyDistributionAdjust", { idempotency_key: "key-no-batch-1", batch_id: "999999", amount_beans: 5, reason: "x" })).body.code).toBe(38024);
    expect((await adjust("key-over-bal-1", { amount_beans: (await balance()) + 1 })).body.code).toBe(38030);
    expect((await adjust("key-zero-amt-1", { amount_beans: 0 })).body.code).toBe(40000);
    expect((await adjust("key-no-reason", { amount_beans: 5, reason: "  " })).body.code).toBe(40000);
  });

  it("corrects an adjustment with its exact opposite, once; nothing edits or deletes one", async () => {
    const wrong = data<Adjustment>(await adjust("key-wrong-001", { amount_beans: 40 }));
    expect((await adjust("key-fix-bad-1", { amount_beans: -39, corrects_id: wrong.adjustment_id })).body.code).toBe(38028);
    const fix = data<Adjustment>(await adjust("key-fix-good1", { amount_beans: -40, corrects_id: wrong.adjustment_id }));
    expect(fix).toMatchObject({ corrects_id: wrong.adjustment_id, balance_after: fix.balance_before + 40 });
    expect((await adjust("key-fix-again", { amount_beans: -40, corrects_id: wrong.adjustment_id })).body.code).toBe(38027);
    const list = data<{ list: Adjustment[]; total: number }>(await call("PaymentAgencyDistributionAdjustmentList", { batch_id: batchId }));
    expect(list.list.find((a) => a.adjustment_id === wrong.adjustment_id)?.corrected_by_id).toBe(fix.adjustment_id);
    expect(list.total).toBe(3);
    for (const verb of ["Edit", "Delete", "Update"]) expect((await call(`PaymentAgencyDistributionAdjustment${verb}`, {})).status).toBe(404);
  });

  it("is refused without PaymentDistributionBackend", async () => {
    const user = await sandbox.login("normal.user");
    const answer = await call("PaymentAgencyDistributionAdjust", { idempotency_key: "key-no-perm-1", batch_id: batchId, amount_beans: 5, reason: "x" }, user);
    expect(answer.body.code).not.toBe(1);
    expect((await call("PaymentAgencyBeansBalance", {}, user)).body.code).not.toBe(1);
  });
});
