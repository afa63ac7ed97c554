import { createPlaywrightConfig } from "@agent-portal/e2e-support/playwright-config";
import { devices } from "@playwright/test";

/**
 * End-to-end tests of the mobile webview in Debian's Chromium with phone emulation (390x844,
 * touch, mobile viewport), against the built webview AND the built desktop portal served by the
 * sandbox API (`e2e/global-setup.ts` starts it on a free port with a fresh in-memory database and
 * exposes its URL as `E2E_BASE_URL`). Tests that need the desktop open their own desktop context.
 */
export default createPlaywrightConfig({
  project: "mobile-chromium",
  timeout: 90_000,
  device: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
});
