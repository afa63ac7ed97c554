/**
 * Issue 25, the workspace, in Chromium on the sandbox: the home lists today's work for the user's
 * role with the counts the server holds (the seeded transfer into the agency waiting for its answer,
 * the contracts ending soon), each entry landing on its filtered list; a broker's home has no entry
 * for a screen the broker cannot open; Ctrl+K finds screens and broadcasters. The bar of open pages
 * is in `tabs.e2e.ts`.
 */
import type { Page } from "@playwright/test";
import { AnchorListTab, TransferDirection, TransferInitiator, TransferStatus } from "@agent-portal/api-client/enums";
import { axeViolations } from "@agent-portal/e2e-support/a11y";
import { apiCall, apiLogin, useToken } from "@agent-portal/e2e-support/api";
import { expect, test } from "./fixtures.ts";
import { openHome } from "./workspace.ts";

const work = (page: Page) => page.getByRole("region", { name: "Today's work" });
const entry = (page: Page, id: string) => work(page).locator(`[data-entry="${id}"]`);

test("the manager's home counts the transfer waiting for the agency and the contracts ending soon, and each lands on its filtered list", async ({ page }) => {
  const token = await openHome(page, "agency.manager");
  // What the server holds, and so what the home must show.
  const tabs = await apiCall<{ tabs: { tab: number; count: number }[] }>(page.request, token, "/api/broker/QryAgentListTab", {}, 1);
  const toBeRenewed = tabs.tabs.find((tab) => tab.tab === AnchorListTab.ToBeRenewed)?.count ?? 0;
  const transfers = await apiCall<{ list: { initiator: number }[] }>(
    page.request,
    token,
    "/api/manage_anchor/QryTransferList",
    { direction: TransferDirection.In, status: TransferStatus.WaitingAgency, page: 1, page_size: 100 },
    1,
  );
  const transfersIn = transfers.list.filter((transfer) => transfer.initiator === TransferInitiator.SourceAgency).length;
  expect(transfersIn).toBeGreaterThan(0);
  expect(toBeRenewed).toBeGreaterThan(0);

  await expect(entry(page, "transfersIn")).toContainText(`${String(transfersIn)} waiting`);
  await expect(entry(page, "toBeRenewed")).toContainText(`${String(toBeRenewed)} waiting`);

  await entry(page, "transfersIn").getByRole("link").click();
  await expect(page).toHaveURL(/\/agent\/broadcaster\/modify\/modify\?view=in&status=1$/);
  await expect(page.getByRole("table")).toBeVisible();
  await expect(page.getByRole("table").getByRole("row")).toHaveCount(transfers.list.length + 1);

  await page.goBack();
  await entry(page, "toBeRenewed").getByRole("link").click();
  await expect(page).toHaveURL(/\/agent\/broadcaster\/list\/list\/to-be-renewed$/);
  await expect(page.getByText(`Total: ${String(toBeRenewed)}`)).toBeVisible();
});

