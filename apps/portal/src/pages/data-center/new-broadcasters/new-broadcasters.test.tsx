/**
 * The new-broadcaster screens over a fake backend (issue 20, item 3): the agent list with day N,
 * figures since joining, next milestone and grade, narrowed to a team with the export sending the
 * same team; the manager's team totals and cohort retention (weeks not yet begun as "—", the
 * cohort length in the request); one broadcaster's milestones with a re-grade request; NotFound
 * for a broadcaster who is not a new broadcaster of the agency; a failed call with Try again; the
 * definition of a new broadcaster (desc/new-broadcasters) from the server's milestones and rules.
 */
import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import type { FakeAnswer, SeenRequest } from "@agent-portal/session/test-store";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { renderWithBackend } from "#shared/testing/render-with-backend.tsx";
import DescPage from "#pages/data-center/live-data/desc-page.tsx";
import NewBroadcasterAgentPage from "./agent-page.tsx";
import NewBroadcasterDetailPage from "./anchor-detail-page.tsx";
import NewBroadcasterManagerPage from "./manager-page.tsx";

const texts = en.dataCenter.newAnchors;
const H = 3600;
const LAST_DAY = "2026-11-25";
const joinTime = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;
const ok = (data: unknown): FakeAnswer => ({ code: 0, data });
const body = (request: SeenRequest) => JSON.parse(request.body) as Record<string, unknown>;

const CONFIG = ok({
  minDay: "2026-01-01",
  maxDay: LAST_DAY,
  maxRangeDays: 92,
  metrics: ["beans"],
  tabs: ["core"],
  entries: [],
  rules: { timeZone: "UTC", validDayMinSeconds: 3600, dailyCapSeconds: 43_200, updateDelayHours: 2, voiceRoomCountsTime: false },
});
const MILESTONES = ok({
  newDays: 90,
  list: [
    { day: 7, validDays: 3, liveSeconds: 6 * H, beans: 1000 },
    { day: 30, validDays: 20, liveSeconds: 40 * H, beans: 10_000 },
  ],
});
const row = (uid: string, nickName: string, joined: string, patch: Record<string, unknown> = {}) => ({
  uid,
  bigoId: `b${uid}`,
  nickName,
  avatarUrl: "",
  proxyUid: "0",
  joinTime: joinTime(joined),
  grade: "",
  liveDuration: 0,
  validLiveDays: 0,
  beans: 0,
  newFans: 0,
  qualified: 0,
  ...patch,
});
const SUMMARY = ok({ newAnchorCount: 2, activeCount: 1, qualifiedCount: 0, beans: 1500, liveDuration: 8 * H });
const TEAMS = ok({
  list: [
    { proxyUid: "501", name: "North team", newAnchorCount: 2, activeCount: 1, qualifiedCount: 1, beans: 1500, liveDuration: 8 * H },
    { proxyUid: "0", name: "Agency", newAnchorCount: 1, activeCount: 0, qualifiedCount: 0, beans: 0, liveDuration: 0 },
  ],
  total: 2,
});
const base = {
  "liveData /config": CONFIG,
  "liveData /new_anchor/milestones": MILESTONES,
  "liveData /new_anchor/proxy/list": TEAMS,
  "liveData /new_anchor/proxy/summary": SUMMARY,
};

