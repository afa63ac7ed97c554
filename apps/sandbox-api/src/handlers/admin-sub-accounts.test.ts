/**
 * Sub-accounts (ModifySubAccount 3), the exports of the accounts and data-permissions lists, and
 * removing a region from the data scopes, against a seeded sandbox.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminActionLog } from "#db/schema/admin.ts";
import { dataPermissions } from "#db/schema/data-permissions.ts";
import { agencyMembers } from "#db/schema/organisation.ts";
import { answerData as data, createTestSandbox } from "#testing/harness.ts";
import type { TestSandbox } from "#testing/harness.ts";
import { downloadExport } from "#testing/export-file.ts";

let sandbox: TestSandbox;
const tokens: Record<string, string> = {};

interface Row {
  id: number;
  username: string;
  version: number;
  role: number;
  sub_role: number;
  permissions: number[];
}
const account = (path: string, as: string, body: unknown) => sandbox.call(`/api/agent/account/${path}`, { token: tokens[as] ?? as, body });
const listOf = async (as: string, body: Record<string, unknown> = {}) => data<{ list: Row[]; total: number }>(await account("list", as, { page_size: 100, ...body }));
const sub = (username: string, extra: Record<string, unknown> = {}) => ({ username, bigo_id: username, nick_name: username, sub_role: 3, permissions: [6], ...extra });

beforeAll(async () => {
  sandbox = await createTestSandbox({ SANDBOX_CLIENT_LIMITS: "off" });
  for (const who of ["admin", "operator", "agency.owner", "agency.subagent"]) tokens[who] = await sandbox.login(who);
}, 300_000);
afterAll(async () => sandbox.close());

describe("sub-accounts (ModifySubAccount)", () => {
  it("creates a sub-account beneath the holder, in its agency, that logs in and that the holder then sees and edits", async () => {
    const made = await account("createSub", "agency.owner", sub("  Sub.One "));
    expect(made.body.code).toBe(0);
    const { account: row, one_time_password } = made.body.data as { account: Row; one_time_password: string };
    expect(row).toMatchObject({ username: "sub.one", role: 3, sub_role: 3, permissions: [6] });
    await expect(sandbox.login("sub.one", one_time_password)).resolves.toEqual(expect.any(String));
    const [member] = await sandbox.database.db.select().from(agencyMembers).where(eq(agencyMembers.accountId, row.id));
    expect(member?.role).toBe(2);
    expect((await listOf("agency.owner")).list.map((r) => r.username)).toContain("sub.one");
    const edit = await account("update", "agency.owner", { id: row.id, version: row.version, nick_name: "Sub One", role: 3, sub_role: 2, permissions: [] });
    expect(edit.body.code).toBe(0);
  });

  it("normalises the username before the uniqueness check, as for accounts", async () => {
    expect((await account("createSub", "agency.owner", sub("sub.twin"))).body.code).toBe(0);
    expect((await account("createSub", "agency.owner", sub(" SUB.Twin "))).body.code).toBe(47001);
    expect((await account("createSub", "agency.owner", sub("Admin"))).body.code).toBe(47001);
  });

  it("shows the holder only its sub-accounts: not itself, not accounts of its rank or above, not other agencies'", async () => {
    const names = (await listOf("agency.owner")).list.map((r) => r.username);
    expect(names).toEqual(expect.arrayContaining(["agency.subagent", "agency.manager"]));
    for (const other of ["agency.owner", "admin", "operator"]) expect(names).not.toContain(other);
    const owner = (await listOf("admin", { keyword: "agency.owner" })).list.find((r) => r.username === "agency.owner");
    if (owner === undefined) throw new Error("no owner row");
    expect((await account("resetPassword", "agency.owner", { id: owner.id, version: owner.version })).body.code).toBe(47007);
  });

  it("refuses a sub-role not below the holder's, another role, a permission it does not hold, and non-holders", async () => {
    expect((await account("createSub", "agency.owner", sub("sub.peer", { sub_role: 1 }))).body.code).toBe(47011);
    expect((await account("createSub", "agency.owner", sub("sub.rich", { permissions: [1] }))).body.code).toBe(47003);
    expect((await account("createSub", "agency.subagent", sub("sub.none"))).body.code).toBe(30001);
    expect((await account("createSub", "operator", sub("sub.op"))).body.code).toBe(30001);
    // An admin is in no agency to put a sub-account in: it creates accounts with createAccount.
    expect((await account("createSub", "admin", sub("sub.admin"))).body.code).toBe(30001);
    const manager = (await listOf("agency.owner", { keyword: "agency.manager" })).list.find((r) => r.username === "agency.manager");
    if (manager === undefined) throw new Error("no manager row");
    const lift = await account("update", "agency.owner", { id: manager.id, version: manager.version, nick_name: "M", role: 3, sub_role: 1, permissions: [] });
    expect(lift.body.code).toBe(47011);
    const other = await account("update", "agency.owner", { id: manager.id, version: manager.version, nick_name: "M", role: 4, sub_role: 0, permissions: [] });
    expect(other.body.code).toBe(47011);
  });
});

describe("exports of the accounts and data-permissions lists", () => {
  it("exports the filtered accounts (every match, numbers as numbers) with a byte-order mark, and logs the export", async () => {
    const filter = { keyword: "agency." };
    const { total } = await listOf("admin", filter);
    const file = await downloadExport(sandbox, data<{ url: string }>(await account("export", "admin", filter)).url);
    expect(file.bom).toBe(true);
    expect(file.lines[0]).toMatch(/^id,username,bigo_id,name,role,/);
    expect(file.lines).toHaveLength(1 + total);
    expect(file.lines.slice(1).every((line) => /^\d+,agency\./.test(line))).toBe(true);
    const logged = await sandbox.database.db.select().from(adminActionLog).where(eq(adminActionLog.action, "account.export"));
    expect(logged.at(-1)).toMatchObject({ actorName: "admin", after: filter });
  });

  it("exports a holder's own sub-accounts only", async () => {
    const file = await downloadExport(sandbox, data<{ url: string }>(await account("export", "agency.owner", {})).url);
    expect(file.lines.slice(1).map((line) => line.split(",")[1])).not.toContain("agency.owner");
    expect(file.lines).toHaveLength(1 + (await listOf("agency.owner")).total);
  });

  it("exports the data-permissions list with each scope, refused without DataPermission", async () => {
    const file = await downloadExport(sandbox, data<{ url: string }>(await account("exportDataScope", "admin", { keyword: "operator" })).url);
    expect(file.lines[0]).toBe("id,username,name,role,status,scope_kind,scope,scope_entries,agency");
    expect(file.lines.find((line) => line.includes(",operator,"))).toMatch(/,Operator,Enabled,regions,Indonesia; Philippines; Vietnam,3,$/);
    expect((await account("exportDataScope", "agency.owner", {})).body.code).toBe(30001);
    const logged = await sandbox.database.db.select().from(adminActionLog).where(eq(adminActionLog.action, "account.scopeExport"));
    expect(logged).toHaveLength(1);
  });
});

describe("removing a region from the data scopes", () => {
  const remove = (regionId: number, confirm: boolean, as = "admin") => account("removeScopeRegion", as, { region_id: regionId, confirm });

  it("previews the accounts whose scope uses the region, changing nothing", async () => {
    const preview = data<{ outcome: string; code: number; accounts: { username: string; left_empty: boolean }[] }>(await remove(4, false));
    expect(preview).toMatchObject({ outcome: "preview", code: 0, accounts: [{ username: "operator", left_empty: false }] });
    expect(await sandbox.database.db.$count(dataPermissions, eq(dataPermissions.regionId, 4))).toBe(1);
  });

  it("refuses with 47012, listing the accounts, while the region is the only entry of a scope", async () => {
    const made = data<{ account: Row }>(await account("create", "admin", { username: "op.mena", bigo_id: "op.mena", nick_name: "M", role: 2, sub_role: 0, permissions: [] }));
    const scoped = await account("setDataScope", "admin", { id: made.account.id, version: made.account.version, kind: "regions", region_ids: [3], agency_ids: [] });
    expect(scoped.body.code).toBe(0);
    const refused = data<{ outcome: string; code: number; accounts: { username: string; left_empty: boolean }[] }>(await remove(3, true));
    expect(refused).toMatchObject({ outcome: "refused", code: 47012, accounts: [{ username: "op.mena", left_empty: true }] });
    expect(await sandbox.database.db.$count(dataPermissions, eq(dataPermissions.regionId, 3))).toBe(1);
  });

  it("removes the region from every scope once confirmed, logging each change; refused without DataPermission", async () => {
    expect((await remove(4, true, "agency.owner")).body.code).toBe(30001);
    const done = data<{ outcome: string; accounts: { username: string }[] }>(await remove(4, true));
    expect(done).toMatchObject({ outcome: "removed", accounts: [{ username: "operator" }] });
    expect(await sandbox.database.db.$count(dataPermissions, eq(dataPermissions.regionId, 4))).toBe(0);
    const [entry] = await sandbox.database.db.select().from(adminActionLog).where(eq(adminActionLog.targetName, "operator"));
    expect(entry).toMatchObject({ targetName: "operator", after: { scope_kind: "regions", scope_names: ["Indonesia", "Philippines"] } });
    expect((await remove(99, false)).body.code).toBe(47010);
  });
});
