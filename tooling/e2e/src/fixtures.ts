/**
 * The base test of both apps' end-to-end suites. Each app's `e2e/fixtures.ts` re-exports it and
 * adds its own page helpers.
 */
import { test as base, expect } from "@playwright/test";
import { expectNoProblems, patternsOf, watchProblems } from "#problems.ts";

/** The fixtures the base test adds. */
export interface SandboxFixtures {
  /**
   * Problems seen on the page (see `watchProblems` of `@agent-portal/e2e-support/problems`):
   * console errors, uncaught exceptions, failed or 4xx/5xx requests, and Content-Security-Policy
   * violations. Checked after each test.
   */
  pageProblems: string[];
  /**
   * Problems the test expects (an option: `test.use({ expectedProblems: problemPatterns(a, b) })`);
   * they never excuse a CSP violation.
   */
  expectedProblems: RegExp[];
}

/**
 * The base test: `baseURL` is the sandbox the global setup started (`E2E_BASE_URL`, see
 * `@agent-portal/e2e-support/sandbox`); the sandbox is reset before each test (`POST
 * /sandbox/reset`: seeded data, no codes sent, no throttles, no sessions); and every test fails if
 * the page logged a console error, threw, or made a request that failed, unless it declares it
 * expects it (`expectedProblems`). A CSP violation fails every test, whatever it expects.
 *
 * @throws Error when `E2E_BASE_URL` is not set (no global setup ran).
 */
export const test = base.extend<SandboxFixtures>({
  // Playwright reads a fixture's dependencies from the destructuring pattern: none here.
  // eslint-disable-next-line no-empty-pattern
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
      expectNoProblems(problems, patternsOf(expectedProblems));
    },
    { auto: true },
  ],
});

export { expect };