describe("NewBroadcasterAgentPage", () => {
  it("lists new broadcasters with day N, figures since joining, next milestone and grade; a team narrows list and export", async () => {
    const report = ok({
      list: [
        // Day 5 (joined 2026-11-21): heading for the day-7 milestone, which needs 2 more valid days, 2 h and 500 beans.
        row("1", "Mia", "2026-11-21", { validLiveDays: 1, liveDuration: 4 * H, beans: 500, grade: "A" }),
        // Day 40: past the last milestone, the target not met.
        row("2", "Leo", "2026-10-17", { validLiveDays: 12, liveDuration: 30 * H, beans: 1000 }),
      ],
      total: 2,
    });
    const { requests } = await renderWithBackend(
      <NewBroadcasterAgentPage />,
      { ...base, "liveData /new_anchor/proxy/report": report, "liveData /new_anchor/proxy/exportUrl": ok({ url: "http://files.test/x.csv", expireTime: 0 }) },
      "/data-center/new-broadcaster-data/agent",
    );
    const mia = within((await screen.findByRole("link", { name: /Mia/ })).closest("[role=row]") as HTMLElement);
    expect(mia.getByText("Day 7: needs 2 hr live, 2 days valid, and 500 beans")).toBeInTheDocument();
    expect(mia.getByText("5")).toBeInTheDocument();
    expect(mia.getByText("A")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Mia/ })).toHaveAttribute("href", expect.stringContaining("/data-center/new-broadcaster-data/anchor-detail?uid=1"));
    const leo = within(screen.getByRole("link", { name: /Leo/ }).closest("[role=row]") as HTMLElement);
    expect(leo.getByText(texts.targetMissed)).toBeInTheDocument();
    expect(leo.getByText(texts.notGraded)).toBeInTheDocument();
    // The figures since joining: the 90 days up to the last complete day.
    const first = requests.find((r) => r.path === "/new_anchor/proxy/report");
    expect(first && body(first)).toMatchObject({ startTime: joinTime("2026-08-28"), endTime: joinTime(LAST_DAY) + 86_399 });
    expect(within(screen.getByRole("list", { name: texts.totals })).getByText("50%")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("combobox", { name: texts.team }));
    await userEvent.click(await screen.findByRole("option", { name: "North team" }));
    await waitFor(() => expect(requests.filter((r) => r.path === "/new_anchor/proxy/report").at(-1)?.body).toContain('"proxyUid":"501"'));
    await userEvent.click(screen.getByRole("button", { name: en.shared.list.export }));
    await waitFor(() => expect(requests.some((r) => r.path === "/new_anchor/proxy/exportUrl")).toBe(true));
    const sent = requests.find((r) => r.path === "/new_anchor/proxy/exportUrl");
    expect(new URLSearchParams(sent?.body).get("proxyUid")).toBe("501");
  });

  it("shows the list loading, not empty, until the milestones give the range", async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    const milestones = new Promise<FakeAnswer>((resolve) => {
      answer = resolve;
    });
    await renderWithBackend(
      <NewBroadcasterAgentPage />,
      { ...base, "liveData /new_anchor/milestones": () => milestones, "liveData /new_anchor/proxy/report": ok({ list: [row("1", "Mia", "2026-11-21")], total: 1 }) },
      "/data-center/new-broadcaster-data/agent",
    );
    await waitFor(() => expect(screen.getByRole("table", { name: en.route.NewBroadcasterDataAgent })).toHaveAttribute("aria-busy", "true"));
    expect(screen.queryByText(texts.empty)).toBeNull();
    answer(MILESTONES);
    expect(await screen.findByRole("link", { name: /Mia/ })).toBeInTheDocument();
  });

  it("says why the list failed and calls again on Try again", async () => {
    let calls = 0;
    await renderWithBackend(
      <NewBroadcasterAgentPage />,
      {
        ...base,
        "liveData /new_anchor/proxy/report": () => {
          calls += 1;
          return calls === 1 ? { code: 500, status: 500 } : ok({ list: [row("1", "Mia", "2026-11-21")], total: 1 });
        },
      },
      "/data-center/new-broadcaster-data/agent",
    );
    await userEvent.click(await screen.findByRole("button", { name: en.common.retry }));
    expect(await screen.findByRole("link", { name: /Mia/ })).toBeInTheDocument();
  });
});

describe("NewBroadcasterManagerPage", () => {
  it("shows each team's totals, and cohorts with their weekly retention; the cohort length goes in the request", async () => {
    const cohort = (period: unknown) =>
      ok({
        list:
          period === "month"
            ? [{ start: "2026-11-01", size: 3, qualifiedCount: 0, beans: 10, liveDuration: H, retention: [3] }]
            : [
                { start: "2026-11-16", size: 2, qualifiedCount: 0, beans: 500, liveDuration: H, retention: [1] },
                { start: "2026-11-02", size: 4, qualifiedCount: 1, beans: 900, liveDuration: 3 * H, retention: [4, 3, 1] },
              ],
      });
    const { requests } = await renderWithBackend(
      <NewBroadcasterManagerPage />,
      { ...base, "liveData /new_anchor/cohort": (request) => cohort(body(request).period) },
      "/data-center/new-broadcaster-data/manager",
    );
    const north = await screen.findByRole("link", { name: "North team" });
    expect(north).toHaveAttribute("href", "/data-center/new-broadcaster-data/agent?proxy=501");
    // Live at least once and meeting the target: 1 of 2 each.
    expect(within(north.closest("[role=row]") as HTMLElement).getAllByText("1 (50%)")).toHaveLength(2);
    expect(screen.getByText(en.dataCenter.live.agencyItself)).toBeInTheDocument();

    const table = within(await screen.findByTestId("cohort-table"));
    const newest = within(table.getByRole("rowheader", { name: /Nov 16, 2026/ }).closest("tr") as HTMLElement);
    // Week 1 of 2: 50 %; weeks 2 and 3 have not begun for this cohort.
    expect(newest.getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["2", "0", "500 beans", "50%", "—", "—"]);
    const older = within(table.getByRole("rowheader", { name: /Nov 2, 2026/ }).closest("tr") as HTMLElement);
    expect(
      older
        .getAllByRole("cell")
        .slice(3)
        .map((cell) => cell.textContent),
    ).toEqual(["100%", "75%", "25%"]);

    await userEvent.click(screen.getByRole("radio", { name: texts.byMonth }));
    expect(await screen.findByRole("rowheader", { name: "November 2026" })).toBeInTheDocument();
    expect(requests.filter((r) => r.path === "/new_anchor/cohort").map((r) => body(r).period)).toEqual(["week", "month"]);
  });
});

