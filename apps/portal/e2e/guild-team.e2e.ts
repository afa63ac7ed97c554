/**
 * The guild team (GuildTeam, `/guild/team`; issue 22 item 8) as `agency.owner`, in Chromium
 * against the sandbox: removing a broker states how many broadcasters lose their broker and links
 * to reassigning them in bulk; adding a member echoes their name first; demoting the agency's last
 * super manager is refused with the server's message, while a role change shows in the change
 * history as before → after. A broker removed while logged in in another browser loses the
 * broker's routes at their next guarded navigation (not at the 5-minute refresh).
 */
import type { Page } from "@playwright/test";
import { AgentRole, AnchorListTab } from "@agent-portal/api-client/enums";
import { apiCall, apiLogin, useToken } from "@agent-portal/e2e-support/api";
import { expect, logInThroughForm, test, waitForSettled } from "./fixtures.ts";

const TEAM = "/agent/guild/team";

interface Member {
  readonly uid: string;
  readonly bigo_id: string;
  readonly nick_name: string;
  readonly role: number;
  readonly anchor_count: number;
}

/** Logs `agency.owner` in through the API and opens the team page; answers the token. */
async function openTeam(page: Page): Promise<string> {
  const token = await apiLogin(page.request, "agency.owner");
  await useToken(page, token);
  await page.goto(TEAM);
  await waitForSettled(page);
  return token;
}

const members = (page: Page) => page.getByRole("table", { name: "Team members" });

