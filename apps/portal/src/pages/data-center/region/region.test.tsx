/**
 * The region screens against MSW (the real store, transport and hooks; only the network is answered
 * here): the day tab lists the region's broadcasters with their agency and the server's totals,
 * narrows to one agency in the list and the export alike; the agency ranking shows each agency's
 * change of place against the named previous period; a user without a region, or a region the
 * server refuses (43003), sees "you don't have access", and a failed load offers a retry.
 */
import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { createMockLiveDataConfig } from "@agent-portal/api-client/mocks/live-data";
import { regionsReceived } from "@agent-portal/session/session-slice";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { renderWithApi } from "#shared/testing/render-with-api.tsx";
import AgencyDataPage from "./agency-data-page.tsx";
import RegionDayPage from "./region-day-page.tsx";
import RegionMonthPage from "./region-month-page.tsx";

const LD = "http://api.test/bigo_act_livedata_api";
const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: "", data });
const REGIONS = [
  { id: 1, name: "Indonesia", shortName: "ID" },
  { id: 2, name: "Philippines", shortName: "PH" },
];
const config = createMockLiveDataConfig();
const agencyRow = (agencyUid: string, name: string, rank: number, previousRank: number | null) => ({
  agencyUid,
  name,
  rank,
  previousRank,
  beans: 1000 - rank,
  liveDuration: 7200,
  validLiveDays: 2,
  liveAnchors: 3,
});
const ranking = {
  list: [agencyRow("701", "Manila Live Hub", 1, 3), agencyRow("702", "Cebu Stars", 2, 1), agencyRow("703", "Davao Voices", 3, null)],
  total: 3,
  totals: { beans: 2994, liveDuration: 21_600, validLiveDays: 6, liveAnchors: 9 },
  previous: { from: "2026-09-26", to: "2026-10-26" },
  asOfDay: "2026-11-25",
};
const broadcaster = (uid: string, nickName: string, agencyUid: string, agencyName: string) => ({
  uid,
  bigoId: `b${uid}`,
  nickName,
  avatarUrl: "",
  rank: 1,
  beans: 500,
  liveDuration: 3600,
  validLiveDays: 1,
  tier: null,
  days: [],
  agencyUid,
  agencyName,
});
const order = (agencyUid: string | undefined) => ({
  list: agencyUid === "702" ? [broadcaster("2", "Bea", "702", "Cebu Stars")] : [broadcaster("1", "Ann", "701", "Manila Live Hub"), broadcaster("2", "Bea", "702", "Cebu Stars")],
  total: agencyUid === "702" ? 1 : 2,
  tierRules: [],
  asOfDay: "2026-11-25",
  elapsedDays: 0,
  totals: { liveDuration: 7200, validLiveDays: 2, beans: 1000 },
});

const sent: { path: string; body: string }[] = [];
let orderAnswer: (body: Record<string, unknown>) => Response = (body) => ok(order(body.agencyUid as string | undefined));
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());
beforeEach(() => {
  sent.length = 0;
  orderAnswer = (body) => ok(order(body.agencyUid as string | undefined));
  window.localStorage.clear();
  server.use(
    http.post(`${LD}/config`, () => ok(config)),
    http.post(`${LD}/area/:call`, async ({ request, params }) => {
      const body = await request.text();
      sent.push({ path: String(params.call), body });
      if (params.call === "agencyRank") return ok(ranking);
      if (params.call === "exportUrl") return ok({ url: "http://files.test/region.csv", expireTime: 0 });
      return orderAnswer(JSON.parse(body) as Record<string, unknown>);
    }),
  );
});

const lastBody = (path: string) => JSON.parse(sent.filter((s) => s.path === path).at(-1)?.body ?? "{}") as Record<string, unknown>;
async function renderAt(ui: React.ReactElement, url: string, regions = REGIONS) {
  const { store } = await renderWithApi(ui, url);
  act(() => {
    store.dispatch(regionsReceived(regions));
  });
}

