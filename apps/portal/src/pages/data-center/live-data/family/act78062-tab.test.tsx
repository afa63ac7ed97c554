/**
 * The activity 78062 tab against MSW (issue 20 item 6): the first sub-agency's report by default,
 * another chosen from the list (kept in the URL), the server's totals over the range, and an
 * agency without sub-agencies saying so instead of an empty table; a failed list of them shows
 * Try again.
 */
import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { renderWithApi } from "#shared/testing/render-with-api.tsx";
import Act78062Tab from "./act78062-tab.tsx";
import { answers, ok, sent, startFamilyServer } from "./family-test-server.ts";

startFamilyServer();
const URL = "/data-center/live-data/family/act78062";
const proxyOf = (body: string | undefined) => new URLSearchParams(body).get("proxyUid");

describe("Act78062Tab", () => {
  it("reports the first sub-agency, then the one chosen, with the server's totals", async () => {
    await renderWithApi(<Act78062Tab access={{ tabs: ["act78062"], income: false }} />, URL);
    expect(await screen.findByTestId("family-totals")).toHaveTextContent("9,999");
    expect(await screen.findByText("Nov 25, 2026")).toBeInTheDocument();
    expect(proxyOf(sent.find((s) => s.path === "/act_78062_report/proxy")?.body)).toBe("501");

    await userEvent.click(screen.getByRole("combobox", { name: en.dataCenter.live.subAgency }));
    await userEvent.click(await screen.findByRole("option", { name: "Team Orchid" }));
    await waitFor(() => expect(proxyOf(sent.filter((s) => s.path === "/act_78062_report/proxy").at(-1)?.body)).toBe("502"));
  });

  it("says the agency has no sub-agencies instead of showing an empty table", async () => {
    answers["/agentOss/proxyList"] = () => ok({ list: [], total: 0 });
    await renderWithApi(<Act78062Tab access={{ tabs: ["act78062"], income: false }} />, URL);
    expect(await screen.findByText(en.dataCenter.family.act78062.noSubAgencies)).toBeInTheDocument();
    expect(screen.queryByRole("table")).toBeNull();
    expect(sent.some((s) => s.path === "/act_78062_report/proxy")).toBe(false);
  });

  it("shows a failed list of sub-agencies with Try again, and asks for no report", async () => {
    answers["/agentOss/proxyList"] = () => HttpResponse.json({ code: 0 }, { status: 500 });
    await renderWithApi(<Act78062Tab access={{ tabs: ["act78062"], income: false }} />, URL);
    expect(await screen.findByRole("button", { name: en.common.retry })).toBeInTheDocument();
    expect(sent.some((s) => s.path === "/act_78062_report/proxy")).toBe(false);
  });
});
