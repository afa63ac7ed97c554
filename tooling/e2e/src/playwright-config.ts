import { defineConfig } from "@playwright/test";
import type { PlaywrightTestConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, testChromiumPath } from "./test-browser.js";

/** Options of {@link createPlaywrightConfig}. */
export interface E2eConfigOptions {
  /** The one project's name, e.g. `desktop-chromium`. */
  readonly project: string;
  /** The device and viewport of the app (Playwright's `use`: a `devices[...]` entry and overrides). */
  readonly device: NonNullable<PlaywrightTestConfig["use"]>;
  /** Per-test timeout, milliseconds. Default 60,000. */
  readonly timeout?: number;
}

/**
 * How many Playwright workers a suite runs when `E2E_WORKERS` is not set: 3 on the 2-core CI
 * machine. The suites mostly wait (a sandbox reset per test, the network, timers): in the run of
 * 2026-11-27 the e2e step used 495 s of processor time in 1,528 s of wall time with two workers,
 * about a third of a core, so a third worker overlaps those waits instead of adding to them.
 */
export const DEFAULT_WORKERS = 3;

/**
 * The number of workers: `E2E_WORKERS` (a positive integer) or {@link DEFAULT_WORKERS}.
 *
 * @throws Error when `E2E_WORKERS` is set to anything but a positive integer.
 */
export function e2eWorkers(value = process.env.E2E_WORKERS): number {
  if (value === undefined || value === "") return DEFAULT_WORKERS;
  const workers = Number(value);
  if (!Number.isInteger(workers) || workers < 1) throw new Error(`E2E_WORKERS must be a positive integer, not ${JSON.stringify(value)}.`);
  return workers;
}

/**
 * The Playwright configuration both apps' end-to-end suites share: the files `e2e/**\/*.e2e.ts`
 * spread over {@link e2eWorkers} workers (a file's tests run in order in one worker), each worker
 * with its own sandbox API serving the built apps on a free port with its own in-memory database
 * (the `sandboxURL` fixture of ./fixtures.ts; `e2e/global-setup.ts` checks the builds and names
 * the apps, see ./sandbox.ts), reset before each test; Debian's Chromium with
 * {@link CHROMIUM_FLAGS} (its headless shell when installed, see `testChromiumPath` of
 * ./test-browser.js), never a downloaded browser; no retries (a flaky test is a failing test); a
 * trace and a screenshot kept for a failure; the HTML report only with `PW_HTML=1` (its bundled scripts would be linted).
 */
export function createPlaywrightConfig({ project, device, timeout = 60_000 }: E2eConfigOptions): PlaywrightTestConfig {
  return defineConfig({
    testDir: "./e2e",
    testMatch: "**/*.e2e.ts",
    globalSetup: "./e2e/global-setup.ts",
    fullyParallel: false,
    workers: e2eWorkers(),
    retries: 0,
    timeout,
    expect: { timeout: 10_000 },
    reporter: process.env.PW_HTML === "1" ? [["list"], ["html", { open: "never" }]] : [["list"]],
    use: {
      ...device,
      channel: undefined,
      launchOptions: {
        executablePath: testChromiumPath(),
        args: [...CHROMIUM_FLAGS],
      },
      locale: "en-US",
      // The kit's infinite animations (skeleton pulse, spinners) run once, so the browser's GPU
      // process (software GL here) does not draw frames for the whole suite (tooling/e2e README).
      reducedMotion: "reduce",
      // A trace is recorded for every test and kept only for a failure: locally it is there to open.
      // In CI (`CI` set) it is not recorded: CI keeps only its log (test-all.sh prints each failed
      // test's page snapshot, error-context.md, which Playwright writes without a trace), and
      // recording one for every test cost processor time in the browsers (a trace's screenshots
      // make them draw frames) and in Playwright's workers (tooling/e2e README).
      trace: process.env.CI ? "off" : "retain-on-failure",
      screenshot: "only-on-failure",
    },
    projects: [{ name: project }],
  });
}
