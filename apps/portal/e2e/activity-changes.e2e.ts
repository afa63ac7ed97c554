/**
 * Registration changes of an activity (issue 24 item 4), end to end in Chromium against the
 * sandbox, as agency.owner: a move into a round that another manager filled meanwhile is refused
 * with the translated reason and the broadcaster stays in their round; a move that goes through
 * shows before -> after and uses one change of the allowance; in a running activity whose round
 * has started, every change is disabled with the server's reason.
 */
import { ActivitySignStatus } from "@agent-portal/api-client/enums";
import { apiCall, apiLogin, useToken } from "@agent-portal/e2e-support/api";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const DETAIL = "/agent/broadcaster-operate/act-regist/act-detail";

interface Candidate {
  readonly anchorUid: string;
  readonly eligible: 0 | 1;
  readonly signStatus: number;
}

/** The round changes of activity 102's Round 2 (1022), which holds two of the agency's broadcasters. */
async function openRoundTwo(page: Page) {
  await page.goto(`${DETAIL}?activityId=102`);
  await page.getByRole("button", { name: "Changes in Round 2" }).click();
  await expect(page).toHaveURL(/roundId=1022/);
  const anchors = page.getByRole("list", { name: "Your broadcasters in Round 2" }).getByRole("listitem");
  await expect(anchors).toHaveCount(2);
  return anchors;
}

test("a move into a round filled meanwhile is refused with its reason, and the broadcaster stays in their round", async ({ page }) => {
  const token = await apiLogin(page.request, "agency.owner");
  const manager = await apiLogin(page.request, "agency.manager");
  await useToken(page, token);
  const anchors = await openRoundTwo(page);
  const first = anchors.first();
  const name = (await first.getAttribute("aria-label")) ?? "";
  await first.getByRole("button", { name: "Move" }).click();
  const dialog = page.getByRole("dialog", { name: "Move to another round" });
  await dialog.getByRole("combobox", { name: "New round" }).click();
  await page.getByRole("option", { name: /^Round 1 / }).click();
  await expect(dialog.getByTestId("change-before-after")).toHaveText(/Before: Round 2.*After: Round 1/);
  await expect(dialog.getByTestId("change-allowance")).toHaveText("Uses 1 round change: 2 of 3 left after this.");

  // Another manager takes Round 1's four free places.
  const answer = await page.request.get("/api/act75352/query_anchor_list?activityId=102&pageIndex=1&pageSize=100", { headers: { Authorization: `Bearer ${token}` } });
  const { data } = (await answer.json()) as { data: { list: Candidate[] } };
  const free = data.list.filter((row) => row.eligible === 1 && row.signStatus === ActivitySignStatus.None).slice(0, 4);
  await apiCall(
    page.request,
    manager,
    "/api/act75352/sign",
    { activityId: 102, roundId: 1021, anchorUids: free.map((row) => row.anchorUid), formValues: { talent: "singing" } },
    0,
  );

  await dialog.getByRole("button", { name: "Move" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("This round is full.");
  await dialog.getByRole("button", { name: "Keep as it is" }).click();
  await expect(page.getByRole("list", { name: "Your broadcasters in Round 2" }).getByRole("listitem", { name })).toBeVisible();
  await expect(page.getByTestId("round-change-allowance")).toHaveText("Round changes left for this activity: 3 of 3");
});

test("a move goes through: the broadcaster leaves Round 2 for Round 3 and one change of the allowance is used", async ({ page }) => {
  await useToken(page, await apiLogin(page.request, "agency.owner"));
  const anchors = await openRoundTwo(page);
  const name = (await anchors.first().getAttribute("aria-label")) ?? "";
  await anchors.first().getByRole("button", { name: "Move" }).click();
  const dialog = page.getByRole("dialog", { name: "Move to another round" });
  await dialog.getByRole("combobox", { name: "New round" }).click();
  await page.getByRole("option", { name: /^Round 3 / }).click();
  await dialog.getByRole("button", { name: "Move" }).click();
  await expect(page.getByText(`${name} moved to Round 3.`)).toBeVisible();
  await expect(anchors).toHaveCount(1);
  await expect(page.getByTestId("round-change-allowance")).toHaveText("Round changes left for this activity: 2 of 3");
  await page.getByRole("button", { name: "Changes in Round 3" }).click();
  await expect(page.getByRole("list", { name: "Your broadcasters in Round 3" }).getByRole("listitem", { name })).toBeVisible();
});

test("in a running activity whose round has started, every change is disabled with the server's reason", async ({ page }) => {
  await useToken(page, await apiLogin(page.request, "agency.owner"));
  await page.goto(`${DETAIL}?activityId=103&roundId=1031`);
  const row = page.getByRole("list", { name: "Your broadcasters in Round 1" }).getByRole("listitem").first();
  await expect(row.getByText("The round can no longer be changed.")).toBeVisible();
  await expect(row.getByText("Sign-up for this activity is closed.")).toBeVisible();
  for (const action of ["Move", "Replace", "Take out of round", "Cancel registration"]) await expect(row.getByRole("button", { name: action })).toBeDisabled();
});