test("removing a broker says how many broadcasters lose their broker, and the link reassigns them in bulk", async ({ page }) => {
  const token = await openTeam(page);
  const team = await apiCall<{ list: Member[] }>(page.request, token, "/api/union_oss/getAgencyMemberList", { page: 1, page_size: 50 }, 0);
  const broker = team.list.find((m) => m.role === AgentRole.BROKER && m.anchor_count > 0 && m.bigo_id !== "agus.broker");
  if (broker === undefined) throw new Error("the seed gives the agency a second broker with broadcasters");
  const theirs = await apiCall<{ list: { anchor_uid: string }[] }>(
    page.request,
    token,
    "/api/broker/QryAnchorList",
    { tab: AnchorListTab.All, broker_uid: broker.uid, page: 1, page_size: 100 },
    1,
  );
  expect(theirs.list).toHaveLength(broker.anchor_count);

  await members(page)
    .getByRole("button", { name: `Remove ${broker.nick_name}` })
    .click();
  const confirm = page.getByRole("dialog", { name: `Remove ${broker.nick_name} from the team?` });
  await expect(confirm).toContainText(`Broadcasters who will have no broker: ${String(broker.anchor_count)}`);
  await expect(confirm.getByRole("link", { name: "Assign them another broker first" })).toHaveAttribute("href", `/agent/broadcaster/list/list/all?broker=${broker.uid}`);
  await confirm.getByRole("button", { name: "Remove", exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(members(page).getByRole("row").filter({ hasText: broker.nick_name })).toHaveCount(0);
  await expect(page.getByText(`Broadcasters now without a broker: ${String(broker.anchor_count)}.`)).toBeVisible();

  // The notice's link opens the broadcaster list on the broadcasters with no broker: select them, assign one.
  await page.getByRole("link", { name: "Assign them a broker" }).click();
  await expect(page).toHaveURL(/\/agent\/broadcaster\/list\/list\/all\?broker=0$/);
  const list = page.getByRole("table", { name: "All" });
  await page.getByRole("combobox", { name: "Rows per page" }).selectOption({ label: "100 per page" });
  await expect(page).toHaveURL(/[?&]size=100/);
  await waitForSettled(page);
  await expect(list.getByRole("row").filter({ hasText: "No broker" }).first()).toBeVisible();
  await list.getByRole("checkbox", { name: "Select all rows on this page" }).check();
  await page.getByRole("button", { name: "Assign a broker to the selected" }).click();
  const assign = page.getByRole("dialog", { name: "Assign a broker" });
  await assign.getByRole("combobox", { name: "Broker" }).click();
  await page.getByRole("option", { name: /^Agus Broker \(/ }).click();
  await assign.getByRole("button", { name: "Assign" }).click();
  await expect(assign).toBeHidden();

  const agus = team.list.find((m) => m.bigo_id === "agus.broker");
  const now = await apiCall<{ list: { anchor_uid: string }[] }>(
    page.request,
    token,
    "/api/broker/QryAnchorList",
    { tab: AnchorListTab.All, broker_uid: agus?.uid ?? "", page: 1, page_size: 100 },
    1,
  );
  expect(now.list.map((a) => a.anchor_uid)).toEqual(expect.arrayContaining(theirs.list.map((a) => a.anchor_uid)));
});

test("adding a member shows the name the server echoes before the add", async ({ page }) => {
  await openTeam(page);
  await page.getByRole("button", { name: "Add member" }).click();
  const add = page.getByRole("dialog", { name: "Add a member" });
  await add.getByLabel("Bigo ID").fill("NIA.VIEWER");
  await add.getByRole("button", { name: "Find" }).click();
  await expect(add.getByText("Found: Nia Viewer (Bigo ID nia.viewer)")).toBeVisible();
  await add.getByRole("button", { name: "Add", exact: true }).click();
  await expect(add).toBeHidden();
  const row = members(page).getByRole("row").filter({ hasText: "Nia Viewer" });
  await expect(row).toContainText("Broker");
  await expect(row).toContainText("by Budi Santoso");
});

test("demoting the last super manager is refused; a broker's promotion shows in the history as before → after", async ({ page }) => {
  await openTeam(page);
  await members(page).getByRole("button", { name: "Change the role of Budi Santoso" }).click();
  const own = page.getByRole("dialog", { name: "Change the role of Budi Santoso" });
  await own.getByRole("combobox", { name: "New role" }).click();
  await page.getByRole("option", { name: "Manager", exact: true }).click();
  await own.getByRole("button", { name: "Change role" }).click();
  await expect(own.getByRole("alert")).toContainText("The agency's last super manager cannot be removed or demoted.");
  await own.getByRole("button", { name: "Cancel" }).click();
  await expect(members(page).getByRole("row").filter({ hasText: "budi.nusantara" })).toContainText("Super manager");

  await members(page).getByRole("button", { name: "Change the role of Agus Broker" }).click();
  const agus = page.getByRole("dialog", { name: "Change the role of Agus Broker" });
  await agus.getByRole("combobox", { name: "New role" }).click();
  await page.getByRole("option", { name: "Manager", exact: true }).click();
  await agus.getByRole("button", { name: "Change role" }).click();
  await expect(agus).toBeHidden();
  await page.getByRole("tab", { name: "Change history" }).click();
  const history = page.getByRole("table", { name: "Change history" });
  await expect(history.getByRole("row").filter({ hasText: "Agus Broker" }).first()).toContainText("Broker → Manager");
});

test("a broker removed while logged in loses the broker's routes at their next guarded navigation", async ({ page, browser, baseURL }) => {
  const other = await browser.newContext({ baseURL });
  try {
    const broker = await other.newPage();
    await broker.goto("/agent/login");
    await logInThroughForm(broker, "agency.broker");
    const nav = broker.getByRole("navigation", { name: "Main navigation" });
    await nav.getByRole("button", { name: "Broadcasters" }).click();
    const list = nav.getByRole("link", { name: "Broadcaster list" });
    await expect(list).toBeVisible();

    const token = await openTeam(page);
    const team = await apiCall<{ list: Member[] }>(page.request, token, "/api/union_oss/getAgencyMemberList", { page: 1, page_size: 50 }, 0);
    const agus = team.list.find((m) => m.bigo_id === "agus.broker");
    if (agus === undefined) throw new Error("the seed makes agus.broker a broker of agency.owner's agency");
    await apiCall(page.request, token, "/api/union_oss/deleteAgencyMember", { member_uid: agus.uid, anchor_count: agus.anchor_count }, 0);

    // The broker's page still shows the link (nothing has told it yet); following it is the next guarded navigation.
    await list.click();
    await expect(broker.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Broadcaster list" })).toHaveCount(0);
  } finally {
    await other.close();
  }
});
