/**
 * Distribution upload through the API (issue 21, items 1-2): every bad row refused with its
 * reason and column, nothing applied at preview, a confirm refused while rows are invalid, the
 * fixed file confirmed once although confirmed twice at the same moment, the status by id and key,
 * the same file named again, the unusually large warning, the balance re-checked, and the log.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
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

const LAS = "/api/live_agent_service";
interface Batch {
  batch_id: string;
  idempotency_key: string;
  status: number;
  counts: { total: number; valid: number; invalid: number; credited: number };
  total_beans: number;
  balance_beans: number;
  balance_after_beans: number;
  unusually_large: number;
  duplicate_of_batch_id: string;
  duplicate_of_key: string;
  rows: { line: number; state: number; reason: string; column: string; blacklist_reason: string }[];
}
type Row = { line: number; bigo_id: string; amount: string; note?: string };
const sha = (text: string) => createHash("sha256").update(text).digest("hex");
const preview = async (rows: Row[], file = JSON.stringify(rows)) =>
  data<Batch>(await sandbox.call(`${LAS}/PaymentAgencyDistributionPreview`, { token: owner, body: { file_name: "november.csv", file_sha256: sha(file), rows } }));
const confirm = (b: Batch, large = 0) =>
  sandbox.call(`${LAS}/PaymentAgencyDistributionConfirm`, { token: owner, body: { batch_id: b.batch_id, idempotency_key: b.idempotency_key, large_acknowledged: large } });

let mine: string[] = [];
let blacklisted = "";
beforeAll(async () => {
  const anchors = data<{ list: { bigo_id: string }[] }>(await sandbox.call("/api/broker/QryAnchorList", { token: owner, body: { page_size: 100 } })).list.map((a) => a.bigo_id);
  const banned = data<{ list: { bigo_id: string }[] }>(await sandbox.call(`${LAS}/PaymentAgencyBlacklistList`, { token: owner, body: { status: 1 } })).list.map((e) => e.bigo_id);
  mine = anchors.filter((id) => !banned.includes(id)).slice(0, 3);
  blacklisted = banned[0] ?? "";
});

describe("distribution upload", () => {
  it("refuses exactly the bad rows, each with its reason and column, and applies nothing", async () => {
    const [a = "", b = "", c = ""] = mine;
    const batch = await preview([
      { line: 2, bigo_id: a, amount: "1500" },
      { line: 3, bigo_id: "nobody.at.all", amount: "10" },
      { line: 4, bigo_id: blacklisted, amount: "10" },
      { line: 5, bigo_id: a.toUpperCase(), amount: "10" },
      { line: 6, bigo_id: b, amount: "" },
      { line: 7, bigo_id: c, amount: "12.5" },
      { line: 8, bigo_id: c, amount: "-3" },
      { line: 9, bigo_id: "", amount: "5" },
      { line: 10, bigo_id: b, amount: "2000000" },
    ]);
    expect(batch.rows.map((r) => [r.line, r.reason, r.column])).toEqual([
      [2, "", ""],
      [3, "unknownId", "bigo_id"],
      [4, "blacklisted", "bigo_id"],
      [5, "repeated", "bigo_id"],
      [6, "amountEmpty", "amount_beans"],
      [7, "amountNotWhole", "amount_beans"],
      [8, "repeated", "bigo_id"],
      [9, "idEmpty", "bigo_id"],
      [10, "repeated", "bigo_id"],
    ]);
    expect(batch.rows[2]?.blacklist_reason).not.toBe("");
    expect(batch.counts).toMatchObject({ total: 9, valid: 1, invalid: 8 });
    expect(batch.counts.valid + batch.counts.invalid).toBe(batch.counts.total);
    expect(batch).toMatchObject({ status: 1, total_beans: 1500, balance_beans: 5_000_000, balance_after_beans: 4_998_500 });
    expect((await confirm(batch)).body.code).toBe(38021);
  });

  it("confirms a fixed file once, even when confirmed twice at the same moment, and logs it", async () => {
    const [a = "", b = ""] = mine;
    const batch = await preview([
      { line: 2, bigo_id: a, amount: "1500" },
      { line: 3, bigo_id: b, amount: "2500", note: "bonus" },
    ]);
    const again = data<Batch>(
      await sandbox.call(`${LAS}/PaymentAgencyDistributionGet`, { token: owner, body: { batch_id: batch.batch_id, idempotency_key: batch.idempotency_key } }),
    );
    expect(again).toMatchObject({ status: 1, balance_beans: 5_000_000 });
    const [one, two] = (await Promise.all([confirm(batch), confirm(batch)])).map((answer) => data<Batch>(answer));
    if (one === undefined || two === undefined) throw new Error("two answers expected");
    expect([one.status, two.status]).toEqual([2, 2]);
    expect(one).toMatchObject({ balance_beans: 5_000_000, balance_after_beans: 4_996_000, counts: { total: 2, credited: 2 } });
    expect(two.balance_after_beans).toBe(4_996_000);
    const later = await preview([{ line: 2, bigo_id: a, amount: "1" }], "another file");
    expect(later.balance_beans).toBe(4_996_000);
    const logs = data<{ list: { ref_id: string; amount_beans: number; balance_before: number; balance_after: number; detail: string }[] }>(
      await sandbox.call(`${LAS}/PaymentAgencyActionLogList`, { token: owner, body: { action_type: 7 } }),
    ).list;
    expect(logs.filter((l) => l.ref_id === batch.batch_id)).toEqual([
      expect.objectContaining({
        amount_beans: -4000,
        balance_before: 5_000_000,
        balance_after: 4_996_000,
        detail: "november.csv: 2 of 2 rows valid and credited (partly valid files are refused)",
      }),
    ]);
  });

  it("names the earlier batch of the same file, and needs the tick for an unusually large batch", async () => {
    const [a = ""] = mine;
    const rows = [{ line: 2, bigo_id: a, amount: "1000000" }];
    const first = await preview(rows, "same file bytes");
    const second = await preview(rows, "same file bytes");
    expect(second.duplicate_of_batch_id).toBe(first.batch_id);
    expect(second.duplicate_of_key).toBe(first.idempotency_key);
    expect(first.duplicate_of_key).toBe("");
    expect(second.unusually_large).toBe(1);
    expect((await confirm(second)).body.code).toBe(38023);
    expect(data<Batch>(await confirm(second, 1)).status).toBe(2);
  });

  it("re-checks the balance at confirm", async () => {
    const [a = "", b = "", c = ""] = mine;
    const rows = [a, b, c].map((id, i) => ({ line: i + 2, bigo_id: id, amount: "1000000" }));
    const batches = await Promise.all([1, 2].map((n) => preview(rows, `big ${String(n)}`)));
    const answers = await Promise.all(batches.map((b) => confirm(b, 1)));
    expect(answers.map((a) => a.body.code).sort()).toEqual([1, 38022].sort());
  });

  it("gives the beans-to-currency rate with the payment configuration, as two integers", async () => {
    const cfg = data<{ currency: string; beans_rate: { beans: number; minor_units: number } }>(await sandbox.call(`${LAS}/GetPaymentCfg`, { token: owner, body: { role: 2 } }));
    expect(cfg.currency).toBe("USD");
    expect(cfg.beans_rate).toEqual({ beans: 210, minor_units: 100 });
  });

  it("takes a file of 10,000 rows with long notes (a body over 1 MiB) and keeps every row in one state", async () => {
    const rows = Array.from({ length: 10_000 }, (_v, i) => ({ line: i + 2, bigo_id: mine[i % 3] ?? "", amount: String(1 + (i % 7)), note: "n".repeat(150) }));
    const batch = await preview(rows, "ten thousand rows");
    expect(batch.counts).toMatchObject({ total: 10_000, valid: 3, invalid: 9_997 });
    expect(batch.rows.filter((r) => r.reason === "repeated")).toHaveLength(9_997);
  });

  it("answers 38020 for a wrong key", async () => {
    const batch = await preview([{ line: 2, bigo_id: mine[0] ?? "", amount: "1" }], "k");
    const answer = await sandbox.call(`${LAS}/PaymentAgencyDistributionGet`, { token: owner, body: { batch_id: batch.batch_id, idempotency_key: "wrong" } });
    expect(answer.body.code).toBe(38020);
  });
});
