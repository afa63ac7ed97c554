/**
 * Data permissions end to end against the sandbox (`/admin/data-permissions`, DataPermission 13):
 * an admin narrows the operator to one region and the list says so in words; an operator scoped
 * to the Philippines then gets nothing of Indonesia from the UI (the data center's live tab), an
 * export (a region's new-broadcaster file) or a raw API call.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { axeViolations } from "@agent-portal/e2e-support/a11y";
import { apiCall, apiLogin, useToken } from "@agent-portal/e2e-support/api";
import { expect, test } from "./fixtures.ts";

/** A broadcaster of Nusantara Star Agency (region ID), live in the default range of the live tab. */
const FAJAR = { bigoId: "fajaranggraini4580", name: "Fajar Live" };

/** Opens `path` (under /agent) logged in as `username` through the API: these tests are about the pages, not the login. */
async function openAs(page: Page, username: string, path: string): Promise<void> {
  await useToken(page, await apiLogin(page.request, username));
  await page.goto(`/agent${path}`);
}

/** Sets the operator's scope to the Philippines through the API, as an admin. */
async function scopeOperatorToPhilippines(request: APIRequestContext): Promise<void> {
  const admin = await apiLogin(request, "admin");
  const regions = (await (await request.get("/api/agent/permission/getRegions", { headers: { Authorization: `Bearer ${admin}` } })).json()) as {
    data: { id: number; shortName: string }[];
  };
  const ph = regions.data.find((r) => r.shortName === "PH");
  const { list } = await apiCall<{ list: { id: number; username: string; version: number }[] }>(request, admin, "/api/agent/account/list", { keyword: "operator" }, 0);
  const operator = list.find((row) => row.username === "operator");
  expect(ph, "region PH").toBeDefined();
  expect(operator, "operator account").toBeDefined();
  await apiCall(request, admin, "/api/agent/account/setDataScope", { id: operator?.id, version: operator?.version, kind: "regions", region_ids: [ph?.id], agency_ids: [] }, 0);
}

test("an admin narrows the operator to one region and sees its scope in words", async ({ page }) => {
  await openAs(page, "admin", "/admin/data-permissions?q=operator");
  const table = page.getByRole("table", { name: "Data permissions" });
  const row = table.getByRole("row").filter({ hasText: "Rosa Operator" });
  await expect(row).toContainText("Sees 3 regions: Indonesia, Philippines, Vietnam");
  await row.getByRole("button", { name: "Edit the data scope of operator" }).click();

  const dialog = page.getByRole("dialog", { name: "Data scope of operator" });
  await dialog.getByRole("checkbox", { name: "Indonesia (ID)" }).uncheck();
  await dialog.getByRole("checkbox", { name: "Vietnam (VN)" }).uncheck();
  await expect(dialog.getByRole("status")).toHaveText("Sees 1 regions: Philippines");
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("Sees 1 regions: Philippines");
});

test("an operator scoped to one region gets nothing of another from the UI, an export or a raw API call", async ({ page }) => {
  const operator = await apiLogin(page.request, "operator");
  const now = Math.floor(Date.now() / 1000);
  const range = { startTime: now - 30 * 86_400, endTime: now - 86_400 };
  const fajarRows = async () =>
    (
      await apiCall<{ list: { bigoId: string }[] }>(
        page.request,
        operator,
        "/bigo_act_livedata_api/agentOss/anchorList",
        { ...range, bigoId: FAJAR.bigoId, page: 1, pageSize: 20 },
        0,
      )
    ).list;
  // Seeded with Indonesia among its regions, the operator sees the Indonesian broadcaster.
  expect((await fajarRows()).map((r) => r.bigoId)).toEqual([FAJAR.bigoId]);
  await scopeOperatorToPhilippines(page.request);

  // UI: the Indonesian broadcaster is not in the operator's live data.
  await useToken(page, operator);
  await page.goto(`/agent/data-center/live-data/live?bigo=${FAJAR.bigoId}`);
  await expect(page.getByText(`${FAJAR.bigoId} is not a broadcaster of your agency, or was not live in these days.`)).toBeVisible();
  await expect(page.getByRole("link", { name: FAJAR.name })).toHaveCount(0);

  // Raw API: only the Philippines among the regions; no Indonesian row from the data center.
  const regions = (await (await page.request.get("/api/agent/permission/getRegions", { headers: { Authorization: `Bearer ${operator}` } })).json()) as {
    data: { shortName: string }[];
  };
  expect(regions.data.map((r) => r.shortName)).toEqual(["PH"]);
  expect(await fajarRows()).toEqual([]);

  // Export: Indonesia's new-broadcaster file is refused; the Philippines' lists no Indonesian agency.
  const form = (area: string) => ({ area, startTime: String(range.startTime), endTime: String(range.endTime) });
  const headers = { Authorization: `Bearer ${operator}` };
  const refused = (await (await page.request.post("/bigo_act_livedata_api/new_anchor/area/exportUrl", { form: form("ID"), headers })).json()) as { code: number };
  // 43003: no data permission for this region.
  expect(refused.code).toBe(43003);
  const exported = (await (await page.request.post("/bigo_act_livedata_api/new_anchor/area/exportUrl", { form: form("PH"), headers })).json()) as {
    code: number;
    data: { url: string };
  };
  expect(exported.code).toBe(0);
  const file = await (await page.request.get(exported.data.url)).text();
  expect(file).toContain("agency_uid");
  expect(file).toContain("Manila Live Hub");
  expect(file).not.toContain("Nusantara");
});
