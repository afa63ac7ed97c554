import type { Page } from "@playwright/test";
import { expect, logInThroughForm, test, waitForSettled } from "./fixtures.ts";

/**
 * Session resilience on the sandbox (SPEC sections 4 and 8; issue 6 acceptance, issue 8 auth
 * races): a token expired on the server, the token refresh before expiry, and logout ending the
 * session on the server (issue 19).
 */

const USERNAME = "agency.owner";

/** Counts the page's calls to a path. */
function countCalls(page: Page, path: string): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

async function expireOnServer(page: Page, username: string): Promise<void> {
  const response = await page.request.post("/sandbox/sessions/expire", { data: { username } });
  expect(response.ok(), await response.text()).toBe(true);
}

test("a token expired on the server shows the unauthorized modal once and lands on login with the redirect", async ({ page }) => {
  const refreshCalls = countCalls(page, "/api/agent/account/refreshToken");
  await page.clock.install();
  await page.goto("/agent/overview");
  await expect(page).toHaveURL(/\/agent\/login\?redirect=/);
  await logInThroughForm(page, USERNAME);
  await expect(page).toHaveURL(/\/agent\/overview$/);
  await waitForSettled(page);
  const overviewUrl = page.url();

  await expireOnServer(page, USERNAME);
  // The 5-minute user-info refresh (SPEC 4) meets 20002; one refresh is tried and fails (the
  // sandbox refreshes live tokens only), so it ends as one token error.
  await page.clock.fastForward("05:05");
  const modal = page.getByRole("dialog", { name: "Not authorised" });
  await expect(modal).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(1);
  expect(refreshCalls()).toBe(1);

  await modal.getByRole("button", { name: "Go to login" }).click();
  await expect(page).toHaveURL(`${new URL(page.url()).origin}/agent/login?redirect=${encodeURIComponent(overviewUrl)}`);
  expect(await page.evaluate(() => window.localStorage.getItem("token"))).toBeNull();

  // The sandbox sends one login code per account a minute: come back as another member of the agency.
  await logInThroughForm(page, "agency.subagent");
  await expect(page).toHaveURL(overviewUrl);
});

test("a page loaded with a token expired on the server goes to login with the redirect", async ({ page }) => {
  const refreshCalls = countCalls(page, "/api/agent/account/refreshToken");
  await page.goto("/agent/login");
  await logInThroughForm(page, USERNAME);
  await waitForSettled(page);
  await expireOnServer(page, USERNAME);
  await page.goto("/agent/overview?tab=2");
  await expect(page).toHaveURL(/\/agent\/login\?redirect=/);
  expect(new URL(page.url()).searchParams.get("redirect")).toBe(`${new URL(page.url()).origin}/agent/overview?tab=2`);
  expect(refreshCalls()).toBe(1);
});

test("the token is refreshed 5 minutes before it expires, and the session goes on with the new one", async ({ page }) => {
  await page.clock.install();
  await page.goto("/agent/login");
  await logInThroughForm(page, USERNAME);
  await waitForSettled(page);
  const before = await page.evaluate(() => ({ token: localStorage.getItem("token"), expiresAt: Number(localStorage.getItem("token_expires_at")) }));
  expect(before.token).not.toBeNull();
  expect(before.expiresAt).toBeGreaterThan(Date.now());

  const refreshed = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/agent/account/refreshToken");
  // 24 h tokens (sandbox): jump to 4 minutes before expiry.
  await page.clock.fastForward("23:56:00");
  expect((await refreshed).ok()).toBe(true);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("token"))).not.toBe(before.token);

  // The old token was revoked by the refresh; the page goes on with the new one, also after a reload.
  const oldTokenAnswer = await page.request.get("/api/agent/user/info", { headers: { Authorization: `Bearer ${before.token ?? ""}` } });
  expect(((await oldTokenAnswer.json()) as { code: number }).code).toBe(20003);
  // The jump also ran the 5-minute user-info refresh: let it finish, so the answer awaited below is the reloaded page's.
  await waitForSettled(page);
  const userInfo = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/agent/user/info");
  await page.reload();
  expect(((await (await userInfo).json()) as { code: number }).code).toBe(0);
  await expect(page).toHaveURL(/\/agent\/$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("Log out ends the session on the server: the old token answers 20003", async ({ page }) => {
  await page.goto("/agent/login");
  await logInThroughForm(page, USERNAME);
  await waitForSettled(page);
  const token = await page.evaluate(() => localStorage.getItem("token"));
  expect(token).not.toBeNull();
  const before = await page.request.get("/api/agent/user/info", { headers: { Authorization: `Bearer ${token ?? ""}` } });
  expect(((await before.json()) as { code: number }).code).toBe(0);

  const loggedOut = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/agent/user/logout");
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/agent\/login$/);
  const answer = await loggedOut;
  expect(answer.request().headers().authorization).toBe(`Bearer ${token ?? ""}`);
  expect(((await answer.json()) as { code: number }).code).toBe(0);

  const after = await page.request.get("/api/agent/user/info", { headers: { Authorization: `Bearer ${token ?? ""}` } });
  expect(((await after.json()) as { code: number }).code).toBe(20003);
});
