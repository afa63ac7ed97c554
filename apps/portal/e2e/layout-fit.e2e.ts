/**
 * Issue 26 item 9, the built screens fit the screen: at 1280 and 1440 px the broadcaster list
 * shows its last column and its pagination inside the viewport (lower-priority columns give way,
 * and come back from the columns menu with a sideways scroll that keeps the first column in place).
 */
import { apiLogin, useToken } from "@agent-portal/e2e-support/api";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/** Where an element is, in CSS pixels of the viewport. */
async function boxOf(locator: Locator) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  if (box === null) throw new Error("The element is not laid out.");
  return { left: box.x, right: box.x + box.width, top: box.y, bottom: box.y + box.height };
}

async function openList(page: Page, width: number): Promise<Locator> {
  await page.setViewportSize({ width, height: 900 });
  await useToken(page, await apiLogin(page.request, "agency.manager"));
  await page.goto("/agent/broadcaster/list/list/all");
  const table = page.getByRole("table", { name: "All" });
  // The rows are there (not the skeleton): the first row's name link.
  await expect(table.getByRole("row").nth(1).getByRole("link").first()).toBeVisible();
  return table;
}

for (const width of [1280, 1440]) {
  test(`at ${String(width)} px the broadcaster list's last column and its pagination lie inside the viewport`, async ({ page }) => {
    const table = await openList(page, width);
    const region = await boxOf(page.getByRole("region", { name: "All" }));
    const headers = table.getByRole("columnheader");
    const last = await boxOf(headers.last());
    await expect(headers.last()).toHaveText("Actions");
    expect(last.right).toBeLessThanOrEqual(Math.min(width, region.right) + 1);
    expect(last.left).toBeGreaterThanOrEqual(region.left);
    const pagination = await boxOf(page.getByRole("navigation", { name: "Pagination" }));
    expect(pagination.right).toBeLessThanOrEqual(width);
    // Its last control, the page size, too (below the fold is fine: the page scrolls down).
    const pageSize = await boxOf(page.getByRole("navigation", { name: "Pagination" }).getByRole("combobox"));
    expect(pageSize.right).toBeLessThanOrEqual(width);
    // The page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test("a column shown from the columns menu scrolls into a sideways scroll that keeps the first column in place", async ({ page }) => {
  const table = await openList(page, 1280);
  await expect(table.getByRole("columnheader", { name: "Grade" })).toHaveCount(0);
  await page.getByRole("button", { name: "Columns" }).click();
  await page.getByRole("menuitemcheckbox", { name: "Grade" }).click();
  await page.keyboard.press("Escape");
  await expect(table.getByRole("columnheader", { name: "Grade" })).toHaveCount(1);
  const region = page.getByRole("region", { name: "All" });
  const firstCell = table.getByRole("row").nth(1).getByRole("cell").nth(1);
  const before = await boxOf(firstCell);
  await region.evaluate((element) => {
    element.scrollLeft = element.scrollWidth;
  });
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  const after = await boxOf(firstCell);
  expect(Math.abs(after.left - before.left)).toBeLessThanOrEqual(1);
});

test("a sidebar entry cut by the sidebar's width shows its full name on hover and on keyboard focus", async ({ page }) => {
  await openList(page, 1280);
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  const entry = nav.getByRole("button", { name: "Broadcaster operations" });
  const label = entry.locator('[data-slot="sidebar-menu-label"]');
  const cut = () => label.evaluate((element) => element.scrollWidth > element.clientWidth);
  await expect(label).toHaveText("Broadcaster operations");
  await expect.poll(cut).toBe(true);
  await entry.hover();
  await expect.poll(cut).toBe(false);
  await page.mouse.move(900, 600);
  await expect.poll(cut).toBe(true);
  // Keyboard focus: from the entry above, one arrow key down (the menu's own keyboard model).
  await nav.getByRole("link", { name: "Broadcaster relations" }).focus();
  await page.keyboard.press("ArrowDown");
  await expect(entry).toBeFocused();
  await expect.poll(cut).toBe(false);
});
