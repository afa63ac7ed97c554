/**
 * Issue 26, one broadcaster's live data (`/broadcaster/broadcaster-live-data/:uid`): the page names
 * the broadcaster (header, heading and document title), each metric card has one definitions link
 * (an icon with an accessible name), and the monthly figures chart beans and live hours on axes of
 * their own.
 */
import { apiLogin, useToken } from "@agent-portal/e2e-support/api";
import { expect, test } from "./fixtures.ts";

/** A seeded broadcaster of Nusantara Star Agency (seed 1), with months of live data. */
const FAJAR = { bigoId: "fajaranggraini4580", name: "Fajar Live" };

test("one broadcaster's live data names the broadcaster and links each metric's definition once", async ({ page }) => {
  await useToken(page, await apiLogin(page.request, "agency.manager"));
  await page.goto("/agent/broadcaster/list/list/all");
  const filters = page.getByRole("search", { name: "Filter broadcasters" }).or(page.getByRole("form", { name: "Filter broadcasters" }));
  await filters.getByLabel("Bigo ID").fill(FAJAR.bigoId);
  await filters.getByRole("button", { name: "Search" }).click();
  await page.getByRole("link", { name: FAJAR.name }).click();
  await expect(page).toHaveURL(/\/agent\/broadcaster\/broadcaster-live-data\/\d+/);

  // The header: the broadcaster's name is the page's one heading and its title.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(FAJAR.name);
  await expect(page).toHaveTitle(`${FAJAR.name} · Agent Portal`);
  const header = page.getByRole("main").locator("header").first();
  await expect(header).toContainText(FAJAR.bigoId);
  await expect(header).toContainText("Nusantara Star Agency");
  await expect(header.getByText(/^(Active|To be renewed|Renewal pending|Terminated)$/)).toBeVisible();
  await expect(page.getByText(/Broadcaster uid/)).toHaveCount(0);

  // Eight metric cards, one definitions link each, an icon named after its metric.
  const totals = page.getByRole("list", { name: "Totals" });
  await expect(totals.getByRole("listitem")).toHaveCount(8);
  await expect(totals.getByRole("link", { name: /^What is .+\?$/ })).toHaveCount(8);
  await expect(totals.getByRole("link", { name: "What is Beans?" })).toHaveAttribute("href", /\/broadcaster\/desc\/beans$/);
  await expect(totals.getByText("What is this?")).toHaveCount(0);
});

test("the monthly figures chart beans and live hours on axes of their own, so both show", async ({ page }) => {
  await useToken(page, await apiLogin(page.request, "agency.manager"));
  await page.goto("/agent/broadcaster/list/list/all");
  const filters = page.getByRole("search", { name: "Filter broadcasters" }).or(page.getByRole("form", { name: "Filter broadcasters" }));
  await filters.getByLabel("Bigo ID").fill(FAJAR.bigoId);
  await filters.getByRole("button", { name: "Search" }).click();
  await page.getByRole("link", { name: FAJAR.name }).click();

  const beans = page.getByRole("figure", { name: "Beans per month" });
  const hours = page.getByRole("figure", { name: "Live hours per month" });
  await expect(beans.locator("svg rect.visx-bar").first()).toBeVisible();
  await expect(hours.locator("svg rect.visx-bar").first()).toBeVisible();
  // Each chart's tallest bar reaches most of its plot: live hours are not flattened by beans.
  for (const chart of [beans, hours]) {
    const tallest = await chart.locator("svg rect.visx-bar").evaluateAll((bars) => Math.max(...bars.map((bar) => Number(bar.getAttribute("height") ?? 0))));
    expect(tallest).toBeGreaterThan(100);
  }
});
