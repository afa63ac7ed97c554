/**
 * The seed: deterministic (same number and day -> identical rows, including password
 * hashes), the required counts, accounts that mirror their reference profiles, and
 * contract dates consistent with their states.
 */
import { getTableName } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccountRole, AgentRole } from "@agent-portal/permissions/ids";
import { PROFILE_IDS, PROFILES } from "@agent-portal/permissions/profiles";
import { verifyPassword } from "#auth/password.ts";
import { accounts } from "#db/schema/accounts.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import { agencies, agencyMembers, regions } from "#db/schema/organisation.ts";
import { createTestSandbox, TEST_DAY, TEST_SEED } from "#testing/harness.ts";
import type { TestSandbox } from "#testing/harness.ts";
import { addDays, isoDay, startOfUtcDay } from "./dates.ts";
import { ACCOUNT_FIXTURES, BROADCASTER_COUNT, SANDBOX_PASSWORD } from "./fixtures.ts";
import { clearDatabase, isDatabaseEmpty, schemaTables } from "./index.ts";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

/** Every row of every table, as JSON text, tables by name and rows in a stable order. */
async function dump(): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of schemaTables()) {
    const rows = await sandbox.database.db.select().from(table);
    out[getTableName(table)] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return out;
}

const reset = async (seed?: number) => {
  const response = await sandbox.app.request("/sandbox/reset", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(seed === undefined ? {} : { seed }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { status: string; seed: number };
};

describe("determinism", () => {
  it("produces identical rows for the same seed number and day, and different ones for another number", async () => {
    const first = await dump();
    expect(await reset()).toEqual({ status: "reset", seed: TEST_SEED });
    expect(await dump()).toEqual(first);
    await reset(TEST_SEED + 1);
    const other = await dump();
    expect(other.broadcasters).not.toEqual(first.broadcasters);
    expect(other.broadcasters).toHaveLength(BROADCASTER_COUNT);
    await reset();
    expect(await dump()).toEqual(first);
  });

  it("empties every table on clear, and refills on reset", async () => {
    await clearDatabase(sandbox.database.db);
    expect(await isDatabaseEmpty(sandbox.database.db)).toBe(true);
    for (const rows of Object.values(await dump())) expect(rows).toEqual([]);
    await reset();
    expect(await isDatabaseEmpty(sandbox.database.db)).toBe(false);
  });
});

describe("contents", () => {
  it("has at least 3 regions and 3 agencies, each with a super manager, managers and brokers", async () => {
    const { db } = sandbox.database;
    expect((await db.select().from(regions)).length).toBeGreaterThanOrEqual(3);
    const agencyRows = await db.select().from(agencies);
    expect(agencyRows).toHaveLength(3);
    const members = await db.select().from(agencyMembers);
    for (const agency of agencyRows) {
      const roles = members.filter((m) => m.agencyId === agency.id).map((m) => m.role);
      expect(roles.filter((r) => r === AgentRole.SUPER_MANAGER)).toHaveLength(1);
      expect(roles.filter((r) => r === AgentRole.MANAGER).length).toBeGreaterThanOrEqual(2);
      expect(roles.filter((r) => r === AgentRole.BROKER).length).toBeGreaterThanOrEqual(3);
    }
  });

  it("has 300 broadcasters spread over every agency and broker, with unique uids and Bigo IDs", async () => {
    const { db } = sandbox.database;
    const rows = await db.select().from(broadcasters);
    expect(rows).toHaveLength(300);
    const agencyIds = new Set(rows.map((b) => b.agencyId));
    expect(agencyIds.size).toBe(3);
    const brokers = (await db.select().from(agencyMembers)).filter((m) => m.role === AgentRole.BROKER);
    const withBroadcasters = new Set(rows.map((b) => b.brokerId));
    for (const broker of brokers) expect(withBroadcasters.has(broker.id)).toBe(true);
    expect(new Set(rows.map((b) => b.uid)).size).toBe(300);
    expect(new Set(rows.map((b) => b.bigoId)).size).toBe(300);
    for (const b of rows) {
      expect(b.uid).toMatch(/^[1-9]\d{9,18}$/);
      expect(b.country).toMatch(/^[A-Z]{2}$/);
      expect(b.nickname.trim()).not.toBe("");
    }
  });

  it("dates contracts consistently with their state, relative to the seed day", async () => {
    const today = isoDay(startOfUtcDay(TEST_DAY));
    const in30 = isoDay(addDays(startOfUtcDay(TEST_DAY), 30));
    const rows = await sandbox.database.db.select().from(broadcasters);
    for (const b of rows) {
      expect(b.joinedAt <= today).toBe(true);
      if (b.contractState === "pending") {
        expect([b.contractStart, b.contractEnd, b.brokerId]).toEqual([null, null, null]);
        continue;
      }
      const start = b.contractStart ?? "";
      const end = b.contractEnd ?? "";
      expect(start < end).toBe(true);
      if (b.contractState === "signed") expect(end > in30).toBe(true);
      if (b.contractState === "expiring") expect(end > today && end <= in30).toBe(true);
      if (b.contractState === "terminated") expect(end < today).toBe(true);
    }
    expect(new Set(rows.map((b) => b.contractState))).toEqual(new Set(["signed", "expiring", "pending", "terminated"]));
  });

  it("has one login account per reference profile, mirroring it, with the sandbox password", async () => {
    const rows = await sandbox.database.db.select().from(accounts);
    expect(rows.map((a) => a.profileId).sort()).toEqual([...PROFILE_IDS].sort());
    for (const fixture of ACCOUNT_FIXTURES) {
      const row = rows.find((a) => a.username === fixture.username);
      const profile = PROFILES[fixture.profile];
      expect(row).toMatchObject({
        role: profile.role,
        subRole: profile.subRole,
        status: profile.status,
        permissions: [...profile.accountPermissions],
        agencyPermissions: [...profile.agencyPermissions],
        relationTransfer: profile.relationTab.transfer,
        relationCancel: profile.relationTab.cancel,
      });
      expect(await verifyPassword(SANDBOX_PASSWORD, row?.passwordHash ?? "")).toBe(true);
    }
  });

  it("puts agency staff accounts in the first agency with their profile's agent role", async () => {
    const { db } = sandbox.database;
    const [first] = await db.select().from(agencies).orderBy(agencies.id).limit(1);
    const members = await db.select().from(agencyMembers);
    for (const account of await db.select().from(accounts)) {
      const profile = PROFILES[account.profileId as keyof typeof PROFILES];
      const mine = members.filter((m) => m.accountId === account.id);
      if (profile.agentRole === AgentRole.NOT_AGENT) {
        expect(mine).toEqual([]);
        continue;
      }
      expect(profile.role).toBe(AccountRole.Agency);
      expect(mine).toEqual([expect.objectContaining({ agencyId: first?.id, role: profile.agentRole, uid: account.bigoUid })]);
    }
  });
});
