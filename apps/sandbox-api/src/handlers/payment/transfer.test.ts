/**
 * Payment transfer through the API (issue 21, item 4): the receiver's name echoed, a blacklisted,
 * unknown or own Bigo ID refused at the receiver step, the limits and the fee in integers, a
 * phone-verified session required, one transfer per idempotency key (also when sent twice at once),
 * the status by key, the balance never below zero, and the action log entry.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { transferFee } from "@agent-portal/api-client/contract/live-agent-service-transfer";
import { answerData as data, createTestSandbox, verifyPhone } from "#testing/harness.ts";
import type { TestSandbox } from "#testing/harness.ts";

let sandbox: TestSandbox;
let owner: string;
let blacklisted = "";
const LAS = "/api/live_agent_service";
interface Transfer {
  transfer_id: string;
  reference_no: string;
  receiver_name: string;
  amount_beans: number;
  fee_beans: number;
  total_beans: number;
  balance_before: number;
  balance_after: number;
}
const call = (path: string, body: unknown, token = owner) => sandbox.call(`${LAS}/${path}`, { token, body });
const submit = (key: string, amount: number, receiver = "anchor.3", token = owner) =>
  call("PaymentAgencyTransferSubmit", { idempotency_key: key, receiver_bigo_id: receiver, amount_beans: amount }, token);

beforeAll(async () => {
  sandbox = await createTestSandbox();
  owner = await sandbox.login("agency.owner");
  blacklisted = data<{ list: { bigo_id: string }[] }>(await call("PaymentAgencyBlacklistList", { status: 1 })).list[0]?.bigo_id ?? "";
});
afterAll(async () => {
  await sandbox.close();
});
beforeEach(() => {
  vi.spyOn(console, "info").mockImplementation(() => undefined);
});

describe("payment transfer", () => {
  it("computes the fee in integers, rounded up", () => {
    expect(transferFee(1001, 100)).toBe(11);
    expect(transferFee(1000, 100)).toBe(10);
    expect(transferFee(100, 0)).toBe(0);
    expect(transferFee(1_000_000, 10_000)).toBe(1_000_000);
  });

  it("echoes the receiver's name with their blacklisting, and refuses an unknown or own Bigo ID", async () => {
    expect(data<{ nick_name: string; bigo_id: string }>(await call("PaymentAgencyTransferReceiver", { bigo_id: "ANCHOR.3" })).bigo_id).toBe("anchor.3");
    expect(data<{ blacklisted_since: number }>(await call("PaymentAgencyTransferReceiver", { bigo_id: "anchor.3" })).blacklisted_since).toBe(0);
    const banned = data<{ blacklisted_since: number; blacklist_reason: string }>(await call("PaymentAgencyTransferReceiver", { bigo_id: blacklisted }));
    expect(banned.blacklisted_since).toBeGreaterThan(0);
    expect(banned.blacklist_reason).not.toBe("");
    expect((await call("PaymentAgencyTransferReceiver", { bigo_id: "nobody.at.all" })).body.code).toBe(38031);
    expect((await call("PaymentAgencyTransferReceiver", { bigo_id: "budi.nusantara" })).body.code).toBe(38034);
  });

  it("needs a phone-verified session, then sends once per key even when sent twice at once, with the fee and a reference number", async () => {
    expect((await submit("transfer-key-01", 1001)).body.code).toBe(40001);
    await verifyPhone(sandbox, owner, "budi.nusantara");
    const cfg = data<{ min_beans: number; max_beans: number; fee_basis_points: number; balance_beans: number }>(await call("PaymentAgencyTransferCfg", {}));
    expect(cfg).toMatchObject({ min_beans: 100, max_beans: 1_000_000, fee_basis_points: 100 });
    const [one, two] = await Promise.all([submit("transfer-key-01", 1001), submit("transfer-key-01", 1001)]);
    const first = data<Transfer>(one);
    expect(data<Transfer>(two).transfer_id).toBe(first.transfer_id);
    expect(first).toMatchObject({ amount_beans: 1001, fee_beans: 11, total_beans: 1012, balance_before: cfg.balance_beans, balance_after: cfg.balance_beans - 1012 });
    expect(first.reference_no).toMatch(/^TR\d{8}\d{6}$/);
    expect(data<{ balance_beans: number }>(await call("PaymentAgencyTransferCfg", {})).balance_beans).toBe(cfg.balance_beans - 1012);
    expect(data<Transfer>(await call("PaymentAgencyTransferGet", { idempotency_key: "transfer-key-01" })).reference_no).toBe(first.reference_no);
    expect((await call("PaymentAgencyTransferGet", { idempotency_key: "transfer-never-1" })).body.code).toBe(38033);
    expect((await submit("transfer-key-01", 2000)).body.code).toBe(38029);
    const log = data<{ list: { ref_id: string; amount_beans: number; target_bigo_id: string }[] }>(await call("PaymentAgencyActionLogList", { action_type: 9 })).list;
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ ref_id: first.reference_no, amount_beans: -1012, target_bigo_id: "anchor.3" });
  });

  it("refuses amounts outside the limits, a blacklisted receiver at submit, and a balance below zero", async () => {
    expect((await submit("transfer-small1", 99)).body.code).toBe(38032);
    expect((await submit("transfer-large1", 1_000_001)).body.code).toBe(38032);
    const refused = await submit("transfer-black1", 500, blacklisted);
    expect(refused.body.code).toBe(38013);
    expect(refused.body.msg).toMatch(/^Blacklisted since \d{4}-\d{2}-\d{2}: .+/);
    const balance = data<{ balance_beans: number }>(await call("PaymentAgencyTransferCfg", {})).balance_beans;
    // Drain the balance to under one transfer with its fee, then ask for more than is left.
    let left = balance;
    for (let i = 0; left > 1_010_000; i++) {
      data(await submit(`drain-key-${String(i).padStart(4, "0")}`, 1_000_000));
      left -= 1_010_000;
    }
    expect((await submit("transfer-over-1", 1_000_000)).body.code).toBe(38030);
    expect(data<{ balance_beans: number }>(await call("PaymentAgencyTransferCfg", {})).balance_beans).toBe(left);
  });

  it("is refused without PaymentDistributionBackend", async () => {
    const user = await sandbox.login("normal.user");
    expect((await call("PaymentAgencyTransferReceiver", { bigo_id: "anchor.3" }, user)).body.code).not.toBe(1);
    expect((await submit("transfer-noperm", 500, "anchor.3", user)).body.code).not.toBe(1);
  });
});
