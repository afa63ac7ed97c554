/**
 * Vitest global setup of `test:pg` (`vitest.pg.config.ts`): the database tests on a real
 * PostgreSQL. `DATABASE_URL` names the server (`tooling/scripts/with-postgres.sh` starts a throwaway
 * one and sets it); the seeded template is built there once per change of the seed's inputs, and
 * each test file's harness works on a copy of it (`./postgres.ts`).
 */
import type { TestProject } from "vitest/node";
import { ensureTemplate, POSTGRES_KEY } from "./postgres.ts";
import type { PostgresTestServer } from "./postgres.ts";
import { snapshotDigest, TEST_DAY, TEST_SEED } from "./snapshot.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The PostgreSQL server of `test:pg` and its seeded template; absent in the PGlite runs. */
    sandboxPostgres?: PostgresTestServer;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl === undefined || adminUrl === "") {
    throw new Error("test:pg needs DATABASE_URL: run it through tooling/scripts/with-postgres.sh (pnpm --filter @agent-portal/sandbox-api test:pg does).");
  }
  const template = await ensureTemplate(adminUrl, await snapshotDigest(), TEST_SEED, TEST_DAY);
  project.provide(POSTGRES_KEY, { adminUrl, template });
}
