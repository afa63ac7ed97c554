import { defineConfig } from "@playwright/test";
import type { PlaywrightTestConfig } from "@playwright/test";

/** The flags Debian's Chromium needs on CI machines (no sandbox, no GPU, no background traffic). */
export const CHROMIUM_FLAGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

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
 * The Playwright configuration both apps' end-to-end suites share: `e2e/**\/*.e2e.ts` run one at
 * a time (one sandbox database) against the built app served by the sandbox API, which
 * `e2e/global-setup.ts` starts on a free port (`E2E_BASE_URL`, see ./sandbox.ts); Debian's
 * Chromium at `CHROME_PATH` (default `/usr/bin/chromium`) with {@link CHROMIUM_FLAGS}, never a
 * downloaded browser; no retries (a flaky test is a failing test); a trace and a screenshot kept
 * for a failure; the HTML report only with `PW_HTML=1` (its bundled scripts would be linted).
 */
export function createPlaywrightConfig({ project, device, timeout = 60_000 }: E2eConfigOptions): PlaywrightTestConfig {
  return defineConfig({
    testDir: "./e2e",
    testMatch: "**/*.e2e.ts",
    globalSetup: "./e2e/global-setup.ts",
    fullyParallel: false,
    workers: 1,
    retries: 0,
    timeout,
    expect: { timeout: 10_000 },
    reporter: process.env.PW_HTML === "1" ? [["list"], ["html", { open: "never" }]] : [["list"]],
    use: {
      ...device,
      channel: undefined,
      launchOptions: {
        executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
        args: [...CHROMIUM_FLAGS],
      },
      locale: "en-US",
      trace: "retain-on-failure",
      screenshot: "only-on-failure",
    },
    projects: [{ name: project }],
  });
}
