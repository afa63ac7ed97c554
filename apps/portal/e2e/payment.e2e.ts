/**
 * The payment section in Chromium on the sandbox (issue 21). Blacklist (PaymentBlacklist 10):
 * `agency.owner` opens it from the menu, filters it by status with the view in the URL, pastes two
 * Bigo IDs and sees one result per line (one added, one unknown and kept in the field), then
 * removes the new entry with a reason and sees it marked removed. A sub-agent without the
 * permission gets NotFound on its URL. Action log (PaymentActionLog 11): the seeded entries, the
 * action filter in the URL, and the server's export of exactly the filtered set. Distribution
 * upload (PaymentDistributionUpload 8): a file with one bad row shows that row's reason, its
 * rejected-rows file is fixed and uploaded again, and a double-clicked confirm makes one batch.
 */
import { readFile } from "node:fs/promises";
import { expect, logInThroughForm, test } from "./fixtures.ts";

/** A broadcaster of the owner's agency with a login (never in the seeded blacklist). */
const RIZKY = "anchor.2";

test("the blacklist lists, adds many IDs with per-line results and removes with a reason", async ({ page }) => {
  await page.goto("/agent/login");
  await logInThroughForm(page, "agency.owner");
  const menu = page.getByRole("navigation", { name: "Main navigation" });
  await menu.getByRole("button", { name: "Payment", exact: true }).click();
  await menu.getByRole("link", { name: "Blacklist", exact: true }).click();
  await expect(page).toHaveURL(/\/agent\/payment\/blacklist$/);
  const table = page.getByRole("table", { name: "Blacklist" });
  await expect(table.getByText("Chargeback on the last payout.")).toBeVisible();

  const filters = page.getByRole("search");
  await filters.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Removed" }).click();
  await expect(page).toHaveURL(/status=3/);
  await expect(table.getByText("Entered by mistake.")).toBeVisible();
  await expect(table.getByText("Chargeback on the last payout.")).toHaveCount(0);

  await page.getByRole("button", { name: "Add to blacklist" }).click();
  const dialog = page.getByRole("dialog", { name: "Add to blacklist" });
  await dialog.getByLabel("Bigo IDs").fill(`${RIZKY}\nno.such.user.e2e`);
  await dialog.getByLabel("Reason").fill("Chargeback in November");
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(dialog.getByRole("status")).toHaveText("Added: 1 · Not added: 1");
  await expect(dialog.getByText("No user has this Bigo ID")).toBeVisible();
  await expect(dialog.getByLabel("Bigo IDs")).toHaveValue("no.such.user.e2e");
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await page.goto(`/agent/payment/blacklist?bigo=${RIZKY}`);
  const row = table.getByRole("row").filter({ hasText: "Chargeback in November" });
  await expect(row.getByText("In force")).toBeVisible();
  await row.getByRole("button", { name: `Remove ${RIZKY} from the blacklist` }).click();
  const remove = page.getByRole("dialog", { name: `Remove ${RIZKY} from the blacklist` });
  await remove.getByRole("button", { name: "Remove", exact: true }).click();
  await expect(remove.getByText("Enter a reason.")).toBeVisible();
  await remove.getByLabel("Reason for removal").fill("Paid back");
  await remove.getByRole("button", { name: "Remove", exact: true }).click();
  await expect(remove).toHaveCount(0);
  await expect(row.getByText("Removed", { exact: true })).toBeVisible();
});

