import { mergeConfig } from "vitest/config";
import { createVitestConfig } from "@agent-portal/vitest-config";

// `test:pg`: the suites that matter most on a real PostgreSQL (tooling/scripts/with-postgres.sh sets
// DATABASE_URL): the scope matrix and the broker's requests, double submits against the unique
// indexes, the login lockout under truly concurrent requests, and the sessions (the trigger that ends
// a disabled account's sessions). Each file works on its own copy of a seeded template database.
export default mergeConfig(
  createVitestConfig({
    include: ["src/scope-tests/**/*.test.ts", "src/db/uniqueness.test.ts", "src/services/abuse-limits.test.ts", "src/http/sessions.test.ts"],
  }),
  { test: { hookTimeout: 600_000, globalSetup: ["./src/testing/global-setup-pg.ts"] } },
);
