/**
 * Issue 25, item 4, saved views, in Chromium on the sandbox: the broadcaster list filtered to the
 * broadcasters with no live for three days is saved as a named view; after a reload the view is
 * still in the menu and opening it brings back the same filter; its copied link, opened by the
 * same user, shows the same filtered list. The menu passes axe and works from the keyboard.
 */
import { AnchorListTab } from "@agent-portal/api-client/enums";
import { axeViolations } from "@agent-portal/e2e-support/a11y";
import { apiCall, apiLogin, useToken } from "@agent-portal/e2e-support/api";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const LIST = "/agent/broadcaster/list/list/all";
const totalOf = (page: Page) => page.getByRole("navigation", { name: "Pagination" }).getByText(/^Total: \d+$/);
const viewsButton = (page: Page) => page.getByRole("button", { name: "Views", exact: true });
const menu = (page: Page) => page.getByRole("dialog", { name: "Saved views" });

test("a filtered broadcaster list saved as a view comes back after a reload, from the menu and from its shared link", async ({ page }) => {
  const token = await apiLogin(page.request, "agency.manager");
  await useToken(page, token);
  const idle = await apiCall<{ total: number }>(page.request, token, "/api/broker/QryAnchorList", { tab: AnchorListTab.All, no_live_days: 3, page: 1, page_size: 1 }, 1);
  const all = await apiCall<{ total: number }>(page.request, token, "/api/broker/QryAnchorList", { tab: AnchorListTab.All, page: 1, page_size: 1 }, 1);
  expect(idle.total).toBeGreaterThan(0);
  expect(idle.total).toBeLessThan(all.total);

  await page.goto(LIST);
  await expect(totalOf(page)).toHaveText(`Total: ${String(all.total)}`);
  await page.getByRole("combobox", { name: "Last live" }).click();
  await page.getByRole("option", { name: "No live for 3+ days" }).click();
  await expect(page).toHaveURL(/[?&]noLive=3(&|$)/);
  await expect(totalOf(page)).toHaveText(`Total: ${String(idle.total)}`);

  // Save it from the keyboard: the menu, "Save current view as…", a name, Enter.
  await viewsButton(page).focus();
  await page.keyboard.press("Enter");
  await expect(menu(page)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await menu(page).getByRole("button", { name: "Save current view as…" }).focus();
  await page.keyboard.press("Enter");
  const naming = page.getByRole("dialog", { name: "Save view" });
  await expect(naming.getByRole("textbox", { name: /Name/ })).toBeFocused();
  await page.keyboard.type("Idle hosts");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "View Idle hosts saved" })).toBeVisible();

  // Reload, clear the filters: the view is still there, and opens the same filter.
  await page.reload();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(totalOf(page)).toHaveText(`Total: ${String(all.total)}`);
  await viewsButton(page).click();
  await menu(page).getByRole("link", { name: "Idle hosts" }).click();
  await expect(page).toHaveURL(/\/list\/all\?noLive=3$/);
  await expect(totalOf(page)).toHaveText(`Total: ${String(idle.total)}`);
  await expect(page.getByRole("combobox", { name: "Last live" })).toHaveText("No live for 3+ days");

  // Its shared link, opened by the same user: the same filtered list.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await viewsButton(page).click();
  await menu(page).getByRole("button", { name: "Copy link to Idle hosts" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Link to Idle hosts copied" })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/agent\/broadcaster\/list\/list\/all\?noLive=3$/);
  await page.goto(link);
  await expect(totalOf(page)).toHaveText(`Total: ${String(idle.total)}`);
  await expect(page.getByRole("combobox", { name: "Last live" })).toHaveText("No live for 3+ days");
});
