/**
 * Issue 20, data-center live data as `agency.owner`, in Chromium against the sandbox: the core
 * tab's totals equal the sum of the live tab's rows for the same range; the live tab's export
 * filtered by one sub-agency holds exactly the rows the filters select (byte-order mark, numeric
 * cells) and keeps the filters; in Arabic the trend chart is mirrored with its day labels apart;
 * desc/{type} renders the config's rules and an unknown type is NotFound, as in proxy-detail/{type}; a
 * core figure opens detail/{type} for the same range (its total, the named comparison, the chart per
 * day) and an unknown type there is NotFound; the core tab's new broadcasters are GetAgentAggrData's for
 * the range, compared with the previous period, named; on a phone the trend chart, below the fold,
 * asks for its figures only when scrolled to (route option offscreenWhenVisible).
 */
import { apiCall, apiLogin, useToken } from "@agent-portal/e2e-support/api";
import type { Page } from "@playwright/test";
import { csvLinesOf, expectNumericTails } from "./csv.ts";
import { expect, test } from "./fixtures.ts";

const digits = (text: string | null) => Number((text ?? "").replace(/\D/g, ""));

/**
 * The beans of every row of the live tab (100 a page, paged through the URL). The table is
 * virtualised (only the rows in view are in the document), so each page is scrolled through and
 * its rows collected by their `aria-rowindex`.
 */
async function liveTabBeans(page: Page): Promise<number[]> {
  const beans: number[] = [];
  for (let n = 1; ; n += 1) {
    await page.goto(`/agent/data-center/live-data/live?page=${String(n)}&size=100`);
    const table = page.getByRole("table", { name: "Live" });
    const rows = table.locator('[data-slot="data-table-row"]');
    // The page's data rows, not the empty state's message row.
    await expect(rows.first()).toBeVisible();
    const headers = await table.getByRole("columnheader").allTextContents();
    const column = headers.findIndex((header) => header.startsWith("Beans"));
    expect(column).toBeGreaterThan(0);
    const onPage = await page.evaluate((beansColumn) => {
      const scroller = document.querySelector<HTMLElement>('[data-slot="data-table-scroll"]');
      const grid = scroller?.querySelector('[role="table"]');
      if (!scroller || !grid) throw new Error("no table");
      // At the top, the first data row's index follows the header rows.
      const header = Number(grid.querySelector('[data-slot="data-table-row"]')?.getAttribute("aria-rowindex")) - 1;
      const expected = Number(grid.getAttribute("aria-rowcount")) - header;
      const seen = new Map<number, number>();
      return (async () => {
        for (let step = 0; step < 200 && seen.size < expected; step += 1) {
          for (const row of grid.querySelectorAll('[data-slot="data-table-row"]')) {
            const cell = row.querySelectorAll('[role="cell"], [role="rowheader"]')[beansColumn];
            seen.set(Number(row.getAttribute("aria-rowindex")), Number((cell?.textContent ?? "").replace(/\D/g, "")));
          }
          scroller.scrollTop += Math.max(1, scroller.clientHeight / 2);
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        }
        return { expected, values: [...seen.values()] };
      })();
    }, column);
    expect(onPage.values).toHaveLength(onPage.expected);
    beans.push(...onPage.values);
    const total = digits(
      await page
        .getByText(/^Total: \d+$/)
        .first()
        .textContent(),
    );
    if (beans.length >= total) return beans;
  }
}

test("the core tab's beans equal the sum of the live tab's rows for the same range", async ({ page }) => {
  await useToken(page, await apiLogin(page.request, "agency.owner"));
  await page.goto("/agent/data-center/live-data/core");
  const card = page.getByTestId("core-totals").locator('[data-metric="beans"] [data-slot="stat-card-value"]');
  await expect(card).toHaveText(/\d/);
  const core = digits(await card.textContent());
  await expect(page.getByTestId("core-totals").locator('[data-metric="beans"]')).toContainText("vs the previous period");
  await expect(page.getByTestId("data-freshness")).toContainText("Data as of");
  const rows = await liveTabBeans(page);
  expect(rows.reduce((sum, value) => sum + value, 0)).toBe(core);
});