describe("RegionDayPage", () => {
  it("lists the region's broadcasters with their agency and the totals over every row; the agency filter narrows the list and the export alike", async () => {
    await renderAt(<RegionDayPage />, "/region/broadcaster-stats/day?area=PH");
    const table = await screen.findByRole("table", { name: en.route.RegionBroadcasterStatsDay });
    expect(await within(table).findByText("Ann")).toBeInTheDocument();
    expect(within(table).getByText("Manila Live Hub")).toBeInTheDocument();
    expect(screen.getByTestId("range-totals")).toHaveTextContent(/^All 2 broadcasters: /);
    expect(lastBody("liveOrder")).toMatchObject({ area: "PH", withDays: true });

    await userEvent.click(screen.getByRole("combobox", { name: en.region.agency }));
    await userEvent.click(await screen.findByRole("option", { name: "Cebu Stars" }));
    await waitFor(() => expect(within(table).queryByText("Ann")).toBeNull());
    expect(lastBody("liveOrder")).toMatchObject({ area: "PH", agencyUid: "702" });

    await userEvent.click(screen.getByRole("button", { name: en.shared.list.export }));
    await waitFor(() => expect(sent.some((s) => s.path === "exportUrl")).toBe(true));
    const form = new URLSearchParams(sent.find((s) => s.path === "exportUrl")?.body);
    expect(Object.fromEntries(form)).toMatchObject({ area: "PH", agencyUid: "702", tab: "days" });
    expect(Number(form.get("endTime")) - Number(form.get("startTime"))).toBe(30 * 86_400 - 1);
  });

  it("says the user has no access when they have no region, and sends nothing", async () => {
    await renderAt(<RegionDayPage />, "/region/broadcaster-stats/day", []);
    expect(await screen.findByText(en.region.noAccess)).toBeInTheDocument();
    expect(screen.queryByRole("table")).toBeNull();
    expect(sent.some((s) => s.path === "liveOrder")).toBe(false);
  });

  it("shows a region refused by the server as no access, not as an error to retry", async () => {
    orderAnswer = () => HttpResponse.json({ code: 43003, msg: "You may not see this data" });
    await renderAt(<RegionDayPage />, "/region/broadcaster-stats/day?area=ID");
    expect(await screen.findByText(en.region.noAccess)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: en.common.retry })).toBeNull();
  });

  it("shows a failed load with Try again in place of the rows, and loads again", async () => {
    orderAnswer = () => HttpResponse.json({ code: 0 }, { status: 500 });
    await renderAt(<RegionDayPage />, "/region/broadcaster-stats/day?area=ID");
    const retry = await screen.findByRole("button", { name: en.common.retry });
    orderAnswer = (body) => ok(order(body.agencyUid as string | undefined));
    await userEvent.click(retry);
    expect(await screen.findByText("Ann")).toBeInTheDocument();
  });
});

describe("AgencyDataPage", () => {
  it("ranks the agencies with their change of place against the named previous period, and the totals over every agency", async () => {
    await renderAt(<AgencyDataPage />, "/region/broadcaster-stats/agency-data?area=PH&from=2026-10-27&to=2026-11-25");
    const table = await screen.findByRole("table", { name: en.route.RegionBroadcasterStatsAgencyData });
    const manila = (await within(table).findByText("Manila Live Hub")).closest("[role=row]");
    expect(manila).toHaveTextContent("+2");
    expect(manila?.querySelector("[data-trend]")).toHaveAttribute("data-trend", "up");
    expect(manila).toHaveTextContent(/Up 2 vs the previous period \(.+\)/);
    expect(within(table).getByText("Cebu Stars").closest("[role=row]")?.querySelector("[data-trend]")).toHaveAttribute("data-trend", "down");
    expect(within(table).getByText("Davao Voices").closest("[role=row]")).toHaveTextContent(en.region.rank.new);
    expect(screen.getByTestId("rank-comparison")).toHaveTextContent(/Rank change vs the previous period \(.+\)/);
    expect(screen.getByTestId("agency-totals")).toHaveTextContent(/^All 3 agencies: /);
    expect(lastBody("agencyRank")).toMatchObject({ area: "PH", page: 1 });
  });
});

describe("RegionMonthPage", () => {
  it("asks for the region's month and exports the same region and month as the tiers tab", async () => {
    await renderAt(<RegionMonthPage />, "/region/broadcaster-stats/month?area=ID&month=2026-10");
    const table = await screen.findByRole("table", { name: en.route.RegionBroadcasterStatsMonth });
    expect(await within(table).findByText("Ann")).toBeInTheDocument();
    expect(within(table).getByText("Manila Live Hub")).toBeInTheDocument();
    const asked = lastBody("liveOrder");
    expect(asked).toMatchObject({ area: "ID", startTime: Date.parse("2026-10-01T00:00:00Z") / 1000, endTime: Date.parse("2026-10-31T23:59:59Z") / 1000 });
    expect(asked.withDays).toBeUndefined();
    await userEvent.click(screen.getByRole("button", { name: en.shared.list.export }));
    await waitFor(() => expect(sent.some((s) => s.path === "exportUrl")).toBe(true));
    expect(Object.fromEntries(new URLSearchParams(sent.find((s) => s.path === "exportUrl")?.body))).toMatchObject({ area: "ID", tab: "tiers" });
  });
});
