/**
 * Issue 8 item 8, end to end with the sandbox's fault injection (`POST /sandbox/faults`):
 * slow answers show a busy state and never submit twice; HTTP 500, a timeout, a malformed
 * answer and HTTP 413 each show their message and keep what was typed; a screen whose chunk
 * cannot load shows its route's error boundary with a retry, never a blank page.
 */
import type { Page } from "@playwright/test";
import type { FaultRule } from "./fixtures.ts";
import { FAILED_RESOURCE, addFaults, expect, fillLoginForm, logInThroughForm, navigateInApp, problemPatterns, test } from "./fixtures.ts";

const LOGIN_PATH = "/api/agent/user/login";

/** Types account, password and a code without requesting one: a faulty login answer never gets to check it. */
async function typeCredentials(page: Page, username: string): Promise<void> {
  await page.goto("/agent/login");
  await page.getByLabel("Account").fill(username);
  await page.getByLabel("Password").fill("sandbox123");
  await page.getByLabel("Verification code").fill("123456");
}

/** The login requests the page sends from now on. */
function countLogins(page: Page): string[] {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === LOGIN_PATH) sent.push(request.method());
  });
  return sent;
}

test("a slow login (6 s) shows the busy button and a second click or Enter sends nothing", async ({ page }) => {
  await page.goto("/agent/login");
  await fillLoginForm(page, "agency.manager");
  // Long enough that the second click and Enter land while the first login is still waiting on a
  // loaded machine (with 3 s the answer sometimes came first and the button was gone).
  await addFaults(page, [{ match: { path: LOGIN_PATH }, latencyMs: 6000 }]);
  const logins = countLogins(page);
  await page.getByRole("button", { name: "Log in" }).click();
  const busy = page.getByRole("button", { name: "Logging in…" });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  await expect(busy).toHaveAttribute("aria-busy", "true");
  await busy.click({ force: true });
  await page.getByLabel("Password").press("Enter");
  await expect(page).toHaveURL(/\/agent\/?$/, { timeout: 15_000 });
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
  expect(logins).toEqual(["POST"]);
});

test("a 3 s slow session load shows the progress bar, never a blank page", async ({ page }) => {
  await page.goto("/agent/login");
  await logInThroughForm(page, "agency.manager");
  await addFaults(page, [{ match: { path: "/api/agent/user/info" }, latencyMs: 3000, times: 1 }]);
  await page.goto("/agent/guild/security/violations");
  // While the session loads (3 s), the progress bar is active: never a blank page.
  await expect(page.getByRole("progressbar", { name: "Loading page" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Guild security" })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[data-slot="navigation-progress"]')).toHaveAttribute("aria-hidden", "true");
});

/** Each failure of the login call: the fault, and the message the form shows. */
const FAILURES: readonly { readonly name: string; readonly rule: FaultRule; readonly message: string | RegExp }[] = [
  { name: "HTTP 500 with an error envelope (its server message)", rule: { httpStatus: 500, msg: "Login service unavailable" }, message: "Login service unavailable" },
  { name: "HTTP 500 without an envelope", rule: { httpStatus: 500, malformed: true }, message: "The server could not complete the request. Please try again later." },
  { name: "a malformed JSON answer", rule: { malformed: true }, message: "The server sent an answer the portal cannot read. Please try again later." },
  { name: "HTTP 413", rule: { httpStatus: 413 }, message: "The request is too large. Please send less data." },
];

test.describe("a failing login call", () => {
  test.use({ expectedProblems: problemPatterns(/^HTTP (?:413|500): POST .*\/api\/agent\/user\/login/, FAILED_RESOURCE) });

  for (const failure of FAILURES) {
    test(`${failure.name} shows its message and keeps account and password`, async ({ page }) => {
      await typeCredentials(page, "agency.manager");
      await addFaults(page, [{ match: { path: LOGIN_PATH }, ...failure.rule }]);
      await page.getByRole("button", { name: "Log in" }).click();
      await expect(page.getByRole("alert").filter({ hasText: failure.message })).toBeVisible();
      await expect(page.getByLabel("Account")).toHaveValue("agency.manager");
      await expect(page.getByLabel("Password")).toHaveValue("sandbox123");
      await expect(page.getByRole("button", { name: "Log in" })).toBeEnabled();
      await expect(page).toHaveURL(/\/agent\/login$/);
    });
  }

  test("past the main API's 30 s budget shows the timeout message and keeps account and password", async ({ page }) => {
    await page.clock.install();
    await typeCredentials(page, "agency.manager");
    await addFaults(page, [{ match: { path: LOGIN_PATH }, latencyMs: 60_000, times: 1 }]);
    const logins = countLogins(page);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("button", { name: "Logging in…" })).toBeVisible();
    await expect.poll(() => logins.length).toBe(1);
    // The transport's budget is a timer: jump past 30 s instead of waiting for it.
    await page.clock.fastForward("00:31");
    await expect(page.getByRole("alert").filter({ hasText: "The server took too long to answer. Please try again." })).toBeVisible();
    await expect(page.getByLabel("Account")).toHaveValue("agency.manager");
    await expect(page.getByLabel("Password")).toHaveValue("sandbox123");
    expect(logins).toEqual(["POST"]);
  });
});

test.describe("a screen whose chunk cannot load", () => {
  test.use({
    expectedProblems: problemPatterns(
      /^request failed: GET .*\/assets\/(?:team-page|shell)-[\w-]+\.js net::ERR_FAILED/,
      /^console error: (?:React Router caught the following error during render )?(?:TypeError: )?Failed to fetch dynamically imported module/,
      /^console error: Failed to load resource: net::ERR_FAILED/,
    ),
  });

  test("inside the layout shows its route's error boundary, and Try again brings the screen", async ({ page }) => {
    await page.goto("/agent/login");
    await logInThroughForm(page, "admin");
    // The guild team's own chunk (GuildTeam): a screen that no other route of this walk has loaded yet.
    await page.route("**/agent/assets/team-page-*.js", (route) => route.abort("failed"));
    await navigateInApp(page, "/agent/guild/team");
    const boundary = page.getByRole("alert").filter({ hasText: "This screen could not be shown." });
    await expect(boundary).toBeVisible();
    // The layout stays: the boundary is the route's own, not a blank page.
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
    await page.unroute("**/agent/assets/team-page-*.js");
    await boundary.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("tab", { name: "Members" })).toBeVisible();
    await expect(boundary).toBeHidden();
  });

  test("for the main layout on a deep link shows an error with Try again, never a blank page", async ({ page }) => {
    await page.goto("/agent/login");
    await logInThroughForm(page, "agency.manager");
    // The main layout is in the `shell` chunk (chunk groups, `vite.config.ts`).
    await page.route("**/agent/assets/shell-*.js", (route) => route.abort("failed"));
    await page.goto("/agent/guild/security/violations");
    const boundary = page.getByRole("alert").filter({ hasText: "This screen could not be shown." });
    await expect(boundary).toBeVisible();
    await page.unroute("**/agent/assets/shell-*.js");
    await boundary.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Guild security" })).toBeVisible();
  });
});
