/**
 * Data permissions through the API (DataPermission 13): reading and setting a scope, the rules
 * (own account, wider than one's own, kinds that do not apply, stale versions), the action log's
 * before and after, and the data-scope rule applying a narrowed scope to a data-center call, a
 * region export and a payment call.
 */
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { PermissionId } from "@agent-portal/permissions/ids";
import { accounts } from "#db/schema/accounts.ts";
import { adminActionLog } from "#db/schema/admin.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import { agencies } from "#db/schema/organisation.ts";
import { paymentBlacklistEntries } from "#db/schema/payment-blacklist.ts";
import { answerData as data, createTestSandbox, TEST_DAY } from "#testing/harness.ts";
import type { TestSandbox } from "#testing/harness.ts";
import { downloadExport } from "#testing/export-file.ts";

let sandbox: TestSandbox;
const tokens: Record<string, string> = {};
const PH = 2;
const ID = 1;

interface Row {
  id: number;
  username: string;
  version: number;
  scope_kind: string;
  scope_names: string[];
}
interface Scope {
  kind: string;
  settable: boolean;
  region_ids: number[];
  agencies: { id: number; name: string }[];
  own_agency: { id: number } | null;
  agency_count: number | null;
}

const account = (path: string, as: string, body: unknown) => sandbox.call(`/api/agent/account/${path}`, { token: tokens[as] ?? as, body });
async function rowOf(username: string): Promise<Row> {
  const row = data<{ list: Row[] }>(await account("list", "admin", { keyword: username })).list.find((r) => r.username === username);
  if (row === undefined) throw new Error(`no row ${username}`);
  return row;
}
async function setScope(as: string, username: string, kind: string, ids: { region_ids?: number[]; agency_ids?: number[] } = {}) {
  const row = await rowOf(username);
  return account("setDataScope", as, { id: row.id, version: row.version, kind, region_ids: ids.region_ids ?? [], agency_ids: ids.agency_ids ?? [] });
}
const db = () => sandbox.database.db;
const agencyIdsOfRegion = async (regionId: number) => (await db().select({ id: agencies.id }).from(agencies).where(eq(agencies.regionId, regionId))).map((a) => a.id);

beforeAll(async () => {
  sandbox = await createTestSandbox({ SANDBOX_CLIENT_LIMITS: "off" });
  // The operator gets DataPermission too, to show that nobody grants a scope wider than their own.
  await db()
    .update(accounts)
    .set({ permissions: [PermissionId.DataPermission, PermissionId.OperatorStat, PermissionId.LiveDataAnalysis, PermissionId.PaymentBlacklist] })
    .where(eq(accounts.username, "operator"));
  for (const who of ["admin", "operator", "agency.owner"]) tokens[who] = await sandbox.login(who);
}, 300_000);
afterAll(async () => sandbox.close());
beforeEach(() => {
  vi.spyOn(console, "info").mockImplementation(() => undefined);
});

describe("data permissions", () => {
  it("reads a scope, sets it, and logs the change with before and after", async () => {
    const operator = await rowOf("operator");
    const before = data<Scope>(await account("dataScope", "admin", { id: operator.id }));
    expect(before).toMatchObject({ kind: "regions", settable: true, agencies: [], own_agency: null });
    expect(before.region_ids).toHaveLength(3);

    // Another admin-made operator: narrowed to one agency, then widened to all.
    const made = data<{ account: Row }>(
      await account("create", "admin", { username: "scope.target", bigo_id: "scope.target", nick_name: "Scope Target", role: 2, sub_role: 0, permissions: [] }),
    ).account;
    expect(made.scope_kind).toBe("none");
    const [manila] = await agencyIdsOfRegion(PH);
    const narrowed = await setScope("admin", "scope.target", "agencies", { agency_ids: [manila ?? 0] });
    const [manilaName] = (
      await db()
        .select({ name: agencies.name })
        .from(agencies)
        .where(eq(agencies.id, manila ?? 0))
    ).map((a) => a.name);
    expect(data<Row>(narrowed)).toMatchObject({ scope_kind: "agencies", scope_names: [manilaName] });
    expect(data<Scope>(await account("dataScope", "admin", { id: made.id }))).toMatchObject({ kind: "agencies", agency_count: 1, agencies: [{ id: manila }] });
    expect(data<Row>(await setScope("admin", "scope.target", "all")).scope_kind).toBe("all");

    const entries = await db().select().from(adminActionLog).where(eq(adminActionLog.action, "account.scope"));
    expect(entries.map((e) => [e.targetName, (e.before as { scope_kind: string }).scope_kind, (e.after as { scope_kind: string }).scope_kind])).toEqual([
      ["scope.target", "none", "agencies"],
      ["scope.target", "agencies", "all"],
    ]);
  });

  it("refuses a stale version, one's own account, kinds that do not apply, and an empty choice", async () => {
    const target = await rowOf("scope.target");
    const stale = await account("setDataScope", "admin", { id: target.id, version: target.version - 1, kind: "all", region_ids: [], agency_ids: [] });
    expect(stale.body.code).toBe(47006);
    expect((await setScope("admin", "admin", "all")).body.code).toBe(47002);
    expect((await setScope("admin", "agency.manager", "all")).body.code).toBe(47010);
    expect((await setScope("admin", "scope.target", "agency")).body.code).toBe(47010);
    expect((await setScope("admin", "scope.target", "regions", { region_ids: [999] })).body.code).toBe(47010);
    expect((await setScope("admin", "scope.target", "regions")).body.code).toBe(40000);
    expect((await account("setDataScope", "agency.owner", { id: target.id, version: target.version, kind: "all", region_ids: [], agency_ids: [] })).body.code).toBe(30001);
  });

  it("refuses a scope wider than the caller's own", async () => {
    // The operator sees ID, PH and VN: not MENA, not everything.
    expect((await setScope("operator", "scope.target", "all")).body.code).toBe(47009);
    expect((await setScope("operator", "scope.target", "regions", { region_ids: [3] })).body.code).toBe(47009);
    const [mena] = await agencyIdsOfRegion(3);
    if (mena !== undefined) expect((await setScope("operator", "scope.target", "agencies", { agency_ids: [mena] })).body.code).toBe(47009);
    const fine = await setScope("operator", "scope.target", "regions", { region_ids: [PH] });
    expect(data<Row>(fine)).toMatchObject({ scope_kind: "regions", scope_names: ["Philippines"] });
    // The agencies it may choose from are those of its own scope.
    const choosable = data<{ list: { region_id: number }[] }>(await account("scopeAgencies", "operator", {})).list;
    expect(choosable.length).toBeGreaterThan(0);
    expect(choosable.every((a) => [1, 2, 4].includes(a.region_id))).toBe(true);
  });
});

