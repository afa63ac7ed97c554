/**
 * Issue 20, item 3: new-broadcaster data (`/data-center/new-broadcaster-data/*`), end to end in
 * Chromium against the sandbox, as `agency.owner`.
 */
import { readFile } from "node:fs/promises";
import { csvLinesOf, expectNumericTails } from "./csv.ts";
import { expect, logInThroughForm, test } from "./fixtures.ts";

test("manager: team totals and cohort retention, a team opens its agent view; a broadcaster opens their milestones, and the way back keeps the view", async ({ page }) => {
  await page.goto("/agent/login");
  await logInThroughForm(page, "agency.owner");
  await page.goto("/agent/data-center/new-broadcaster-data/manager");
  const teams = page.getByRole("table", { name: "Teams" });
  await expect(teams.getByRole("row").nth(1)).toBeVisible();
  await expect(teams).not.toHaveAttribute("aria-busy", "true");
  // Cohorts by week, then by month (in the URL); each cohort row has its retention cells.
  const cohorts = page.getByTestId("cohort-table");
  await expect(cohorts.getByRole("rowheader").first()).toHaveText(/^Week of /);
  await page.getByRole("radio", { name: "Month" }).click();
  await expect(cohorts.getByRole("rowheader").first()).not.toHaveText(/^Week of /);
  await expect(page).toHaveURL(/period=month/);

  // A team opens its agent view.
  await teams.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/new-broadcaster-data\/agent\?proxy=\d+/);
  await expect(page.getByRole("combobox", { name: "Team" })).toBeVisible();

  await page.goto("/agent/data-center/new-broadcaster-data/agent?size=50");
  const list = page.getByRole("table", { name: "Agents" });
  const first = list.getByRole("row").nth(1);
  await expect(first).toBeVisible();
  await expect(list).not.toHaveAttribute("aria-busy", "true");
  // Day N since joining (the milestone and grade columns may not fit at this width: the column menu brings them back).
  await expect(first.getByRole("cell").nth(2)).toHaveText(/^\d+$/);

  await first.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/anchor-detail\?uid=\d+/);
  const milestones = page.getByRole("list", { name: "Milestones" });
  await expect(milestones.getByRole("listitem")).toHaveCount(3);
  await expect(milestones.getByText(/^(Met|Missed|In progress)$/).first()).toBeVisible();
  await expect(page.getByText(/^Joined .+ · day \d+$/)).toBeVisible();
  await page.getByRole("link", { name: "Back to the new broadcasters" }).click();
  await expect(page).toHaveURL(/\/new-broadcaster-data\/agent\?size=50$/);
  await expect(page.getByRole("table", { name: "Agents" }).getByRole("row").nth(1)).toBeVisible();
});

test("agent: the export is the server's file of every new broadcaster listed, with a byte-order mark and numbers as numbers", async ({ page }) => {
  await page.goto("/agent/login");
  await logInThroughForm(page, "agency.owner");
  await page.goto("/agent/data-center/new-broadcaster-data/agent?size=20");
  const list = page.getByRole("table", { name: "Agents" });
  await expect(list.getByRole("row").nth(1)).toBeVisible();
  await expect(list).not.toHaveAttribute("aria-busy", "true");
  const total = Number((await page.getByText(/^Total: \d+$/).textContent())?.replace(/\D/g, ""));
  expect(total).toBeGreaterThan(0);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export" }).click();
  const file = await download;
  const text = await readFile(await file.path(), "utf8");
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const lines = text
    .slice(1)
    .split(/\r?\n/)
    .filter((line) => line.trim() !== "");
  expect(lines[0]).toBe("uid,bigo_id,nick_name,join_day,grade,live_duration_seconds,valid_live_days,beans,new_fans,qualified");
  expect(lines.length - 1).toBe(total);
  // Figures are bare numbers (not quoted, no separators).
  expect(
    lines[1]
      ?.split(",")
      .slice(-5)
      .every((cell) => /^\d+$/.test(cell)),
  ).toBe(true);
});

test("live tab: filtered by one broker, the export holds exactly the rows listed, with a byte-order mark and numbers as numbers", async ({ page }) => {
  await page.goto("/agent/login");
  await logInThroughForm(page, "agency.owner");
  await page.goto("/agent/data-center/live-data/live");
  const total = page.getByText(/^Total: \d+$/).first();
  const table = page.getByRole("table", { name: "Live" });
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  await expect(table).not.toHaveAttribute("aria-busy", "true");
  const unfiltered = await total.textContent();
  await page.getByRole("combobox", { name: "Broker" }).click();
  await page.getByRole("option").nth(1).click();
  await expect(page).toHaveURL(/broker=\d+/);
  await expect(total).not.toHaveText(unfiltered ?? "");
  await expect(table).not.toHaveAttribute("aria-busy", "true");
  const expected = Number((await total.textContent())?.replace(/\D/g, ""));

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export" }).click();
  const lines = await csvLinesOf(await download);
  expect(lines.length - 1).toBe(expected);
  expectNumericTails(lines, 9);
  await expect(page).toHaveURL(/broker=\d+/);
});
