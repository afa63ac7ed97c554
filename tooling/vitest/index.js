// @ts-check
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * Vitest configuration shared by every package: unit tests sit next to the code
 * (`src/**\/*.test.ts(x)`), end-to-end tests are never picked up here.
 *
 * @param {{ dom?: boolean }} [options] `dom: true` runs in happy-dom with Testing Library matchers.
 */
export function createVitestConfig(options = {}) {
  return defineConfig({
    test: {
      include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}"],
      exclude: ["**/node_modules/**", "**/dist/**", "e2e/**"],
      environment: options.dom ? "happy-dom" : "node",
      setupFiles: options.dom ? [fileURLToPath(new URL("./setup-dom.js", import.meta.url))] : [],
      restoreMocks: true,
      unstubEnvs: true,
      unstubGlobals: true,
      // A guard against hangs, not a speed measure: property tests of 1,000+ runs take about a
      // second alone and many times that on a loaded 2-core CI machine running other packages' tasks.
      testTimeout: 60_000,
      // The same for set-up hooks (a `beforeAll` that imports a lazy chunk, starts a database).
      hookTimeout: 60_000,
      // At least two workers, even on two cores (Vitest's default is one fewer than the cores): a
      // package whose tests run last in CI would otherwise leave one core idle until it ends.
      maxWorkers: Math.max(2, availableParallelism() - 1),
    },
  });
}

export default createVitestConfig;
