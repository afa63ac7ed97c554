/**
 * Broadcaster operations (issue 24), end to end in Chromium against the sandbox, as agency.owner.
 * Assign PK: a broadcaster is chosen from the agency's list; a recommendation shows at once, and
 * one the server refuses over the limit (another manager took the last place meanwhile) rolls
 * back with the limit in its message, after which recommending is disabled with the reason.
 */
import { readFileSync } from "node:fs";
import { ActivitySignStatus } from "@agent-portal/api-client/enums";
import { apiCall, apiLogin, useToken } from "@agent-portal/e2e-support/api";
import { addFaults, expect, test } from "./fixtures.ts";

const PK = "/api/live_agent_service";
interface Candidate {
  readonly anchor_uid: string;
  readonly bigo_id: string;
  readonly recommended: 0 | 1;
}

test("assign PK: a recommendation refused over the limit rolls back with the limit in its message", async ({ page }) => {
  const token = await apiLogin(page.request, "agency.owner");
  const anchors = await apiCall<{ list: { anchor_uid: string; bigo_id: string; nick_name: string }[] }>(
    page.request,
    token,
    `${PK}/GetAnchorListWithPkInfo`,
    { page: 1, page_size: 20 },
    1,
  );
  const anchor = anchors.list[0];
  if (anchor === undefined) throw new Error("The seeded agency has no signed broadcaster.");
  const candidates = await apiCall<{ list: Candidate[]; recommend_count: number }>(
    page.request,
    token,
    `${PK}/GetPkCandAgencyAnchorList`,
    { anchor_uid: anchor.anchor_uid, page: 1, page_size: 20 },
    1,
  );
  const free = candidates.list.filter((row) => row.recommended === 0);
  const toNine = free.slice(0, 9 - candidates.recommend_count);
  if (toNine.length > 0) await apiCall(page.request, token, `${PK}/AddPkRecomAnchor`, { anchor_uid: anchor.anchor_uid, cand_anchor_uids: toNine.map((row) => row.anchor_uid) }, 1);
  const clicked = free[toNine.length];
  const takenByOther = free[toNine.length + 1];
  if (clicked === undefined || takenByOther === undefined) throw new Error("Too few candidates in the seeded agency.");

  await useToken(page, token);
  await page.goto("/agent/broadcaster-operate/assign-pk/list");
  const chooseButton = page.getByRole("button", { name: `Choose opponents ${anchor.nick_name}` }).first();
  await chooseButton.click();
  await expect(page).toHaveURL(new RegExp(`anchor=${anchor.bigo_id}`));
  await expect(page.getByTestId("pk-recommend-count")).toHaveText("9 / 10 recommended");

  // Another manager takes the last place; the page still shows 9 / 10. The answer is slowed so the optimistic state shows.
  await apiCall(page.request, token, `${PK}/AddPkRecomAnchor`, { anchor_uid: anchor.anchor_uid, cand_anchor_uids: [takenByOther.anchor_uid] }, 1);
  await addFaults(page, [{ match: { key: "AddPkRecomAnchor" }, latencyMs: 1500, times: 1 }]);
  const row = page.getByRole("row").filter({ hasText: clicked.bigo_id });
  await row.getByRole("button", { name: /^Recommend/ }).click();
  await expect(row.getByRole("button", { name: /^Withdraw/ })).toBeVisible();
  await expect(page.getByTestId("pk-recommend-count")).toHaveText("10 / 10 recommended");

  await expect(page.getByText("A broadcaster can have at most 10 recommended opponents.", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: /^Recommend/ })).toBeDisabled();
  await expect(page.getByText("The limit of 10 is reached: withdraw one to recommend another.")).toBeVisible();
  const after = await apiCall<{ list: Candidate[]; recommend_count: number }>(
    page.request,
    token,
    `${PK}/GetPkCandAgencyAnchorList`,
    { anchor_uid: anchor.anchor_uid, bigo_id: clicked.bigo_id },
    1,
  );
  expect(after.recommend_count).toBe(10);
  expect(after.list[0]?.recommended).toBe(0);

  // Withdrawing shows at once and frees a place.
  const withdrawn = page.getByRole("row").filter({ hasText: toNine[0]?.bigo_id ?? takenByOther.bigo_id });
  await withdrawn.getByRole("button", { name: /^Withdraw/ }).click();
  await expect(withdrawn.getByRole("button", { name: /^Recommend/ })).toBeVisible();
  await expect(page.getByTestId("pk-recommend-count")).toHaveText("9 / 10 recommended");
  await expect(row.getByRole("button", { name: /^Recommend/ })).toBeEnabled();
});

