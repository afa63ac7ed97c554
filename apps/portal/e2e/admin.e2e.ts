/**
 * The admin section end to end against the sandbox. Accounts (`/admin/accounts`): an admin finds an
 * account and disables it while it is logged in in a second browser; that browser's next click
 * shows the unauthorized modal, then the login; the action log (`/admin/action-log`) shows the
 * change before → after. An admin creates an account and sees its one-time password once, sees
 * what an account can open and where each permission comes from, and grants a permission to two
 * accounts through batch authorisation (`/admin/permissions`): preview, apply, result per account.
 */
import type { Page } from "@playwright/test";
import { axeViolations } from "@agent-portal/e2e-support/a11y";
import { apiLogin, useToken } from "@agent-portal/e2e-support/api";
import { expect, logInThroughForm, test } from "./fixtures.ts";

async function openAccounts(page: Page): Promise<void> {
  await page.goto("/agent/login");
  await logInThroughForm(page, "admin");
  const menu = page.getByRole("navigation", { name: "Main navigation" });
  await menu.getByRole("button", { name: "Administration", exact: true }).click();
  await menu.getByRole("link", { name: "Accounts", exact: true }).click();
  await expect(page).toHaveURL(/\/agent\/admin\/accounts$/);
}

test("disabling a logged-in account ends its session at its next click", async ({ page, browser, baseURL }) => {
  const other = await browser.newContext({ baseURL });
  try {
    const manager = await other.newPage();
    await manager.goto("/agent/login");
    await logInThroughForm(manager, "agency.manager");
    const nav = manager.getByRole("navigation", { name: "Main navigation" });
    await nav.getByRole("button", { name: "Broadcasters" }).click();
    await expect(nav.getByRole("link", { name: "Broadcaster list" })).toBeVisible();

    await openAccounts(page);
    await page.getByLabel("Username, Bigo ID or name").fill("agency.manager");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/q=agency.manager/);
    const table = page.getByRole("table", { name: "Accounts" });
    await expect(table.getByRole("row")).toHaveCount(2);
    await table.getByRole("button", { name: "Disable agency.manager" }).click();
    const dialog = page.getByRole("dialog", { name: "Disable agency.manager" });
    await dialog.getByRole("button", { name: "Disable", exact: true }).click();
    await expect(dialog.getByText("Enter a reason.")).toBeVisible();
    await dialog.getByLabel("Reason").fill("Left the agency");
    await dialog.getByRole("button", { name: "Disable", exact: true }).click();
    await expect(table.getByRole("row").nth(1).getByText("Disabled")).toBeVisible();

    await nav.getByRole("link", { name: "Broadcaster list" }).click();
    const modal = manager.getByRole("dialog", { name: "Not authorised" });
    await expect(modal).toBeVisible();
    await modal.getByRole("button", { name: "Go to login" }).click();
    await expect(manager).toHaveURL(/\/agent\/login\?redirect=/);

    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Action log", exact: true }).click();
    const log = page.getByRole("table", { name: "Action log" });
    const entry = log.getByRole("row").filter({ hasText: "Account disabled" });
    await expect(entry).toContainText("agency.manager");
    await expect(entry).toContainText("status: 0 → -1");
  } finally {
    await other.close();
  }
});

test("a new account's one-time password is shown once", async ({ page }) => {
  await openAccounts(page);
  await page.getByRole("button", { name: "New account" }).click();
  const dialog = page.getByRole("dialog", { name: "New account" });
  await dialog.getByRole("textbox", { name: "Username", exact: true }).fill("  Region.Operator ");
  await expect(dialog.getByText("Saved as region.operator")).toBeVisible();
  await dialog.getByLabel("Bigo ID").fill("region_op");
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill("Region Operator");
  await dialog.getByRole("checkbox", { name: /Payment blacklist\s*PaymentBlacklist · 10/ }).check();
  await dialog.getByRole("button", { name: "Create", exact: true }).click();
  const shown = page.getByRole("dialog", { name: "One-time password for region.operator" });
  await expect(shown.getByLabel("One-time password")).toHaveValue(/^[A-Za-z0-9_-]{16}$/);
  await shown.getByRole("button", { name: "I have copied it" }).click();
  await expect(page.getByRole("table", { name: "Accounts" }).getByText("region.operator")).toBeVisible();
});

/** Opens `path` (under /agent) logged in as `username` through the API: these tests are about the page, not the login. */
async function openAs(page: Page, username: string, path: string): Promise<void> {
  await useToken(page, await apiLogin(page.request, username));
  await page.goto(`/agent${path}`);
}

test("an account's access shows each permission's source and why a page is closed", async ({ page }) => {
  await openAs(page, "admin", "/admin/accounts?q=agency.owner");
  await page.getByRole("table", { name: "Accounts" }).getByRole("button", { name: "Access of agency.owner" }).click();
  const dialog = page.getByRole("dialog", { name: "What agency.owner can open" });
  const permissions = dialog.getByRole("table", { name: "Permissions and where they come from" });
  await expect(permissions.getByRole("row").filter({ hasText: "AgencyGuildTeam · 22" })).toContainText("Agency (GetPermissions)");
  await expect(permissions.getByRole("row").filter({ hasText: "ModifySubAccount · 3" })).toContainText("Own (user info)");
  await expect(permissions.getByRole("row").filter({ hasText: "TransferRelation · 26" })).toContainText("Relation check");
  const pages = dialog.getByRole("table", { name: "Pages" });
  await expect(pages.getByRole("row").filter({ hasText: "Administration › Permissions" })).toContainText("Needs one of: Batch authorisation");
  await expect(pages.getByRole("row").filter({ hasText: "Guild › Team" })).toContainText("Opens");
  expect(await axeViolations(page)).toEqual([]);
});

test("batch authorisation grants a permission to two accounts with different starting sets, previewed first", async ({ page }) => {
  await openAs(page, "admin", "/admin/permissions");
  const menu = page.getByRole("navigation", { name: "Main navigation" });

  await page.getByRole("button", { name: "Preview", exact: true }).click();
  await expect(page.getByText("Choose at least one account.")).toBeVisible();
  await page.getByRole("checkbox", { name: "Choose operator" }).check();
  await page.getByRole("checkbox", { name: "Choose agency.manager" }).check();
  await expect(page.getByText("Chosen: 2")).toBeVisible();
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  await expect(page.getByText("Set at least one permission to grant or revoke.")).toBeVisible();

  await page.getByRole("radiogroup", { name: "Payment blacklist" }).getByRole("radio", { name: "Grant" }).check();
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  const preview = page.getByRole("table", { name: "Preview" });
  await expect(preview.getByRole("row").filter({ hasText: "agency.manager" })).toContainText("Will change");
  await expect(preview.getByRole("row").filter({ hasText: "agency.manager" })).toContainText("+ Payment blacklist");
  await expect(preview.getByRole("row").filter({ hasText: "operator" })).toContainText("Unchanged");
  await expect(page.getByText("Accounts gaining Payment blacklist: 1", { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Apply", exact: true }).click();
  const result = page.getByRole("table", { name: "Result" });
  await expect(result.getByRole("row").filter({ hasText: "agency.manager" })).toContainText("Changed");
  await expect(result.getByRole("row").filter({ hasText: "operator" })).toContainText("Unchanged");

  await menu.getByRole("link", { name: "Action log", exact: true }).click();
  const entry = page.getByRole("table", { name: "Action log" }).getByRole("row").filter({ hasText: "Permissions changed in a batch" });
  await expect(entry).toContainText("agency.manager");
  await expect(entry).toContainText("PaymentBlacklist · 10");
});
