/**
 * The recruit list's one export, the server's (docs/screen-rules.md, rule 3): a single Export
 * button, no CSV of the page; the file holds every record matching the list's filters (its rows
 * equal the list's total), and exporting leaves the filters as they were.
 */
import { readFile } from "node:fs/promises";
import { expect, logInThroughForm, test } from "./fixtures.ts";

test("the recruit list exports the filtered set on the server, from its one export button", async ({ page }) => {
  await page.goto("/agent/login");
  await logInThroughForm(page, "agency.owner");
  await page.goto("/agent/broadcaster/recruit/list?size=20&status=3");
  const list = page.getByRole("region", { name: "Recruitment list" }).first();
  // The total of the loaded records (while loading, the table is busy and the pager reads 0).
  await expect(list.getByRole("table", { name: "Recruitment list" }).getByRole("row").nth(1)).toBeVisible();
  await expect(list.getByRole("table", { name: "Recruitment list" })).not.toHaveAttribute("aria-busy", "true");
  const total = list.getByText(/^Total: \d+$/);
  await expect(total).not.toHaveText("Total: 0");
  const expected = Number((await total.textContent())?.replace(/\D/g, ""));

  const exportButton = page.getByRole("button", { name: /export/i });
  await expect(exportButton).toHaveCount(1);
  await expect(exportButton).toHaveText("Export");
  const download = page.waitForEvent("download");
  await exportButton.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("recruit-records.csv");
  const path = await file.path();
  const lines = (await readFile(path, "utf8")).split(/\r?\n/).filter((line) => line.trim() !== "");
  expect(lines[0]).toContain("recruit_id");
  expect(lines.length - 1).toBe(expected);
  await expect(page).toHaveURL(/\/agent\/broadcaster\/recruit\/list\?size=20&status=3$/);
});