test("the live tab exports exactly the rows of one sub-agency, with a byte-order mark, and keeps the filter", async ({ page }) => {
  await useToken(page, await apiLogin(page.request, "agency.owner"));
  await page.goto("/agent/data-center/live-data/live");
  const total = page.getByText(/^Total: \d+$/).first();
  const table = page.getByRole("table", { name: "Live" });
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  await expect(table).not.toHaveAttribute("aria-busy", "true");
  const unfiltered = await total.textContent();
  await page.getByRole("combobox", { name: "Sub-agency" }).click();
  await page.getByRole("option").nth(1).click();
  await expect(page).toHaveURL(/proxy=\d+/);
  const url = page.url();
  // The total read is the sub-agency's, not the one shown before the filter's answer arrived.
  await expect(total).not.toHaveText(unfiltered ?? "");
  await expect(table).not.toHaveAttribute("aria-busy", "true");
  const expected = digits(await total.textContent());

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^agency-data-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = await csvLinesOf(file);
  expect(lines[0]).toMatch(/^tab,key,name,live_duration_seconds,valid_live_days,beans,/);
  expect(lines.length - 1).toBe(expected);
  // Numbers stay numbers: every figure cell is digits only.
  expectNumericTails(lines, 9);
  expect(page.url()).toBe(url);
});

test("in Arabic the trend chart is mirrored and its day labels stand apart", async ({ page }) => {
  await useToken(page, await apiLogin(page.request, "agency.owner"));
  await page.goto("/agent/data-center/live-data/core?lang=ar");
  // The chart is drawn when scrolled to (below the fold on smaller screens).
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const ticks = page.locator('figure[data-slot="line-chart"] text[data-tick="x"]');
  await expect(ticks.nth(1)).toBeVisible();
  const boxes = await ticks.evaluateAll((texts) => texts.map((text) => text.getBoundingClientRect()).map((box) => ({ left: box.left, right: box.right })));
  // Mirrored: the first day (first in the DOM) is at the right.
  for (let i = 1; i < boxes.length; i += 1) {
    const earlier = boxes[i - 1];
    const later = boxes[i];
    expect(later && earlier ? later.right : 0).toBeLessThan(earlier ? earlier.left : 0);
  }
});

test("on a phone the trend chart, below the fold, asks for its figures only when scrolled to", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const asked: string[] = [];
  page.on("request", (request) => asked.push(new URL(request.url()).pathname));
  await useToken(page, await apiLogin(page.request, "agency.owner"));
  await page.goto("/agent/data-center/live-data/core");
  await expect(page.getByTestId("core-totals").locator('[data-metric="beans"]')).toContainText("vs the previous period");
  await page.waitForLoadState("networkidle");
  const graphCalls = () => asked.filter((path) => path.endsWith("/graphData"));
  expect(graphCalls()).toEqual([]);
  await expect(page.locator('figure[data-slot="line-chart"]')).toHaveCount(0);

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.locator('figure[data-slot="line-chart"] text[data-tick="x"]').nth(1)).toBeVisible();
  expect(graphCalls()).toHaveLength(1);
});

test("desc/{type} renders the config's rules; an unknown type, there and in proxy-detail/{type}, is NotFound", async ({ page }) => {
  await useToken(page, await apiLogin(page.request, "agency.owner"));
  await page.goto("/agent/data-center/live-data/desc/duration");
  const definition = page.getByTestId("metric-definition");
  await expect(definition).toContainText("At most 12");
  await expect(definition).toContainText("Voice rooms add their beans but no live time.");
  await expect(definition).toContainText("UTC");
  for (const path of ["desc/nonsense", "proxy-detail/nonsense"]) {
    await page.goto(`/agent/data-center/live-data/${path}`);
    await expect(page.getByTestId("not-found")).toBeVisible();
  }
});

