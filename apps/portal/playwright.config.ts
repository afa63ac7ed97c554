import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests in Debian's Chromium against the built portal served by the sandbox API.
 * `e2e/global-setup.ts` starts the sandbox on a free port with a fresh in-memory database
 * and exposes its URL as `E2E_BASE_URL`.
 */
const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export default defineConfig({
  testDir: "./e2e",
  testMatch: "**/*.e2e.ts",
  globalSetup: "./e2e/global-setup.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The HTML report (PW_HTML=1) writes bundled trace-viewer scripts that ESLint would then lint.
  reporter: process.env.PW_HTML === "1" ? [["list"], ["html", { open: "never" }]] : [["list"]],
  use: {
    ...devices["Desktop Chrome"],
    channel: undefined,
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: chromiumFlags,
    },
    locale: "en-US",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [{ name: "desktop-chromium" }],
});
