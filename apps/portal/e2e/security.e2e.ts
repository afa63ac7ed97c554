/**
 * Guild security in Chromium on the sandbox (issue 23): the status tab's summary cards and ban
 * list as `agency.owner`, a temporary ban turning "Expired" without a reload, the permanent badge,
 * the evidence or its absence, a card opening its filtered list, and the server's export of the
 * filtered set.
 */
import { readFile } from "node:fs/promises";
import { apiAnswer, apiLogin, useToken } from "@agent-portal/e2e-support/api";
import { expect, logInThroughForm, test } from "./fixtures.ts";

// A wide screen: the ban list shows every column (on narrower ones the evidence column is among the first to fold away).
test.use({ viewport: { width: 1920, height: 1080 } });

interface BanPage {
  readonly list: readonly { readonly bigo_id: string; readonly end_time: number }[];
  readonly total: number;
}

test("the status tab lists bans with a live countdown, and a card opens its filtered list", async ({ page }) => {
  const token = await apiLogin(page.request, "agency.owner");
  const bans = await apiAnswer<BanPage>(page.request, token, "/api/security_center/QueryBanList", { page: 1, page_size: 50 });
  const target = bans.data.list[0]?.bigo_id;
  expect(target, "a seeded ban of agency.owner's agency").toBeDefined();
  const created = await page.request.post("/sandbox/security/bans", { data: { bigo_id: target, ends_in_seconds: 150 } });
  expect(created.ok()).toBe(true);

  await useToken(page, token);
  await page.goto(`/agent/guild/security/status?bigo=${String(target)}`);
  const table = page.getByRole("table", { name: "Bans" });
  const newest = table.getByRole("row").nth(1);
  // The ban ends 150 s after it was made; under a loaded machine the list may take a while to come.
  await expect(newest.getByRole("timer")).toHaveText(/^[12] min \d+ sec left$/, { timeout: 30_000 });
  await expect(newest.getByRole("button", { name: /^Appeal the ban of / })).toBeEnabled();

  // 151 seconds later in the page: the ban turns "Expired" without a reload, and cannot be appealed.
  await page.clock.install();
  await page.clock.fastForward("02:31");
  await expect(newest.getByText("Expired", { exact: true })).toBeVisible();
  await expect(newest.getByRole("button", { name: /^Appeal the ban of / })).toBeDisabled();
  await expect(newest.getByText("The ban has ended; there is nothing to appeal.")).toBeVisible();

  // The card "Bans in force now" opens the list filtered to the bans in force (the Bigo ID cleared).
  await page.getByRole("button", { name: "Show bans in force" }).click();
  await expect(page).toHaveURL(/\/agent\/guild\/security\/status\?state=1$/);
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  await expect(table.getByText("Permanent").first()).toBeVisible();
  await expect(table.getByText("Evidence not provided by the platform").first()).toBeVisible();
  await expect(table.getByRole("link", { name: "Evidence 1" }).first()).toBeVisible();

  // The export holds every ban of the filtered set, and leaves the filters as they were.
  // The ban list's own total (the tab also lists "My appeals", with a total of its own).
  const total = page
    .locator('[data-slot="data-table"]')
    .filter({ has: table })
    .getByText(/^Total: \d+$/);
  await expect(total).not.toHaveText("Total: 0");
  const expected = Number((await total.textContent())?.replace(/\D/g, ""));
  const download = page.waitForEvent("download");
  // The ban list's export comes first; "My appeals" below has its own.
  await page.getByRole("button", { name: "Export" }).first().click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("security-bans.csv");
  const lines = (await readFile(await file.path(), "utf8")).split(/\r?\n/).filter((line) => line.trim() !== "");
  expect(lines[0]).toContain("ban_id");
  expect(lines.length - 1).toBe(expected);
  await expect(page).toHaveURL(/\?state=1$/);
});

test("a violations card opens the violations tab filtered by class, with who acted and the live-data link", async ({ page }) => {
  await page.goto("/agent/login");
  await logInThroughForm(page, "agency.owner");
  await page.goto("/agent/guild/security/violations?from=2026-01-01&to=2026-12-31");
  const table = page.getByRole("table", { name: "Violations" });
  const first = table.getByRole("row").nth(1);
  await expect(first).toBeVisible();
  await expect(table.getByText(/^(System|Audit operator Mira)$/).first()).toBeVisible();
  const link = first.getByRole("link", { name: /^Live data of .+ for the same days$/ });
  await expect(link).toHaveAttribute("href", /\/agent\/broadcaster\/broadcaster-live-data\/\d+\?from=2026-01-01&to=2026-12-31$/);
});
