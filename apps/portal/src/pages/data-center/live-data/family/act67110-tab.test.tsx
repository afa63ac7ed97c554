/**
 * The activity 67110 tab against MSW (issue 20 item 6): the range stays within the activity's data
 * (act67110 config), the server's totals over the range, income only for viewers who see the
 * agency's money, the export of the same range, and an activity that is not open shown as the
 * server's message with Try again; the month report (reportMonth over the range's months, with its
 * totals) and the graph (graphData on the kit's LineChart, income not offered without money).
 */
import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { renderWithApi } from "#shared/testing/render-with-api.tsx";
import Act67110Tab from "./act67110-tab.tsx";
import { answers, sent, startFamilyServer } from "./family-test-server.ts";

startFamilyServer();
const URL = "/data-center/live-data/family/act67110";
const income = en.broadcaster.liveMetric.income.name;

describe("Act67110Tab", () => {
  it("asks the activity's last 30 days, shows the server's totals with income for the agency's agent, and exports the same range", async () => {
    await renderWithApi(<Act67110Tab access={{ tabs: ["act67110"], income: true }} />, URL);
    const totals = await screen.findByTestId("family-totals");
    expect(totals).toHaveTextContent("123,456");
    expect(within(totals).getByText(income)).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: income })).toBeInTheDocument();
    expect(screen.getByTestId("data-as-of")).toHaveTextContent("Nov 22, 2026");
    const listed = JSON.parse(sent.find((s) => s.path === "/act67110/reportDay")?.body ?? "{}") as Record<string, number>;
    expect(listed).toMatchObject({ startTime: Date.UTC(2026, 9, 24) / 1000, endTime: Date.UTC(2026, 10, 23) / 1000 - 1 });

    await userEvent.click(screen.getByRole("button", { name: en.shared.list.export }));
    await waitFor(() => expect(sent.some((s) => s.path === "/act67110/exportUrl")).toBe(true));
    expect(Object.fromEntries(new URLSearchParams(sent.find((s) => s.path === "/act67110/exportUrl")?.body))).toMatchObject({ startTime: String(listed.startTime), dataType: "1" });
  });

  it("leaves income out for a viewer without the agency's money", async () => {
    await renderWithApi(<Act67110Tab access={{ tabs: ["act67110"], income: false }} />, URL);
    const totals = await screen.findByTestId("family-totals");
    expect(within(totals).queryByText(income)).toBeNull();
    expect(screen.queryByRole("columnheader", { name: income })).toBeNull();
  });

  it("shows the server's refusal (activity not open) with Try again, and no totals", async () => {
    answers["/act67110/reportDay"] = () => HttpResponse.json({ code: 43006, msg: "not open", data: null });
    await renderWithApi(<Act67110Tab access={{ tabs: ["act67110"], income: true }} />, URL);
    expect(await screen.findByRole("button", { name: en.common.retry })).toBeInTheDocument();
    expect(screen.queryByTestId("family-totals")).toBeNull();
  });

  it("by month: the months of the range with the server's totals of those months, exported by month", async () => {
    await renderWithApi(<Act67110Tab access={{ tabs: ["act67110"], income: true }} />, `${URL}?view=month`);
    const table = await screen.findByRole("table", { name: en.dataCenter.family.act67110.monthTitle });
    expect(await within(table).findByText("November 2026")).toBeInTheDocument();
    expect(within(table).getByText("October 2026")).toBeInTheDocument();
    expect(await screen.findByTestId("family-totals")).toHaveTextContent("222,222");
    expect(JSON.parse(sent.find((s) => s.path === "/act67110/reportMonth")?.body ?? "{}")).toEqual({ startMonth: "2026-10", endMonth: "2026-11" });
    expect(sent.some((s) => s.path === "/act67110/reportDay")).toBe(false);

    await userEvent.click(screen.getByRole("button", { name: en.shared.list.export }));
    await waitFor(() => expect(sent.some((s) => s.path === "/act67110/exportUrl")).toBe(true));
    expect(Object.fromEntries(new URLSearchParams(sent.find((s) => s.path === "/act67110/exportUrl")?.body))).toMatchObject({ dataType: "2" });
  });

  it("graph: the metric per day on the chart with its table; income is neither offered nor asked without the agency's money", async () => {
    await renderWithApi(<Act67110Tab access={{ tabs: ["act67110"], income: false }} />, `${URL}?view=graph&metric=income`);
    const name = en.broadcaster.liveMetric.duration.name;
    const figure = await screen.findByRole("figure", { name: new RegExp(`^${name} per day`) });
    expect(within(figure).getAllByRole("rowheader")).toHaveLength(3);
    expect(JSON.parse(sent.find((s) => s.path === "/act67110/graphData")?.body ?? "{}")).toMatchObject({ metric: "liveDuration" });
    await userEvent.click(screen.getByRole("combobox", { name: en.broadcaster.live.metric }));
    expect(await screen.findByRole("option", { name: en.broadcaster.liveMetric.beans.name })).toBeInTheDocument();
    expect(screen.queryByRole("option", { name: income })).toBeNull();
  });
});
