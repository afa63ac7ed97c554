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
 *
 * A restore copies back only what changed: every table carries a statement-level trigger that
 * notes its name in {@link DIRTY_TABLE} on any insert, update, delete or truncate, and a restore
 * empties and refills the noted tables and the tables that reference them (which emptying a parent
 * empties too). Most end-to-end tests change a handful of tables (sessions, a request, its log)
 * out of every table the seed fills.
 */
import { getTableName, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { getTableConfig } from "drizzle-orm/pg-core";
import type { PgTable } from "drizzle-orm/pg-core";
import { selectRows } from "#db/client.ts";
import type { Database } from "#db/client.ts";

/** The schema holding the copy. */
export const SEED_COPY_SCHEMA = "sandbox_seed_copy";

/**
 * The table of {@link SEED_COPY_SCHEMA} that lists the public tables changed since the copy was
 * taken or last restored (one row per table name). No schema table has this name.
 */
export const DIRTY_TABLE = "changed_since_copy";

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
  /** For each table, the tables whose foreign keys reference it, directly or through others. */
  readonly referencedBy: ReadonlyMap<string, ReadonlySet<string>>;
  readonly sequences: readonly SequenceValue[];
}

/** The copy each open database holds (one database per sandbox process or test file). */
const copies = new WeakMap<Database, SeedCopy>();

const keyOf = (key: SeedCopyKey): string => `${String(key.seed)}|${key.day}`;
const quote = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/** For each table, the other tables its foreign keys reference. */
function parentTables(tables: readonly PgTable[]): Map<string, Set<string>> {
  const parents = new Map<string, Set<string>>();
  for (const table of tables) {
    const name = getTableName(table);
    const refs = getTableConfig(table).foreignKeys.map((fk) => getTableName(fk.reference().foreignTable));
    parents.set(name, new Set(refs.filter((ref) => ref !== name)));
  }
  return parents;
}

/**
 * The tables in an order that fills every referenced table before the tables that reference it
 * (a reference to itself is checked at the end of its statement, so it needs no order).
 *
 * @throws Error when the references form a cycle, which no order can fill.
 */
export function tablesParentsFirst(tables: readonly PgTable[]): string[] {
  const parents = parentTables(tables);
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

/**
 * For each table, the tables that reference it through foreign keys, directly or through other
 * tables: what `TRUNCATE ... CASCADE` of that table empties along with it.
 */
export function referencingTables(tables: readonly PgTable[]): Map<string, Set<string>> {
  const parents = parentTables(tables);
  const direct = new Map<string, Set<string>>([...parents.keys()].map((name) => [name, new Set<string>()]));
  for (const [name, refs] of parents) for (const ref of refs) direct.get(ref)?.add(name);
  const closure = new Map<string, Set<string>>();
  for (const name of direct.keys()) {
    const reached = new Set<string>();
    const pending = [...(direct.get(name) ?? [])];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      if (reached.has(next)) continue;
      reached.add(next);
      pending.push(...(direct.get(next) ?? []));
    }
    reached.delete(name);
    closure.set(name, reached);
  }
  return closure;
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
  if (names.includes(DIRTY_TABLE)) throw new Error(`seed copy: a schema table is named ${DIRTY_TABLE}, the copy's own table`);
  const schema = quote(SEED_COPY_SCHEMA);
  await db.transaction(async (tx) => {
    // Dropping the schema drops its function, and with it the triggers of the last copy.
    await tx.execute(sql.raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));
    await tx.execute(sql.raw(`CREATE SCHEMA ${schema}`));
    for (const name of names) await tx.execute(sql.raw(`CREATE TABLE ${schema}.${quote(name)} AS SELECT * FROM ${quote(name)}`));
    await tx.execute(sql.raw(`CREATE TABLE ${schema}.${quote(DIRTY_TABLE)} (name text PRIMARY KEY)`));
    await tx.execute(
      sql.raw(
        `CREATE FUNCTION ${schema}.note_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ` +
          `INSERT INTO ${schema}.${quote(DIRTY_TABLE)} (name) VALUES (TG_TABLE_NAME) ON CONFLICT DO NOTHING; RETURN NULL; END $$`,
      ),
    );
    for (const name of names) {
      await tx.execute(
        sql.raw(`CREATE TRIGGER sandbox_seed_copy_note AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${quote(name)} FOR EACH STATEMENT EXECUTE FUNCTION ${schema}.note_change()`),
      );
    }
  });
  copies.set(db, { key: keyOf(key), order: tablesParentsFirst(tables), referencedBy: referencingTables(tables), sequences: await readSequences(db) });
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
 * Puts every table changed since the copy was taken or last restored back as the copy holds it
 * (emptied and refilled, with the tables that reference it), and every id sequence where the seed
 * left it, in one transaction.
 *
 * @returns the names of the tables refilled, parents first (empty when nothing had changed), or
 *   false, changing nothing, when this database holds no copy for `key`.
 */
export async function restoreSeedCopy(db: Database, key: SeedCopyKey): Promise<readonly string[] | false> {
  const copy = copies.get(db);
  if (copy?.key !== keyOf(key)) return false;
  const schema = quote(SEED_COPY_SCHEMA);
  return db.transaction(async (tx) => {
    const changed = await selectRows<{ name: string }>(tx, sql.raw(`SELECT name FROM ${schema}.${quote(DIRTY_TABLE)}`));
    const refill = new Set(changed.flatMap(({ name }) => [name, ...(copy.referencedBy.get(name) ?? [])]));
    const names = copy.order.filter((name) => refill.has(name));
    if (names.length > 0) {
      await tx.execute(truncateTables(names));
      for (const name of names) await tx.execute(sql.raw(`INSERT INTO ${quote(name)} OVERRIDING SYSTEM VALUE SELECT * FROM ${schema}.${quote(name)}`));
    }
    for (const { name, value } of copy.sequences) await tx.execute(sql`SELECT setval(${`public.${quote(name)}`}::regclass, ${value}::bigint, true)`);
    await tx.execute(sql.raw(`DELETE FROM ${schema}.${quote(DIRTY_TABLE)}`));
    return names;
  });
}
