/**
 * The agency's bank info through the API (issue 21 item 6): the configuration with the payout
 * rules and the window, the bank country's formats (IBAN with its checksum, SWIFT/BIC of 8 or 11),
 * the holder's verified name, the phone check, the window's cut-off, the masked answer and the
 * history entry each change writes; who submitted for whom in the broadcasters' list.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { SubmitType } from "@agent-portal/api-client/enums";
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
const VALID = { method_type: 1, account_name: "budi  SANTOSO", account_no: "AE07 0331 2345 6789 0123 456", bank_name: "Emirates NBD", bank_code: "ebilaead", bank_country: "AE" };
const submit = (body: object) => sandbox.call(`${LAS}/AgentSubmitAgentPayment`, { token: owner, body });
interface HistoryEntry {
  account_no_masked: string;
  bank_country: string;
  submit_type: number;
  submitter_name: string;
}
const history = async () => data<{ list: HistoryEntry[]; total: number }>(await sandbox.call(`${LAS}/GetAgentSubmittedAgentPaymentHistory`, { token: owner, body: {} }));

describe("agency bank info", () => {
  it("answers the payout rules and the open window with the configuration", async () => {
    const cfg = data<{ country: string; rules: object; window: { open: number; cutoff_time: number; next_open_time: number } }>(
      await sandbox.call(`${LAS}/GetPaymentCfg`, { token: owner, body: { role: 2 } }),
    );
    expect(cfg.rules).toEqual({ max_amount_cents: 5_000_000, multiple_cents: 100, fee_bp: 150 });
    expect(cfg.window.open).toBe(1);
    expect(cfg.window.next_open_time).toBeGreaterThan(cfg.window.cutoff_time);
    expect(cfg.country).toMatch(/^[A-Z]{2}$/);
  });

  it("needs a phone check before anything is looked at", async () => {
    expect((await submit(VALID)).body.code).toBe(40001);
  });

  it("refuses a bad IBAN checksum, a short BIC and a holder who is not the verified name, writing nothing", async () => {
    await verifyPhone(sandbox, owner, "budi.nusantara");
    const before = (await history()).total;
    expect((await submit({ ...VALID, account_no: "AE08 0331 2345 6789 0123 456" })).body.code).toBe(38037);
    expect((await submit({ ...VALID, account_no: "DE89 3704 0044 0532 0130 00" })).body.code).toBe(38037);
    expect((await submit({ ...VALID, bank_code: "EBILAE" })).body.code).toBe(38038);
    expect((await submit({ ...VALID, account_name: "Someone Else" })).body.code).toBe(38036);
    expect((await submit({ ...VALID, bank_country: "ID", account_no: "12345" })).body.code).toBe(38001);
    expect((await history()).total).toBe(before);
  });

  it("stores a valid change masked, and adds it to the history with who submitted it", async () => {
    await verifyPhone(sandbox, owner, "budi.nusantara");
    const before = (await history()).total;
    const answer = data<{ account_no_masked: string; bank_code: string; bank_country: string }>(await submit(VALID));
    expect(answer).toMatchObject({ account_no_masked: "*******************3456", bank_code: "EBILAEAD", bank_country: "AE" });
    const after = await history();
    expect(after.total).toBe(before + 1);
    expect(after.list[0]).toMatchObject({ account_no_masked: "*******************3456", bank_country: "AE", submit_type: 3, submitter_name: "Budi Santoso" });
  });

  it("shows who submitted each broadcaster's payment info for whom", async () => {
    const rows = data<{ list: { submit_type: number; submitter_name: string; nick_name: string }[] }>(
      await sandbox.call(`${LAS}/PaymentAgencyBroadcastList`, { token: owner, body: { page_size: 100 } }),
    ).list;
    const bySelf = rows.find((r) => r.submit_type === SubmitType.AnchorSubmitAnchor);
    expect(bySelf?.submitter_name).toBe(bySelf?.nick_name);
    expect(rows.find((r) => r.submit_type === SubmitType.AgencySubmitAnchor)?.submitter_name).toBe("Budi Santoso");
    expect(rows.filter((r) => r.submit_type !== SubmitType.AnchorSubmitAnchor && r.submit_type !== SubmitType.AgencySubmitAnchor).every((r) => r.submitter_name === "")).toBe(true);
  });

  it("refuses submissions after the cut-off with 38039 and says so in the window", async () => {
    await verifyPhone(sandbox, owner, "budi.nusantara");
    const { window } = data<{ window: { cutoff_time: number } }>(await sandbox.call(`${LAS}/GetPaymentCfg`, { token: owner, body: { role: 2 } }));
    sandbox.clock.advance(window.cutoff_time - Math.floor(sandbox.clock().getTime() / 1000) + 60);
    owner = await sandbox.login("agency.owner");
    const closed = data<{ window: { open: number } }>(await sandbox.call(`${LAS}/GetPaymentCfg`, { token: owner, body: { role: 2 } }));
    expect(closed.window.open).toBe(0);
    await verifyPhone(sandbox, owner, "budi.nusantara");
    expect((await submit(VALID)).body.code).toBe(38039);
  });
});
