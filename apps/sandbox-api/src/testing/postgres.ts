/**
 * The sandbox's test databases on a real PostgreSQL (`pnpm --filter @agent-portal/sandbox-api
 * test:pg`, through `tooling/scripts/with-postgres.sh`, which sets `DATABASE_URL`): the global setup
 * migrates and seeds a template database once per change of the seed's inputs (named by the
 * snapshot digest), and each test file works on a fresh copy of it (`CREATE DATABASE ... TEMPLATE`,
 * a file copy: a second, not a new seed), dropped when the file ends.
 */
import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { loadConfig } from "#config.ts";
import { openDatabase } from "#db/client.ts";
import { seedDatabase } from "#seed/index.ts";

/** The name under which the global setup of `test:pg` provides the server (`inject(POSTGRES_KEY)`). */
export const POSTGRES_KEY = "sandboxPostgres";

/** What the global setup hands the test files in PostgreSQL mode. */
export interface PostgresTestServer {
  /** `DATABASE_URL` of the run: the server, and a database to connect to for administration. */
  readonly adminUrl: string;
  /** The migrated, seeded template to copy. */
  readonly template: string;
}

/** The URL of another database on the same server. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const quoted = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** Runs `work` on a single administration connection, closed afterwards. */
async function withAdmin<T>(adminUrl: string, work: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  try {
    return await work(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/**
 * Makes sure the template `sandbox_template_<digest>` exists: created, migrated and seeded with
 * `seed` on `day` when missing (built under a temporary name and renamed, so a half-built template
 * is never copied).
 */
export async function ensureTemplate(adminUrl: string, digest: string, seed: number, day: Date): Promise<string> {
  const template = `sandbox_template_${digest}`;
  const exists = await withAdmin(adminUrl, async (sql) => (await sql`SELECT 1 FROM pg_database WHERE datname = ${template}`).length > 0);
  if (exists) return template;
  const building = `${template}_building_${randomBytes(4).toString("hex")}`;
  await withAdmin(adminUrl, (sql) => sql.unsafe(`CREATE DATABASE ${quoted(building)}`));
  const database = await openDatabase(loadConfig({ DATABASE_URL: databaseUrl(adminUrl, building) }).database);
  try {
    await database.migrate();
    await seedDatabase(database.db, { seed, today: day });
  } finally {
    await database.close();
  }
  await withAdmin(adminUrl, (sql) => sql.unsafe(`ALTER DATABASE ${quoted(building)} RENAME TO ${quoted(template)}`));
  return template;
}

/** A fresh copy of the template for one test file; answers its name. Retries while another copy is being made from it. */
export async function copyTemplate(server: PostgresTestServer): Promise<string> {
  const name = `sandbox_test_${randomBytes(6).toString("hex")}`;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await withAdmin(server.adminUrl, (sql) => sql.unsafe(`CREATE DATABASE ${quoted(name)} TEMPLATE ${quoted(server.template)}`));
      return name;
    } catch (error) {
      const busy = error instanceof Error && /being accessed by other users/.test(error.message);
      if (!busy || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
  }
}

/** Drops a test file's database (closing what is still connected to it). */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, (sql) => sql.unsafe(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`));
}
