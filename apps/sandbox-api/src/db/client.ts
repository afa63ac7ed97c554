/**
 * Opens the sandbox database: PGlite (embedded PostgreSQL in a folder or in memory) by
 * default, a real PostgreSQL through postgres-js when `DATABASE_URL` is set. Both get the
 * same schema and the same migrations (`apps/sandbox-api/drizzle/`, applied by drizzle's migrator).
 */
import { mkdir } from "node:fs/promises";
import { resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { APP_DIR, MEMORY_DATA_DIR } from "#config.ts";
import type { DatabaseConfig } from "#config.ts";
import * as schema from "./schema/index.ts";

/** The schema object handed to drizzle (every table of `src/db/schema`). */
export type Schema = typeof schema;

/** A drizzle database over either driver; handlers only ever see this type. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** Folder of the generated SQL migrations (committed). */
export const MIGRATIONS_DIR = resolve(APP_DIR, "drizzle");

/** An open database with its lifecycle. */
export interface DatabaseHandle {
  readonly db: Database;
  /** `pglite` (embedded) or `postgres` (DATABASE_URL). */
  readonly kind: DatabaseConfig["kind"];
  /** Applies pending migrations from {@link MIGRATIONS_DIR}; safe to call on every start. */
  migrate(): Promise<void>;
  /** Closes the connection (PGlite flushes its folder). */
  close(): Promise<void>;
}

/** Options of {@link openDatabase}. */
export interface OpenDatabaseOptions {
  /** PGlite only: start from this dump (`dumpDataDir`) instead of an empty cluster (tests). */
  readonly loadDataDir?: Blob;
}

/**
 * Opens the database described by `config`. A PGlite folder is created when missing.
 *
 * @throws when the folder cannot be created or PostgreSQL cannot be reached (first query).
 */
export async function openDatabase(config: DatabaseConfig, options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (config.kind === "postgres") {
    const client = postgres(config.url, { max: 10, onnotice: () => undefined });
    const db = drizzlePostgres({ client, schema });
    return {
      db,
      kind: "postgres",
      migrate: () => migratePostgres(db, { migrationsFolder: MIGRATIONS_DIR }),
      close: () => client.end({ timeout: 5 }),
    };
  }
  if (!config.dataDir.startsWith(MEMORY_DATA_DIR)) await mkdir(config.dataDir, { recursive: true });
  const client = await PGlite.create(options.loadDataDir === undefined ? { dataDir: config.dataDir } : { dataDir: config.dataDir, loadDataDir: options.loadDataDir });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}

/**
 * An instant as a `timestamptz` parameter of raw SQL. postgres-js (under drizzle) cannot send a JS
 * `Date` in a raw `sql` template, PGlite can: raw SQL always passes instants through this.
 */
export const instantParam = (instant: Date): SQL => sql`${instant.toISOString()}::timestamptz`;

/**
 * Values as a comma-separated list of parameters, for `ARRAY[...]` (for `column IN (...)`, drizzle's
 * `inArray`, which also answers `false` for no value).
 */
export const sqlValues = (values: readonly (string | number)[]): SQL =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * Runs a raw SQL query and answers its rows, whichever driver runs it (postgres-js answers an
 * array, PGlite `{ rows }`). The caller states the row shape `T`; nothing checks it.
 */
export async function selectRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  if (Array.isArray(result)) return result as T[];
  if (typeof result === "object" && result !== null && "rows" in result && Array.isArray(result.rows)) return result.rows as T[];
  return [];
}
