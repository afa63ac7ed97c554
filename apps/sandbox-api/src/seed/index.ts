/**
 * The deterministic seed (see `dates.ts` for how dates are fixed): same seed number and
 * seed day -> identical rows. Run by `main.ts` when the database is empty and by
 * `POST /sandbox/reset`.
 */
import { count, getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "#db/client.ts";
import * as schema from "#db/schema/index.ts";
import { accounts } from "#db/schema/accounts.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import { seedActivities } from "./activities.ts";
import { seedBroadcasters } from "./broadcasters.ts";
import { seedInterviews } from "./interviews.ts";
import { seedContent } from "./content.ts";
import { seedContractHistory } from "./contract-history.ts";
import { isoDay, startOfUtcDay } from "./dates.ts";
import { seedEngagement } from "./engagement.ts";
import { ACCOUNT_FIXTURES, AGENCY_FIXTURES, ANCHOR_ACCOUNT_FIXTURES } from "./fixtures.ts";
import { seedKycHistory } from "./kyc-history.ts";
import { seedLiveData } from "./live-data.ts";
import { seedLiveExtras } from "./live-extras.ts";
import { seedLiveRules } from "./live-rules.ts";
import { seedOrganisation } from "./organisation.ts";
import { seedPaymentBalances } from "./payment-balances.ts";
import { seedPaymentBlacklist } from "./payment-blacklist.ts";
import { seedPayments } from "./payments.ts";
import { seedRecalls } from "./recalls.ts";
import { seedRecruitingHistory } from "./recruiting-history.ts";
import { seedRelationHistory } from "./relation-history.ts";
import { seedSecurityHistory } from "./security-history.ts";
import { createPrng } from "./prng.ts";
import { keepSeedCopy, restoreSeedCopy, truncateTables } from "./seed-copy.ts";

/** Options of {@link seedDatabase}. */
export interface SeedOptions {
  /** Seed number (32-bit unsigned). */
  readonly seed: number;
  /** Any instant of the seed day; defaults to now. Dates are whole days from its UTC midnight. */
  readonly today?: Date;
}

/**
 * Fills an empty database: 4 regions, 3 agencies with staff, the login accounts (one per
 * reference profile, a second agency's owner, five broadcaster logins), 345 broadcasters with
 * their contracts, renewals, broker history, transfers, cancellations, recruit records, invites,
 * sub-agent applications, KYC submissions, follows, PK recommendations, bans and 90 days of live
 * data. Runs in one transaction, then updates the planner's statistics (`ANALYZE`).
 *
 * @throws when the database is not empty (unique constraints) or not migrated.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<void> {
  const prng = createPrng(options.seed);
  const day = startOfUtcDay(options.today ?? new Date());
  const taken = {
    uids: new Set<string>(),
    bigoIds: new Set<string>([...ACCOUNT_FIXTURES.map((a) => a.bigoId), ...ANCHOR_ACCOUNT_FIXTURES.map((a) => a.bigoId), ...AGENCY_FIXTURES.map((a) => a.bigoId)]),
  };
  await db.transaction(async (tx) => {
    const organisation = await seedOrganisation(tx, prng, day, taken);
    const seeded = await seedBroadcasters(tx, prng, day, organisation, taken);
    const people = await tx.select({ uid: broadcasters.uid, nickname: broadcasters.nickname, country: broadcasters.country, level: broadcasters.level }).from(broadcasters);
    const byUid = new Map(people.map((p) => [p.uid, p]));
    await seedContractHistory(tx, prng, day, organisation, seeded);
    await seedRelationHistory(tx, prng, day, organisation, seeded);
    await seedRecruitingHistory(tx, prng, day, organisation, seeded, byUid, taken);
    await seedKycHistory(tx, prng, day, seeded, new Map(people.map((p) => [p.uid, p.nickname])));
    await seedEngagement(tx, prng, day, organisation, seeded);
    await seedSecurityHistory(tx, prng, day, seeded);
    await seedActivities(tx, prng, day, organisation, seeded);
    await seedContent(tx, prng, day, organisation);
    await seedInterviews(tx, day, organisation);
    await seedPayments(tx, prng, day, organisation, seeded);
    await seedPaymentBlacklist(tx, day, organisation, seeded);
    await seedPaymentBalances(tx, organisation);
    await seedLiveExtras(tx, prng, day, organisation, seeded);
    await seedLiveData(tx, prng, day, organisation, seeded, new Map(people.map((p) => [p.uid, p.level])));
    await seedLiveRules(tx, day, organisation, seeded);
    await seedRecalls(tx, day, organisation);
  });
  // The planner's statistics of the seeded tables. PGlite runs no autovacuum, so without them the
  // planner takes every table for one row: the agency aggregates (GetAgentAggrData) then joined
  // each broadcaster to all of the agency's daily rows, 330 ms instead of 53 ms for 30 days.
  await db.execute(sql`ANALYZE`);
}

/** True when no account exists yet (a fresh database). */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(accounts);
  return (row?.n ?? 0) === 0;
}

/** Every table of the schema. */
export const schemaTables = (): PgTable[] => Object.values(schema as Record<string, unknown>).filter((value) => is(value, PgTable));

/** Every table of the schema, by SQL name. */
export const tableNames = (): string[] => schemaTables().map((table) => getTableName(table));

/** Empties every table and restarts the id sequences, so a following seed yields the same ids. */
export async function clearDatabase(db: Database): Promise<void> {
  await db.execute(truncateTables(tableNames()));
}

/**
 * Puts the database back as the seed makes it (`POST /sandbox/reset`): restores the copy of the
 * seeded rows kept by the last reset with the same seed number and day (`seed-copy.ts`), or
 * clears, seeds and keeps a copy.
 */
export async function reseedDatabase(db: Database, options: SeedOptions): Promise<void> {
  const tables = schemaTables();
  const key = { seed: options.seed, day: isoDay(startOfUtcDay(options.today ?? new Date())) };
  if (await restoreSeedCopy(db, key)) return;
  await clearDatabase(db);
  await seedDatabase(db, options);
  await keepSeedCopy(db, tables, key);
}
