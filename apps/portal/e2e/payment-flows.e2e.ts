/**
 * Payment flows end to end in Chromium against the sandbox (issue 21): a distribution adjustment
 * with the balance before and after, posted once for a double click and corrected by its exact
 * opposite (nothing edits or deletes it).
 */
import { apiCall, apiLogin, useToken } from "@agent-portal/e2e-support/api";
import { expect, test } from "./fixtures.ts";

const LAS = "/api/live_agent_service";

test("a distribution adjustment shows the balance before and after, posts once for a double click, and is corrected by its opposite", async ({ page }) => {
  const token = await apiLogin(page.request, "agency.owner");
  // A confirmed batch to adjust: 1,000 beans to anchor.1 (line 2); the balance goes from 5,000,000 to 4,999,000.
  const batch = await apiCall<{ batch_id: string; idempotency_key: string }>(
    page.request,
    token,
    `${LAS}/PaymentAgencyDistributionPreview`,
    { file_name: "e2e.csv", file_sha256: "e".repeat(64), rows: [{ line: 2, bigo_id: "anchor.1", amount: "1000" }] },
    1,
  );
  await apiCall(page.request, token, `${LAS}/PaymentAgencyDistributionConfirm`, { batch_id: batch.batch_id, idempotency_key: batch.idempotency_key }, 1);
  await useToken(page, token);
  await page.goto("/agent/payment/distribution-adjustment");

  await page.getByRole("button", { name: "New adjustment" }).click();
  const dialog = page.getByRole("dialog", { name: "New adjustment" });
  await dialog.getByLabel("Batch ID").fill(batch.batch_id);
  await dialog.getByLabel("Line").fill("2");
  await dialog.getByLabel("Amount (beans)").fill("250");
  await dialog.getByLabel("Reason").fill("Weekend event bonus");
  await expect(dialog.getByText("Balance now").locator("xpath=following-sibling::*[1]")).toHaveText("4,999,000 beans");
  await expect(dialog.getByText("Balance after").locator("xpath=following-sibling::*[1]")).toHaveText("4,998,750 beans");
  await dialog.getByRole("button", { name: "Post adjustment" }).dblclick();
  await expect(dialog).toBeHidden();

  const table = page.getByRole("table", { name: "Distribution adjustment" });
  const row = table.getByRole("row").filter({ hasText: "Weekend event bonus" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`Batch ${batch.batch_id}, line 2`);
  await expect(row).toContainText("+250");
  await expect(table.getByRole("button", { name: /^(Edit|Delete)/ })).toHaveCount(0);

  await row.getByRole("button", { name: /^Correct adjustment / }).click();
  const correction = page.getByRole("dialog", { name: /^Correct adjustment / });
  await expect(correction.getByLabel("Amount (beans)")).toHaveValue("-250");
  await correction.getByLabel("Reason").fill("Paid to the wrong row");
  await correction.getByRole("button", { name: "Post adjustment" }).click();
  await expect(correction).toBeHidden();
  // Corrected once: its Correct action is gone (the correction column is among those a narrow table hides).
  await expect(row.getByRole("button", { name: /^Correct adjustment / })).toHaveCount(0);
  await expect(table.getByRole("row").filter({ hasText: "Paid to the wrong row" })).toContainText("-250");
  // One adjustment for the double click, with the balance before and after; its correction restored the balance.
  const posted = await apiCall<{ list: { amount_beans: number; balance_before: number; balance_after: number }[] }>(
    page.request,
    token,
    `${LAS}/PaymentAgencyDistributionAdjustmentList`,
    { batch_id: batch.batch_id },
    1,
  );
  expect(posted.list.map((a) => [a.amount_beans, a.balance_before, a.balance_after])).toEqual([
    [-250, 4_998_750, 4_999_000],
    [250, 4_999_000, 4_998_750],
  ]);
  const balance = await apiCall<{ balance_beans: number }>(page.request, token, `${LAS}/PaymentAgencyBeansBalance`, {}, 1);
  expect(balance.balance_beans).toBe(4_999_000);
});
