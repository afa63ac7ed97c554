/**
 * Issue 8 item 3: accessibility end to end.
 *
 * - axe (WCAG 2 A and AA rules) on every route of the desktop route table
 *   (`@agent-portal/permissions/route-table`, dynamic segments filled with sample values, aliases
 *   included) for the admin, who may open them all, and on Login and NotFound for a visitor:
 *   zero violations;
 * - the keyboard: every interactive element of the main layout is reached by Tab, shows a
 *   visible focus outline (`:focus-visible`) and works with Enter or Space;
 * - a dialog (the re-login confirm) traps focus, passes axe, and gives focus back on close.
 */
import { allRoutes, chainOf } from "@agent-portal/permissions/route-table";
import type { RouteMeta } from "@agent-portal/permissions/route-meta";
import { joinPath, patternOfChain } from "@agent-portal/permissions/route-path";
import { axeViolations, expectTabWalk } from "@agent-portal/e2e-support/a11y";
import type { Page } from "@playwright/test";
import { REFRESH_FAILURE_PROBLEMS, expect, logInThroughForm, navigateInApp, openReloginConfirm, test, waitForSettled } from "./fixtures.ts";

/** Values for the dynamic segments of the route table. */
const PARAMS: Readonly<Record<string, string>> = { id: "1001", uid: "1000000001", type: "core", "*": "no-such-page" };

/** A route to check: its name and a concrete path under `/agent`. */
interface RouteVisit {
  readonly name: string;
  readonly path: string;
}

/** Fills `:param` and `*` segments of a pattern. */
function fill(pattern: string): string {
  return pattern
    .split("/")
    .map((segment) => (segment === "*" ? (PARAMS["*"] ?? "") : segment.startsWith(":") ? (PARAMS[segment.slice(1)] ?? "x") : segment))
    .join("/");
}

/** Every desktop record of the route table, with its path and each alias, as `/agent/...` URLs. */
function desktopRoutes(): RouteVisit[] {
  const visits: RouteVisit[] = [];
  const isDesktop = (route: RouteMeta): boolean => route.app !== "mobile";
  for (const route of allRoutes) {
    const chain = chainOf(route.name);
    if (!chain.every(isDesktop)) continue;
    const parent = patternOfChain(chain.slice(0, -1));
    for (const path of [route.path, ...(route.aliases ?? [])]) {
      visits.push({ name: route.name, path: `/agent${fill(route.index === true ? parent : joinPath(parent, path))}`.replace(/\/$/, "") || "/agent" });
    }
  }
  return visits;
}

test("Login and NotFound pass axe for a visitor", async ({ page }) => {
  const found: string[] = [];
  for (const path of ["/agent/login", "/agent/login?redirect=%2Fagent%2Fguild", "/agent/no-such-page"]) {
    await page.goto(path);
    await waitForSettled(page);
    found.push(...(await axeViolations(page)).map((line) => `${path}: ${line}`));
  }
  // The login form with its errors shown.
  await page.goto("/agent/login");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("Enter your account.")).toBeVisible();
  found.push(...(await axeViolations(page)).map((line) => `login with errors: ${line}`));
  expect(found).toEqual([]);
});

/**
 * The desktop routes are checked in this many parts, each a test of its own that any worker may take
 * (the whole list is about 80 pages, several minutes in one test, which left one worker busy
 * long after the others were done).
 */
const ROUTE_PARTS = 4;

test.describe("every desktop route passes axe for the admin", () => {
  test.describe.configure({ mode: "parallel" });
  const routes = desktopRoutes();

  for (let part = 0; part < ROUTE_PARTS; part += 1) {
    test(`routes, part ${String(part + 1)} of ${String(ROUTE_PARTS)}`, async ({ page }) => {
      test.setTimeout(300_000);
      expect(routes.length).toBeGreaterThan(60);
      const mine = routes.filter((_, index) => index % ROUTE_PARTS === part);
      await page.goto("/agent/login");
      await logInThroughForm(page, "admin");
      const found: string[] = [];
      for (const route of mine) {
        await navigateInApp(page, route.path);
        await expect(page.locator("#root")).not.toBeEmpty();
        found.push(...(await axeViolations(page)).map((line) => `${route.name} ${route.path}: ${line}`));
      }
      expect(found).toEqual([]);
    });
  }

  test("the collapsed sidebar (icons with accessible names)", async ({ page }) => {
    await page.goto("/agent/login");
    await logInThroughForm(page, "admin");
    await navigateInApp(page, "/agent/");
    await page.getByRole("button", { name: "Collapse menu" }).click();
    const found = await axeViolations(page);
    await page.getByRole("button", { name: "Expand menu" }).click();
    expect(found).toEqual([]);
  });
});

