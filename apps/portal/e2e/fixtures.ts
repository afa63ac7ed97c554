import { test as base, expect } from "@playwright/test";
import type { Locator, Page, Request } from "@playwright/test";

/** The sandbox's password for every seeded account (apps/sandbox-api README). */
export const SANDBOX_PASSWORD = "sandbox123";

interface Fixtures {
  /**
   * Problems seen on the page: console errors, uncaught exceptions, failed or 4xx/5xx
   * requests, and Content-Security-Policy violations. Checked after each test.
   */
  pageProblems: string[];
}

/** Console text of a CSP violation (Chromium: "Refused to apply inline style because it violates the following Content Security Policy directive ..."). */
const CSP_CONSOLE = /Content[- ]Security[- ]Policy|Refused to (?:load|apply|execute|connect|frame|evaluate|create)/i;

/** Problems no `expectedProblems` pattern can excuse: a CSP violation always fails the test. */
const isCspProblem = (problem: string): boolean => problem.startsWith("CSP ");

/** The binding the page calls on each `securitypolicyviolation` event. */
const CSP_BINDING = "__e2eReportCspViolation";

/**
 * The base test: `baseURL` is the sandbox started by the global setup, and every test
 * fails if the page logged a console error, threw, or made a request that failed, unless
 * the test declares it expects it (`expectedProblems`). A Content-Security-Policy violation
 * (a `securitypolicyviolation` event in any frame, or a CSP message in the console) fails
 * every test, whatever it expects.
 */
export const test = base.extend<Fixtures & { expectedProblems: RegExp[] }>({
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error("E2E_BASE_URL is not set: the global setup did not start the sandbox.");
    await use(url);
  },
  expectedProblems: [[], { option: true }],
  // Every test starts from the seeded data: no codes sent, no throttles, no sessions.
  page: async ({ page }, use) => {
    const reset = await page.request.post("/sandbox/reset");
    expect(reset.ok()).toBe(true);
    await use(page);
  },
  pageProblems: [
    async ({ page, expectedProblems }, use) => {
      const problems: string[] = [];
      await page.exposeBinding(CSP_BINDING, (_source, violation: string) => {
        problems.push(`CSP violation: ${violation}`);
      });
      await page.addInitScript((binding) => {
        document.addEventListener("securitypolicyviolation", (event) => {
          const report = (window as unknown as Record<string, (text: string) => void>)[binding];
          report?.(`${event.effectiveDirective} blocked ${event.blockedURI || "(inline)"} at ${event.sourceFile}:${String(event.lineNumber)} sample=${event.sample}`);
        });
      }, CSP_BINDING);
      page.on("console", (message) => {
        if (CSP_CONSOLE.test(message.text())) problems.push(`CSP console ${message.type()}: ${message.text()}`);
        else if (message.type() === "error") problems.push(`console error: ${message.text()}`);
      });
      page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
      page.on("requestfailed", (request) => {
        const failure = request.failure()?.errorText ?? "";
        // Navigations away abort pending requests; that is not a failure of the page.
        if (failure.includes("ERR_ABORTED")) return;
        problems.push(`request failed: ${request.method()} ${request.url()} ${failure}`);
      });
      page.on("response", (response) => {
        if (response.status() >= 400) problems.push(`HTTP ${String(response.status())}: ${response.request().method()} ${response.url()}`);
      });
      await use(problems);
      // `test.use({ expectedProblems: [a, b] })` reaches here as `a` alone (Playwright reads a
      // two-element array as [value, options]): pass several patterns through `problemPatterns`.
      const given: unknown = expectedProblems;
      const patterns: readonly RegExp[] = Array.isArray(given) ? (given as RegExp[]) : given instanceof RegExp ? [given] : [];
      const unexpected = problems.filter((problem) => isCspProblem(problem) || !patterns.some((pattern) => pattern.test(problem)));
      expect(unexpected, "the page logged errors or made failing requests").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The newest verification code the sandbox's outbox holds for `username`. */
export async function readOutboxCode(page: Page, username: string): Promise<string> {
  const response = await page.request.get(`/sandbox/outbox?to=${encodeURIComponent(username)}&limit=1`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { messages: { code: string }[] };
  const code = body.messages[0]?.code;
  if (!code) throw new Error(`No code in the outbox for ${username}.`);
  return code;
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

/** The top-level menu sections, as shown. */
export async function menuSections(page: Page): Promise<string[]> {
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await expect(nav).toBeVisible();
  const items = nav.locator(":scope > ul > li > a, :scope > ul > li > button");
  return (await items.allInnerTexts()).map((text) => text.trim());
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

/**
 * Several expected-problem patterns as the one-element list `test.use({ expectedProblems })`
 * passes through intact (Playwright reads a two-element array as `[value, options]`).
 */
export function problemPatterns(...patterns: readonly RegExp[]): RegExp[] {
  return [new RegExp(patterns.map((pattern) => `(?:${pattern.source})`).join("|"))];
}

/** A failed load of a resource (any status >= 400), as Chromium logs it. */
export const FAILED_RESOURCE = /^console error: Failed to load resource: the server responded with a status of \d{3}/;

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
  await page.clock.fastForward("05:05");
  const dialog = page.getByRole("dialog", { name: "Session expired" });
  await expect(dialog).toBeVisible();
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
