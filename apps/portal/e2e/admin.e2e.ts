/**
 * The admin section end to end against the sandbox. Accounts (`/admin/accounts`): an admin finds an
 * account and disables it while it is logged in in a second browser; that browser's next click
 * shows the unauthorized modal, then the login; the action log (`/admin/action-log`) shows the
 * change before → after. An admin creates an account and sees its one-time password once.
 */
import type { Page } from "@playwright/test";
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
  await dialog.getByRole("checkbox", { name: "PaymentBlacklist (10)" }).check();
  await dialog.getByRole("button", { name: "Create", exact: true }).click();
  const shown = page.getByRole("dialog", { name: "One-time password for region.operator" });
  await expect(shown.getByLabel("One-time password")).toHaveValue(/^[A-Za-z0-9_-]{16}$/);
  await shown.getByRole("button", { name: "I have copied it" }).click();
  await expect(page.getByRole("table", { name: "Accounts" }).getByText("region.operator")).toBeVisible();
});
