import { availableParallelism } from "node:os";
import { mergeConfig } from "vitest/config";
import { createVitestConfig } from "@agent-portal/vitest-config";

// Each database test file starts its own in-memory PGlite, loaded from the seeded snapshot the
// global setup builds once (src/testing/snapshot.ts); a few seconds of WebAssembly start-up, more
// under load (hence the 3-minute guard on hooks: CI runs this lane beside the browser tests).
// At least two workers, even on two cores (Vitest's default is one fewer than the cores): the
// files are long and independent, and one worker would leave the suite's tail on one core.
export const SANDBOX_TEST_WORKERS = Math.max(2, availableParallelism() - 1);
export default mergeConfig(createVitestConfig(), {
  test: { hookTimeout: 180_000, globalSetup: ["./src/testing/global-setup.ts"], maxWorkers: SANDBOX_TEST_WORKERS },
});
