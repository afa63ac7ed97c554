import { mergeConfig } from "vitest/config";
import { createVitestConfig } from "@agent-portal/vitest-config";

// Each database test file starts its own in-memory PGlite, loaded from the seeded snapshot the
// global setup builds once (src/testing/snapshot.ts); a few seconds of WebAssembly start-up, more
// under load (hence the 3-minute guard on hooks: CI runs this lane beside the browser tests). The
// same guard holds for each test: an export of every broadcaster's every day runs one query of a
// few seconds on PGlite alone, and took 71 to 81 s in a clean-clone CI run at load 24.
export default mergeConfig(createVitestConfig(), {
  test: { hookTimeout: 180_000, testTimeout: 180_000, globalSetup: ["./src/testing/global-setup.ts"] },
});
