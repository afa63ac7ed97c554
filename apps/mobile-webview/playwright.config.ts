import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests of the mobile webview in Debian's Chromium with phone emulation (390x844,
 * touch, mobile viewport), against the built webview AND the built desktop portal served by the
 * sandbox API (`e2e/global-setup.ts` starts it on a free port with a fresh in-memory database and
 * exposes its URL as `E2E_BASE_URL`). Tests that need the desktop open their own desktop context.
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
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PW_HTML === "1" ? [["list"], ["html", { open: "never" }]] : [["list"]],
  use: {
    ...devices["Pixel 7"],
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    channel: undefined,
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: chromiumFlags,
    },
    locale: "en-US",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [{ name: "mobile-chromium" }],
});
