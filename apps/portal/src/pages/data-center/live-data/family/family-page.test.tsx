/**
 * The live-data host and family/{type} against MSW (issue 20 item 6): the family tabs follow the
 * agency's config entries and the viewer's standing (no dead tabs: an agency without entries has
 * none, a broker gets no activity 78062), a banner links only under the portal's host, and a
 * family page the viewer does not get is NotFound.
 */
import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { createMockLiveDataConfig } from "@agent-portal/api-client/mocks/live-data";
import { screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { renderWithApi } from "#shared/testing/render-with-api.tsx";
import LiveDataTabs from "#pages/data-center/live-data/live-data-tabs.tsx";
import LiveDataFamilyPage from "./family-page.tsx";
import { answers, ok, okCpp, sent, startFamilyServer } from "./family-test-server.ts";

startFamilyServer();
const HOST = "/data-center/live-data/core?from=2026-11-01&to=2026-11-25";
const tabNames = () => screen.queryAllByRole("link").map((link) => link.textContent);
const family = en.dataCenter.family;

describe("LiveDataTabs", () => {
  it("adds a tab for each family entry the agency has, keeping the range", async () => {
    await renderWithApi(<LiveDataTabs />, HOST);
    expect(await screen.findByRole("link", { name: family.multiRoom.tab })).toHaveAttribute("href", "/data-center/live-data/family/multiRoom?from=2026-11-01&to=2026-11-25");
    expect(tabNames()).toEqual([family.multiRoom.tab, family.creator.tab, family.act67110.tab, family.act78062.tab]);
  });

  it("adds none for an agency without entries", async () => {
    answers["/config"] = () => ok(createMockLiveDataConfig({ entries: [] }));
    const { container } = await renderWithApi(<LiveDataTabs />, HOST);
    await waitFor(() => expect(container.querySelector("[data-family-tabs]")).toHaveAttribute("data-family-tabs", "ready"));
    expect(tabNames()).toEqual([]);
  });

  it("adds no creator tab for an agency without the creator entry", async () => {
    answers["/config"] = () => ok(createMockLiveDataConfig({ entries: ["multiRoom", "act67110"] }));
    await renderWithApi(<LiveDataTabs />, HOST);
    expect(await screen.findByRole("link", { name: family.multiRoom.tab })).toBeInTheDocument();
    expect(tabNames()).toEqual([family.multiRoom.tab, family.act67110.tab]);
  });

  it("gives a broker no activity 78062 and shows only banners under the portal's host as links", async () => {
    answers["/agentOss/getRole"] = () => ok({ role: 3, agentUid: "900" });
    answers["/GetAggrDataEntry"] = () => okCpp({ broker_entry: 1, agent_entry: 0 });
    answers["/getBanner"] = () =>
      ok({
        list: [
          { id: "a", title: "Read the guide", imageUrl: "/agent/favicon.svg", linkUrl: "/agent/academy" },
          { id: "b", title: "<b>Elsewhere</b>", imageUrl: "https://cdn.evil.test/x.png", linkUrl: "https://evil.test/" },
        ],
      });
    await renderWithApi(<LiveDataTabs />, HOST);
    expect(await screen.findByRole("link", { name: family.multiRoom.tab })).toBeInTheDocument();
    expect(tabNames()).toEqual(["Read the guide", family.multiRoom.tab, family.creator.tab, family.act67110.tab]);
    expect(screen.getByRole("link", { name: "Read the guide" })).toHaveAttribute("href", `${window.location.origin}/agent/academy`);
    expect(screen.getByText("<b>Elsewhere</b>").closest("a")).toBeNull();
    expect(screen.getByTestId("live-data-banners").querySelectorAll("img")).toHaveLength(1);
  });
});

describe("LiveDataFamilyPage", () => {
  const page = () => (
    <Routes>
      <Route path="/data-center/live-data/family/:type" element={<LiveDataFamilyPage />} />
    </Routes>
  );

  it("opens a family entry the viewer gets", async () => {
    await renderWithApi(page(), "/data-center/live-data/family/multiRoom");
    // The tab's page loads in a chunk of its own (React.lazy): its first import takes a while here.
    expect(await screen.findByRole("table", { name: family.multiRoom.tab }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it("is NotFound for an unknown entry", async () => {
    await renderWithApi(page(), "/data-center/live-data/family/creatorz");
    expect(await screen.findByText(en.notFound.title)).toBeInTheDocument();
  });

  it("is NotFound for an entry the agency does not have", async () => {
    answers["/config"] = () => ok(createMockLiveDataConfig({ entries: ["act67110"] }));
    await renderWithApi(page(), "/data-center/live-data/family/multiRoom");
    expect(await screen.findByText(en.notFound.title)).toBeInTheDocument();
    expect(sent.some((s) => s.path === "/multiRoom/day")).toBe(false);
  });

  it("opens the creator tab for an agency with the entry", async () => {
    await renderWithApi(page(), "/data-center/live-data/family/creator");
    expect(await screen.findByRole("table", { name: family.creator.tab }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it("is NotFound for the creator tab of an agency without the entry", async () => {
    answers["/config"] = () => ok(createMockLiveDataConfig({ entries: ["multiRoom"] }));
    await renderWithApi(page(), "/data-center/live-data/family/creator");
    expect(await screen.findByText(en.notFound.title)).toBeInTheDocument();
    expect(sent.some((s) => s.path === "/creator/liveOrder")).toBe(false);
  });
});
