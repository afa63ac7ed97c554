/**
 * By-beans methods through the API (issue 21, items 6 and 7): the calls are only for accounts on
 * the by-beans whitelist (`isWhite`: agency.owner is, manila.owner is not), a method paying a
 * broadcaster whose by-beans payment is under review is not deleted (38035, nothing removed), and
 * add, edit and delete go through for a method nobody is waiting on.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { answerData as data, createTestSandbox, verifyPhone } from "#testing/harness.ts";
import type { TestSandbox } from "#testing/harness.ts";

let sandbox: TestSandbox;
let owner: string;
let outsider: string;
beforeAll(async () => {
  sandbox = await createTestSandbox();
  owner = await sandbox.login("agency.owner");
  outsider = await sandbox.login("manila.owner");
});
afterAll(async () => {
  await sandbox.close();
});
beforeEach(() => {
  vi.spyOn(console, "info").mockImplementation(() => undefined);
});

const LAS = "/api/live_agent_service";
interface Method {
  method_id: string;
  name: string;
  min_beans: number;
  fee_bp: number;
  anchor_uids: string[];
}
const methods = async () => data<{ list: Method[]; total: number }>(await sandbox.call(`${LAS}/PaymentAgencyByBeansMethodList`, { token: owner, body: {} }));

describe("by-beans methods", () => {
  it("answers whoever is on the whitelist and refuses everyone else with 30001, list and changes alike", async () => {
    expect((await methods()).list.map((m) => m.name)).toEqual(["Weekly beans"]);
    expect((await sandbox.call(`${LAS}/PaymentAgencyByBeansMethodList`, { token: outsider, body: {} })).body.code).toBe(30001);
    await verifyPhone(sandbox, outsider, "carlo.manila");
    const add = await sandbox.call(`${LAS}/PaymentAgencyByBeansMethodAdd`, { token: outsider, body: { name: "Sneaky", min_beans: 0, fee_bp: 0, anchor_uids: [] } });
    expect(add.body.code).toBe(30001);
  });

  it("refuses to delete a method whose broadcaster has a by-beans payment under review, and keeps it", async () => {
    await verifyPhone(sandbox, owner, "budi.nusantara");
    const [weekly] = (await methods()).list;
    if (weekly === undefined) throw new Error("no seeded method");
    const refused = await sandbox.call(`${LAS}/PaymentAgencyByBeansMethodDelete`, { token: owner, body: { method_id: weekly.method_id } });
    expect(refused.body.code).toBe(38035);
    expect((await methods()).list.map((m) => m.method_id)).toContain(weekly.method_id);
  });

  it("adds, edits and deletes a method nobody is waiting on, each logged", async () => {
    await verifyPhone(sandbox, owner, "budi.nusantara");
    const added = data<Method>(
      await sandbox.call(`${LAS}/PaymentAgencyByBeansMethodAdd`, { token: owner, body: { name: "Monthly beans", min_beans: 10_000, fee_bp: 250, anchor_uids: [] } }),
    );
    expect(added).toMatchObject({ name: "Monthly beans", min_beans: 10_000, fee_bp: 250 });
    const edited = data<Method>(
      await sandbox.call(`${LAS}/PaymentAgencyByBeansMethodEdit`, {
        token: owner,
        body: { method_id: added.method_id, name: "Monthly beans", min_beans: 12_000, fee_bp: 300, anchor_uids: [] },
      }),
    );
    expect(edited.min_beans).toBe(12_000);
    data(await sandbox.call(`${LAS}/PaymentAgencyByBeansMethodDelete`, { token: owner, body: { method_id: added.method_id } }));
    expect((await methods()).list.map((m) => m.name)).toEqual(["Weekly beans"]);
    const log = data<{ list: { action_type: number }[] }>(await sandbox.call(`${LAS}/PaymentAgencyActionLogList`, { token: owner, body: { page_size: 3 } }));
    expect(log.list.map((l) => l.action_type)).toEqual([4, 3, 2]);
  });
});
