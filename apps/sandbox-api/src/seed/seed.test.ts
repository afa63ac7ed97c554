/**
 * The seed: deterministic (same number and day -> identical rows, including password
 * hashes), the required counts, accounts that mirror their reference profiles, and
 * contract dates consistent with their states.
 */
import { count, getTableName, max, min, sql, sum } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccountRole, AgentRole } from "@agent-portal/api-client/enums";
import { PROFILE_IDS, PROFILES } from "@agent-portal/permissions/profiles";
import { verifyPassword } from "#auth/password.ts";
import { selectRows } from "#db/client.ts";
import { accounts } from "#db/schema/accounts.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import { liveDailyMetrics } from "#db/schema/live-data.ts";
import { agencies, agencyMembers, regions } from "#db/schema/organisation.ts";
import { createTestSandbox, TEST_DAY, TEST_SEED } from "#testing/harness.ts";
import type { TestSandbox } from "#testing/harness.ts";
import { addDays, isoDay, startOfUtcDay } from "./dates.ts";
import { ACCOUNT_FIXTURES, ANCHOR_ACCOUNT_FIXTURES, BROADCASTER_COUNT, FREE_BROADCASTER_COUNT, LIVE_DATA_DAYS, SANDBOX_PASSWORD } from "./fixtures.ts";
import { clearDatabase, isDatabaseEmpty, schemaTables } from "./index.ts";
import { referencingTables, restoreSeedCopy } from "./seed-copy.ts";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

/** A digest of every row of every table (rows as text, in a stable order), by table name. */
async function dump(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of schemaTables()) {
    const name = getTableName(table);
    const [row] = await selectRows<{ digest: string; n: number }>(
      sandbox.database.db,
      sql.raw(`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest, count(*)::int AS n FROM "${name}" t`),
    );
    out[name] = `${String(row?.n ?? 0)}:${row?.digest ?? ""}`;
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
    expect(other.broadcasters?.startsWith(`${String(BROADCASTER_COUNT + FREE_BROADCASTER_COUNT + ANCHOR_ACCOUNT_FIXTURES.length)}:`)).toBe(true);
    await reset();
    expect(await dump()).toEqual(first);
  }, 600_000);

  it("restores the seeded rows from its copy after changes, with the id sequences where the seed left them", async () => {
    const { db } = sandbox.database;
    await reset();
    const seeded = await dump();
    const [last] = await db.select({ id: max(accounts.id) }).from(accounts);
    await db.update(broadcasters).set({ nickname: "changed by a test" });
    await db.delete(liveDailyMetrics);
    const day = isoDay(startOfUtcDay(TEST_DAY));
    expect(await restoreSeedCopy(db, { seed: TEST_SEED + 1, day })).toBe(false);
    expect(await restoreSeedCopy(db, { seed: TEST_SEED, day: isoDay(addDays(TEST_DAY, 1)) })).toBe(false);
    const refilled = await restoreSeedCopy(db, { seed: TEST_SEED, day });
    expect(refilled).toEqual(expect.arrayContaining([getTableName(broadcasters), getTableName(liveDailyMetrics)]));
    expect(await dump()).toEqual(seeded);
    const [next] = await selectRows<{ id: number }>(db, sql`SELECT nextval('accounts_id_seq')::int AS id`);
    expect(next?.id).toBeGreaterThan(last?.id ?? Number.POSITIVE_INFINITY);
    await reset();
    expect(await dump()).toEqual(seeded);
  }, 600_000);

  it("refills only the tables changed since the last restore, with the tables that reference them", async () => {
    const { db } = sandbox.database;
    await reset();
    const seeded = await dump();
    const day = isoDay(startOfUtcDay(TEST_DAY));
    expect(await restoreSeedCopy(db, { seed: TEST_SEED, day })).toEqual([]);
    await db.update(broadcasters).set({ nickname: "changed by a test" });
    const refilled = await restoreSeedCopy(db, { seed: TEST_SEED, day });
    const referencing = referencingTables(schemaTables()).get(getTableName(broadcasters)) ?? new Set();
    expect(referencing.size).toBeGreaterThan(0);
    expect(new Set(refilled === false ? [] : refilled)).toEqual(new Set([getTableName(broadcasters), ...referencing]));
    expect(refilled).not.toContain(getTableName(regions));
    expect(await dump()).toEqual(seeded);
    expect(await restoreSeedCopy(db, { seed: TEST_SEED, day })).toEqual([]);
  }, 600_000);

  it("empties every table on clear, and refills on reset", async () => {
    await clearDatabase(sandbox.database.db);
    expect(await isDatabaseEmpty(sandbox.database.db)).toBe(true);
    for (const digest of Object.values(await dump())) expect(digest.startsWith("0:")).toBe(true);
    await reset();
    expect(await isDatabaseEmpty(sandbox.database.db)).toBe(false);
  }, 300_000);
});

