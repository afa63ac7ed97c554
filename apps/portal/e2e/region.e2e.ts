/**
 * Issue 20 item 4, the region screens (`/region/broadcaster-stats/*`, OperatorStat 7), and item 2's
 * broadcaster data, anchor (`/data-center/broadcaster-data/anchor`), end to end in Chromium against
 * the sandbox: an operator narrowed to one region sees only that region in the table, the export and
 * a direct API call; the agency ranking names its comparison; the anchor tab's totals are the sum
 * of its rows.
 */
import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { axeViolations } from "@agent-portal/e2e-support/a11y";
import { apiAnswer, apiCall, apiLogin, useToken } from "@agent-portal/e2e-support/api";
import { expect, test } from "./fixtures.ts";

const LD = "/bigo_act_livedata_api";

/** Sets the operator's data scope to the regions of `shortNames` through the API, as the admin holding `admin` (a token). */
async function scopeOperatorTo(request: APIRequestContext, admin: string, shortNames: readonly string[]): Promise<void> {
  const regions = (await (await request.get("/api/agent/permission/getRegions", { headers: { Authorization: `Bearer ${admin}` } })).json()) as {
    data: { id: number; shortName: string }[];
  };
  const { list } = await apiCall<{ list: { id: number; username: string; version: number }[] }>(request, admin, "/api/agent/account/list", { keyword: "operator" }, 0);
  const operator = list.find((row) => row.username === "operator");
  const regionIds = regions.data.filter((r) => shortNames.includes(r.shortName)).map((r) => r.id);
  await apiCall(request, admin, "/api/agent/account/setDataScope", { id: operator?.id, version: operator?.version, kind: "regions", region_ids: regionIds, agency_ids: [] }, 0);
}

/** Opens `path` (under /agent) logged in as `username` through the API: these tests are about the pages, not the login. */
async function openAs(page: Page, username: string, path: string): Promise<string> {
  const token = await apiLogin(page.request, username);
  await useToken(page, token);
  await page.goto(`/agent${path}`);
  return token;
}

/** The non-empty lines of a downloaded file (the byte-order mark kept on the first). */
async function downloadedLines(page: Page, click: () => Promise<void>): Promise<{ name: string; lines: string[] }> {
  const download = page.waitForEvent("download");
  await click();
  const file = await download;
  const text = await readFile(await file.path(), "utf8");
  return { name: file.suggestedFilename(), lines: text.split(/\r?\n/).filter((line) => line.trim() !== "") };
}

test("an operator narrowed to the Philippines sees only its agencies in the table and the export, and another region is refused to a direct call", async ({ page }) => {
  // One admin login for both changes (a second code within 60 s would be refused).
  const admin = await apiLogin(page.request, "admin");
  await scopeOperatorTo(page.request, admin, ["PH"]);
  try {
    // Asking for Indonesia in the URL shows the operator's own region instead.
    const token = await openAs(page, "operator", "/region/broadcaster-stats/day?area=ID&size=20");
    const table = page.getByRole("table", { name: "Daily" });
    await expect(table.getByRole("row").nth(1)).toBeVisible();
    await expect(table).not.toHaveAttribute("aria-busy", "true");
    await expect(page.getByRole("combobox", { name: "Region" })).toHaveText("Philippines");
    await expect(table.getByText("Manila Live Hub").first()).toBeVisible();
    await expect(table.getByText("Nusantara Star Agency")).toHaveCount(0);
    await page.getByRole("combobox", { name: "Agency" }).click();
    await expect(page.getByRole("option")).toHaveText(["All agencies", "Manila Live Hub"]);
    await page.keyboard.press("Escape");
    await page.getByRole("combobox", { name: "Region" }).click();
    await expect(page.getByRole("option")).toHaveText(["Philippines"]);
    await page.keyboard.press("Escape");
    expect(await axeViolations(page)).toEqual([]);

    const total = Number((await page.getByText(/^Total: \d+$/).textContent())?.replace(/\D/g, ""));
    expect(total).toBeGreaterThan(0);
    const file = await downloadedLines(page, () => page.getByRole("button", { name: "Export" }).click());
    expect(file.name).toMatch(/^region-broadcaster-stats-day-PH-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.lines[0]?.charCodeAt(0)).toBe(0xfeff);
    expect(file.lines[0]).toContain("agency_uid,agency_name,day_utc");
    expect(file.lines.length - 1).toBe(total * 30);
    expect(file.lines.slice(1).every((line) => line.includes("Manila Live Hub"))).toBe(true);

    // A direct call for Indonesia is refused (43003: no data permission), the list and the export alike.
    const now = Math.floor(Date.now() / 1000);
    const range = { startTime: now - 30 * 86_400, endTime: now - 86_400 };
    expect((await apiAnswer(page.request, token, `${LD}/area/liveOrder`, { area: "ID", ...range, page: 1, pageSize: 20 })).code).toBe(43003);
    const form = { area: "ID", tab: "days", startTime: String(range.startTime), endTime: String(range.endTime) };
    const refused = (await (await page.request.post(`${LD}/area/exportUrl`, { form, headers: { Authorization: `Bearer ${token}` } })).json()) as { code: number };
    expect(refused.code).toBe(43003);
  } finally {
    await scopeOperatorTo(page.request, admin, ["ID", "PH", "VN"]);
  }
});

test("the agency ranking shows each agency's change of place against the named previous period, with totals over every agency", async ({ page }) => {
  await openAs(page, "operator", "/region/broadcaster-stats/agency-data?area=PH");
  const table = page.getByRole("table", { name: "Agency data" });
  const manila = table.getByRole("row").filter({ hasText: "Manila Live Hub" });
  await expect(manila).toBeVisible();
  await expect(manila.locator("[data-trend]")).toHaveText(/^(\+\d+|−\d+|New|No change)(Up \d+|Down \d+|New in the ranking|No change) vs the previous period \(.+ – .+\)$/);
  await expect(page.getByTestId("rank-comparison")).toHaveText(/^Rank change vs the previous period \(.+ – .+\)$/);
  await expect(page.getByTestId("agency-totals")).toContainText(/^All \d+ agencies: /);
  expect(await axeViolations(page)).toEqual([]);
});

test("broadcaster data, anchor: the totals are the sum of the tab's rows, which the export holds", async ({ page }) => {
  await openAs(page, "agency.owner", "/data-center/broadcaster-data/anchor");
  const table = page.getByRole("table", { name: "Broadcaster" });
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  await expect(table).not.toHaveAttribute("aria-busy", "true");
  const totals = page.getByTestId("anchor-totals");
  await expect(totals).toContainText(/^All \d+ broadcasters: \$/);
  expect(await axeViolations(page)).toEqual([]);
  const cents = Number(await totals.getAttribute("data-cents"));
  const count = Number((await totals.textContent())?.match(/All (\d+)/)?.[1]);

  const file = await downloadedLines(page, () => page.getByRole("button", { name: "Export" }).click());
  expect(file.name).toMatch(/^broadcaster-data-anchor-\d{4}-\d{2}\.csv$/);
  expect(file.lines[0]).toContain("income_cents,gift_income_cents");
  // Income is the sixth cell from the end (then one per benefit type); a name may hold a quoted comma.
  const rows = file.lines.slice(1).map((line) => line.split(","));
  expect(rows).toHaveLength(count);
  expect(rows.reduce((sum, cells) => sum + Number(cells[cells.length - 6]), 0)).toBe(cents);
  // The table's first row is the file's first row (highest income first).
  await expect(table.getByRole("row").nth(1)).toContainText(rows[0]?.[1] ?? "?");
});
