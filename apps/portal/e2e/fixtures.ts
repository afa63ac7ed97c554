/**
 * The portal's end-to-end fixtures: the shared base test (`@agent-portal/e2e-support/fixtures`:
 * the sandbox as `baseURL`, reset before each test, and the test failed on console errors, failed
 * requests or any CSP violation unless `expectedProblems` excuses them) and the portal's page
 * helpers.
 */
import { SANDBOX_PASSWORD, readOutboxCode as readOutboxCodeOf } from "@agent-portal/e2e-support/api";
import { expect, test } from "@agent-portal/e2e-support/fixtures";
import { FAILED_RESOURCE, problemPatterns } from "@agent-portal/e2e-support/problems";
import type { Locator, Page, Request } from "@playwright/test";

export { FAILED_RESOURCE, SANDBOX_PASSWORD, expect, problemPatterns, test };

/** The newest verification code the sandbox's outbox holds for `username` (through the page's request context). */
export async function readOutboxCode(page: Page, username: string): Promise<string> {
  return readOutboxCodeOf(page.request, username);
}

/** Fills account and password, requests a code, reads it from the outbox and enters it; submitting is left to the caller. */
export async function fillLoginForm(page: Page, username: string, password = SANDBOX_PASSWORD): Promise<void> {
  await page.getByLabel("Account").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByRole("button", { name: /Resend in \d+ s/ })).toBeVisible();
  await page.getByLabel("Verification code").fill(await readOutboxCode(page, username));
}

/** Logs in through the form on the current login page and waits to leave it. */
export async function logInThroughForm(page: Page, username: string): Promise<void> {
  await fillLoginForm(page, username);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).not.toHaveURL(/\/agent\/login/);
}

/** The top-level menu sections (links and groups), in order: assert on it with a retrying `toHaveText`. */
export function menuSections(page: Page): Locator {
  return page.getByRole("navigation", { name: "Main navigation" }).locator(":scope > ul > li > a, :scope > ul > li > button");
}

/** A fault rule of the sandbox (`POST /sandbox/faults`, apps/sandbox-api `faults.ts`). */
export interface FaultRule {
  readonly match?: { readonly key?: string; readonly path?: string; readonly method?: "GET" | "POST" };
  readonly latencyMs?: number;
  readonly httpStatus?: number;
  readonly code?: number;
  readonly msg?: string;
  readonly malformed?: true;
  readonly failureRate?: number;
  readonly times?: number;
}

/** Adds fault rules to the sandbox (they last until the next reset, i.e. the next test). */
export async function addFaults(page: Page, rules: readonly FaultRule[]): Promise<void> {
  const response = await page.request.post("/sandbox/faults", { data: { rules } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** What a failed user-info refresh leaves in the problem list (declare it with `expectedProblems`). */
export const REFRESH_FAILURE_PROBLEMS: RegExp[] = problemPatterns(/^HTTP 500: GET .*\/api\/agent\/user\/info/, FAILED_RESOURCE);

/**
 * Opens the re-login confirm (a Radix dialog, SPEC section 4): makes user info answer HTTP 500
 * and jumps past the 5-minute refresh. The page's clock must have been installed
 * (`page.clock.install()`) before it loaded, and the main layout must be shown.
 * Expect {@link REFRESH_FAILURE_PROBLEMS}.
 */
export async function openReloginConfirm(page: Page): Promise<Locator> {
  await addFaults(page, [{ match: { path: "/api/agent/user/info" }, httpStatus: 500 }]);
  const dialog = page.getByRole("dialog", { name: "Session expired" });
  // The refresh runs 5 minutes after the session watcher mounted (a lazy part of the layout, which
  // may mount after the menu shows on a loaded machine): jump again until its refresh has run.
  await expect(async () => {
    await page.clock.fastForward("05:05");
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  return dialog;
}

const pending = new WeakMap<Page, Set<Request>>();

/** Starts counting a page's requests in flight (once per page). */
function trackRequests(page: Page): Set<Request> {
  let running = pending.get(page);
  if (running) return running;
  const set = new Set<Request>();
  page.on("request", (request) => set.add(request));
  page.on("requestfinished", (request) => set.delete(request));
  page.on("requestfailed", (request) => set.delete(request));
  pending.set(page, set);
  running = set;
  return running;
}

/**
 * Waits until the router is idle: the navigation progress bar is hidden and no request has
 * been in flight for three checks 100 ms apart.
 */
export async function waitForSettled(page: Page): Promise<void> {
  const running = trackRequests(page);
  let quiet = 0;
  await expect
    .poll(
      async () => {
        const hidden = (await page.locator('[data-slot="navigation-progress"]').getAttribute("aria-hidden")) !== "false";
        quiet = hidden && running.size === 0 ? quiet + 1 : 0;
        return quiet;
      },
      { intervals: [100], timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(3);
}

/**
 * Navigates inside the app without reloading (history push + popstate, which React Router's
 * data router follows) and waits until it settles: the session stays loaded, so many routes
 * can be visited quickly.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  trackRequests(page);
  await page.evaluate((target) => {
    window.history.pushState(null, "", target);
    window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
  }, path);
  await waitForSettled(page);
}

/** Answers the validate-phone dialog a sensitive call opens, for `username` whose phone is bound: Send code, the outbox's code, Confirm; waits for it to close. */
export async function validatePhone(page: Page, username: string): Promise<void> {
  const dialog = page.getByRole("dialog", { name: "Verify your phone" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Send code" }).click();
  await expect(dialog.getByRole("button", { name: /^Resend in \d+ s$/ })).toBeVisible();
  await dialog.getByLabel(/Verification code/).fill(await readOutboxCode(page, username));
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(dialog).toBeHidden();
}
