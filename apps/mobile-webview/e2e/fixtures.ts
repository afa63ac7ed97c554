/**
 * The webview's end-to-end fixtures: the shared base test (`@agent-portal/e2e-support/fixtures`:
 * the sandbox as `baseURL`, reset before each test, and the test failed on console errors, failed
 * requests or any CSP violation unless `expectedProblems` excuses them), the shared API helpers
 * (`@agent-portal/e2e-support/api`) and the webview's own page helpers.
 */
import { SANDBOX_PASSWORD, apiLogin, readOutboxCode, useToken } from "@agent-portal/e2e-support/api";
import { expect, test } from "@agent-portal/e2e-support/fixtures";
import { watchProblems } from "@agent-portal/e2e-support/problems";
import type { Browser, BrowserContext, Page } from "@playwright/test";

export { expect, test };

/** Fills the webview's fallback login with the outbox code and sends it. */
export async function logInOnMobile(page: Page, username: string): Promise<void> {
  await page.getByLabel("Account").fill(username);
  await page.getByLabel("Password").fill(SANDBOX_PASSWORD);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByRole("button", { name: /Resend in \d+ s/ })).toBeVisible();
  await page.getByLabel("Verification code").fill(await readOutboxCode(page.request, username));
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).not.toHaveURL(/\/agent\/m\/login/);
}

/** A desktop browser context (1280x800, no touch) for the portal side of a flow, logged in as `username`. */
export async function desktopPage(browser: Browser, baseURL: string, username: string): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, locale: "en-US" });
  const page = await context.newPage();
  const problems = await watchProblems(page);
  await useToken(page, await apiLogin(page.request, username));
  return { context, page, problems };
}

/** Waits until no request has been in flight for 300 ms and the navigation bar is idle. */
export async function waitForSettled(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await expect(page.locator('[data-slot="navigation-progress"]')).not.toHaveAttribute("aria-hidden", "false");
}
