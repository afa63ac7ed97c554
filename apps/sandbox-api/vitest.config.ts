import { mergeConfig } from "vitest/config";
import { createVitestConfig } from "@agent-portal/vitest-config";

// Each database test file starts its own in-memory PGlite, loaded from the seeded snapshot the
// global setup builds once (src/testing/snapshot.ts); a few seconds of WebAssembly start-up, more
// under load (hence the 3-minute guard on hooks: CI runs this lane beside the browser tests).
export default mergeConfig(createVitestConfig(), {
  test: { hookTimeout: 180_000, globalSetup: ["./src/testing/global-setup.ts"] },
});
