/**
 * The administration calls against a seeded sandbox: who may call what (per role and action), the
 * rules against escalation and lock-out, optimistic concurrency, session ending for disabled
 * accounts, username normalisation and the action log.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts } from "#db/schema/accounts.ts";
import { adminActionLog } from "#db/schema/admin.ts";
import { createTestSandbox } from "#testing/harness.ts";
import type { TestSandbox } from "#testing/harness.ts";

let sandbox: TestSandbox;
const tokens: Record<string, string> = {};
const ROLES = ["admin", "operator", "agency.owner", "agency.subagent", "agency.manager", "agency.broker", "normal.user"] as const;

interface Row {
  id: number;
  username: string;
  version: number;
  status: number;
  permissions: number[];
  updated_by: string;
  update_time: number;
}

const post = (path: string, as: string, body: unknown) => sandbox.call(`/api/agent/account/${path}`, { token: tokens[as] ?? as, body });
async function rowOf(username: string): Promise<Row> {
  const answer = await post("list", "admin", { keyword: username });
  const row = (answer.body.data as { list: Row[] }).list.find((r) => r.username === username);
  if (row === undefined) throw new Error(`no row ${username}`);
  return row;
}
async function create(username: string, extra: Record<string, unknown> = {}) {
  const answer = await post("create", "admin", { username, bigo_id: username, nick_name: username, role: 2, sub_role: 0, permissions: [10], ...extra });
  return answer.body.data as { account: Row; one_time_password: string };
}

beforeAll(async () => {
  sandbox = await createTestSandbox({ SANDBOX_CLIENT_LIMITS: "off" });
  for (const who of ROLES) tokens[who] = await sandbox.login(who);
}, 300_000);
afterAll(async () => sandbox.close());

describe("who may call which account action (the server refuses whatever the portal shows)", () => {
  // Expected answer per role: 0 allowed, 30001 refused before anything runs. The owner holds ModifySubAccount: its sub-accounts only (its agency's accounts below it).
  const table: readonly { action: string; body: (id: number, version: number) => unknown; codes: Record<(typeof ROLES)[number], number> }[] = [
    {
      action: "list",
      body: () => ({}),
      codes: { admin: 0, operator: 30001, "agency.owner": 0, "agency.subagent": 30001, "agency.manager": 30001, "agency.broker": 30001, "normal.user": 30001 },
    },
    {
      action: "create",
      body: () => ({ username: `x${String(Math.random()).slice(2, 10)}`, bigo_id: "x", nick_name: "X", role: 4, sub_role: 0, permissions: [] }),
      codes: { admin: 0, operator: 30001, "agency.owner": 30001, "agency.subagent": 30001, "agency.manager": 30001, "agency.broker": 30001, "normal.user": 30001 },
    },
    {
      // A sub-account goes in the caller's agency: an admin is in none.
      action: "createSub",
      body: () => ({ username: `s${String(Math.random()).slice(2, 10)}`, bigo_id: "s", nick_name: "S", sub_role: 3, permissions: [] }),
      codes: { admin: 30001, operator: 30001, "agency.owner": 0, "agency.subagent": 30001, "agency.manager": 30001, "agency.broker": 30001, "normal.user": 30001 },
    },
    {
      action: "export",
      body: () => ({ keyword: "agency" }),
      codes: { admin: 0, operator: 30001, "agency.owner": 0, "agency.subagent": 30001, "agency.manager": 30001, "agency.broker": 30001, "normal.user": 30001 },
    },
    {
      action: "update",
      body: (id, version) => ({ id, version, nick_name: "Renamed", role: 3, sub_role: 3, permissions: [6] }),
      codes: { admin: 47006, operator: 30001, "agency.owner": 47006, "agency.subagent": 30001, "agency.manager": 30001, "agency.broker": 30001, "normal.user": 30001 },
    },
    {
      action: "resetPassword",
      body: (id, version) => ({ id, version }),
      codes: { admin: 47006, operator: 30001, "agency.owner": 47006, "agency.subagent": 30001, "agency.manager": 30001, "agency.broker": 30001, "normal.user": 30001 },
    },
  ];
  it.each(table.flatMap((entry) => ROLES.map((who) => ({ ...entry, who }))))("$action as $who", async ({ action, body, codes, who }) => {
    const target = await rowOf("agency.manager");
    // The changes send a version that never was (stale on purpose): 47006 proves the gate let the caller through, and nothing changes.
    const answer = await post(action, who, body(target.id, target.version + 1));
    expect(answer.body.code).toBe(codes[who]);
  });

  it("limits a ModifySubAccount holder to its own agency's accounts", async () => {
    const list = (await post("list", "agency.owner", { page_size: 100 })).body.data as { list: Row[] };
    expect(list.list.map((r) => r.username)).toContain("agency.manager");
    expect(list.list.map((r) => r.username)).not.toContain("admin");
    const operator = await rowOf("operator");
    expect((await post("update", "agency.owner", { id: operator.id, version: operator.version, nick_name: "X", role: 2, sub_role: 0, permissions: [] })).body.code).toBe(47007);
  });
});

describe("guards against escalation and lock-out", () => {
  it("refuses a change of one's own account", async () => {
    const me = await rowOf("admin");
    expect((await post("setStatus", "admin", { id: me.id, version: me.version, status: -1, reason: "self" })).body.code).toBe(47002);
  });

  it("refuses granting a permission the caller does not hold, and a role above its own", async () => {
    const manager = await rowOf("agency.manager");
    const grant = await post("update", "agency.owner", { id: manager.id, version: manager.version, nick_name: "M", role: 3, sub_role: 3, permissions: [6, 7] });
    expect(grant.body.code).toBe(47003);
    const promote = await post("update", "agency.owner", { id: manager.id, version: manager.version, nick_name: "M", role: 1, sub_role: 0, permissions: [6] });
    expect(promote.body.code).toBe(47004);
  });
});

describe("accounts end to end", () => {
  it("normalises the username before the uniqueness check", async () => {
    await create("case.user");
    const again = await post("create", "admin", { username: "  CASE.User ", bigo_id: "c", nick_name: "C", role: 4, sub_role: 0, permissions: [] });
    expect(again.body.code).toBe(47001);
  });

  it("refuses a change made from an old version and names who changed it last", async () => {
    const made = await create("stale.user");
    const first = await post("update", "admin", { id: made.account.id, version: made.account.version, nick_name: "First", role: 2, sub_role: 0, permissions: [10] });
    expect(first.body.code).toBe(0);
    const second = await post("update", "admin", { id: made.account.id, version: made.account.version, nick_name: "Second", role: 2, sub_role: 0, permissions: [10] });
    expect(second.body.code).toBe(47006);
    const row = await rowOf("stale.user");
    expect(row.updated_by).toBe("admin");
    expect(row.update_time).toBeGreaterThan(0);
  });

  it("ends a disabled account's sessions; enabling it does not revive them", async () => {
    const made = await create("session.user");
    const token = await sandbox.login("session.user", made.one_time_password);
    expect((await sandbox.call("/api/agent/user/info", { token })).body.code).toBe(0);
    const disabled = await post("setStatus", "admin", { id: made.account.id, version: made.account.version, status: -1, reason: "Left the team" });
    expect(disabled.body.code).toBe(0);
    expect((await sandbox.call("/api/agent/user/info", { token })).body.code).toBe(20006);
    const row = await rowOf("session.user");
    expect((await post("setStatus", "admin", { id: row.id, version: row.version, status: 0, reason: "Back" })).body.code).toBe(0);
    expect((await sandbox.call("/api/agent/user/info", { token })).body.code).toBe(20003);
  });

  it("resets a password to a one-time password that logs in once shown, ending old sessions", async () => {
    const made = await create("reset.user");
    const old = await sandbox.login("reset.user", made.one_time_password);
    const row = await rowOf("reset.user");
    const reset = await post("resetPassword", "admin", { id: row.id, version: row.version });
    const { one_time_password } = reset.body.data as { one_time_password: string };
    expect(one_time_password).not.toBe(made.one_time_password);
    expect((await sandbox.call("/api/agent/user/info", { token: old })).body.code).toBe(20003);
    await expect(sandbox.login("reset.user", one_time_password)).resolves.toEqual(expect.any(String));
  });

  it("logs every change with actor, target and the changed fields, never a password", async () => {
    const made = await create("logged.user");
    await post("update", "admin", { id: made.account.id, version: made.account.version, nick_name: "Logged", role: 2, sub_role: 0, permissions: [10, 11] });
    const entries = await sandbox.database.db.select().from(adminActionLog).where(eq(adminActionLog.targetId, made.account.id));
    expect(entries.map((e) => e.action)).toEqual(["account.create", "account.update"]);
    expect(entries[1]).toMatchObject({ actorName: "admin", before: { nick_name: "logged.user", permissions: [10] }, after: { nick_name: "Logged", permissions: [10, 11] } });
    expect(JSON.stringify(entries)).not.toContain(made.one_time_password);
  });
});

describe("the action log", () => {
  it("lists changes newest first with before and after, and logs its own reads and exports", async () => {
    const made = await create("audited.user");
    await post("setStatus", "admin", { id: made.account.id, version: made.account.version, status: -1, reason: "Audit" });
    const log = await sandbox.call("/api/agent/actionLog/list", { token: tokens.admin, body: { target: "audited.user" } });
    const { list, total } = log.body.data as { list: { action: string; actor: string; changes: { field: string; before: string; after: string }[] }[]; total: number };
    expect(total).toBe(2);
    expect(list.map((e) => e.action)).toEqual(["account.disable", "account.create"]);
    expect(list[0]?.changes).toEqual([
      { field: "status", before: "0", after: "-1" },
      { field: "reason", before: "", after: "Audit" },
    ]);
    const exported = await sandbox.call("/api/agent/actionLog/export", { token: tokens.admin, body: { target: "audited.user" } });
    const url = new URL((exported.body.data as { url: string }).url);
    const csv = await (await sandbox.app.request(url.pathname + url.search)).text();
    expect(csv.trim().split("\r\n")).toHaveLength(1 + 2 + 5);
    const own = await sandbox.call("/api/agent/actionLog/list", { token: tokens.admin, body: { action: "log.export" } });
    expect((own.body.data as { total: number }).total).toBe(1);
    const views = await sandbox.call("/api/agent/actionLog/list", { token: tokens.admin, body: { action: "log.view", page_size: 100 } });
    expect((views.body.data as { total: number }).total).toBeGreaterThanOrEqual(2);
  });

  it("is refused without ActionLog", async () => {
    expect((await sandbox.call("/api/agent/actionLog/list", { token: tokens["agency.owner"], body: {} })).body.code).toBe(30001);
    expect((await sandbox.call("/api/agent/actionLog/export", { token: tokens.operator, body: {} })).body.code).toBe(30001);
  });
});

// Last: it disables every admin.
describe("the last guardian", () => {
  it("refuses to strip or disable the last enabled holder of BatchAuth when no admin is left", async () => {
    const made = await create("op.editor", { permissions: [1] });
    const batch = await create("op.batch", { permissions: [4] });
    const editor = await sandbox.login("op.editor", made.one_time_password);
    await sandbox.database.db.update(accounts).set({ status: -1 }).where(eq(accounts.role, 1));
    const strip = await sandbox.call("/api/agent/account/update", {
      token: editor,
      body: { id: batch.account.id, version: batch.account.version, nick_name: "B", role: 2, sub_role: 0, permissions: [] },
    });
    expect(strip.body.code).toBe(47005);
    const disable = await sandbox.call("/api/agent/account/setStatus", { token: editor, body: { id: batch.account.id, version: batch.account.version, status: -1, reason: "x" } });
    expect(disable.body.code).toBe(47005);
  });
});
