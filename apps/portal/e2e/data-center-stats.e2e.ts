/**
 * Issue 20, broadcaster stats (`/data-center/broadcaster-stats/*`) and the other data-center
 * screens of this file, end to end in Chromium against the sandbox, as `agency.owner`.
 */
import { readFile } from "node:fs/promises";
import { expect, logInThroughForm, test } from "./fixtures.ts";

test("broadcaster stats, month: tiers with progress and what is missing, the server's export of the same month, a foreign Bigo ID said so", async ({ page }) => {
  await page.goto("/agent/login");
  await logInThroughForm(page, "agency.owner");
  await page.goto("/agent/data-center/broadcaster-stats/month?size=20");
  const table = page.getByRole("table", { name: "Monthly" });
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  await expect(table).not.toHaveAttribute("aria-busy", "true");
  await expect(page.getByTestId("data-as-of")).toContainText(/Data as of the end of .+ \(UTC\)/);
  // Each row names its tier and says what the next one needs (or that it is reached).
  await expect(table.getByText(/^(Tier \d|No tier)$/).first()).toBeVisible();
  await expect(table.getByText(/^(Needs .+ for tier \d|All requirements met|Top tier reached)$/).first()).toBeVisible();
  const total = Number((await page.getByText(/^Total: \d+$/).textContent())?.replace(/\D/g, ""));
  expect(total).toBeGreaterThan(0);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^broadcaster-stats-month-\d{4}-\d{2}\.csv$/);
  const lines = (await readFile(await file.path(), "utf8")).split(/\r?\n/).filter((line) => line.trim() !== "");
  expect(lines[0]).toContain("projected_tier");
  expect(lines.length - 1).toBe(total);

  // A Bigo ID of no broadcaster of the agency is said to be so, not shown as "no data".
  const filters = page.getByRole("search", { name: "Filter broadcasters" }).or(page.getByRole("form", { name: "Filter broadcasters" }));
  await filters.getByLabel("Bigo ID").fill("nobody.of.ours");
  await filters.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "This Bigo ID is not one of your broadcasters." })).toBeVisible();
  await expect(page).toHaveURL(/bigo=nobody\.of\.ours/);
});

test("broadcaster stats, day: a calendar heat map per broadcaster, totals over every row, the stated longest range and the server's file of one row per broadcaster per day", async ({
  page,
}) => {
  await page.goto("/agent/login");
  await logInThroughForm(page, "agency.owner");
  await page.goto("/agent/data-center/broadcaster-stats/day?size=20");
  const table = page.getByRole("table", { name: "Daily" });
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  await expect(table).not.toHaveAttribute("aria-busy", "true");
  // Thirty days by default: each heat map has thirty squares, and says how many of each kind.
  const firstMap = table.getByTestId("heat-map").first();
  await expect(firstMap.locator("[data-kind]")).toHaveCount(30);
  await expect(firstMap).toHaveAttribute("aria-label", /^Valid: \d+, partial: \d+, off: \d+$/);
  await expect(page.getByText("At most 92 days")).toBeVisible();
  await expect(page.getByTestId("range-totals")).toContainText(/^All \d+ broadcasters: /);
  const total = Number((await page.getByText(/^Total: \d+$/).textContent())?.replace(/\D/g, ""));

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^broadcaster-stats-day-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await file.path(), "utf8")).split(/\r?\n/).filter((line) => line.trim() !== "");
  expect(lines[0]).toContain("day_kind");
  expect(lines.length - 1).toBe(total * 30);
});

test("settlement: statements sign only through the confirmed dialog; commission by type links each type to its rule", async ({ page }) => {
  await page.goto("/agent/login");
  await logInThroughForm(page, "agency.owner");
  await page.goto("/agent/data-center/broadcaster-data/proxy");
  const statements = page.getByRole("table", { name: "Monthly statements" });
  const waiting = statements.getByRole("row").filter({ hasText: "Waiting for signature" }).first();
  await expect(waiting).toBeVisible();

  // Commission by type: every type, a total, and each type's link leads to its rule.
  await expect(page.getByTestId("commission-total")).toHaveText(/\$/);
  await page.getByRole("link", { name: "Gift income" }).click();
  await expect(page).toHaveURL(/#benefit-rule-1$/);

  // Signing: nothing is sent until the name is typed and the statement confirmed.
  await waiting.getByRole("button", { name: "Sign…" }).click();
  const dialog = page.getByRole("dialog");
  const sign = dialog.getByRole("button", { name: "Sign statement" });
  await expect(sign).toBeDisabled();
  await dialog.getByLabel("Your full name").fill("Agency Owner");
  await expect(sign).toBeDisabled();
  await dialog.getByRole("checkbox", { name: "I have checked this statement and agree to sign it." }).click();
  await sign.click();
  await expect(dialog).toBeHidden();
  await expect(statements.getByRole("row").filter({ hasText: "Waiting for signature" })).toHaveCount(0);
});