test("activity registration: status tabs with counts, the open activity's detail, and its deadline passing on an open page", async ({ page }) => {
  const token = await apiLogin(page.request, "agency.owner");
  const form = await page.request.get("/api/act75352/sign_act_form_info?activityId=102", { headers: { Authorization: `Bearer ${token}` } });
  const { data } = (await form.json()) as { data: { activity: { activityName: string; signEndTime: number } } };
  await useToken(page, token);
  await page.clock.install();
  await page.goto("/agent/broadcaster-operate/act-regist/list");
  await expect(page.getByRole("tab", { name: "All (4)" })).toBeVisible();
  await page.getByRole("tab", { name: "Sign-up open (1)" }).click();
  await expect(page).toHaveURL(/status=2/);
  const row = page.getByRole("row").filter({ hasText: data.activity.activityName });
  await expect(row.getByText(/^Closes in /)).toBeVisible();
  await expect(row.getByText("4 / 20")).toBeVisible();

  await row.getByRole("link", { name: data.activity.activityName }).click();
  await expect(page).toHaveURL(/act-detail\?activityId=102/);
  await expect(page.getByRole("table", { name: "Rounds" }).getByRole("row")).toHaveCount(4);
  await expect(page.getByText("Level 5 or higher")).toBeVisible();
  await expect(page.getByTestId("act-sign-state")).toHaveText("Sign-up open");

  // The deadline passes while the page stays open: it shows closed without a reload.
  await page.clock.setSystemTime(data.activity.signEndTime * 1000 + 1000);
  await expect(page.getByTestId("act-sign-state")).toHaveText("Sign-up closed");
  // The list page stays open as a hidden tab (its countdown with it): only what is shown counts.
  await expect(page.getByText(/^Closes in /).filter({ visible: true })).toHaveCount(0);
});

interface SignCandidate {
  readonly anchorUid: string;
  readonly bigoId: string;
  readonly nickName: string;
  readonly eligible: 0 | 1;
  readonly signStatus: number;
}

