/**
 * Issue 21 item 9: the broadcaster's own payment details in the webview (AnchorSubmitAnchorPayment,
 * GetAnchorSubmittedAnchorPayment), reached from the home page's entrances: the payout configuration
 * above the form, a malformed account number refused with the translated message and kept through
 * a reload (the draft), the submission and its status; and a refusal of the server (no approved
 * identity check, 38008) shown translated with everything typed kept.
 */
import { apiCall, apiLogin, useToken, verifyPhone } from "@agent-portal/e2e-support/api";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const LAS = "/api/live_agent_service";

/** Skips on the month's last day: the sandbox closes submissions at the cut-off until the 1st. */
async function skipAfterCutoff(page: Page, token: string): Promise<void> {
  const cfg = await apiCall<{ window: { open: number } }>(page.request, token, `${LAS}/GetPaymentCfg`, { role: 1 }, 1);
  test.skip(cfg.window.open === 0, "the month's last day: submissions are closed until the 1st (the sandbox's window)");
}

test("a broadcaster submits their payment details: a bad account number is refused and kept through a reload, then the submission shows its status", async ({ page }) => {
  const token = await apiLogin(page.request, "anchor.1");
  await skipAfterCutoff(page, token);
  // A payment details change is phone-verified: the broadcaster binds a phone first.
  await verifyPhone(page.request, token, "anchor.1", "anchor.1", "6281355550001");
  await useToken(page, token);
  await page.goto("/agent/m");
  await page.getByRole("link", { name: /Payment details/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payment details" })).toBeVisible();
  const config = page.getByRole("region", { name: "Payout configuration" });
  await expect(config.getByText("Minimum payout")).toBeVisible();
  await expect(config.getByText("$50,000.00")).toBeVisible();
  await expect(page.getByRole("region", { name: "Your payment details" }).getByText("You have not submitted payment details yet.")).toBeVisible();

  await page.getByLabel("Payment method").selectOption({ label: "Bank transfer" });
  await expect(config.getByText("$10.00")).toBeVisible();
  await page.getByLabel("Account holder").fill("Dewi Lestari");
  await page.getByLabel("Account number").fill("12");
  await page.getByLabel("Bank name").fill("Bank Central Asia");
  await page.getByLabel("Bank code").fill("CENAIDJA");
  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(page.getByText("Use 4 to 34 letters, digits, spaces or hyphens.")).toBeVisible();
  await expect(page.getByLabel("Account number")).toHaveValue("12");

  // What was typed is a draft: a reload keeps it.
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem("webview_draft_payment_details"))).toContain('"account_no":"12"');
  await page.reload();
  await expect(page.getByLabel("Account number")).toHaveValue("12");
  await expect(page.getByLabel("Account holder")).toHaveValue("Dewi Lestari");
  await page.getByLabel("Account number").fill("8800 1234 5678");
  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(page.getByRole("region", { name: /Notifications/ }).getByText("Your payment details were sent for review.")).toBeVisible();

  // The last submission with its status (the sandbox reviews it at the next read: approved), the account masked.
  const current = page.getByRole("region", { name: "Your payment details" });
  await expect(current.getByText("Approved")).toBeVisible();
  await expect(current.getByText(/5678$/)).toBeVisible();
  await expect(current.getByText("Dewi Lestari")).toBeVisible();
  await expect(page.getByLabel("Account number")).toHaveValue("");
  const stored = await apiCall<{ payment: { status: number; account_name: string } | null }>(page.request, token, `${LAS}/GetAnchorSubmittedAnchorPayment`, {}, 1);
  expect(stored.payment).toMatchObject({ status: 2, account_name: "Dewi Lestari" });
});

test("a refusal of the server is translated and nothing typed is lost", async ({ page }) => {
  // anchor.5 has not passed the identity check (KYC): the server refuses with 38008.
  const token = await apiLogin(page.request, "anchor.5");
  await skipAfterCutoff(page, token);
  await verifyPhone(page.request, token, "anchor.5", "anchor.5", "6281355550005");
  await useToken(page, token);
  await page.goto("/agent/m/payment");
  await page.getByLabel("Payment method").selectOption({ label: "Bank transfer" });
  await page.getByLabel("Account holder").fill("Maya Sari");
  await page.getByLabel("Account number").fill("1234567890");
  await page.getByLabel("Bank name").fill("Bank Central Asia");
  await page.getByLabel("Bank code").fill("CENAIDJA");
  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(page.getByText("Identity verification (KYC) must be approved first.")).toBeVisible();
  await expect(page.getByLabel("Account number")).toHaveValue("1234567890");
  await expect(page.getByLabel("Account holder")).toHaveValue("Maya Sari");
});