test("the main layout is fully usable by keyboard with a visible focus", async ({ page }) => {
  await page.goto("/agent/login");
  await logInThroughForm(page, "admin");
  // A fresh load, so Tab starts from the top of the document.
  await page.reload();
  // The layout has replaced the boot screen: its menu and its header's last control are there.
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
  // Every visible interactive element of the page is reached by Tab with a visible focus.
  await expectTabWalk(page, { minimum: 10, extraTabs: 5 });

  // Operable: the skip link, first in the tab order, moves focus to the content.
  await page.reload();
  await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main")).toBeFocused();

  // A menu group opens with Enter and closes with Space; its first entry, the nested Recruitment
  // group, opens with Enter too, and its first entry navigates with Enter.
  const navigation = page.getByRole("navigation", { name: "Main navigation" });
  const group = navigation.getByRole("button", { name: "Broadcasters" });
  await group.focus();
  await page.keyboard.press("Enter");
  await expect(group).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Space");
  await expect(group).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  const nested = navigation.getByRole("button", { name: "Recruitment", exact: true });
  await expect(nested).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(nested).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  const entry = page.locator(":focus");
  await expect(entry).toHaveAttribute("href", /\/agent\/broadcaster\/recruit\//);
  const href = (await entry.getAttribute("href")) ?? "";
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(href.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  // The recruit list loads its records before the test goes on (logging out mid-request would
  // leave the request to be refused).
  await waitForSettled(page);

  // The menu collapses and expands with the keyboard.
  const collapse = page.getByRole("button", { name: "Collapse menu" });
  await collapse.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Expand menu" })).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Collapse menu" })).toHaveAttribute("aria-expanded", "true");

  // Log out works from the keyboard.
  await page.getByRole("button", { name: "Log out" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/agent\/login$/);
});

test.describe("a dialog", () => {
  test.use({ expectedProblems: REFRESH_FAILURE_PROBLEMS });

  /** Logs in, focuses "Log out", then opens the re-login confirm (a Radix dialog). */
  async function openDialog(page: Page) {
    await page.clock.install();
    await page.goto("/agent/login");
    await logInThroughForm(page, "agency.manager");
    await waitForSettled(page);
    const before = page.getByRole("button", { name: "Log out" });
    await before.focus();
    const dialog = await openReloginConfirm(page);
    return { before, dialog };
  }

  test("traps focus, hides the page behind, passes axe and closes from the keyboard", async ({ page }) => {
    const { dialog } = await openDialog(page);
    const focusInside = () => dialog.evaluate((element) => element.contains(document.activeElement));
    await expect.poll(focusInside).toBe(true);
    for (const key of ["Tab", "Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
      await page.keyboard.press(key);
      expect(await focusInside(), `focus after ${key}`).toBe(true);
    }
    // The page behind is hidden from assistive technology while the dialog is open.
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeHidden();
    expect(await axeViolations(page)).toEqual([]);
    // Not dismissible by Escape (the user must choose), then closed from the keyboard.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Stay on this page" }).focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
  });

  test("gives focus back to where it was when closed", async ({ page }) => {
    // The kit's Modal gives focus back to the element focused before it opened, even without a
    // Radix Trigger (dialogs opened from code: re-login, unauthorized, phone verification).
    const { before, dialog } = await openDialog(page);
    await dialog.getByRole("button", { name: "Stay on this page" }).click();
    await expect(dialog).toBeHidden();
    await expect(before).toBeFocused({ timeout: 3000 });
  });
});