test("sign-up: ten chosen across pages, two taken meanwhile by another manager: eight signed, two failed with reasons, polled no faster than every 2 s", async ({ page }) => {
  const token = await apiLogin(page.request, "agency.owner");
  const manager = await apiLogin(page.request, "agency.manager");
  const pageOf = async (pageIndex: number): Promise<SignCandidate[]> => {
    const answer = await page.request.get(`/api/act75352/query_anchor_list?activityId=102&pageIndex=${String(pageIndex)}&pageSize=20`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return ((await answer.json()) as { data: { list: SignCandidate[] } }).data.list;
  };
  const free = (rows: SignCandidate[]) => rows.filter((row) => row.eligible === 1 && row.signStatus === ActivitySignStatus.None);
  const first = free(await pageOf(1));
  const second = free(await pageOf(2)).slice(0, Math.max(0, 10 - first.length));
  const chosen = [...first.slice(0, 10), ...second];
  expect(chosen).toHaveLength(10);

  await useToken(page, token);
  await page.goto("/agent/broadcaster-operate/act-regist/act-detail?activityId=102");
  await page.getByRole("combobox", { name: "Round" }).click();
  await page.getByRole("option", { name: /^Round 3 / }).click();
  await page.getByRole("combobox", { name: "Talent shown in the activity" }).click();
  await page.getByRole("option", { name: "singing" }).click();
  await expect(page.getByTestId("sign-up-count")).toHaveText("0 selected / quota 10");
  for (const row of chosen) {
    const box = page.getByRole("checkbox", { name: `Choose ${row.nickName} (${row.bigoId})` });
    if (!(await box.isVisible())) await page.getByRole("button", { name: "Next" }).click();
    await box.check();
  }
  // The choice survived the page change.
  await expect(page.getByTestId("sign-up-count")).toHaveText("10 selected / quota 10");
  await page.getByRole("button", { name: "Review" }).click();
  await expect(page.getByRole("list", { name: "Broadcasters to sign up" }).getByRole("listitem")).toHaveCount(10);

  // Another manager registers two of them first.
  const taken = chosen.slice(0, 2);
  await apiCall(
    page.request,
    manager,
    "/api/act75352/sign",
    { activityId: 102, roundId: 1023, anchorUids: taken.map((row) => row.anchorUid), formValues: { talent: "chatting" } },
    0,
  );
  const polls: number[] = [];
  // When the browser sent each poll (its own clock, `timing().startTime`): the time the test process
  // hears of a request lags by however busy the machine is, and that lag differs from poll to poll.
  page.on("requestfinished", (request) => {
    if (request.url().includes("/async_sign_result")) polls.push(request.timing().startTime);
  });
  await page.getByRole("button", { name: "Sign up", exact: true }).click();
  await expect(page.getByTestId("sign-up-summary")).toHaveText("8 signed, 2 failed, 0 pending", { timeout: 15_000 });
  await expect(page.getByRole("list", { name: "Sign-up results" }).getByText("Already registered by another manager.")).toHaveCount(2);
  const sent = [...polls].sort((a, b) => a - b);
  for (let i = 1; i < sent.length; i += 1) expect((sent[i] ?? 0) - (sent[i - 1] ?? 0)).toBeGreaterThanOrEqual(1_900);

  // "Retry failed (2)" sends exactly the two failed rows: read from the request body itself (through routing: the client
  // streams its JSON bodies, which request events do not expose), not from the retry task's outcome (2-4 s more polling).
  const retried: { anchorUids: string[]; roundId: number }[] = [];
  await page.route("**/api/act75352/sign", async (route) => {
    retried.push(route.request().postDataJSON() as { anchorUids: string[]; roundId: number });
    await route.continue();
  });
  await page.getByRole("button", { name: "Retry failed (2)" }).click();
  await expect.poll(() => retried.length).toBe(1);
  expect([...(retried[0]?.anchorUids ?? [])].sort()).toEqual(taken.map((row) => row.anchorUid).sort());
  expect(retried[0]?.roundId).toBe(1023);
});

test("activity schedule: the menu's New badge, the ended activity's draw and the open one not drawn yet", async ({ page }) => {
  await useToken(page, await apiLogin(page.request, "agency.owner"));
  await page.goto("/agent/broadcaster-operate/act-regist-result/schedule?activity=New%20Talent%20Cup");
  // The entrance answers one activity open for sign-up: the menu entry carries the badge.
  const menu = page.getByRole("navigation", { name: "Main navigation" });
  await expect(menu.getByRole("link", { name: /^Activity registration.*Activities open for sign-up: 1$/ })).toBeVisible();

  // The ended activity is drawn: its two registrations in force are group A, each the other's opponent.
  const schedule = page.getByRole("table", { name: "Round schedule" });
  await expect(schedule.getByText("Group A", { exact: true })).toHaveCount(2);
  // The open activity is not drawn yet (the filter applied in the page).
  const activity = page.getByRole("searchbox", { name: "Activity" });
  await activity.fill("PK Championship");
  await activity.press("Enter");
  await expect(schedule.getByText("Not yet drawn", { exact: true }).first()).toBeVisible();
  await expect(schedule.getByText("Group A", { exact: true })).toHaveCount(0);
});

test("activity results: who won and lost, and the registrations exported with the same filters", async ({ page }) => {
  await useToken(page, await apiLogin(page.request, "agency.owner"));
  await page.goto("/agent/broadcaster-operate/act-regist-result/info?activity=New%20Talent%20Cup");
  const results = page.getByRole("table", { name: "Round results" });
  await expect(results.getByText("Won", { exact: true })).toHaveCount(1);
  await expect(results.getByText("Lost", { exact: true })).toHaveCount(1);
  await expect(page.getByRole("table", { name: "Registration records" }).getByRole("row")).toHaveCount(1 + 3);

  // The export is the server's file of the same filters: a header and the same three registrations.
  const download = page.waitForEvent("download");
  await page.locator("[data-slot=sign-records]").getByRole("button", { name: "Export" }).click();
  const csv = readFileSync(await (await download).path(), "utf8");
  const lines = csv.trim().split(/\r?\n/);
  expect(lines).toHaveLength(1 + 3);
  expect(lines.slice(1).every((line) => line.includes("New Talent Cup"))).toBe(true);
});

test("academy: the section opens its courses, a debounced search marks its words, and ?lang=ar shows an English-only course with the notice in the right-to-left frame", async ({
  page,
}) => {
  const token = await apiLogin(page.request, "agency.owner");
  const list = await apiCall<{ list: { tutorial_id: string; title: string }[] }>(
    page.request,
    token,
    "/api/live_agent_portal/act85157getTutorialList",
    { page: 1, page_size: 1 },
    0,
  );
  const newest = list.list[0];
  if (newest === undefined) throw new Error("The seeded academy has no tutorial.");
  await useToken(page, token);
  await page.goto("/agent/agency-academy");
  await expect(page).toHaveURL(/\/agent\/agency-academy\/course/);
  await page.getByRole("searchbox", { name: "Search tutorials" }).fill("PK battles");
  await expect(page).toHaveURL(/q=PK\+battles|q=PK%20battles/);
  const results = page.getByRole("list", { name: "Tutorials matching “PK battles”" });
  await expect(results.locator("mark").first()).toBeVisible();

  await page.goto(`/agent/agency-academy/course/${newest.tutorial_id}?lang=ar`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("tutorial-language-notice")).toBeVisible();
  const body = page.locator("[data-slot=tutorial-body]");
  await expect(body).toHaveAttribute("lang", "en");
  await expect(body).toHaveAttribute("dir", "ltr");
  await expect(body.getByRole("heading", { name: newest.title })).toBeVisible();
});