test("the home counts the sign-up deadlines within 48 hours, the broadcasters with no live for 3 days and the statements to sign, each landing on its filtered list", async ({
  page,
}) => {
  const token = await openHome(page, "agency.manager");
  // What the server holds (the seed: one activity closing in 24-48 hours, one statement waiting), and so what the home must show.
  const activities = await page.request.get("/api/act75352/sign_act_list?status=2&closingWithin=48&page=1&size=20", { headers: { Authorization: `Bearer ${token}` } });
  const closing = ((await activities.json()) as { data: { total: number; list: { activityName: string }[] } }).data;
  const idle = await apiCall<{ total: number }>(page.request, token, "/api/broker/QryAnchorList", { tab: AnchorListTab.All, no_live_days: 3, page: 1, page_size: 1 }, 1);
  const toSign = await apiCall<{ total: number }>(page.request, token, "/bigo_act_livedata_api/agentOss/invoiceList", { status: 1, page: 1, pageSize: 1 }, 0);
  expect(closing.total).toBe(1);
  expect(idle.total).toBeGreaterThan(0);
  expect(toSign.total).toBe(1);

  // The three are the list's last entries: scrolled to, as a user would, for those below the fold to count.
  await entry(page, "statementsToSign").scrollIntoViewIfNeeded();
  await expect(entry(page, "signUpClosing")).toContainText(`${String(closing.total)} waiting`);
  await expect(entry(page, "noLive")).toContainText(`${String(idle.total)} waiting`);
  await expect(entry(page, "statementsToSign")).toContainText(`${String(toSign.total)} waiting`);

  await entry(page, "signUpClosing").getByRole("link").click();
  await expect(page).toHaveURL(/\/agent\/broadcaster-operate\/act-regist\/list\?status=2&closing=48$/);
  const activityTable = page.getByRole("table", { name: "Activity list" });
  await expect(activityTable.getByRole("row").filter({ hasText: closing.list[0]?.activityName ?? "(none)" })).toBeVisible();
  await expect(activityTable.getByRole("row")).toHaveCount(closing.total + 1);

  await page.goBack();
  await entry(page, "noLive").getByRole("link").click();
  await expect(page).toHaveURL(/\/agent\/broadcaster\/list\/list\/all\?noLive=3$/);
  await expect(page.getByText(`Total: ${String(idle.total)}`)).toBeVisible();

  await page.goBack();
  await entry(page, "statementsToSign").getByRole("link").click();
  await expect(page).toHaveURL(/\/agent\/data-center\/broadcaster-data\/proxy\?status=1$/);
  const statements = page.getByRole("table", { name: "Monthly statements" });
  await expect(statements.getByRole("button", { name: "Sign…" })).toHaveCount(toSign.total);
  await expect(statements.getByRole("row")).toHaveCount(toSign.total + 1);
});

test("a broker's home lists only what the broker may open", async ({ page }) => {
  await openHome(page, "agency.broker");
  await expect(entry(page, "toBeRenewed")).toBeVisible();
  await expect(entry(page, "unfinishedKyc")).toBeVisible();
  await expect(entry(page, "noLive")).toBeVisible();
  await expect(work(page).getByRole("listitem")).toHaveCount(3);
  for (const id of ["transfersIn", "transfersOut", "cancellations", "subAgentApplications", "recruitReview", "signUpClosing", "statementsToSign"])
    await expect(entry(page, id)).toHaveCount(0);
});

