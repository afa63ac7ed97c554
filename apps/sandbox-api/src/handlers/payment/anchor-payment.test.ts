/**
 * A broadcaster's payment info through the API (issue 21 items 6 and 9): submitted by the
 * broadcaster (AnchorSubmitAnchor) or by agency staff for one of the agency's broadcasters
 * (AnchorSubmitAnchorPayment with `anchor_uid`: AgencySubmitAnchor), refused for a broadcaster
 * outside the caller's data scope (38006) and for staff without the by-beans whitelist (30001).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { SubmitType } from "@agent-portal/api-client/enums";
import { answerData as data, useTestSandbox, verifyPhone } from "#testing/harness.ts";
import type { TestSandbox } from "#testing/harness.ts";

const openSandbox = useTestSandbox();
let sandbox: TestSandbox;
beforeAll(() => {
  sandbox = openSandbox();
});

const LAS = "/api/live_agent_service";
const BANK = { method_type: 1, account_name: "Dewi Lestari", account_no: "8800 1234 5678", bank_name: "Bank Central Asia", bank_code: "CENAIDJA" };
interface Row {
  anchor_uid: string;
  status: number;
  submit_type: number;
  submitter_name: string;
}
const rowOf = async (token: string, bigoId: string) =>
  data<{ list: Row[] }>(await sandbox.call(`${LAS}/PaymentAgencyBroadcastList`, { token, body: { bigo_id: bigoId, page_size: 20 } })).list[0];

describe("AnchorSubmitAnchorPayment for a broadcaster", () => {
  it("lets the agency submit for its broadcaster: the list shows AgencySubmitAnchor with who submitted", async () => {
    const owner = await sandbox.login("agency.owner");
    await verifyPhone(sandbox, owner, "budi.nusantara");
    const before = await rowOf(owner, "anchor.1");
    if (before === undefined) throw new Error("anchor.1 is not in the agency's list");
    const answer = data<{ status: number; account_no_masked: string }>(
      await sandbox.call(`${LAS}/AnchorSubmitAnchorPayment`, { token: owner, body: { ...BANK, anchor_uid: before.anchor_uid } }),
    );
    expect(answer).toMatchObject({ status: 1, account_no_masked: "**********5678" });
    expect(await rowOf(owner, "anchor.1")).toMatchObject({ submit_type: SubmitType.AgencySubmitAnchor, submitter_name: "Budi Santoso" });
    const seen = data<{ payment: { account_name: string } | null }>(
      await sandbox.call(`${LAS}/GetAnchorSubmittedAnchorPayment`, { token: owner, body: { anchor_uid: before.anchor_uid } }),
    );
    expect(seen.payment?.account_name).toBe("Dewi Lestari");
  });

  it("refuses a broadcaster outside the agency with 38006, writing nothing", async () => {
    const owner = await sandbox.login("agency.owner");
    const outsider = await sandbox.login("anchor.3");
    const outsiderUid = data<{ bigoUid: string }>(await sandbox.call("/api/agent/user/info", { method: "GET", token: outsider })).bigoUid;
    await verifyPhone(sandbox, owner, "budi.nusantara");
    expect((await sandbox.call(`${LAS}/AnchorSubmitAnchorPayment`, { token: owner, body: { ...BANK, anchor_uid: outsiderUid } })).body.code).toBe(38006);
    const own = data<{ payment: unknown }>(await sandbox.call(`${LAS}/GetAnchorSubmittedAnchorPayment`, { token: outsider, body: {} }));
    expect(own.payment).toBeNull();
  });

  it("refuses staff without the by-beans whitelist with 30001", async () => {
    const subagent = await sandbox.login("agency.subagent");
    const owner = await sandbox.login("agency.owner");
    const row = await rowOf(owner, "anchor.2");
    if (row === undefined) throw new Error("anchor.2 is not in the agency's list");
    await verifyPhone(sandbox, subagent, "sinta.subagent");
    expect((await sandbox.call(`${LAS}/AnchorSubmitAnchorPayment`, { token: subagent, body: { ...BANK, anchor_uid: row.anchor_uid } })).body.code).toBe(30001);
  });

  it("still takes the broadcaster's own submission as AnchorSubmitAnchor", async () => {
    const anchor = await sandbox.login("anchor.2");
    await verifyPhone(sandbox, anchor, "anchor.2", "6281377700002");
    expect(data<{ status: number }>(await sandbox.call(`${LAS}/AnchorSubmitAnchorPayment`, { token: anchor, body: { ...BANK, account_name: "Rizky Pratama" } })).status).toBe(1);
    const owner = await sandbox.login("agency.owner");
    expect(await rowOf(owner, "anchor.2")).toMatchObject({ submit_type: SubmitType.AnchorSubmitAnchor, submitter_name: "Rizky Pratama" });
  });
});