test("drilling from proxyLive into proxy-detail and back keeps the tab, page and range", async ({ page }) => {
  await useToken(page, await apiLogin(page.request, "agency.owner"));
  await page.goto("/agent/data-center/live-data/proxyLive?size=20");
  const table = page.getByRole("table", { name: "Agency live data" });
  await expect(table).not.toHaveAttribute("aria-busy", "true");
  await expect(page.getByTestId("proxy-totals")).toBeVisible();
  const before = new URL(page.url());
  // The first sub-agency's link (the header's links open the metrics' definitions).
  await table.getByRole("row").nth(1).getByRole("link").first().click();
  await expect(page).toHaveURL(/\/data-center\/live-data\/proxy-detail\/beans\?proxy=\d+/);
  await expect(page.getByTestId("proxy-detail-total")).toBeVisible();
  await expect(page.getByRole("figure", { name: /per day/ })).toBeVisible();
  await page.getByRole("link", { name: "Back to the sub-agencies" }).click();
  await expect(page).toHaveURL(`${before.pathname}${before.search}`);
});

test("a core figure opens detail/{type} for the same range, with its total, named comparison and chart per day; an unknown type is NotFound", async ({ page }) => {
  await useToken(page, await apiLogin(page.request, "agency.owner"));
  await page.goto("/agent/data-center/live-data/core");
  const beans = page.getByTestId("core-totals").locator('[data-metric="beans"]');
  const value = beans.locator('[data-slot="stat-card-value"]');
  await expect(value).toHaveText(/\d/);
  const core = (await value.textContent()) ?? "";
  await beans.getByRole("link", { name: "Beans", exact: true }).click();
  await expect(page).toHaveURL(/\/agent\/data-center\/live-data\/detail\/beans\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/);
  const total = page.locator('[data-slot="stat-card"]').filter({ hasText: "Total Beans" });
  await expect(total.locator('[data-slot="stat-card-value"]')).toHaveText(core);
  await expect(total).toContainText("vs the previous period");
  await expect(page.getByRole("figure", { name: "Beans per day" })).toBeVisible();
  const range = new URL(page.url()).search;
  await page.getByRole("link", { name: "Back to the core figures" }).click();
  await expect(page).toHaveURL(`/agent/data-center/live-data/core${range}`);
  await page.goto("/agent/data-center/live-data/detail/nonsense");
  await expect(page.getByTestId("not-found")).toBeVisible();
});

test("the core tab's new broadcasters are the agency aggregate's for the range, against the previous period named", async ({ page }) => {
  const token = await apiLogin(page.request, "agency.owner");
  await useToken(page, token);
  await page.goto("/agent/data-center/live-data/core");
  const totals = page.getByTestId("core-totals");
  const card = totals.locator('[data-metric="newAnchors"]');
  await expect(card.locator('[data-slot="stat-card-value"]')).toHaveText(/^\d+$/);
  await expect(card).toContainText("Joined in these days");
  await expect(card).toContainText("vs the previous period");
  // The range the tab shows, as its links carry it to detail/{type}.
  const href = (await totals.getByRole("link", { name: "Beans", exact: true }).getAttribute("href")) ?? "";
  const range = new URL(href, page.url()).searchParams;
  const seconds = (day: string | null) => Date.parse(`${day ?? ""}T00:00:00Z`) / 1000;
  const aggregate = await apiCall<{ summary: { new_anchor_count: number } }>(
    page.request,
    token,
    "/api/live_agent_service/GetAgentAggrData",
    { start_time: seconds(range.get("from")), end_time: seconds(range.get("to")) + 86_399 },
    1,
  );
  await expect(card.locator('[data-slot="stat-card-value"]')).toHaveText(String(aggregate.summary.new_anchor_count));
});
