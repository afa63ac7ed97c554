import { createPlaywrightConfig } from "@agent-portal/e2e-support/playwright-config";
import { devices } from "@playwright/test";

/**
 * End-to-end tests in Debian's Chromium against the built portal served by the sandbox API
 * (`e2e/global-setup.ts` starts it on a free port with a fresh in-memory database).
 */
export default createPlaywrightConfig({ project: "desktop-chromium", device: devices["Desktop Chrome"] });