describe("NewBroadcasterDetailPage", () => {
  const details = ok({
    anchor: row("7", "Ava", "2026-11-10", { validLiveDays: 3, liveDuration: 7 * H, beans: 1200 }),
    list: [
      { day: "2026-11-12", liveDuration: 2 * H, validLiveDays: 1, beans: 300, giftUsers: 0, newFans: 0, pkCount: 0, pkWinCount: 0, maxViewers: 0, incomeCents: 0 },
      { day: "2026-11-10", liveDuration: 3 * H, validLiveDays: 1, beans: 400, giftUsers: 0, newFans: 0, pkCount: 0, pkWinCount: 0, maxViewers: 0, incomeCents: 0 },
      { day: "2026-11-20", liveDuration: 2 * H, validLiveDays: 1, beans: 500, giftUsers: 0, newFans: 0, pkCount: 0, pkWinCount: 0, maxViewers: 0, incomeCents: 0 },
    ],
  });

  it("shows the milestones from the broadcaster's days, and asks for a re-grade", async () => {
    const { requests } = await renderWithBackend(
      <NewBroadcasterDetailPage />,
      { ...base, "liveData /new_anchor/proxy/details": details, "broker /SendNewAnchorReGrade": ok({}) },
      "/data-center/new-broadcaster-data/anchor-detail?uid=7",
    );
    const milestones = within(await screen.findByRole("list", { name: texts.milestones }));
    // Day 7 (2026-11-16) has passed with 2 valid days, 5 h and 700 beans: missed.
    const first = within(milestones.getAllByRole("listitem")[0] as HTMLElement);
    expect(first.getByText(texts.status.missed)).toBeInTheDocument();
    expect(first.getByText(/fell short by 1 hr live, 1 day valid, and 300 beans/)).toBeInTheDocument();
    const second = within(milestones.getAllByRole("listitem")[1] as HTMLElement);
    expect(second.getByText(texts.status.due)).toBeInTheDocument();
    expect(screen.getByText(/day 16/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: en.broadcaster.list.action.reGrade }));
    const dialog = within(await screen.findByRole("dialog"));
    await userEvent.click(dialog.getByRole("button", { name: en.broadcaster.reGrade.submit }));
    await waitFor(() => expect(requests.some((r) => r.path === "/SendNewAnchorReGrade" && body(r).anchor_uid === "7")).toBe(true));
  });

  it("is NotFound for a broadcaster who is not a new broadcaster of the agency", async () => {
    await renderWithBackend(
      <NewBroadcasterDetailPage />,
      { ...base, "liveData /new_anchor/proxy/details": { code: 43005, msg: "not found" } },
      "/data-center/new-broadcaster-data/anchor-detail?uid=99",
    );
    expect(await screen.findByRole("heading", { name: en.notFound.title })).toBeInTheDocument();
  });
});

describe("desc/new-broadcasters", () => {
  it("defines a new broadcaster from the server's milestones and rules, linked from the other definitions", async () => {
    await renderWithBackend(
      <Routes>
        <Route path="/data-center/live-data/desc/:type" element={<DescPage />} />
      </Routes>,
      base,
      "/data-center/live-data/desc/new-broadcasters",
    );
    const definition = within(await screen.findByTestId("metric-definition"));
    expect(screen.getByRole("heading", { name: en.dataCenter.live.newAnchors })).toBeInTheDocument();
    expect(definition.getByText("A broadcaster who signed with the agency in the last 90 days.")).toBeInTheDocument();
    expect(definition.getByText("By day 7: 3 valid days, 6 hr live and 1,000 beans")).toBeInTheDocument();
    expect(definition.getByText(texts.def.target)).toBeInTheDocument();
    expect(definition.getByText(/UTC/)).toBeInTheDocument();
  });
});