test("Ctrl+K finds a broadcaster by Bigo ID and Enter opens their live data; screens are found by name, from the keyboard alone", async ({ page }) => {
  const token = await openHome(page, "agency.manager");
  const [dewi] = (
    await apiCall<{ list: { anchor_uid: string; nick_name: string }[] }>(
      page.request,
      token,
      "/api/broker/QryAnchorList",
      { tab: 1, bigo_id: "anchor.1", page: 1, page_size: 1 },
      1,
    )
  ).list;
  expect(dewi).toBeDefined();
  await expect(entry(page, "toBeRenewed")).toBeVisible();
  // The button is drawn inert (aria-disabled) from the first paint; enabled once the box's chunk, and its shortcut, are there.
  await expect(page.getByRole("button", { name: /Jump to/ })).toBeEnabled();

  await page.keyboard.press("Control+k");
  const box = page.getByRole("dialog", { name: "Jump to" });
  await expect(box.getByRole("combobox")).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.type("anchor.1");
  const found = box.getByRole("option", { name: new RegExp(dewi?.nick_name ?? "(none)") });
  await expect(found).toBeVisible();
  // The broadcaster's row arrives after the screens' (its search call answers later): the arrow keys reach it.
  for (let step = 0; step < 10 && (await found.getAttribute("aria-selected")) !== "true"; step += 1) await page.keyboard.press("ArrowDown");
  await expect(found).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/agent/broadcaster/broadcaster-live-data/${dewi?.anchor_uid ?? "(none)"}`));
  await expect(box).toBeHidden();

  await page.keyboard.press("Control+k");
  await page.keyboard.type("to be renewed");
  await expect(box.getByRole("option").first()).toContainText("To be renewed");
  await expect(box.getByRole("status")).toHaveText(/Results: [1-9]/);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/agent\/broadcaster\/list\/list\/to-be-renewed$/);
});

test("Ctrl+K finds broadcasters by part of their name, only those the user may see, announced, and Enter opens the chosen one's live data", async ({ page }) => {
  const named = async (token: string) =>
    (
      await apiCall<{ list: { anchor_uid: string; nick_name: string }[] }>(
        page.request,
        token,
        "/api/broker/QryAnchorList",
        { tab: 1, nick_name: "wijaya", page: 1, page_size: 5 },
        1,
      )
    ).list;
  const brokerToken = await apiLogin(page.request, "agency.broker");
  const brokers = await named(brokerToken);
  const token = await openHome(page, "agency.manager");
  const managers = await named(token);
  expect(managers.length).toBeGreaterThan(brokers.length);
  await expect(entry(page, "toBeRenewed")).toBeVisible();
  // The box's shortcut listens once its chunk has loaded, after the page's first paint: until then
  // its button is drawn inert (aria-disabled).
  const jump = page.getByRole("button", { name: /Jump to/ });
  await expect(jump).toBeEnabled();

  await page.keyboard.press("Control+k");
  const box = page.getByRole("dialog", { name: "Jump to" });
  await expect(box.getByRole("combobox")).toBeFocused();
  await page.keyboard.type("Wijaya");
  const found = box.getByRole("option", { name: /Live data · Bigo ID/ });
  await expect(found).toHaveCount(managers.length);
  for (const [index, anchor] of managers.entries()) await expect(found.nth(index)).toContainText(anchor.nick_name);
  await expect(box.getByRole("status")).toHaveText(new RegExp(`Results: ${String(managers.length)}`));
  const [first] = managers;
  for (let step = 0; step < 10 && (await found.first().getAttribute("aria-selected")) !== "true"; step += 1) await page.keyboard.press("ArrowDown");
  await expect(found.first()).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/agent/broadcaster/broadcaster-live-data/${first?.anchor_uid ?? "(none)"}$`));

  // A broker finds only their own broadcasters: the server's data scope answers the same search.
  await useToken(page, brokerToken);
  await page.goto("/agent/");
  await expect(jump).toBeEnabled();
  await page.keyboard.press("Control+k");
  await expect(box.getByRole("combobox")).toBeFocused();
  await page.keyboard.type("Wijaya");
  await expect(box.getByRole("status")).toHaveText(/Results:/);
  await expect(found).toHaveCount(brokers.length);
  if (brokers.length === 0) await expect(box.getByText("No broadcaster you can see has this name or Bigo ID")).toBeVisible();
});

test("on a phone the entries below the fold ask for their counts only when scrolled to, showing their links meanwhile", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const asked: string[] = [];
  page.on("request", (request) => asked.push(new URL(request.url()).pathname));
  await openHome(page, "agency.manager");
  // The first entry is counted; the last (appeals with news), far below the fold, shows its link and nothing loading.
  await expect(entry(page, "transfersIn")).toContainText("waiting");
  const last = entry(page, "appealsNews");
  await expect(last.getByRole("link", { name: "Appeals decided since your last look" })).toBeVisible();
  await expect(last.locator('[aria-busy="true"], [data-slot="skeleton"]')).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  expect(asked.filter((path) => path.endsWith("/QueryAppealNewsCount"))).toEqual([]);

  await last.scrollIntoViewIfNeeded();
  await expect(last).toContainText(/waiting/);
  expect(asked.filter((path) => path.endsWith("/QueryAppealNewsCount"))).toHaveLength(1);
});

test("the home, and the jump box in Arabic, pass axe; the box lists only screens the broker may open", async ({ page }) => {
  await openHome(page, "agency.broker");
  await expect(entry(page, "toBeRenewed")).not.toContainText(/Loading/);
  expect(await axeViolations(page)).toEqual([]);
  await page.goto("/agent/?lang=ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.getByRole("button", { name: /انتقال إلى/ }).click();
  const box = page.getByRole("dialog", { name: "انتقال إلى" });
  await page.keyboard.type("نقل العلاقة");
  await expect(box.getByRole("status")).toHaveText(/النتائج/);
  await expect(box.getByRole("option", { name: /نقل العلاقة/ })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(box).toBeHidden();
});

// The bar of open pages is not switched on in the main layout yet: this check failed in CI (2026-11-26; the broadcaster list's rows
// never showed after switching back to its tab), and runs again once the bar is fixed and switched on (issue 25).
