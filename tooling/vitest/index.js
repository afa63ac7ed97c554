// @ts-check
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { globSync } from "tinyglobby";
import { defineConfig } from "vitest/config";

const moduleMock = /\bvi\.(mock|doMock|resetModules)\(/;

/**
 * The test files of `root` matching `include` (globs relative to `root`) that replace a module with
 * `vi.mock` or `vi.doMock`, or empty the module registry with `vi.resetModules`: they run isolated
 * (a fresh module graph per file), because a module another file imported first would otherwise
 * stay cached unmocked, this file's mock would leak into the next, or the next file would load
 * its modules again while this one's imports still finish in the old registry.
 *
 * @param {string} root the package's folder
 * @param {string[]} include globs of test files, relative to `root`
 * @param {string[]} exclude globs never included
 * @returns {string[]} paths relative to `root`, with forward slashes, sorted
 */
export function filesMockingModules(root, include, exclude) {
  return globSync(include, { cwd: root, ignore: exclude })
    .filter((file) => moduleMock.test(readFileSync(path.join(root, file), "utf8")))
    .sort();
}

/**
 * Vitest configuration shared by every package: unit tests sit next to the code
 * (`src/**\/*.test.ts(x)`), end-to-end tests are never picked up here.
 *
 * Two projects share one run: `shared` runs the files that mock no module without isolation (one
 * module graph and one DOM environment per worker, reused from file to file: a quarter of the
 * processor time of isolated runs on the portal's component tests), `isolated` runs the files that
 * call `vi.mock`/`vi.doMock` each in a fresh module graph, and the files named in `isolateFiles`
 * (a file that changes module state other files read). `isolate: true` in `options` isolates
 * every file.
 *
 * @param {{ dom?: boolean, isolate?: boolean, isolateFiles?: string[], root?: string, include?: string[] }} [options] `dom: true`
 *   runs in happy-dom with Testing Library matchers; `isolateFiles` (paths relative to `root`) run
 *   isolated too; `root` is the package folder (default: the working directory, where `vitest`
 *   runs); `include` replaces the default globs of test files.
 */
export function createVitestConfig(options = {}) {
  const include = options.include ?? ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}"];
  const exclude = ["**/node_modules/**", "**/dist/**", "e2e/**"];
  // The files of the `isolated` project: those that mock modules, and those named in `isolateFiles`.
  const isolated = options.isolate ? [] : [...new Set([...filesMockingModules(options.root ?? process.cwd(), include, exclude), ...(options.isolateFiles ?? [])])].sort();
  return defineConfig({
    test: {
      // With projects, each project names its own files (a project's arrays extend the root's).
      ...(options.isolate ? { include, exclude } : {}),
      environment: options.dom ? "happy-dom" : "node",
      setupFiles: options.dom ? [fileURLToPath(new URL("./setup-dom.js", import.meta.url))] : [],
      restoreMocks: true,
      unstubEnvs: true,
      unstubGlobals: true,
      // A guard against hangs, not a speed measure: property tests of 1,000+ runs take about a
      // second alone and many times that on a loaded 2-core CI machine running other packages' tasks.
      // Five minutes since 2026-11-28: in a clean-clone CI run (load 26, the unit tests niced beside
      // the browser lane) the kit's CSV round-trip property test, 1.5 s alone, ran past 60 s (96 s).
      testTimeout: 300_000,
      // The same for set-up hooks (a `beforeAll` that imports a lazy chunk, starts a database).
      hookTimeout: 300_000,
      // At least two workers, even on two cores (Vitest's default is one fewer than the cores): a
      // package whose tests run last in CI would otherwise leave one core idle until it ends.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      projects: options.isolate
        ? undefined
        : [
            { extends: true, test: { name: "shared", isolate: false, include, exclude: [...exclude, ...isolated] } },
            ...(isolated.length > 0 ? [{ extends: true, test: { name: "isolated", isolate: true, include: isolated, exclude } }] : []),
          ],
    },
  });
}

export default createVitestConfig;