describe("a narrowed scope through the data-scope rule", () => {
  const DAY = 86_400;
  const seedStart = Date.parse(`${TEST_DAY.toISOString().slice(0, 10)}T00:00:00Z`) / 1000;
  const range = { startTime: seedStart - 30 * DAY, endTime: seedStart - 1 };
  const form = (fields: Record<string, string>) => ({
    method: "POST" as const,
    body: new URLSearchParams(fields).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  const blacklist = async () =>
    data<{ list: { entry_id: string }[] }>(await sandbox.call("/api/live_agent_service/PaymentAgencyBlacklistList", { token: tokens.operator, body: {} })).list;

  it("shows an operator scoped to one region nothing of another in a data-center call, a region export and a payment call", async () => {
    const idAgencies = await agencyIdsOfRegion(ID);
    const phAgencies = await agencyIdsOfRegion(PH);
    const wide = await blacklist();
    expect(wide.length).toBeGreaterThan(0);

    expect((await setScope("admin", "operator", "regions", { region_ids: [PH] })).body.code).toBe(0);
    expect(data<{ shortName: string }[]>(await sandbox.call("/api/agent/permission/getRegions", { method: "GET", token: tokens.operator })).map((r) => r.shortName)).toEqual([
      "PH",
    ]);

    // Data center: every broadcaster row is of a Philippine agency.
    const rows = data<{ list: { uid: string }[] }>(
      await sandbox.call("/bigo_act_livedata_api/agentOss/anchorList", { token: tokens.operator, body: { ...range, page: 1, pageSize: 100 } }),
    ).list;
    expect(rows.length).toBeGreaterThan(0);
    const owners = await db()
      .select({ agencyId: broadcasters.agencyId })
      .from(broadcasters)
      .where(
        inArray(
          broadcasters.uid,
          rows.map((r) => r.uid),
        ),
      );
    expect(owners.every((o) => o.agencyId !== null && phAgencies.includes(o.agencyId))).toBe(true);

    // Region export: Indonesia is refused, the Philippines' file lists Philippine agencies only.
    const times = { startTime: String(range.startTime), endTime: String(range.endTime) };
    expect((await sandbox.call("/bigo_act_livedata_api/new_anchor/area/exportUrl", { token: tokens.operator, ...form({ area: "ID", ...times }) })).body.code).not.toBe(0);
    const exported = data<{ url: string }>(await sandbox.call("/bigo_act_livedata_api/new_anchor/area/exportUrl", { token: tokens.operator, ...form({ area: "PH", ...times }) }));
    const file = await downloadExport(sandbox, exported.url);
    const uids = file.lines.slice(1).map((line) => line.split(",")[0]);
    const phUids = (await db().select({ uid: agencies.uid }).from(agencies).where(inArray(agencies.id, phAgencies))).map((a) => a.uid);
    expect(uids.length).toBeGreaterThan(0);
    expect(uids.every((uid) => uid !== undefined && phUids.includes(uid))).toBe(true);

    // Payment: the blacklist is the Philippine agency's, none of the Indonesian entries seen before.
    const narrow = await blacklist();
    expect(narrow.some((e) => wide.some((w) => w.entry_id === e.entry_id))).toBe(false);
    const stored = await db().select({ id: paymentBlacklistEntries.id, agencyId: paymentBlacklistEntries.agencyId }).from(paymentBlacklistEntries);
    const seen = stored.filter((s) => narrow.some((e) => e.entry_id === String(s.id)));
    expect(seen.every((s) => phAgencies.includes(s.agencyId))).toBe(true);
    expect(idAgencies.length).toBeGreaterThan(0);
  });
});
