/**
 * The multi-room tab against MSW (issue 20 item 6): the days with their figures (0 on a day
 * without multi-room: zero, not missing), the server's totals over the whole range, "data as of"
 * from the config, the export of the same range; a failed load shows Try again in place of the
 * rows and no totals; a range without sessions says so. The month view (multiRoom Month over the
 * range's months, exported by month), the graph (multiRoom Graph on the kit's LineChart with its
 * data table) and, for one broadcaster found by Bigo ID, a day's sessions (multiRoom Detail).
 */
import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { renderWithApi } from "#shared/testing/render-with-api.tsx";
import { creatorRow, ok, answers, sent, startFamilyServer } from "./family-test-server.ts";
import MultiRoomTab from "./multi-room-tab.tsx";

startFamilyServer();
const URL = "/data-center/live-data/family/multiRoom?from=2026-10-27&to=2026-11-25";
const access = { tabs: ["multiRoom"], income: true } as const;
const family = en.dataCenter.family;
const bodyOf = (path: string) => JSON.parse(sent.find((s) => s.path === path)?.body ?? "{}") as Record<string, unknown>;

describe("MultiRoomTab", () => {
  it("shows each day, zero days as 0, the server's totals over the range and the freshness; the export sends the same range", async () => {
    await renderWithApi(<MultiRoomTab access={access} />, URL);
    const table = await screen.findByRole("table", { name: en.dataCenter.family.multiRoom.tab });
    const busy = (await within(table).findByText("Nov 25, 2026")).closest("[role=row]");
    expect(busy).toHaveTextContent("Nov 25, 202648 min32 min24600 beans");
    const idle = within(table).getByText("Nov 24, 2026").closest("[role=row]");
    expect(idle).toHaveTextContent("Nov 24, 20260 sec0 sec000 beans");
    expect(screen.getByTestId("family-totals")).toHaveTextContent("25 sessions");
    expect(screen.getByTestId("family-totals")).toHaveTextContent("7,500");
    expect(screen.getByTestId("data-as-of")).toHaveTextContent("Nov 25, 2026");
    expect(screen.getByTestId("data-as-of")).not.toHaveTextContent(en.dataCenter.inProgress);
    const listed = JSON.parse(sent.find((s) => s.path === "/multiRoom/day")?.body ?? "{}") as Record<string, number>;
    expect(listed).toMatchObject({ startTime: Date.UTC(2026, 9, 27) / 1000, endTime: Date.UTC(2026, 10, 26) / 1000 - 1, page: 1 });

    await userEvent.click(screen.getByRole("button", { name: en.shared.list.export }));
    await waitFor(() => expect(sent.some((s) => s.path === "/multiRoom/exportUrl")).toBe(true));
    const form = Object.fromEntries(new URLSearchParams(sent.find((s) => s.path === "/multiRoom/exportUrl")?.body));
    expect(form).toEqual({ startTime: String(listed.startTime), endTime: String(listed.endTime), dataType: "1" });
  });

  it("links the beans header to the definition of beans (desc/beans); the multi-room figures, without a definition, keep plain headers", async () => {
    await renderWithApi(<MultiRoomTab access={access} />, URL);
    const table = await screen.findByRole("table", { name: family.multiRoom.tab });
    await within(table).findByText("Nov 25, 2026");
    const beans = en.broadcaster.liveMetric.beans.name;
    const header = within(table).getByRole("columnheader", { name: beans });
    const link = within(header).getByRole("link", { name: en.broadcaster.live.whatIsName.replace("{{metric}}", beans) });
    expect(link).toHaveAttribute("href", "/data-center/live-data/desc/beans");
    for (const plain of [family.multiRoom.host, family.multiRoom.guest, family.multiRoom.sessions, family.multiRoom.guests]) {
      expect(within(within(table).getByRole("columnheader", { name: plain })).queryByRole("link")).toBeNull();
    }
  });

  it("says so when the range has no multi-room session", async () => {
    answers["/multiRoom/day"] = () => ok({ list: [], total: 0, summary: { hostDuration: 0, guestDuration: 0, sessions: 0, guests: 0, beans: 0 } });
    await renderWithApi(<MultiRoomTab access={access} />, URL);
    expect(await screen.findByText(en.dataCenter.family.multiRoom.none)).toBeInTheDocument();
  });

  it("shows a failed load with Try again in place of the rows and no totals, and loads again", async () => {
    answers["/multiRoom/day"] = () => HttpResponse.json({ code: 0 }, { status: 500 });
    await renderWithApi(<MultiRoomTab access={access} />, URL);
    const retry = await screen.findByRole("button", { name: en.common.retry });
    expect(screen.queryByTestId("family-totals")).toBeNull();
    answers["/multiRoom/day"] = () => ok({ list: [], total: 0, summary: { hostDuration: 0, guestDuration: 0, sessions: 3, guests: 6, beans: 90 } });
    await userEvent.click(retry);
    expect(await screen.findByTestId("family-totals")).toHaveTextContent("3 sessions");
  });

  it("by month: the months of the range from the server, exported by month", async () => {
    await renderWithApi(<MultiRoomTab access={access} />, `${URL}&view=month`);
    expect(await screen.findByRole("tab", { name: family.view.month, selected: true })).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: family.multiRoom.monthTitle });
    const november = (await within(table).findByText("November 2026")).closest("[role=row]");
    expect(november).toHaveTextContent("November 20268 hr 20 min5 hr 33 min216,300 beans");
    expect(within(table).getByText("October 2026")).toBeInTheDocument();
    expect(bodyOf("/multiRoom/month")).toEqual({ startMonth: "2026-10", endMonth: "2026-11" });
    expect(sent.some((s) => s.path === "/multiRoom/day")).toBe(false);
    expect(screen.getByTestId("data-as-of")).toHaveTextContent(en.dataCenter.inProgress);

    await userEvent.click(screen.getByRole("button", { name: en.shared.list.export }));
    await waitFor(() => expect(sent.some((s) => s.path === "/multiRoom/exportUrl")).toBe(true));
    expect(Object.fromEntries(new URLSearchParams(sent.find((s) => s.path === "/multiRoom/exportUrl")?.body))).toMatchObject({ dataType: "2" });
  });

  it("graph: one metric per day on the chart, its numbers in the chart's table, another metric asked when chosen", async () => {
    await renderWithApi(<MultiRoomTab access={access} />, `${URL}&view=graph`);
    const name = en.broadcaster.liveMetric.duration.name;
    const figure = await screen.findByRole("figure", { name: new RegExp(`^${name} per day`) });
    const table = within(figure).getByRole("table", { name: `${name} per day` });
    expect(within(table).getAllByRole("rowheader")).toHaveLength(3);
    expect(bodyOf("/multiRoom/graph")).toMatchObject({ metric: "liveDuration", startTime: Date.UTC(2026, 9, 27) / 1000 });
    expect(screen.queryByRole("button", { name: en.shared.list.export })).toBeNull();

    await userEvent.click(screen.getByRole("combobox", { name: en.broadcaster.live.metric }));
    await userEvent.click(await screen.findByRole("option", { name: en.broadcaster.liveMetric.beans.name }));
    await waitFor(() => expect(sent.filter((s) => s.path === "/multiRoom/graph").map((s) => (JSON.parse(s.body) as { metric: string }).metric)).toContain("beans"));
  });

  it("switches views with the view tabs, keeping the range", async () => {
    await renderWithApi(<MultiRoomTab access={access} />, URL);
    await screen.findByRole("table", { name: family.multiRoom.tab });
    await userEvent.click(screen.getByRole("tab", { name: family.view.month }));
    expect(await screen.findByRole("table", { name: family.multiRoom.monthTitle })).toBeInTheDocument();
    expect(bodyOf("/multiRoom/month")).toEqual({ startMonth: "2026-10", endMonth: "2026-11" });
  });

  it("one broadcaster by Bigo ID: their days, and a day's sessions from the server", async () => {
    answers["/creator/liveOrder"] = () =>
      ok({
        list: [creatorRow(1, "701", "Sari Melody", 48_000)],
        total: 1,
        totals: { liveDuration: 1, validLiveDays: 1, beans: 1 },
        tierRules: [],
        asOfDay: "2026-11-25",
        elapsedDays: 0,
      });
    await renderWithApi(<MultiRoomTab access={access} />, `${URL}&bigo=bigo701`);
    expect(await screen.findByTestId("multi-room-broadcaster")).toHaveTextContent("Sari Melody (bigo701)");
    expect(bodyOf("/creator/liveOrder")).toMatchObject({ bigoId: "bigo701", page: 1, pageSize: 1 });
    await screen.findByRole("table", { name: family.multiRoom.tab });
    expect(bodyOf("/multiRoom/day")).toMatchObject({ uid: "701" });
    await userEvent.click(await screen.findByRole("button", { name: "Sessions of Nov 25, 2026" }));
    const panel = await screen.findByTestId("multi-room-sessions");
    expect(within(panel).getByRole("heading", { name: "Sari Melody's multi-room sessions on Nov 25, 2026" })).toHaveFocus();
    expect(bodyOf("/multiRoom/detail")).toEqual({ uid: "701", day: "2026-11-25" });
    expect(await within(panel).findByText(family.multiRoom.asHost)).toBeInTheDocument();
    expect(within(panel).getByText(family.multiRoom.asGuest)).toBeInTheDocument();
    expect(within(panel).getByText("150 beans")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Sessions of Nov 24, 2026" })).toBeNull();
  });

  it("says so when the broadcaster was not live in the range, and asks no figures", async () => {
    answers["/creator/liveOrder"] = () => ok({ list: [], total: 0, totals: { liveDuration: 0, validLiveDays: 0, beans: 0 }, tierRules: [], asOfDay: "2026-11-25", elapsedDays: 0 });
    await renderWithApi(<MultiRoomTab access={access} />, `${URL}&bigo=nobody`);
    expect(await screen.findByText(family.multiRoom.notLive)).toBeInTheDocument();
    expect(sent.some((s) => s.path === "/multiRoom/day")).toBe(false);
  });
});
