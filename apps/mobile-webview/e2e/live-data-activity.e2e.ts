/**
 * Issue 20 item 7: the broadcaster's own data in the webview against the sandbox. "My live data"
 * from the home page shows the creator level and the month's figures the API answers for the
 * broadcaster (creator achieveLevel, livedata), and another month from the picker; activity 74338
 * is signed up for through its confirmation (one sign-up, kept across a reload) and shows the
 * month's game live figures; with the page switch off it only says the activity is closed.
 */
import { apiCall, apiLogin, useToken } from "@agent-portal/e2e-support/api";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const LD = "/bigo_act_livedata_api";

/** A UTC month's bounds in Unix seconds, `back` months before the current one. */
function monthBounds(back: number): { month: string; startTime: number; endTime: number } {
  const now = new Date();
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1);
  const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back + 1, 1);
  return { month: new Date(start).toISOString().slice(0, 7), startTime: start / 1000, endTime: end / 1000 - 1 };
}

const monthName = (month: string) => new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", timeZone: "UTC" }).format(Date.parse(`${month}-01T00:00:00Z`));

async function beansOf(request: APIRequestContext, token: string, back: number): Promise<number> {
  const { startTime, endTime } = monthBounds(back);
  const answer = await apiCall<{ summary: { beans: number } }>(request, token, `${LD}/creator/livedata`, { startTime, endTime }, 0);
  return answer.summary.beans;
}

test("a broadcaster opens their live data from the home page: level, this month's figures, then last month's", async ({ page }) => {
  const token = await apiLogin(page.request, "anchor.1");
  const level = await apiCall<{ level: number }>(page.request, token, `${LD}/creator/achieveLevel`, {}, 0);
  const thisMonth = await beansOf(page.request, token, 0);
  const lastMonth = await beansOf(page.request, token, 1);
  await useToken(page, token);
  await page.goto("/agent/m");
  await page.getByRole("link", { name: /My live data/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My live data" })).toBeVisible();

  const levelBlock = page.getByRole("region", { name: "Creator level this month" });
  await expect(levelBlock.getByText(level.level === 0 ? "No level yet" : `Level ${String(level.level)}`)).toBeVisible();
  const current = monthBounds(0);
  const figures = page.getByRole("region", { name: `Live figures, ${monthName(current.month)}` });
  await expect(figures.getByText("In progress")).toBeVisible();
  await expect(
    figures
      .getByRole("definition")
      .filter({ hasText: new RegExp(`^${thisMonth.toLocaleString("en-US")}$`) })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: `Tier, ${monthName(current.month)}` }).getByText(/^(Tier \d+|No tier)$/)).toBeVisible();

  const previous = monthBounds(1);
  await page.getByLabel("Month", { exact: true }).selectOption(previous.month);
  await expect(page).toHaveURL(new RegExp(`month=${previous.month}`));
  const before = page.getByRole("region", { name: `Live figures, ${monthName(previous.month)}` });
  await expect(
    before
      .getByRole("definition")
      .filter({ hasText: new RegExp(`^${lastMonth.toLocaleString("en-US")}$`) })
      .first(),
  ).toBeVisible();
  await expect(before.getByText("In progress")).toHaveCount(0);
});

test("a broadcaster signs up for activity 74338 after confirming, once, and sees the month's game live figures", async ({ page }) => {
  const token = await apiLogin(page.request, "anchor.2");
  await useToken(page, token);
  await page.goto("/agent/m");
  await page.getByRole("link", { name: /Game live activity/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Game live activity" })).toBeVisible();

  await page.getByRole("button", { name: "Sign up" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign up for the game live activity?" });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  // Cancelled: nothing was sent, the broadcaster is still not signed up.
  await expect(page.getByRole("button", { name: "Sign up" })).toBeVisible();

  await page.getByRole("button", { name: "Sign up" }).click();
  await dialog.getByRole("button", { name: "Sign up" }).click();
  const status = page.getByRole("region", { name: "Your participation" });
  await expect(status.getByText(/^(Signed up|Qualified this month)$/)).toBeVisible();
  const current = monthBounds(0);
  const figures = page.getByRole("region", { name: `Game live, ${monthName(current.month)}` });
  await expect(figures.getByText("Game live time")).toBeVisible();

  const answer = (await (await page.request.get(`${LD}/act74338/userStatus`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    code: number;
    data: { status: number };
  };
  expect(answer.code).toBe(0);
  expect(answer.data.status).toBeGreaterThanOrEqual(1);
  // Signed up once: a reload shows the signed-up view, and the server refuses a second sign-up (43011).
  await page.reload();
  await expect(page.getByRole("region", { name: "Your participation" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign up" })).toHaveCount(0);
  const again = await page.request.post(`${LD}/act74338/apply`, { data: {}, headers: { Authorization: `Bearer ${token}` } });
  expect(((await again.json()) as { code: number }).code).toBe(43011);
});

test("with the activity's page switched off the page only says the activity is closed", async ({ page }) => {
  const token = await apiLogin(page.request, "anchor.3");
  await useToken(page, token);
  // The sandbox always has the activity on: the switch's answer is replaced for this page only.
  await page.route("**/bigo_act_livedata_api/act74338/page/switch**", (route) => route.fulfill({ json: { code: 0, msg: "", data: { open: 0 } } }));
  await page.goto("/agent/m/activity/74338");
  await expect(page.getByText("This activity is closed.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign up" })).toHaveCount(0);
});