describe("planner statistics", () => {
  /** Columns of `table` the planner has statistics for (`pg_stats`, filled by ANALYZE). */
  const statsOf = async (table: string) =>
    (await selectRows<{ n: number }>(sandbox.database.db, sql`SELECT count(*)::int AS n FROM pg_stats WHERE schemaname = 'public' AND tablename = ${table}`))[0]?.n ?? 0;

  it("are there after the seed and after a reset from the seed copy (PGlite runs no autovacuum)", async () => {
    expect(await statsOf("live_daily_metrics")).toBeGreaterThan(0);
    expect(await statsOf("broadcasters")).toBeGreaterThan(0);
    await reset();
    expect(await statsOf("live_daily_metrics")).toBeGreaterThan(0);
  }, 300_000);
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

  it("has 300 agency broadcasters spread over every agency and broker, 40 without an agency, and the anchor.N rows", async () => {
    const { db } = sandbox.database;
    const rows = await db.select().from(broadcasters);
    expect(rows).toHaveLength(BROADCASTER_COUNT + FREE_BROADCASTER_COUNT + ANCHOR_ACCOUNT_FIXTURES.length);
    const agencyIds = new Set(rows.flatMap((b) => (b.agencyId === null ? [] : [b.agencyId])));
    expect(agencyIds.size).toBe(3);
    const brokers = (await db.select().from(agencyMembers)).filter((m) => m.role === AgentRole.BROKER);
    const withBroadcasters = new Set(rows.map((b) => b.brokerId));
    for (const broker of brokers) expect(withBroadcasters.has(broker.id)).toBe(true);
    expect(new Set(rows.map((b) => b.uid)).size).toBe(rows.length);
    expect(new Set(rows.map((b) => b.bigoId)).size).toBe(rows.length);
    for (const b of rows) {
      expect(b.uid).toMatch(/^[1-9]\d{9,18}$/);
      expect(b.country).toMatch(/^[A-Z]{2}$/);
      expect(b.nickname.trim()).not.toBe("");
      expect(b.agencyId === null).toBe(b.contractState === "none");
    }
    expect(rows.filter((b) => b.agencyId === null).length).toBeGreaterThanOrEqual(FREE_BROADCASTER_COUNT);
  });

  it("dates contracts consistently with their state, relative to the seed day", async () => {
    const today = isoDay(startOfUtcDay(TEST_DAY));
    const in30 = isoDay(addDays(startOfUtcDay(TEST_DAY), 30));
    const rows = await sandbox.database.db.select().from(broadcasters);
    for (const b of rows) {
      expect(b.joinedAt <= today).toBe(true);
      if (b.contractState === "none") {
        expect([b.contractStart, b.contractEnd, b.brokerId]).toEqual([null, null, null]);
        continue;
      }
      const start = b.contractStart ?? "";
      const end = b.contractEnd ?? "";
      expect(start < end).toBe(true);
      if (b.contractState === "signed") expect(end > today).toBe(true);
      if (b.contractState === "terminated") expect(end < today).toBe(true);
    }
    const signedEnds = rows.filter((b) => b.contractState === "signed").map((b) => b.contractEnd ?? "");
    expect(signedEnds.some((end) => end <= in30)).toBe(true);
    expect(signedEnds.some((end) => end > in30)).toBe(true);
    expect(new Set(rows.map((b) => b.contractState))).toEqual(new Set(["signed", "none", "terminated"]));
  });

  it("seeds 90 days of live data per broadcaster, ending the day before the seed day, with real variation", async () => {
    const { db } = sandbox.database;
    const [row] = await db
      .select({ n: count(), first: min(liveDailyMetrics.day), last: max(liveDailyMetrics.day), beans: sum(liveDailyMetrics.beans), live: sum(liveDailyMetrics.validDay) })
      .from(liveDailyMetrics);
    const people = (await db.select().from(broadcasters)).length;
    expect(row?.n).toBe(people * LIVE_DATA_DAYS);
    expect(row?.last).toBe(isoDay(addDays(startOfUtcDay(TEST_DAY), -1)));
    expect(row?.first).toBe(isoDay(addDays(startOfUtcDay(TEST_DAY), -LIVE_DATA_DAYS)));
    expect(Number(row?.beans)).toBeGreaterThan(0);
    const validShare = Number(row?.live) / (people * LIVE_DATA_DAYS);
    expect(validShare).toBeGreaterThan(0.15);
    expect(validShare).toBeLessThan(0.9);
  });

  it("has a login account for every reference profile, mirroring it, with the sandbox password", async () => {
    const rows = await sandbox.database.db.select().from(accounts);
    expect(new Set(rows.map((a) => a.profileId))).toEqual(new Set(PROFILE_IDS));
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

  it("puts agency staff accounts in their fixture's agency with their profile's agent role", async () => {
    const { db } = sandbox.database;
    const agencyRows = await db.select().from(agencies).orderBy(agencies.id);
    const members = await db.select().from(agencyMembers);
    for (const account of await db.select().from(accounts)) {
      const profile = PROFILES[account.profileId as keyof typeof PROFILES];
      const mine = members.filter((m) => m.accountId === account.id);
      if (profile.agentRole === AgentRole.NOT_AGENT) {
        expect(mine).toEqual([]);
        continue;
      }
      expect(profile.role).toBe(AccountRole.Agency);
      const fixture = ACCOUNT_FIXTURES.find((f) => f.username === account.username);
      expect(mine).toEqual([expect.objectContaining({ agencyId: agencyRows[fixture?.agencyIndex ?? 0]?.id, role: profile.agentRole, uid: account.bigoUid })]);
    }
  });
});
