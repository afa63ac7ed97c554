import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "#shared/testing/render-screen.tsx";
import LiveDataDetailPage from "./detail-page.tsx";

const metrics = (beans: number, pkCount = 0) => ({
  liveDuration: 0,
  validLiveDays: 0,
  beans,
  giftUsers: 0,
  newFans: 0,
  pkCount,
  pkWinCount: 0,
  maxViewers: 0,
  incomeCents: 0,
});

// The page's calls, answered per test: the agency's totals (agentOss overview), the config and the per-day graph.
interface OverviewState {
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  data: unknown;
  refetch: () => void;
}
const calls = vi.hoisted(() => {
  const overview: OverviewState = { isFetching: false, isError: false, error: undefined, data: undefined, refetch: vi.fn() };
  const overviewArgs: unknown[] = [];
  return { overview, overviewArgs };
});
vi.mock("@agent-portal/api-client/services/live-data-agent-oss", () => ({
  useAgentOssOverviewQuery: (request: unknown) => {
    calls.overviewArgs.push(request);
    return calls.overview;
  },
}));
vi.mock("@agent-portal/api-client/services/live-data-report", () => ({
  useLiveDataConfigQuery: () => ({
    data: {
      minDay: "2026-01-01",
      maxDay: "2026-11-25",
      maxRangeDays: 92,
      metrics: [],
      tabs: ["core"],
      entries: [],
      rules: { timeZone: "UTC", validDayMinSeconds: 3600, dailyCapSeconds: 43_200, updateDelayHours: 2, voiceRoomCountsTime: false },
    },
  }),
  useLiveDataGraphDataQuery: () => ({
    isLoading: false,
    isFetching: false,
    isError: false,
    refetch: vi.fn(),
    data: { metric: "beans", points: [{ time: Date.UTC(2026, 10, 1) / 1000, value: 1200 }] },
  }),
}));

const renderAt = (url: string) =>
  renderScreen(
    <Routes>
      <Route path="/data-center/live-data/detail/:type" element={<LiveDataDetailPage />} />
    </Routes>,
    url,
  );

beforeEach(() => {
  Object.assign(calls.overview, { isFetching: false, isError: false, error: undefined, data: undefined });
  vi.mocked(calls.overview.refetch).mockReset();
  calls.overviewArgs.length = 0;
});

describe("LiveDataDetailPage (data-center detail/{type})", () => {
  it("is NotFound for a type that is not a metric", async () => {
    await renderAt("/data-center/live-data/detail/coins");
    expect(await screen.findByText(en.notFound.title)).toBeInTheDocument();
    expect(calls.overviewArgs).toEqual([]);
  });

  it("shows the agency's total of the range with its change against the named previous period, and keeps the range in its links", async () => {
    calls.overview.data = { current: metrics(1500), previous: metrics(1000), activeAnchors: 3 };
    await renderAt("/data-center/live-data/detail/beans?from=2026-11-01&to=2026-11-10");
    expect(calls.overviewArgs.at(-1)).toEqual({ startTime: Date.UTC(2026, 10, 1) / 1000, endTime: Date.UTC(2026, 10, 11) / 1000 - 1 });
    expect(await screen.findByText(/^\+50(\.0)?% vs the previous period \(Oct 22, 2026 – Oct 31, 2026\)$/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: en.dataCenter.live.backToCore })).toHaveAttribute("href", "/data-center/live-data/core?from=2026-11-01&to=2026-11-10");
    const metricsNav = screen.getByRole("navigation", { name: en.broadcaster.live.metrics });
    expect(within(metricsNav).getByRole("link", { current: "page" })).toHaveTextContent(en.broadcaster.liveMetric.beans.name);
    expect(within(metricsNav).getByRole("link", { name: en.broadcaster.liveMetric.duration.name })).toHaveAttribute(
      "href",
      "/data-center/live-data/detail/duration?from=2026-11-01&to=2026-11-10",
    );
  });

  it("shows a failed load's message with Try again, which asks again", async () => {
    Object.assign(calls.overview, { isError: true, error: { kind: "network" } });
    await renderAt("/data-center/live-data/detail/pk");
    await userEvent.click(await screen.findByRole("button", { name: en.common.retry }));
    expect(calls.overview.refetch).toHaveBeenCalledTimes(1);
  });
});
