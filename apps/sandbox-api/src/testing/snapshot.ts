/**
 * A seeded database snapshot for the tests. Starting PGlite from nothing (initdb in
 * WebAssembly), migrating and seeding costs ~15-20 s of CPU per test file; loading a dump of
 * the result costs ~2 s. The Vitest global setup ({@link ./global-setup.ts}) builds the dump
 * once per change of its inputs and hands its path to the test files, whose harness opens it.
 *
 * The dump is cached in `node_modules/.cache/sandbox-api-tests/`, named by a digest of
 * everything that shapes the seeded rows: this app's non-test sources, its migrations, the
 * permissions package and the PGlite build. A stale snapshot is therefore never reused.
 */
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, realpath, rename, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join, relative, resolve } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { APP_DIR, loadConfig } from "#config.ts";
import { MIGRATIONS_DIR, openDatabase } from "#db/client.ts";
import { seedDatabase } from "#seed/index.ts";

/** The seed day of test databases (any instant of that day). */
export const TEST_DAY = new Date("2025-06-02T08:00:00.000Z");
/** The seed number of test databases. */
export const TEST_SEED = 7;

/** The name under which the global setup provides the snapshot path (`inject(SNAPSHOT_KEY)`). */
export const SNAPSHOT_KEY = "sandboxSnapshot";

const CACHE_DIR = resolve(APP_DIR, "node_modules/.cache/sandbox-api-tests");

async function listFiles(dir: string, keep: (path: string) => boolean): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(keep)
    .sort();
}

/** A digest of every input of the seeded database (see the module comment). */
export async function snapshotDigest(): Promise<string> {
  const hash = createHash("sha256");
  hash.update(`${String(TEST_SEED)}|${TEST_DAY.toISOString()}|`);
  const source = (path: string) => /\.(ts|sql|json)$/.test(path) && !/\.test\.ts$/.test(path);
  const require = createRequire(join(APP_DIR, "package.json"));
  const permissions = dirname(await realpath(require.resolve("@agent-portal/permissions/ids")));
  const pglite = await realpath(require.resolve("@electric-sql/pglite"));
  hash.update(`pglite:${pglite}|`);
  const roots = [resolve(APP_DIR, "src"), MIGRATIONS_DIR, permissions];
  for (const root of roots) {
    for (const file of await listFiles(root, source)) {
      hash.update(`${relative(APP_DIR, file)}\0`);
      hash.update(await readFile(file));
    }
  }
  return hash.digest("hex").slice(0, 16);
}

/** Opens a fresh in-memory database, migrates and seeds it, and answers its dump (uncompressed tar). */
async function buildSnapshot(): Promise<Blob> {
  const config = loadConfig({ SANDBOX_DATA_DIR: "memory://", SANDBOX_SEED: String(TEST_SEED) });
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    await seedDatabase(database.db, { seed: TEST_SEED, today: TEST_DAY });
    const client = (database.db as unknown as { $client: PGlite }).$client;
    return await client.dumpDataDir("none");
  } finally {
    await database.close();
  }
}

/**
 * Answers the path of the snapshot for the current inputs, building it when missing (older
 * snapshots are removed). Written to a temporary name first, so a reader never sees half a file.
 */
export async function ensureSnapshot(): Promise<string> {
  const digest = await snapshotDigest();
  const path = join(CACHE_DIR, `seeded-${digest}.tar`);
  await mkdir(CACHE_DIR, { recursive: true });
  const existing = await readdir(CACHE_DIR);
  if (existing.includes(`seeded-${digest}.tar`)) return path;
  const blob = await buildSnapshot();
  const partial = `${path}.${String(process.pid)}.partial`;
  await writeFile(partial, Buffer.from(await blob.arrayBuffer()));
  await rename(partial, path);
  for (const name of existing) {
    if (name.startsWith("seeded-")) await rm(join(CACHE_DIR, name), { force: true });
  }
  return path;
}

/** Reads a snapshot written by {@link ensureSnapshot} as the Blob PGlite's `loadDataDir` takes. */
export async function readSnapshot(path: string): Promise<Blob> {
  return new Blob([await readFile(path)]);
}