test("without PaymentBlacklist the blacklist URL is not found", async ({ page }) => {
  await page.goto("/agent/login");
  await logInThroughForm(page, "agency.subagent");
  await page.goto("/agent/payment/blacklist");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("the action log filters by action in the URL and exports exactly the filtered entries", async ({ page }) => {
  await page.goto("/agent/login");
  await logInThroughForm(page, "agency.owner");
  const menu = page.getByRole("navigation", { name: "Main navigation" });
  await menu.getByRole("button", { name: "Payment", exact: true }).click();
  await menu.getByRole("link", { name: "Action log", exact: true }).click();
  await expect(page).toHaveURL(/\/agent\/payment\/action-log$/);
  const table = page.getByRole("table", { name: "Action log" });
  await expect(table.getByText("Added by-beans method Weekly beans")).toBeVisible();

  await page.getByRole("search").getByRole("combobox", { name: "Action" }).click();
  await page.getByRole("option", { name: "Blacklisted" }).click();
  await expect(page).toHaveURL(/action=5/);
  await expect(table.getByText("Added by-beans method Weekly beans")).toHaveCount(0);
  await expect(table.getByText("Chargeback on the last payout.")).toBeVisible();
  const total = page.getByText(/^Total: \d+$/);
  await expect(total).not.toHaveText("Total: 0");
  const expected = Number((await total.textContent())?.replace(/\D/g, ""));

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("payment-action-log.csv");
  const lines = (await readFile(await file.path(), "utf8")).split(/\r?\n/).filter((line) => line.trim() !== "");
  expect(lines[0]).toMatch(/^\uFEFFlog_id,time \(UTC\),/);
  expect(lines.length - 1).toBe(expected);
  await expect(page).toHaveURL(/action=5/);
});

test("a distribution file's bad row is rejected with its reason, fixed through the rejected-rows file, and confirmed once", async ({ page }) => {
  await page.goto("/agent/login");
  await logInThroughForm(page, "agency.owner");
  const menu = page.getByRole("navigation", { name: "Main navigation" });
  await menu.getByRole("button", { name: "Payment", exact: true }).click();
  await menu.getByRole("link", { name: "Distribution upload", exact: true }).click();
  await expect(page).toHaveURL(/\/agent\/payment\/distribution-upload$/);

  // anchor.1 and anchor.2 are signed broadcasters of the owner's agency; 12.5 is not whole beans.
  const upload = page.locator('input[type="file"]');
  await upload.setInputFiles({ name: "november.csv", mimeType: "text/csv", buffer: Buffer.from("bigo_id,amount_beans,note\nanchor.1,1500,bonus\nanchor.2,12.5,\n") });
  const rejected = page.getByRole("table", { name: "Rejected rows" });
  const bad = rejected.getByRole("row").filter({ hasText: "12.5" });
  await expect(bad.getByText(/^Enter whole beans/)).toBeVisible();
  await expect(bad.getByText("amount_beans", { exact: true })).toBeVisible();
  await expect(page.getByText("1 of 2 rows are invalid (1 valid).", { exact: false })).toBeVisible();
  await expect(page.getByRole("button", { name: /Confirm and credit/ })).toBeDisabled();

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download rejected rows" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("november-rejected.csv");
  const lines = (await readFile(await file.path(), "utf8")).split(/\r?\n/).filter((line) => line !== "");
  expect(lines[0]).toBe("\uFEFFbigo_id,amount_beans,note,error");
  expect(lines.slice(1)).toEqual([expect.stringMatching(/^anchor\.2,12\.5,,"amount_beans: Enter whole beans/)]);

  // Fixed: the rejected row with whole beans (its error column is ignored), and the row that was valid.
  const fixed = [lines[0], (lines[1] ?? "").replace(",12.5,", ",2500,"), "anchor.1,1500,bonus,"].join("\n");
  await page.getByRole("button", { name: "Upload another file" }).click();
  await upload.setInputFiles({ name: "november-fixed.csv", mimeType: "text/csv", buffer: Buffer.from(fixed) });
  await expect(page.getByText("All 2 rows are valid.", { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/batch=\d+&key=/);
  const batchId = new URL(page.url()).searchParams.get("batch") ?? "";

  // Reloading between preview and confirm reopens the preview; nothing was applied.
  await page.reload();
  const figure = (term: string) =>
    page
      .locator("[data-slot=description-item]")
      .filter({ has: page.getByText(term, { exact: true }) })
      .locator("dd");
  await expect(figure("Balance now")).toHaveText("5,000,000 beans");
  await expect(figure("Total in currency")).toHaveText("$19.04");
  const confirm = page.getByRole("button", { name: "Confirm and credit 2 rows (4,000 beans)" });
  await expect(confirm).toBeEnabled();
  await confirm.dblclick();
  await expect(page.getByRole("heading", { name: `Batch ${batchId}` })).toBeVisible();
  const rows = page.getByRole("table", { name: "Rows and their final state" });
  await expect(rows.getByText("Credited", { exact: true })).toHaveCount(2);

  await expect(figure("Balance before")).toHaveText("5,000,000 beans");
  await expect(figure("Balance after the batch")).toHaveText("4,996,000 beans");

  // The balance moved once: the next preview starts from it.
  await page.getByRole("button", { name: "Upload another file" }).click();
  await upload.setInputFiles({ name: "december.csv", mimeType: "text/csv", buffer: Buffer.from("bigo_id,amount_beans\nanchor.1,1\n") });
  await expect(figure("Balance now")).toHaveText("4,996,000 beans");
});
