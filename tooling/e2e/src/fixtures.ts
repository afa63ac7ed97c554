/**
 * The base test of both apps' end-to-end suites. Each app's `e2e/fixtures.ts` re-exports it and
 * adds its own page helpers.
 */
import { test as base, expect } from "@playwright/test";
import { expectNoProblems, patternsOf, watchProblems } from "#problems.ts";
import { START_TIMEOUT_MS, servedApps, startSandbox } from "#sandbox.ts";

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

/** The worker-scoped fixtures the base test adds. */
export interface SandboxWorkerFixtures {
  /**
   * The origin (`http://localhost:<port>`) of this worker's own sandbox: started on a free port
   * with its own in-memory database when the worker first needs it, serving the apps the global
   * setup named (`prepareSandboxes` of `@agent-portal/e2e-support/sandbox`), stopped when the
   * worker ends. No other worker reaches it.
   */
  sandboxURL: string;
}

/**
 * The base test: `baseURL` is this worker's own sandbox (`sandboxURL`, see
 * `@agent-portal/e2e-support/sandbox`); the sandbox is reset before each test (`POST
 * /sandbox/reset`: seeded data, no codes sent, no throttles, no sessions); and every test fails if
 * the page logged a console error, threw, or made a request that failed, unless it declares it
 * expects it (`expectedProblems`). A CSP violation fails every test, whatever it expects.
 *
 * @throws Error when `E2E_SERVED_APPS` is not set (no global setup ran) or the worker's sandbox does not start.
 */
export const test = base.extend<SandboxFixtures, SandboxWorkerFixtures>({
  sandboxURL: [
    // Playwright reads a fixture's dependencies from the destructuring pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const sandbox = await startSandbox(servedApps());
      await use(sandbox.url);
      await sandbox.stop();
    },
    { scope: "worker", timeout: START_TIMEOUT_MS + 30_000 },
  ],
  baseURL: async ({ sandboxURL }, use) => {
    await use(sandboxURL);
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
