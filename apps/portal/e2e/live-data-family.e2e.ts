/**
 * Issue 20 item 6, the live-data family tabs, end to end in Chromium against the sandbox: as
 * `agency.owner` (whose agency has every entry) the multi-room tab shows the agency's days with
 * the server's totals (its beans header linking to the definition of beans), its month view and its graph; the creator tab ranks the agency's
 * broadcasters and opens one's creator level; as `manila.owner` (whose agency has none, the recall entry neither) there is
 * no such tab, and the addresses are NotFound.
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
  // The beans header links to the definition of beans (desc/beans), by keyboard.
  const definition = table.getByRole("columnheader", { name: "Beans" }).getByRole("link", { name: "What is Beans?" });
  await definition.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/data-center\/live-data\/desc\/beans$/);
  await expect(page.getByRole("heading", { name: "Beans", level: 2 })).toBeVisible();
});

test("agency.owner: the multi-room month view and graph, kept in the URL", async ({ page }) => {
  await page.goto("/agent/login");
  await logInThroughForm(page, "agency.owner");
  await page.goto("/agent/data-center/live-data/family/multiRoom");
  await page.getByRole("tab", { name: "By month" }).click();
  await expect(page).toHaveURL(/view=month/);
  const months = page.getByRole("table", { name: "Multi-room by month" });
  await expect(months.getByRole("row").nth(1)).toBeVisible();
  await page.getByRole("tab", { name: "Graph" }).click();
  await expect(page).toHaveURL(/view=graph/);
  const figure = page.getByRole("figure", { name: /^Live time per day/ });
  await expect(figure.locator("svg").first()).toBeVisible();
  await expect(figure.getByRole("table", { name: "Live time per day" }).getByRole("rowheader").first()).toBeAttached();
});

test("agency.owner: the creator tab ranks the broadcasters with the totals over every row and opens one's creator level", async ({ page }) => {
  await page.goto("/agent/login");
  await logInThroughForm(page, "agency.owner");
  await page.goto("/agent/data-center/live-data/proxyLive");
  await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Creators" }).click();
  await expect(page).toHaveURL(/\/data-center\/live-data\/family\/creator/);
  const table = page.getByRole("table", { name: "Creators" });
  await expect(table.getByRole("row").nth(1)).toContainText(/^1/);
  await expect(page.getByTestId("range-totals")).toContainText(/^All \d+ broadcasters/);
  await expect(page.getByTestId("data-as-of")).toContainText(/\(UTC\)/);
  await table
    .getByRole("button", { name: /^Details of / })
    .first()
    .click();
  await expect(page).toHaveURL(/uid=/);
  await expect(page.getByTestId("creator-level")).toContainText(/Level \d+|No level yet/);
  await expect(page.getByTestId("creator-detail").getByTestId("family-totals")).toBeVisible();
});

test("manila.owner: an agency without the entries has no family tab nor the recall tab, and their addresses are NotFound", async ({ page }) => {
  await page.goto("/agent/login");
  await logInThroughForm(page, "manila.owner");
  await page.goto("/agent/data-center/live-data/proxyLive");
  const tabs = page.getByRole("navigation", { name: "Sections" });
  await expect(tabs.getByRole("link", { name: "Agency live data" })).toBeVisible();
  await expect(page.locator("[data-family-tabs]")).toHaveAttribute("data-family-tabs", "ready");
  await expect(tabs.getByRole("link", { name: "Multi-room" })).toHaveCount(0);
  await expect(tabs.getByRole("link", { name: "Activity 67110" })).toHaveCount(0);
  await expect(tabs.getByRole("link", { name: "Creators" })).toHaveCount(0);
  await expect(tabs.getByRole("link", { name: "Recall" })).toHaveCount(0);

  await page.goto("/agent/data-center/live-data/recall");
  await expect(page.getByText("The page does not exist or you do not have access to it.")).toBeVisible();
  await page.goto("/agent/data-center/live-data/family/multiRoom");
  await expect(page.getByText("The page does not exist or you do not have access to it.")).toBeVisible();
  await page.goto("/agent/data-center/live-data/family/creator");
  await expect(page.getByText("The page does not exist or you do not have access to it.")).toBeVisible();
});
