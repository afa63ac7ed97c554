/**
 * The problem collector of both apps' end-to-end tests: what a page did wrong (console errors,
 * uncaught exceptions, failed or 4xx/5xx requests, Content-Security-Policy violations), and the
 * check that fails a test on it. A CSP violation fails every test, whatever it expects
 * (issue 8 item 4).
 */
import { expect } from "@playwright/test";
import type { Page } from "@playwright/test";

/** Console text of a CSP violation (Chromium: "Refused to apply inline style because it violates the following Content Security Policy directive ..."). */
export const CSP_CONSOLE = /Content[- ]Security[- ]Policy|Refused to (?:load|apply|execute|connect|frame|evaluate|create)/i;

/** The binding the page calls on each `securitypolicyviolation` event. */
const CSP_BINDING = "__e2eReportCspViolation";

/** A failed load of a resource (any status >= 400), as Chromium logs it. */
export const FAILED_RESOURCE = /^console error: Failed to load resource: the server responded with a status of \d{3}/;

/** Whether a collected problem is a CSP violation (`CSP violation: ...` or `CSP console ...`), which no expected pattern excuses. */
export function isCspProblem(problem: string): boolean {
  return problem.startsWith("CSP ");
}

/**
 * Starts collecting `page`'s problems and answers the live list it fills, one line per problem:
 * `CSP violation: <directive> blocked <uri> at <file>:<line> sample=<sample>` (a
 * `securitypolicyviolation` event in any frame), `CSP console <type>: <text>`,
 * `console error: <text>`, `uncaught: <message>`, `request failed: <method> <url> <error>`
 * (aborted requests, e.g. by a navigation, are not problems) and `HTTP <status>: <method> <url>`
 * (status >= 400). Call it before the page loads anything.
 */
export async function watchProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.exposeBinding(CSP_BINDING, (_source, violation: string) => {
    problems.push(`CSP violation: ${violation}`);
  });
  await page.addInitScript((binding) => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as Partial<Record<string, (text: string) => void>>)[binding];
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
  return problems;
}

/**
 * Fails the test when `problems` holds anything no pattern of `expected` matches; CSP problems
 * fail it always.
 */
export function expectNoProblems(problems: readonly string[], expected: readonly RegExp[] = []): void {
  const unexpected = problems.filter((problem) => isCspProblem(problem) || !expected.some((pattern) => pattern.test(problem)));
  expect(unexpected, "the page logged errors, made failing requests or broke the CSP").toEqual([]);
}

/**
 * The patterns of a `test.use({ expectedProblems })` option as a list: Playwright reads a
 * two-element array as `[value, options]`, so `[a, b]` reaches the fixture as `a` alone (pass
 * several through {@link problemPatterns}).
 */
export function patternsOf(given: unknown): readonly RegExp[] {
  if (Array.isArray(given)) return given.filter((item): item is RegExp => item instanceof RegExp);
  return given instanceof RegExp ? [given] : [];
}

/**
 * Several expected-problem patterns as the one-element list `test.use({ expectedProblems })`
 * passes through intact (Playwright reads a two-element array as `[value, options]`).
 */
export function problemPatterns(...patterns: readonly RegExp[]): RegExp[] {
  return [new RegExp(patterns.map((pattern) => `(?:${pattern.source})`).join("|"))];
}
