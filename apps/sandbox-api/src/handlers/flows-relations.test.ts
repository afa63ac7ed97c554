/**
 * The acceptance flows of issue 7 through the API, with the broadcaster side driven by the
 * anchor.N logins: transfer out (start, the other agency approves, the broadcaster confirms, the
 * broadcaster leaves the list), renewal (offer, confirm, new end), cancellation (reject), broker
 * assignment with history, expiry of a waiting transfer, and the refusals of each machine.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ContractStatus } from "@agent-portal/api-client/enums";
import { answerData as data, createTestSandbox, verifyPhone } from "#testing/harness.ts";
import { BROKER_ROW_ASSIGNED } from "@agent-portal/api-client/contract/broker";
import type { TestSandbox } from "#testing/harness.ts";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(async () => {
  await sandbox.close();
});
beforeEach(() => {
  vi.spyOn(console, "info").mockImplementation(() => undefined);
});

interface Row {
  anchor_uid: string;
  bigo_id: string;
  contract_status: number;
  contract_end_time: number;
  broker_uid: string;
}
const list = async (token: string, body: object = {}) =>
  data<{ list: Row[]; total: number }>(await sandbox.call("/api/broker/QryAnchorList", { token, body: { page_size: 100, ...body } }));
const MA = "/api/manage_anchor";

describe("transfer out, approved by the other agency, confirmed by the broadcaster", () => {
  it("moves anchor.2 from Nusantara to Manila and answers every step's refusals", async () => {
    const manager = await sandbox.login("agency.manager");
    const [anchor2] = (await list(manager, { bigo_id: "anchor.2" })).list;
    expect(anchor2?.contract_status).toBe(1);

    const proxy = data<{ agent_uid: string; can_transfer: number; name: string }>(await sandbox.call(`${MA}/QryProxyInfo`, { token: manager, body: { bigo_id: "carlo.manila" } }));
    expect(proxy).toMatchObject({ name: "Manila Live Hub", can_transfer: 1 });
    const start = { direction: 1, anchor_bigo_id: "anchor.2", target_agent_uid: proxy.agent_uid, reason: "Closer to the PK team" };
    expect((await sandbox.call(`${MA}/StartApplyTransfer`, { token: manager, body: start })).body.code).toBe(40001);
    await verifyPhone(sandbox, manager, "rudi.manager");
    const transfer = data<{ transfer_id: string; status: number; expire_time: number }>(await sandbox.call(`${MA}/StartApplyTransfer`, { token: manager, body: start }));
    expect(transfer.status).toBe(1);
    expect((await sandbox.call(`${MA}/StartApplyTransfer`, { token: manager, body: start })).body.code).toBe(32003);

    // The initiating agency cannot answer its own transfer; the broadcaster cannot answer yet.
    expect((await sandbox.call(`${MA}/AgentVerifyTransfer`, { token: manager, body: { transfer_id: transfer.transfer_id, agree: 1 } })).body.code).toBe(32007);
    const anchor = await sandbox.login("anchor.2");
    expect((await sandbox.call(`${MA}/AnchorVerifyTransfer`, { token: anchor, body: { transfer_id: transfer.transfer_id, agree: 1 } })).body.code).toBe(32007);

    const manila = await sandbox.login("manila.owner");
    await verifyPhone(sandbox, manila, "carlo.manila");
    const agreed = data<{ status: number }>(await sandbox.call(`${MA}/AgentVerifyTransfer`, { token: manila, body: { transfer_id: transfer.transfer_id, agree: 1 } }));
    expect(agreed.status).toBe(2);
    expect((await sandbox.call(`${MA}/AgentVerifyTransfer`, { token: manila, body: { transfer_id: transfer.transfer_id, agree: 1 } })).body.code).toBe(32007);

    const mine = data<{ progress: { transfer: { status: number }; steps: { step: number; state: number }[] } | null }>(
      await sandbox.call(`${MA}/QryTransferProgressByAnchor`, { token: anchor, body: {} }),
    );
    expect(mine.progress?.transfer.status).toBe(2);
    expect(mine.progress?.steps.map((s) => [s.step, s.state])).toEqual([
      [1, 1],
      [2, 0],
      [3, 0],
    ]);

    const done = data<{ status: number }>(await sandbox.call(`${MA}/AnchorVerifyTransfer`, { token: anchor, body: { transfer_id: transfer.transfer_id, agree: 1 } }));
    expect(done.status).toBe(3);
    expect((await sandbox.call(`${MA}/AnchorVerifyTransfer`, { token: anchor, body: { transfer_id: transfer.transfer_id, agree: 0 } })).body.code).toBe(32006);

    expect((await list(manager, { bigo_id: "anchor.2" })).list).toEqual([]);
    expect((await list(manila, { bigo_id: "anchor.2" })).list).toHaveLength(1);
    const progress = data<{ steps: { state: number }[] }>(await sandbox.call(`${MA}/QryTransferProgressForAgent`, { token: manager, body: { transfer_id: transfer.transfer_id } }));
    expect(progress.steps.map((s) => s.state)).toEqual([1, 1, 1]);
    const out = data<{ list: { transfer_id: string }[] }>(await sandbox.call(`${MA}/QryTransferList`, { token: manager, body: { direction: 1, status: 3 } }));
    expect(out.list.map((t) => t.transfer_id)).toContain(transfer.transfer_id);
  });

  it("expires a transfer that waits 7 days for the other agency", async () => {
    const owner = await sandbox.login("agency.owner");
    await verifyPhone(sandbox, owner, "budi.nusantara");
    const candidates = (await list(owner, { tab: 1, sort_field: 2, sort_order: 2 })).list;
    const anchor = candidates.find((r) => r.contract_status === ContractStatus.Active);
    const proxy = data<{ agent_uid: string }>(await sandbox.call(`${MA}/QryProxyInfo`, { token: owner, body: { bigo_id: "desertrose.media" } }));
    const t = data<{ transfer_id: string }>(
      await sandbox.call(`${MA}/StartApplyTransfer`, { token: owner, body: { direction: 1, anchor_bigo_id: anchor?.bigo_id, target_agent_uid: proxy.agent_uid, reason: "" } }),
    );
    sandbox.clock.advance(7 * 86_400);
    const progress = data<{ transfer: { status: number; expire_time: number }; steps: { state: number }[] }>(
      await sandbox.call(`${MA}/QryTransferProgressForAgent`, { token: await sandbox.login("agency.owner"), body: { transfer_id: t.transfer_id } }),
    );
    expect(progress.transfer).toMatchObject({ status: 6, expire_time: 0 });
    expect(progress.steps[0]?.state).toBe(3);
  });
});

describe("renewal and cancellation, answered by the broadcaster", () => {
  it("renews anchor.1's contract once the broadcaster confirms, and refuses a second or early renewal", async () => {
    const owner = await sandbox.login("agency.owner");
    const [before] = (await list(owner, { bigo_id: "anchor.1" })).list;
    expect(before?.contract_status).toBe(2);
    const renewal = data<{ renewal_id: string; status: number; new_end_time: number }>(
      await sandbox.call("/api/broker/RenewalContract", { token: owner, body: { anchor_uid: before?.anchor_uid, duration_months: 6 } }),
    );
    expect(renewal.status).toBe(1);
    expect((await sandbox.call("/api/broker/RenewalContract", { token: owner, body: { anchor_uid: before?.anchor_uid, duration_months: 6 } })).body.code).toBe(31003);
    expect((await list(owner, { bigo_id: "anchor.1" })).list[0]?.contract_status).toBe(3);
    expect(
      data<{ next_remind_time: number }>(await sandbox.call("/api/broker/RemindRenewalContract", { token: owner, body: { renewal_id: renewal.renewal_id } })).next_remind_time,
    ).toBeGreaterThan(0);
    expect((await sandbox.call("/api/broker/RemindRenewalContract", { token: owner, body: { renewal_id: renewal.renewal_id } })).body.code).toBe(31007);

    const anchor = await sandbox.login("anchor.1");
    const offer = data<{ sign: { sign_id: string; sign_type: number; status: number } | null }>(
      await sandbox.call("/api/live_agent_front/GetAnchorSignDetail", { token: anchor, body: {} }),
    );
    expect(offer.sign).toMatchObject({ sign_type: 2, status: 1 });
    const confirmed = data<{ status: number }>(
      await sandbox.call("/api/live_agent_portal/gateway/anchorConfirmContract", { token: anchor, body: { sign_id: offer.sign?.sign_id, agree: 1 } }),
    );
    expect(confirmed.status).toBe(2);
    const [after] = (await list(owner, { bigo_id: "anchor.1" })).list;
    expect(after).toMatchObject({ contract_status: 1, contract_end_time: renewal.new_end_time });
    expect((await sandbox.call("/api/broker/RenewalContract", { token: owner, body: { anchor_uid: before?.anchor_uid, duration_months: 3 } })).body.code).toBe(31004);
    const records = data<{ list: { renewal_id: string; status: number }[] }>(
      await sandbox.call("/api/broker/QryRenewalContractRecords", { token: owner, body: { anchor_uid: before?.anchor_uid } }),
    );
    expect(records.list[0]).toMatchObject({ renewal_id: renewal.renewal_id, status: 2 });
  });

  it("lets the owner (cancel == 1) start a cancellation the broadcaster rejects; the manager (cancel == 0) may not", async () => {
    const owner = await sandbox.login("agency.owner");
    await verifyPhone(sandbox, owner, "budi.nusantara");
    const [anchor1] = (await list(owner, { bigo_id: "anchor.1" })).list;
    const body = { anchor_uid: anchor1?.anchor_uid, reason_type: 1, reason: "Inactive" };
    const manager = await sandbox.login("agency.manager");
    await verifyPhone(sandbox, manager, "rudi.manager");
    expect((await sandbox.call(`${MA}/StartCancelContract`, { token: manager, body })).body.code).toBe(32008);
    const cancel = data<{ cancel_id: string; status: number }>(await sandbox.call(`${MA}/StartCancelContract`, { token: owner, body }));
    expect(cancel.status).toBe(1);
    const anchor = await sandbox.login("anchor.1");
    const rejected = data<{ status: number }>(await sandbox.call(`${MA}/AnchorVerifyCancel`, { token: anchor, body: { cancel_id: cancel.cancel_id, agree: 0, reason: "I stay" } }));
    expect(rejected.status).toBe(3);
    const change = data<{ change_type: number; cancellation: { steps: { state: number; remark: string }[] } | null }>(
      await sandbox.call(`${MA}/QryAnchorRelationChangeProg`, { token: owner, body: { anchor_uid: anchor1?.anchor_uid } }),
    );
    expect(change.change_type).toBe(2);
    expect(change.cancellation?.steps[0]).toMatchObject({ state: 2, remark: "I stay" });
    expect((await list(owner, { bigo_id: "anchor.1" })).list[0]?.contract_status).toBe(1);
  });
});

describe("broker assignment", () => {
  it("assigns without verification only where no broker is set, asks for phone verification otherwise, and records history", async () => {
    const subagent = await sandbox.login("agency.subagent");
    const rows = (await list(subagent, { broker_uid: "0" })).list;
    const unassigned = rows[0];
    const assigned = (await list(subagent)).list.find((r) => r.broker_uid !== "0");
    const members = data<{ list: { uid: string; role: number }[] }>(await sandbox.call("/api/union_oss/getAgencyMemberList", { token: subagent, body: { role: 3 } }));
    const broker = members.list[0]?.uid;
    const answer = data<{ results: { anchor_uid: string; code: number }[] }>(
      await sandbox.call("/api/broker/SetBrokerNoVerify", { token: subagent, body: { anchor_uids: [unassigned?.anchor_uid, assigned?.anchor_uid], broker_uid: broker } }),
    );
    expect(answer.results.map((r) => r.code)).toEqual([BROKER_ROW_ASSIGNED, 31006]);
    expect((await sandbox.call("/api/broker/SetBroker", { token: subagent, body: { anchor_uids: [assigned?.anchor_uid], broker_uid: broker } })).body.code).toBe(40001);
    await verifyPhone(sandbox, subagent, "sinta.subagent");
    expect(
      data<{ results: { code: number }[] }>(await sandbox.call("/api/broker/SetBroker", { token: subagent, body: { anchor_uids: [assigned?.anchor_uid], broker_uid: broker } }))
        .results[0]?.code,
    ).toBe(BROKER_ROW_ASSIGNED);
    expect((await sandbox.call("/api/broker/SetBroker", { token: subagent, body: { anchor_uids: [assigned?.anchor_uid], broker_uid: "123" } })).body.code).toBe(31010);
    const history = data<{ list: { anchor_uid: string; new_broker_uid: string }[] }>(
      await sandbox.call("/api/broker/QrySetBrokerRecords", { token: subagent, body: { anchor_uid: assigned?.anchor_uid } }),
    );
    expect(history.list[0]).toMatchObject({ anchor_uid: assigned?.anchor_uid, new_broker_uid: broker });
    expect((await list(subagent, { broker_uid: broker })).list.map((r) => r.anchor_uid)).toEqual(expect.arrayContaining([unassigned?.anchor_uid, assigned?.anchor_uid]));
  });

  it("shows a broker only their own broadcasters, and answers 31001 for an unknown Bigo ID", async () => {
    const broker = await sandbox.login("agency.broker");
    const self = data<{ member_info: { uid: string } }>(await sandbox.call("/api/union_oss/getSelfInfo", { token: broker }));
    const rows = (await list(broker)).list;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.broker_uid === self.member_info.uid)).toBe(true);
    expect((await sandbox.call("/api/broker/QryAnchorList", { token: broker, body: { bigo_id: "no.such.user" } })).body.code).toBe(31001);
  });
});
