/**
 * The webview's session watcher on the sandbox (SPEC sections 4 and 8; issue 8 auth races, issue
 * 9): a token the server expired meets the session load of an open page; the unauthorized modal
 * (loaded the first time one must open) shows once, and its button logs out to the webview's
 * login with the page as `redirect`.
 */
import { apiLogin, useToken } from "@agent-portal/e2e-support/api";
import { problemPatterns } from "@agent-portal/e2e-support/problems";
import { expect, test } from "./fixtures.ts";

const USERNAME = "normal.user";

// The page's own calls, sent with the expired token too, are refused: the browser logs those answers.
test.use({ expectedProblems: problemPatterns(/^HTTP 401: POST .*\/api\//, /^console error: Failed to load resource: the server responded with a status of 401/) });

test("a token expired on the server shows the webview's unauthorized modal once, and its button lands on the webview login with the redirect", async ({ page }) => {
  await useToken(page, await apiLogin(page.request, USERNAME));
  const expired = await page.request.post("/sandbox/sessions/expire", { data: { username: USERNAME } });
  expect(expired.ok(), await expired.text()).toBe(true);
  const dialogChunk = page.waitForRequest((request) => /\/assets-mobile\/session-dialogs-[\w-]+\.js$/.test(request.url()));

  // An open page renders at once; its session load after the first paint meets the expired token
  // (user info answers 20002, the one refresh fails), which ends as token errors.
  await page.goto("/agent/apply-form");
  // The modal may already be open (it hides the page from the accessibility tree): the heading counts
  // as rendered when it is on screen behind it.
  await expect(page.getByRole("heading", { level: 1, name: "Agency application", includeHidden: true })).toBeVisible();
  const modal = page.getByRole("dialog", { name: "Not authorised" });
  await expect(modal).toBeVisible();
  await dialogChunk;
  await expect(page.getByRole("dialog")).toHaveCount(1);
  await expect(modal.getByRole("button", { name: "Go to login" })).toBeFocused();

  const pageUrl = new URL("/agent/apply-form", page.url()).toString();
  await modal.getByRole("button", { name: "Go to login" }).click();
  await expect(page).toHaveURL(/\/agent\/m\/login\?redirect=/);
  expect(new URL(page.url()).searchParams.get("redirect")).toBe(pageUrl);
  expect(await page.evaluate(() => window.localStorage.getItem("token"))).toBeNull();
});
