/**
 * Issue 20 item 6, the live-data family tabs, end to end in Chromium against the sandbox: as
 * `agency.owner` (whose agency has every entry) the multi-room tab shows the agency's days with
 * the server's totals; as `manila.owner` (whose agency has none) there is no such tab, and its
 * address is NotFound.
 */
import { expect, logInThroughForm, test } from "./fixtures.ts";

test("agency.owner: the multi-room tab shows the agency's days and the server's totals over the range", async ({ page }) => {
  await page.goto("/agent/login");
  await logInThroughForm(page, "agency.owner");
  await page.goto("/agent/data-center/live-data/proxyLive");
  const tabs = page.getByRole("navigation", { name: "Sections" });
  await tabs.getByRole("link", { name: "Multi-room" }).click();
  await expect(page).toHaveURL(/\/data-center\/live-data\/family\/multiRoom/);
  const table = page.getByRole("table", { name: "Multi-room" });
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  await expect(table).not.toHaveAttribute("aria-busy", "true");
  await expect(page.getByTestId("family-totals")).toContainText(/Whole range: .+ as host, .+ sessions/);
  await expect(page.getByTestId("data-as-of")).toContainText(/\(UTC\)/);
  await expect(page.getByText(/^Total: 30$/)).toBeVisible();
});

test("manila.owner: an agency without the entries has no family tab, and the family address is NotFound", async ({ page }) => {
  await page.goto("/agent/login");
  await logInThroughForm(page, "manila.owner");
  await page.goto("/agent/data-center/live-data/proxyLive");
  const tabs = page.getByRole("navigation", { name: "Sections" });
  await expect(tabs.getByRole("link", { name: "Agency live data" })).toBeVisible();
  await expect(page.locator("[data-family-tabs]")).toHaveAttribute("data-family-tabs", "ready");
  await expect(tabs.getByRole("link", { name: "Multi-room" })).toHaveCount(0);
  await expect(tabs.getByRole("link", { name: "Activity 67110" })).toHaveCount(0);

  await page.goto("/agent/data-center/live-data/family/multiRoom");
  await expect(page.getByText("The page does not exist or you do not have access to it.")).toBeVisible();
});
