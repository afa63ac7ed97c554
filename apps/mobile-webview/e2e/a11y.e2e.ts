/**
 * Issue 8 item 3: accessibility of the mobile webview end to end (the desktop portal's routes are
 * checked by `apps/portal/e2e/a11y.e2e.ts`).
 *
 * axe (WCAG 2 A and AA rules) on every route of the route table the webview serves
 * (`app: "mobile"`: the `/m/...` pages, the open apply flow, the mobile progress page and the IM
 * helper, plus NotFound), dynamic segments filled with sample values, with the phone emulation of
 * the webview's Playwright config: zero violations
 *
 * - for a logged-in user who can see the route (a plain user for the apply flow and the
 *   broadcaster's pages, the agency owner for `apply-progress-mobile/:id`, which needs
 *   `ModifySubAccount`), with one real invitation so the invitation page shows its actions, and the
 *   apply form with its errors shown;
 * - for a visitor on the public routes (the fallback login, NotFound) and on the open apply flow
 *   (which sends the visitor to the fallback login).
 */
import { routeTable } from "@agent-portal/permissions/route-table";
import type { RouteMeta } from "@agent-portal/permissions/route-meta";
import { axeViolations as axeViolationsNow, expectTabWalk } from "@agent-portal/e2e-support/a11y";
import type { Page } from "@playwright/test";
import { apiCall, apiLogin, useToken } from "@agent-portal/e2e-support/api";
import { ShareChannel } from "@agent-portal/api-client/enums";
import { expect, test, waitForSettled } from "./fixtures.ts";

/** Values for the dynamic segments of the webview's routes (records that do not exist: the pages show their not-found state). */
const PARAMS: Readonly<Record<string, string>> = { id: "1001", code: "ZX81QK" };

/** The webview's records of the route table (top level, `app: "mobile"`). */
const webviewRecords: readonly RouteMeta[] = routeTable.filter((route) => route.app === "mobile");

/** A record's path under `/agent`, `:param` segments filled from {@link PARAMS}. */
function pathOf(route: RouteMeta): string {
  const filled = route.path
    .split("/")
    .map((segment) => (segment.startsWith(":") ? (PARAMS[segment.slice(1)] ?? "x") : segment))
    .join("/");
  return `/agent/${filled.replace(/^\//, "")}`;
}

/** The user who can see a record: the agency owner for a permission-bound one, else a plain user. */
function viewerOf(route: RouteMeta): "agency.owner" | "normal.user" {
  return (route.permissions ?? []).length > 0 ? "agency.owner" : "normal.user";
}

/**
 * axe with the WCAG 2 A and AA rules on the whole document (`axeViolations` of
 * `@agent-portal/e2e-support/a11y`), after the page settled and rendered; violations as
 * `rule (impact): targets` lines.
 */
async function axeViolations(page: Page): Promise<string[]> {
  await waitForSettled(page);
  await expect(page.locator("#root")).not.toBeEmpty();
  return axeViolationsNow(page);
}

/** Opens `path` and answers its violations, each prefixed with `label`. */
async function checkPath(page: Page, label: string, path: string): Promise<string[]> {
  await page.goto(path);
  return (await axeViolations(page)).map((line) => `${label} ${path} -> ${new URL(page.url()).pathname}: ${line}`);
}

test("the public and open webview routes pass axe for a visitor", async ({ page }) => {
  // The public records, and the open records outside `/m/` (the apply flow, the IM helper), which send a visitor to the login.
  const isWebviewPage = (route: RouteMeta) => route.path === "m" || route.path.startsWith("m/");
  const open = webviewRecords.filter((route) => route.access === "public" || ((route.permissions ?? []).length === 0 && !isWebviewPage(route)));
  expect(open.length).toBeGreaterThan(5);
  const found: string[] = [];
  for (const route of open) found.push(...(await checkPath(page, route.name, pathOf(route))));
  found.push(...(await checkPath(page, "NotFound", "/agent/m/no-such-page")));
  // The fallback login with its errors shown.
  await page.goto("/agent/m/login");
  await page.getByRole("button", { name: "Log in" }).click();
  found.push(...(await axeViolations(page)).map((line) => `login with errors: ${line}`));
  expect(found).toEqual([]);
});

test("every webview route passes axe for a user who can see it", async ({ page }) => {
  test.setTimeout(180_000);
  const routes = webviewRecords.filter((route) => route.access !== "public");
  expect(routes.length).toBeGreaterThan(12);
  const found: string[] = [];
  // Each login adds an init script storing its token; the newest one wins on the next load.
  const tokens = { "normal.user": await apiLogin(page.request, "normal.user"), "agency.owner": await apiLogin(page.request, "agency.owner") };
  for (const viewer of ["normal.user", "agency.owner"] as const) {
    await useToken(page, tokens[viewer]);
    for (const route of routes.filter((record) => viewerOf(record) === viewer)) found.push(...(await checkPath(page, `${viewer} ${route.name}`, pathOf(route))));
  }

  // An invitation with its actions (Accept and join), as the broadcaster it was sent to.
  const manager = await apiLogin(page.request, "agency.manager");
  const anchor = await apiLogin(page.request, "anchor.4");
  const info = (await (await page.request.get("/api/agent/user/info", { headers: { Authorization: `Bearer ${anchor}` } })).json()) as { data: { bigoUid: string } };
  const link = await apiCall<{ link_id: string }>(page.request, manager, "/api/live_agent_front/GetInviteLink", {}, 1);
  const shared = await apiCall<{ invite_id: string }>(
    page.request,
    manager,
    "/api/live_agent_front/ShareInviteLink",
    { link_id: link.link_id, channel: ShareChannel.Im, anchor_uid: info.data.bigoUid },
    1,
  );
  await useToken(page, anchor);
  await page.goto(`/agent/m/invite/i.${shared.invite_id}`);
  await expect(page.getByRole("button", { name: "Accept and join" })).toBeVisible();
  found.push(...(await axeViolations(page)).map((line) => `invitation with actions: ${line}`));

  // The apply form with its errors shown.
  await useToken(page, tokens["normal.user"]);
  await page.goto("/agent/apply-form");
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  found.push(...(await axeViolations(page)).map((line) => `apply form with errors: ${line}`));

  // The KYC form with its errors shown (photo buttons marked invalid).
  await page.goto("/agent/apply-certify");
  await page.getByRole("button", { name: "Send for verification" }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  found.push(...(await axeViolations(page)).map((line) => `KYC form with errors: ${line}`));
  expect(found).toEqual([]);
});

test("the apply form in the mobile layout is fully usable by keyboard with a visible focus", async ({ page }) => {
  await useToken(page, await apiLogin(page.request, "normal.user"));
  await page.goto("/agent/apply-form");
  // The form mounts in a transition after the page's introduction: wait for its own last control.
  await expect(page.getByRole("button", { name: "Apply", exact: true })).toBeVisible();
  await expect(page.getByLabel("Agency name")).toBeVisible();
  // Every visible interactive element of the page (layout header and form) is reached by Tab with a visible focus.
  await expectTabWalk(page, { minimum: 7, extraTabs: 4 });

  // Operable: typing into a field and sending the form with Enter shows the form's errors.
  await page.getByLabel("Agency name").focus();
  await page.keyboard.type("Nia Stars");
  await page.keyboard.press("Enter");
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expect(page.getByLabel("Agency name")).toHaveValue("Nia Stars");
});
