/**
 * Effective permissions and batch authorisation against a seeded sandbox: sources of each
 * permission; the preview changes nothing and says what applying does; applying changes each
 * account fully or not at all, is idempotent by batch id, and applies the rules against escalation
 * and lock-out per account.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts } from "#db/schema/accounts.ts";
import { adminActionLog } from "#db/schema/admin.ts";
import { createTestSandbox } from "#testing/harness.ts";
import type { TestSandbox } from "#testing/harness.ts";

let sandbox: TestSandbox;
const tokens: Record<string, string> = {};

interface Line {
  id: number;
  username: string;
  outcome: string;
  code: number;
  before: number[];
  after: number[];
}
interface Answer {
  accounts: Line[];
  changed: number;
  unchanged: number;
  refused: number;
}

const call = (path: string, as: string, body: unknown) => sandbox.call(`/api/agent/${path}`, { token: tokens[as] ?? as, body });
async function idOf(username: string): Promise<number> {
  const [row] = await sandbox.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, username)).limit(1);
  if (row === undefined) throw new Error(`no account ${username}`);
  return row.id;
}
async function ownPermissions(username: string): Promise<number[]> {
  const [row] = await sandbox.database.db.select({ permissions: accounts.permissions }).from(accounts).where(eq(accounts.username, username)).limit(1);
  return [...(row?.permissions ?? [])].sort((a, b) => a - b);
}
const lineOf = (answer: Answer, username: string) => answer.accounts.find((line) => line.username === username);

beforeAll(async () => {
  sandbox = await createTestSandbox({ SANDBOX_CLIENT_LIMITS: "off" });
  for (const who of ["admin", "operator", "agency.owner"]) tokens[who] = await sandbox.login(who);
}, 300_000);
afterAll(async () => sandbox.close());

describe("getAccountAccess", () => {
  it("tags each effective permission with its sources", async () => {
    const answer = await call("account/access", "admin", { id: await idOf("agency.owner") });
    expect(answer.body.code).toBe(0);
    const data = answer.body.data as { role: number; permissions: { id: number; sources: string[] }[]; relation: { transfer: number; cancel: number } };
    const sources = new Map(data.permissions.map((p) => [p.id, p.sources]));
    expect(sources.get(3)).toEqual(["user_info"]);
    expect(sources.get(22)).toEqual(["get_permissions"]);
    expect(sources.get(26)).toEqual(["relation_tab"]);
    expect(data.relation).toEqual({ transfer: 1, cancel: 1 });
    expect(data.permissions.every((p) => p.sources.length > 0)).toBe(true);
  });

  it("answers a ModifySubAccount holder only for its own agency's accounts, and nobody without an account permission", async () => {
    expect((await call("account/access", "agency.owner", { id: await idOf("agency.manager") })).body.code).toBe(0);
    expect((await call("account/access", "agency.owner", { id: await idOf("operator") })).body.code).toBe(47007);
    expect((await call("account/access", "operator", { id: await idOf("admin") })).body.code).toBe(30001);
  });
});

describe("batch authorisation", () => {
  it("previews per account without changing anything, then applies exactly that", async () => {
    const ids = [await idOf("operator"), await idOf("agency.manager")];
    const before = await ownPermissions("agency.manager");
    const batch = { account_ids: ids, filter: null, grant: [10], revoke: [] };
    const preview = (await call("permission/batchPreview", "admin", batch)).body.data as Answer;
    expect(lineOf(preview, "operator")?.outcome).toBe("unchanged");
    expect(lineOf(preview, "agency.manager")).toMatchObject({ outcome: "changed", before, after: [...before, 10].sort((a, b) => a - b) });
    expect({ changed: preview.changed, unchanged: preview.unchanged, refused: preview.refused }).toEqual({ changed: 1, unchanged: 1, refused: 0 });
    expect(await ownPermissions("agency.manager")).toEqual(before);
    expect(await sandbox.database.db.$count(adminActionLog, eq(adminActionLog.action, "permission.batch"))).toBe(0);

    const applied = (await call("permission/batchApply", "admin", { ...batch, batch_id: "batch-one-0001" })).body.data as Answer;
    expect(applied.accounts).toEqual(preview.accounts);
    expect(await ownPermissions("agency.manager")).toContain(10);
  });

  it("is idempotent by batch id: sent again, it answers the first result and changes nothing twice", async () => {
    const id = await idOf("agency.broker");
    const batch = { account_ids: [id], filter: null, grant: [5], revoke: [], batch_id: "batch-idem-0001" };
    const first = (await call("permission/batchApply", "admin", batch)).body.data as Answer;
    const again = (await call("permission/batchApply", "admin", batch)).body.data as Answer;
    expect(first.accounts[0]?.outcome).toBe("changed");
    expect(again.accounts).toEqual(first.accounts);
    const entries = and(eq(adminActionLog.requestId, "batch-idem-0001"), eq(adminActionLog.targetId, id));
    expect(await sandbox.database.db.$count(adminActionLog, entries)).toBe(1);
  });

  it("applies the rules per account: own account, unheld permission, last BatchAuth holder", async () => {
    const admin = await idOf("admin");
    const operator = await idOf("operator");
    const self = (await call("permission/batchApply", "admin", { account_ids: [admin, operator], filter: null, grant: [], revoke: [5], batch_id: "batch-self-0001" })).body
      .data as Answer;
    expect(lineOf(self, "admin")).toMatchObject({ outcome: "refused", code: 47002 });
    expect(lineOf(self, "operator")?.outcome).toBe("unchanged");

    // An operator given BatchAuth and ActionLog only: it may not grant what it lacks.
    await sandbox.database.db
      .update(accounts)
      .set({ permissions: [4, 5] })
      .where(eq(accounts.id, operator));
    const batcher = await sandbox.login("operator");
    const manager = await idOf("agency.manager");
    const unheld = await sandbox.call("/api/agent/permission/batchApply", {
      token: batcher,
      body: { account_ids: [manager], filter: null, grant: [1], revoke: [], batch_id: "batch-unheld-01" },
    });
    expect((unheld.body.data as Answer).accounts[0]).toMatchObject({ outcome: "refused", code: 47003 });
    expect(await ownPermissions("agency.manager")).not.toContain(1);

    // BatchAuth stays held: the caller itself holds it and cannot strip its own account (47002); others can be stripped.
    await sandbox.database.db
      .update(accounts)
      .set({ permissions: [4] })
      .where(eq(accounts.id, manager));
    const strip = await sandbox.call("/api/agent/permission/batchPreview", { token: batcher, body: { account_ids: [manager, operator], filter: null, grant: [], revoke: [4] } });
    const lines = strip.body.data as Answer;
    expect(lineOf(lines, "agency.manager")).toMatchObject({ outcome: "changed", after: [] });
    expect(lineOf(lines, "operator")).toMatchObject({ outcome: "refused", code: 47002 });
    await sandbox.database.db.update(accounts).set({ permissions: [] }).where(eq(accounts.id, manager));
  });

  it("refuses a batch with no account or no change, and callers without BatchAuth", async () => {
    const id = await idOf("agency.broker");
    expect((await call("permission/batchPreview", "admin", { account_ids: [], filter: null, grant: [10], revoke: [] })).body.code).toBe(40000);
    expect((await call("permission/batchPreview", "admin", { account_ids: [id], filter: null, grant: [], revoke: [] })).body.code).toBe(40000);
    expect((await call("permission/batchPreview", "admin", { account_ids: [id], filter: null, grant: [10], revoke: [10] })).body.code).toBe(40000);
    expect((await call("permission/batchPreview", "agency.owner", { account_ids: [id], filter: null, grant: [10], revoke: [] })).body.code).toBe(30001);
  });

  it("changes every account matching a filter", async () => {
    const preview = (await call("permission/batchPreview", "admin", { account_ids: [], filter: { keyword: "agency." }, grant: [14], revoke: [] })).body.data as Answer;
    expect(preview.accounts.length).toBeGreaterThan(1);
    expect(preview.accounts.every((line) => line.username.includes("agency."))).toBe(true);
  });
});
