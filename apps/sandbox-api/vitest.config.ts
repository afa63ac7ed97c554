import { mergeConfig } from "vitest/config";
import { createVitestConfig } from "@agent-portal/vitest-config";

// Each database test file starts its own in-memory PGlite, loaded from the seeded snapshot the
// global setup builds once (src/testing/snapshot.ts); a few seconds of WebAssembly start-up, more
// under load: CI runs this lane beside the browser tests, and on 2026-11-28 two clean-clone runs
// on a slow host (load 20 to 23) had a file's `createTestSandbox` take 195 and 227 s, so hooks have
// a 10-minute guard (a hung hook still fails well inside CI's 90 minutes). Each test keeps 3
// minutes: an export of every broadcaster's every day runs one query of a few seconds on PGlite
// alone, and took 71 to 81 s in a clean-clone CI run at load 24.
export default mergeConfig(createVitestConfig(), {
  test: { hookTimeout: 600_000, testTimeout: 180_000, globalSetup: ["./src/testing/global-setup.ts"] },
});
