import { test as base, expect } from "@playwright/test";
import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";

/** The sandbox's password for every seeded account (apps/sandbox-api README). */
export const SANDBOX_PASSWORD = "sandbox123";

/** Console text of a CSP violation. */
const CSP_CONSOLE = /Content[- ]Security[- ]Policy|Refused to (?:load|apply|execute|connect|frame|evaluate|create)/i;
const CSP_BINDING = "__e2eReportCspViolation";

/**
 * Watches a page as the portal's fixture does (`apps/portal/e2e/fixtures.ts`): console errors,
 * uncaught exceptions, failed or 4xx/5xx requests and any Content-Security-Policy violation are
 * collected; {@link expectNoProblems} fails the test on them (CSP always).
 */
export async function watchProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.exposeBinding(CSP_BINDING, (_source, violation: string) => {
    problems.push(`CSP violation: ${violation}`);
  });
  await page.addInitScript((binding) => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as Record<string, (text: string) => void>)[binding];
      report?.(`${event.effectiveDirective} blocked ${event.blockedURI || "(inline)"} at ${event.sourceFile}:${String(event.lineNumber)}`);
    });
  }, CSP_BINDING);
  page.on("console", (message) => {
    if (CSP_CONSOLE.test(message.text())) problems.push(`CSP console ${message.type()}: ${message.text()}`);
    else if (message.type() === "error") problems.push(`console error: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  page.on("requestfailed", (request) => {
    const failure = request.failure()?.errorText ?? "";
    if (failure.includes("ERR_ABORTED")) return;
    problems.push(`request failed: ${request.method()} ${request.url()} ${failure}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${String(response.status())}: ${response.request().method()} ${response.url()}`);
  });
  return problems;
}

/** Fails when `problems` holds anything not matched by `expected` (CSP problems always fail). */
export function expectNoProblems(problems: readonly string[], expected: readonly RegExp[] = []): void {
  const unexpected = problems.filter((problem) => problem.startsWith("CSP ") || !expected.some((pattern) => pattern.test(problem)));
  expect(unexpected, "the page logged errors, made failing requests or broke the CSP").toEqual([]);
}

/** A failed load of a resource (any status >= 400), as Chromium logs it. */
export const FAILED_RESOURCE = /^console error: Failed to load resource: the server responded with a status of \d{3}/;

interface Fixtures {
  /** Problems of the test's page (checked after the test). */
  pageProblems: string[];
  expectedProblems: RegExp[];
}

/**
 * The base test: `baseURL` is the sandbox of the global setup, the sandbox is reset before each
 * test (seeded data, empty outbox), and the page fails the test on console errors, failed
 * requests or CSP violations unless `expectedProblems` excuses them.
 */
export const test = base.extend<Fixtures>({
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error("E2E_BASE_URL is not set: the global setup did not start the sandbox.");
    await use(url);
  },
  expectedProblems: [[], { option: true }],
  page: async ({ page }, use) => {
    const reset = await page.request.post("/sandbox/reset");
    expect(reset.ok()).toBe(true);
    await use(page);
  },
  pageProblems: [
    async ({ page, expectedProblems }, use) => {
      const problems = await watchProblems(page);
      await use(problems);
      const given: unknown = expectedProblems;
      const patterns: readonly RegExp[] = Array.isArray(given) ? (given as RegExp[]) : given instanceof RegExp ? [given] : [];
      expectNoProblems(problems, patterns);
    },
    { auto: true },
  ],
});

export { expect };

/** The newest verification code the sandbox's outbox holds for `username`. */
export async function readOutboxCode(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.get(`/sandbox/outbox?to=${encodeURIComponent(username)}&limit=1`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { messages: { code: string }[] };
  const code = body.messages[0]?.code;
  if (!code) throw new Error(`No code in the outbox for ${username}.`);
  return code;
}

/** Logs `username` in through the main API (code from the outbox) and answers the token. */
export async function apiLogin(request: APIRequestContext, username: string): Promise<string> {
  const sent = await request.post("/api/agent/user/getVerifyCode", { data: { username } });
  expect(sent.ok()).toBe(true);
  const code = await readOutboxCode(request, username);
  const response = await request.post("/api/agent/user/login", { data: { username, password: SANDBOX_PASSWORD, code } });
  const body = (await response.json()) as { code: number; msg: string; data?: { token?: string } };
  if (body.code !== 0 || typeof body.data?.token !== "string") throw new Error(`login ${username}: ${String(body.code)} ${body.msg}`);
  return body.data.token;
}

/** Calls one API path as `token` and answers `data`, failing the test on any other code than `success`. */
export async function apiCall<T>(request: APIRequestContext, token: string, path: string, body: unknown, success: 0 | 1): Promise<T> {
  const response = await request.post(path, { data: body, headers: { Authorization: `Bearer ${token}` } });
  const answer = (await response.json()) as { code: number; msg: string; data: T };
  expect(answer.code, `${path}: ${answer.msg}`).toBe(success);
  return answer.data;
}

/** Makes every page of `page`'s context start logged in as the holder of `token` (the `token` key both apps read). */
export async function useToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    window.localStorage.setItem("token", value);
  }, token);
}

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

/**
 * Passes the phone verification sensitive calls ask for (code 40001; apps/sandbox-api phone
 * rules) through the API: with `bindPhone`, binds that number (scene BIND_PHONE 2, setUidHasPhone);
 * else validates the bound phone (scene CHECK_AUTH 1, checkVerifyCode). Codes come from the outbox.
 */
export async function verifyPhone(request: APIRequestContext, token: string, username: string, bigoId: string, bindPhone?: string): Promise<void> {
  const scene = bindPhone === undefined ? 1 : 2;
  await apiCall(request, token, "/api/union_oss/sendVerifyCode", { type: 1, scene, bigo_id: bigoId, ...(bindPhone === undefined ? {} : { phone: bindPhone }) }, 0);
  const code = await readOutboxCode(request, username);
  if (bindPhone === undefined) await apiCall(request, token, "/api/union_oss/checkVerifyCode", { type: 1, scene, code }, 0);
  else await apiCall(request, token, "/api/union_oss/setUidHasPhone", { phone: bindPhone, code }, 0);
}
