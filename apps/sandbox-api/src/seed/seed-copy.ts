/**
 * A copy of the seeded rows kept inside the database, so that `POST /sandbox/reset` restores them
 * instead of seeding again. Seeding runs the whole generator (about 4 s of processor time, paid
 * before every end-to-end test); copying the rows back is a few `INSERT ... SELECT` statements.
 *
 * The copy lives in the schema {@link SEED_COPY_SCHEMA}, one table per schema table, with the
 * values of the id sequences as the seed left them. It belongs to one seed number and one seed day
 * (the seed's only inputs, see `dates.ts`): a reset with another number, or on another day,
 * seeds again and replaces the copy. Plain SQL, so it works alike on PGlite and on PostgreSQL, and
 * needs no superuser: tables are filled parents first (their foreign keys read from the schema).
 */
import { getTableName, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { getTableConfig } from "drizzle-orm/pg-core";
import type { PgTable } from "drizzle-orm/pg-core";
import { selectRows } from "#db/client.ts";
import type { Database } from "#db/client.ts";

/** The schema holding the copy. */
export const SEED_COPY_SCHEMA = "sandbox_seed_copy";

/** What a copy was taken of: the seed number and the seed day (`YYYY-MM-DD`). */
export interface SeedCopyKey {
  readonly seed: number;
  readonly day: string;
}

interface SequenceValue {
  readonly name: string;
  readonly value: string;
}

interface SeedCopy {
  readonly key: string;
  /** The tables, parents first ({@link tablesParentsFirst}), worked out once when the copy is taken. */
  readonly order: readonly string[];
  readonly sequences: readonly SequenceValue[];
}

/** The copy each open database holds (one database per sandbox process or test file). */
const copies = new WeakMap<Database, SeedCopy>();

const keyOf = (key: SeedCopyKey): string => `${String(key.seed)}|${key.day}`;
const quote = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/**
 * The tables in an order that fills every referenced table before the tables that reference it
 * (a reference to itself is checked at the end of its statement, so it needs no order).
 *
 * @throws Error when the references form a cycle, which no order can fill.
 */
export function tablesParentsFirst(tables: readonly PgTable[]): string[] {
  const parents = new Map<string, Set<string>>();
  for (const table of tables) {
    const name = getTableName(table);
    const refs = getTableConfig(table).foreignKeys.map((fk) => getTableName(fk.reference().foreignTable));
    parents.set(name, new Set(refs.filter((ref) => ref !== name)));
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < parents.size) {
    const ready = [...parents].filter(([name, refs]) => !placed.has(name) && [...refs].every((ref) => placed.has(ref) || !parents.has(ref)));
    if (ready.length === 0) throw new Error(`seed copy: the foreign keys form a cycle among ${[...parents.keys()].filter((n) => !placed.has(n)).join(", ")}`);
    for (const [name] of ready) {
      ordered.push(name);
      placed.add(name);
    }
  }
  return ordered;
}

/** The id sequences of the public schema and their values (`null` before first use). */
async function readSequences(db: Database): Promise<SequenceValue[]> {
  const rows = await selectRows<{ name: string; value: string | null }>(
    db,
    sql.raw(`SELECT sequencename AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`),
  );
  return rows.flatMap((row) => (row.value === null ? [] : [{ name: row.name, value: row.value }]));
}

/**
 * Copies every table's rows, as the seed left them, into {@link SEED_COPY_SCHEMA}, replacing an
 * earlier copy, and remembers the copy for this database under `key`.
 */
export async function keepSeedCopy(db: Database, tables: readonly PgTable[], key: SeedCopyKey): Promise<void> {
  const names = tables.map((table) => getTableName(table));
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`DROP SCHEMA IF EXISTS ${quote(SEED_COPY_SCHEMA)} CASCADE`));
    await tx.execute(sql.raw(`CREATE SCHEMA ${quote(SEED_COPY_SCHEMA)}`));
    for (const name of names) await tx.execute(sql.raw(`CREATE TABLE ${quote(SEED_COPY_SCHEMA)}.${quote(name)} AS SELECT * FROM ${quote(name)}`));
  });
  copies.set(db, { key: keyOf(key), order: tablesParentsFirst(tables), sequences: await readSequences(db) });
}

/**
 * The statement that empties the named tables of the public schema and restarts their id
 * sequences (`TRUNCATE ... RESTART IDENTITY CASCADE`), run by `clearDatabase` and by a restore
 * inside its transaction.
 */
export function truncateTables(names: readonly string[]): SQL {
  return sql.raw(`TRUNCATE ${names.map(quote).join(", ")} RESTART IDENTITY CASCADE`);
}

/**
 * Empties every table and fills it again from the copy taken under `key`, with the id sequences
 * where the seed left them, in one transaction.
 *
 * @returns false, changing nothing, when this database holds no copy for `key`.
 */
export async function restoreSeedCopy(db: Database, key: SeedCopyKey): Promise<boolean> {
  const copy = copies.get(db);
  if (copy?.key !== keyOf(key)) return false;
  const names = copy.order;
  await db.transaction(async (tx) => {
    await tx.execute(truncateTables(names));
    for (const name of names) await tx.execute(sql.raw(`INSERT INTO ${quote(name)} OVERRIDING SYSTEM VALUE SELECT * FROM ${quote(SEED_COPY_SCHEMA)}.${quote(name)}`));
    for (const { name, value } of copy.sequences) await tx.execute(sql`SELECT setval(${`public.${quote(name)}`}::regclass, ${value}::bigint, true)`);
  });
  return true;
}
