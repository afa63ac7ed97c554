/**
 * Sub-accounts, the accounts export and removing a region from the data scopes, end to end against
 * the sandbox. The agency owner (ModifySubAccount, not ModifyAccount) creates a sub-account on
 * Accounts (`/admin/accounts`), which then logs in with its one-time password; the owner's export
 * of the list searched for it holds exactly the filtered rows. An admin removing a region that the
 * operator's data scope uses (`/admin/data-permissions`) is shown the operator, with a link,
 * before anything changes; confirmed, the operator's scope no longer lists it.
 */
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { apiLogin, useToken } from "@agent-portal/e2e-support/api";
import { expect, fillLoginForm, test } from "./fixtures.ts";

/** Opens `path` (under /agent) logged in as `username` through the API: these tests are about the pages, not that login. */
async function openAs(page: Page, username: string, path: string): Promise<void> {
  await useToken(page, await apiLogin(page.request, username));
  await page.goto(`/agent${path}`);
}

test("a ModifySubAccount holder creates a sub-account that logs in, and exports the filtered accounts", async ({ page, browser, baseURL }) => {
  await openAs(page, "agency.owner", "/admin/accounts");
  await expect(page.getByRole("button", { name: "New account", exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: "New sub-account" }).click();
  const form = page.getByRole("dialog", { name: "New sub-account" });
  await form.getByRole("textbox", { name: /Username/ }).fill("  Desk.Two ");
  await expect(form.getByText("Saved as desk.two")).toBeVisible();
  await form.getByRole("textbox", { name: /Bigo ID/ }).fill("desk.two");
  await form.getByRole("textbox", { name: /^Name/ }).fill("Desk Two");
  await form.getByRole("button", { name: "Create" }).click();
  const shown = page.getByRole("dialog", { name: /desk\.two/ });
  const password = await shown.getByRole("textbox", { name: "One-time password" }).inputValue();
  expect(password.length).toBeGreaterThanOrEqual(12);
  await shown.getByRole("button", { name: "I have copied it" }).click();

  await page.getByLabel("Username, Bigo ID or name").fill("desk");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const table = page.getByRole("table", { name: "Accounts" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("row").nth(1)).toContainText("desk.two");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export", exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("admin-accounts.csv");
  const lines = (await readFile(await file.path(), "utf8")).split(/\r?\n/).filter((line) => line.trim() !== "");
  expect(lines[0]).toMatch(/^\uFEFF?id,username,/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(/^\d+,desk\.two,desk\.two,Desk Two,Agency,Admin,Enabled,/);
  await expect(page).toHaveURL(/q=desk/);

  const other = await browser.newContext({ baseURL });
  try {
    const sub = await other.newPage();
    await sub.goto("/agent/login");
    await fillLoginForm(sub, "desk.two", password);
    await sub.getByRole("button", { name: "Log in" }).click();
    await expect(sub.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
  } finally {
    await other.close();
  }
});

test("removing a region that a data scope uses lists the accounts affected, then removes it", async ({ page }) => {
  await openAs(page, "admin", "/admin/data-permissions?q=operator");
  const table = page.getByRole("table", { name: "Data permissions" });
  const row = table.getByRole("row").filter({ hasText: /^operator/ });
  await expect(row).toContainText("Sees 3 regions: Indonesia, Philippines, Vietnam");
  await page.getByRole("button", { name: "Remove a region" }).click();
  const dialog = page.getByRole("dialog", { name: "Remove a region from the data scopes" });
  await dialog.getByRole("combobox", { name: /Region to remove/ }).click();
  await page.getByRole("option", { name: "Vietnam (VN)" }).click();
  const affected = dialog.getByRole("list", { name: "Accounts affected" });
  await expect(affected.getByRole("link", { name: "operator" })).toHaveAttribute("href", /\/agent\/admin\/data-permissions\?q=operator$/);
  await expect(dialog.getByText("Accounts whose data scope uses Vietnam: 1.", { exact: false })).toBeVisible();
  await dialog.getByRole("button", { name: "Remove from the scopes (1)" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("Sees 2 regions: Indonesia, Philippines");
});
