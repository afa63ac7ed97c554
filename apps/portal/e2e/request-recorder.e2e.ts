/**
 * No call without the token during a session (SPEC section 7: every call carries the auth token
 * header; issue 26, item 2). Records every API request of a scripted session in Chromium against
 * the sandbox (log in, browse, the session expired on the server, log in again, log out) and
 * checks that each one the contract declares as needing the session (`auth: "session"`, the
 * default) carried `Authorization: Bearer <token>`: a call whose session has ended is cancelled,
 * never sent bare. Only the calls the contract declares `auth: "none"` (the login code, login,
 * the token refresh, the site backend's country) may go without it.
 */
import type { EndpointDeclaration } from "@agent-portal/api-client/contract/define";
import { allEndpoints } from "@agent-portal/api-client/contract/registry";
import { families } from "@agent-portal/api-client/families";
import type { Page } from "@playwright/test";
import { expect, logInThroughForm, navigateInApp, test } from "./fixtures.ts";

/** One API request the page sent. */
interface Recorded {
  readonly method: string;
  readonly path: string;
  readonly declaration: EndpointDeclaration | null;
  readonly authorization: string | undefined;
}

/** The declaration a request path belongs to: the family's base URL and the declared path (`{param}` segments matching any segment). */
function declarationOf(path: string): EndpointDeclaration | null {
  for (const declaration of allEndpoints) {
    const pattern = `${families[declaration.family].baseUrl}${declaration.path}`.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\?\{[^}]+\\?\}/g, "[^/]+");
    if (new RegExp(`^${pattern}$`).test(path)) return declaration;
  }
  return null;
}

/** Whether a path is one of the API families' (not a page, a script, a locale file or the sandbox's own routes). */
const isApiPath = (path: string): boolean => Object.values(families).some((family) => path.startsWith(`${family.baseUrl}/`));

/** Starts recording the page's API requests with their `Authorization` header. */
function recordApiRequests(page: Page): { readonly requests: Recorded[]; readonly settled: () => Promise<void> } {
  const requests: Recorded[] = [];
  const reading: Promise<void>[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (!isApiPath(path)) return;
    reading.push(
      request.allHeaders().then((headers) => {
        requests.push({ method: request.method(), path, declaration: declarationOf(path), authorization: headers.authorization });
      }),
    );
  });
  return {
    requests,
    settled: async () => {
      await Promise.all(reading);
    },
  };
}

/** Waits for the answer of one call (by its path), so the step that sends it is done. */
const answered = (page: Page, path: string) => page.waitForResponse((response) => new URL(response.url()).pathname === path);

test("every call that needs the session carries its token, through login, browsing, expiry, a new login and logout", async ({ page }) => {
  const { requests, settled } = recordApiRequests(page);

  // Log in, then browse: the broadcaster list (its tabs' counts, the brokers) and recommended hosts (the invite link).
  await page.goto("/agent/login?redirect=%2Fagent%2Fbroadcaster%2Flist%2Flist%2Fall");
  const listLoaded = answered(page, "/api/broker/QryAnchorList");
  await logInThroughForm(page, "agency.owner");
  await listLoaded;
  await expect(page.getByRole("table", { name: "All" }).getByRole("row").nth(1)).toBeVisible();
  const inviteLink = answered(page, "/api/live_agent_front/GetInviteLink");
  await navigateInApp(page, "/agent/broadcaster/recruit/recommend-hosts");
  await inviteLink;

  // The session expires on the server: the next calls meet 20002, the refresh fails, the unauthorized modal leads to login.
  const expired = await page.request.post("/sandbox/sessions/expire", { data: { username: "agency.owner" } });
  expect(expired.ok()).toBe(true);
  await navigateInApp(page, "/agent/broadcaster/list/list/to-be-renewed");
  const modal = page.getByRole("dialog", { name: "Not authorised" });
  await expect(modal).toBeVisible();
  await modal.getByRole("button", { name: "Go to login" }).click();
  await expect(page).toHaveURL(/\/agent\/login\?redirect=/);

  // Log in again (another member of the agency: the sandbox sends one code per account a minute), then log out.
  await logInThroughForm(page, "agency.subagent");
  await expect(page.getByRole("table", { name: "To be renewed" }).getByRole("row").nth(1)).toBeVisible();
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
  await settled();

  const names = new Set(requests.map((request) => request.declaration?.name));
  for (const name of ["getVerifyCode", "login", "QryAnchorList", "QryAgentListTab", "getAgencyMemberList", "GetInviteLink", "GetInviteLinkDetail", "refreshToken"]) {
    expect(names.has(name), `the scripted session sent ${name}`).toBe(true);
  }
  expect(
    requests.filter((request) => request.declaration === null).map((request) => request.path),
    "every API request is a declared call",
  ).toEqual([]);
  const bare = requests.filter((request) => request.declaration?.auth === "session" && !(request.authorization ?? "").startsWith("Bearer "));
  expect(
    bare.map((request) => `${request.method} ${request.path}`),
    "calls that need the session, sent without its token",
  ).toEqual([]);
});
