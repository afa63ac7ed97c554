import { test as base, expect } from "@playwright/test";
import type { Page } from "@playwright/test";

/** The sandbox's password for every seeded account (apps/sandbox-api README). */
export const SANDBOX_PASSWORD = "sandbox123";

interface Fixtures {
  /** Problems seen on the page: console errors, uncaught exceptions, failed or 5xx requests. Checked after each test. */
  pageProblems: string[];
}

/**
 * The base test: `baseURL` is the sandbox started by the global setup, and every test
 * fails if the page logged a console error, threw, or made a request that failed, unless
 * the test declares it expects it (`expectedProblems`).
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
      page.on("console", (message) => {
        if (message.type() === "error") problems.push(`console error: ${message.text()}`);
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
      const unexpected = problems.filter((problem) => !expectedProblems.some((pattern) => pattern.test(problem)));
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
