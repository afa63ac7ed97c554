/**
 * The creator tab against MSW (issue 20 item 6): the agency's broadcasters ranked by beans over the
 * range (creator liveOrder, paged), the server's totals over every row, "data as of" from the
 * answer, the export of the same range (agentOss exportUrl, tab `tiers`); a row opens the
 * broadcaster's creator level (achieveLevel) and live data over the range (livedata), kept in the
 * URL; an empty range and a failed load say so.
 */
import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { renderWithApi } from "#shared/testing/render-with-api.tsx";
import CreatorTab from "./creator-tab.tsx";
import { answers, ok, sent, startFamilyServer } from "./family-test-server.ts";

startFamilyServer();
const URL = "/data-center/live-data/family/creator?from=2026-10-27&to=2026-11-25";
const creator = en.dataCenter.family.creator;
const income = en.broadcaster.liveMetric.income.name;
const bodyOf = (path: string) => JSON.parse(sent.find((s) => s.path === path)?.body ?? "{}") as Record<string, unknown>;
const range = { startTime: Date.UTC(2026, 9, 27) / 1000, endTime: Date.UTC(2026, 10, 26) / 1000 - 1 };

describe("CreatorTab", () => {
  it("ranks the broadcasters by beans over the range with the server's totals and freshness; the export sends the same range", async () => {
    await renderWithApi(<CreatorTab access={{ tabs: ["creator"], income: true }} />, URL);
    const table = await screen.findByRole("table", { name: creator.tab });
    const first = (await within(table).findByText("Sari Melody")).closest("[role=row]");
    expect(first).toHaveTextContent("1Sari Melodybigo70148,000 beans");
    expect(within(table).getByText("Budi Chat")).toBeInTheDocument();
    expect(screen.getByTestId("range-totals")).toHaveTextContent("All 2 broadcasters");
    expect(screen.getByTestId("range-totals")).toHaveTextContent("60,500 beans");
    expect(screen.getByTestId("data-as-of")).toHaveTextContent("Nov 25, 2026");
    expect(bodyOf("/creator/liveOrder")).toEqual({ ...range, sort: "beans", order: "desc", page: 1, pageSize: 20 });

    await userEvent.click(screen.getByRole("button", { name: en.shared.list.export }));
    await waitFor(() => expect(sent.some((s) => s.path === "/agentOss/exportUrl")).toBe(true));
    const query = new URLSearchParams(sent.find((s) => s.path === "/agentOss/exportUrl")?.body);
    expect(query.getAll("tabs")).toEqual(["tiers"]);
    expect(query.get("sort")).toBe("beans");
    expect(query.get("order")).toBe("desc");
    expect(query.get("startTime")).toBe(String(range.startTime));
  });

  it("sorts on the server by the column chosen", async () => {
    await renderWithApi(<CreatorTab access={{ tabs: ["creator"], income: true }} />, URL);
    const table = await screen.findByRole("table", { name: creator.tab });
    await within(table).findByText("Sari Melody");
    await userEvent.click(within(table).getByRole("button", { name: new RegExp(en.dataCenter.column.liveDuration) }));
    await waitFor(() => expect(sent.filter((s) => s.path === "/creator/liveOrder").map((s) => (JSON.parse(s.body) as { sort: string }).sort)).toContain("liveDuration"));
  });

  it("links each metric header to its definition, reached by Tab after the header's sort button; rank has no definition and stays plain", async () => {
    await renderWithApi(<CreatorTab access={{ tabs: ["creator"], income: true }} />, URL);
    const table = await screen.findByRole("table", { name: creator.tab });
    await within(table).findByText("Sari Melody");
    const metrics = en.broadcaster.liveMetric;
    const whatIs = (metric: string) => en.broadcaster.live.whatIsName.replace("{{metric}}", metric);
    for (const [type, name] of [
      ["beans", metrics.beans.name],
      ["duration", metrics.duration.name],
      ["valid-days", metrics["valid-days"].name],
    ] as const) {
      const header = within(table).getByRole("columnheader", { name });
      expect(within(header).getByRole("link", { name: whatIs(name) })).toHaveAttribute("href", `/data-center/live-data/desc/${type}`);
    }
    expect(within(within(table).getByRole("columnheader", { name: en.dataCenter.column.rank })).queryByRole("link")).toBeNull();

    within(table).getByRole("button", { name: metrics.beans.name }).focus();
    await userEvent.tab();
    expect(within(table).getByRole("link", { name: whatIs(metrics.beans.name) })).toHaveFocus();
  });

  it("opens a broadcaster's creator level and live data over the range, and closes it", async () => {
    await renderWithApi(<CreatorTab access={{ tabs: ["creator"], income: false }} />, URL);
    await userEvent.click(await screen.findByRole("button", { name: "Details of Sari Melody" }));
    const detail = await screen.findByTestId("creator-detail");
    expect(within(detail).getByRole("heading", { name: "Creator: Sari Melody (bigo701)" })).toHaveFocus();
    const level = await within(detail).findByTestId("creator-level");
    expect(level).toHaveTextContent("Level 3");
    expect(level).toHaveTextContent("72,000 beans this month, 100,000 beans needed for the next level (30%)");
    expect(level).toHaveTextContent("Reached on Nov 26, 2026 (UTC)");
    expect(bodyOf("/creator/achieveLevel")).toEqual({ uid: "701" });
    expect(bodyOf("/creator/livedata")).toEqual({ uid: "701", ...range });
    const totals = await within(detail).findByTestId("family-totals");
    expect(totals).toHaveTextContent("48,000");
    expect(within(totals).queryByText(income)).toBeNull();
    const days = within(detail).getByRole("table", { name: creator.days });
    expect(await within(days).findByText("Nov 25, 2026")).toBeInTheDocument();

    await userEvent.click(within(detail).getByRole("button", { name: en.common.close }));
    await waitFor(() => expect(screen.queryByTestId("creator-detail")).toBeNull());
  });

  it("shows the top level as such, and a broadcaster without a level", async () => {
    answers["/creator/achieveLevel"] = () => ok({ level: 0, beans: 900, nextLevelBeans: 10_000, progressBp: 900, achieveTime: 0 });
    await renderWithApi(<CreatorTab access={{ tabs: ["creator"], income: true }} />, `${URL}&uid=702`);
    const level = await screen.findByTestId("creator-level");
    expect(level).toHaveTextContent(creator.levelNone);
    expect(level).not.toHaveTextContent("Reached");
  });

  it("says so when no broadcaster was live in the range, with no undefined figures", async () => {
    answers["/creator/liveOrder"] = () => ok({ list: [], total: 0, totals: { liveDuration: 0, validLiveDays: 0, beans: 0 }, tierRules: [], asOfDay: "2026-11-25", elapsedDays: 0 });
    await renderWithApi(<CreatorTab access={{ tabs: ["creator"], income: true }} />, URL);
    expect(await screen.findByText(creator.empty)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent("undefined");
  });

  it("shows a failed load with Try again in place of the rows and no totals", async () => {
    answers["/creator/liveOrder"] = () => HttpResponse.json({ code: 0 }, { status: 500 });
    await renderWithApi(<CreatorTab access={{ tabs: ["creator"], income: true }} />, URL);
    expect(await screen.findByRole("button", { name: en.common.retry })).toBeInTheDocument();
    expect(screen.queryByTestId("range-totals")).toBeNull();
  });
});
