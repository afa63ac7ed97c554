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
import { seedBroadcasters } from "./broadcasters.ts";
import { startOfUtcDay } from "./dates.ts";
import { ACCOUNT_FIXTURES, AGENCY_FIXTURES } from "./fixtures.ts";
import { seedOrganisation } from "./organisation.ts";
import { createPrng } from "./prng.ts";

/** Options of {@link seedDatabase}. */
export interface SeedOptions {
  /** Seed number (32-bit unsigned). */
  readonly seed: number;
  /** Any instant of the seed day; defaults to now. Dates are whole days from its UTC midnight. */
  readonly today?: Date;
}

/**
 * Fills an empty database: 4 regions, 3 agencies with staff, one login account per
 * reference profile and 300 broadcasters. Runs in one transaction.
 *
 * @throws when the database is not empty (unique constraints) or not migrated.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<void> {
  const prng = createPrng(options.seed);
  const day = startOfUtcDay(options.today ?? new Date());
  const taken = {
    uids: new Set<string>(),
    bigoIds: new Set<string>([...ACCOUNT_FIXTURES.map((a) => a.bigoId), ...AGENCY_FIXTURES.map((a) => a.bigoId)]),
  };
  await db.transaction(async (tx) => {
    const organisation = await seedOrganisation(tx, prng, day, taken);
    await seedBroadcasters(tx, prng, day, organisation, taken);
  });
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
  const names = tableNames().map((name) => `"${name}"`).join(", ");
  await db.execute(sql.raw(`TRUNCATE ${names} RESTART IDENTITY CASCADE`));
}

/** Clears and seeds again (`POST /sandbox/reset`). */
export async function reseedDatabase(db: Database, options: SeedOptions): Promise<void> {
  await clearDatabase(db);
  await seedDatabase(db, options);
}
