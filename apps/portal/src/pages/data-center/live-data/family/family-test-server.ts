/**
 * Component tests of the family tabs only: an MSW server answering the calls the live-data family
 * screens make (config with its entries, getRole, getUserType, GetAggrDataEntry, openBiz, banners,
 * multiRoom Day, Month, Graph, Detail and export, creator liveOrder, achieveLevel and livedata,
 * agentOss exportUrl, act67110 config, reportDay, reportMonth, graphData and export, proxyList and
 * the act_78062_report proxy), each answer replaceable per test (`answers`), and every request seen
 * (`sent`: the call's path after the family and its body).
 */
import { createMockDayRow, createMockGraph, createMockLiveDataConfig, createMockLiveMetrics, createMockProxyRow } from "@agent-portal/api-client/mocks/live-data";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";

const LD = "http://api.test/bigo_act_livedata_api";
const LAS = "http://api.test/api/live_agent_service";

/** An answer envelope of the live-data family (success code 0). */
export const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: "", data });
/** An answer envelope of live_agent_service (a "cpp" family: success code 1). */
export const okCpp = (data: unknown) => HttpResponse.json({ code: 1, msg: "", data });

const multiDay = (day: string, sessions: number) => ({ day, hostDuration: sessions * 1440, guestDuration: sessions * 960, sessions, guests: sessions * 2, beans: sessions * 300 });

/** A creator liveOrder row: rank, the broadcaster and the range's figures. */
export const creatorRow = (rank: number, uid: string, nickName: string, beans: number) => ({
  uid,
  bigoId: `bigo${uid}`,
  nickName,
  avatarUrl: "",
  rank,
  beans,
  liveDuration: beans * 3,
  validLiveDays: 10 - rank,
  tier: null,
});

/** The default answers, by call path (after the family's base). */
export const defaultAnswers = (): Record<string, () => Response> => ({
  "/config": () => ok(createMockLiveDataConfig()),
  "/agentOss/getRole": () => ok({ role: 1, agentUid: "900" }),
  "/agentOss/getUserType": () => ok({ userType: 3 }),
  "/GetAggrDataEntry": () => okCpp({ broker_entry: 0, agent_entry: 1 }),
  "/agentOss/openBiz": () => ok({ open: 1 }),
  "/agentOss/pkDataRelease": () => ok({ released: 1, releaseTime: 1_795_658_400 }),
  "/getBanner": () => ok({ list: [] }),
  "/multiRoom/day": () =>
    ok({
      list: [multiDay("2026-11-25", 2), multiDay("2026-11-24", 0)],
      total: 30,
      summary: { hostDuration: 36_000, guestDuration: 24_000, sessions: 25, guests: 50, beans: 7_500 },
    }),
  "/multiRoom/month": () =>
    ok({
      list: [
        { month: "2026-11", hostDuration: 30_000, guestDuration: 20_000, sessions: 21, beans: 6_300 },
        { month: "2026-10", hostDuration: 6_000, guestDuration: 4_000, sessions: 4, beans: 1_200 },
      ],
    }),
  "/multiRoom/graph": () => ok(createMockGraph("liveDuration", 3)),
  "/multiRoom/detail": () =>
    ok({
      list: [
        { roomId: "r-1", role: 1, startTime: 1_795_644_000, endTime: 1_795_646_400, guestCount: 2, beans: 150 },
        { roomId: "r-2", role: 2, startTime: 1_795_646_400, endTime: 1_795_647_600, guestCount: 0, beans: 0 },
      ],
    }),
  "/creator/liveOrder": () =>
    ok({
      list: [creatorRow(1, "701", "Sari Melody", 48_000), creatorRow(2, "702", "Budi Chat", 12_500)],
      total: 2,
      totals: { liveDuration: 181_500, validLiveDays: 17, beans: 60_500 },
      tierRules: [],
      asOfDay: "2026-11-25",
      elapsedDays: 0,
    }),
  "/creator/achieveLevel": () => ok({ level: 3, beans: 72_000, nextLevelBeans: 100_000, progressBp: 3_000, achieveTime: 1_795_651_200 }),
  "/creator/livedata": () =>
    ok({ summary: createMockLiveMetrics(0, { beans: 48_000 }), list: [createMockDayRow(0, { day: "2026-11-25" }), createMockDayRow(1, { day: "2026-11-24" })] }),
  "/agentOss/exportUrl": () => ok({ url: "http://files.test/creator.csv", expireTime: 0 }),
  "/multiRoom/exportUrl": () => ok({ url: "http://files.test/multi-room.csv", expireTime: 0 }),
  "/act67110/config": () => ok({ minDay: "2026-08-29", maxDay: "2026-11-22", maxRangeDays: 92 }),
  "/act67110/reportDay": () => ok({ list: [createMockDayRow(0, { day: "2026-11-22" })], total: 24, summary: createMockLiveMetrics(0, { beans: 123_456, incomeCents: 617_280 }) }),
  "/act67110/reportMonth": () =>
    ok({
      list: [createMockDayRow(0, { day: "2026-11-22" }), createMockDayRow(1, { day: "2026-10-31" })].map(({ day, ...row }) => ({ ...row, month: day.slice(0, 7) })),
      summary: createMockLiveMetrics(0, { beans: 222_222 }),
    }),
  "/act67110/graphData": () => ok(createMockGraph("liveDuration", 3)),
  "/act67110/exportUrl": () => ok({ url: "http://files.test/act67110.csv", expireTime: 0 }),
  "/agentOss/proxyList": () => ok({ list: [createMockProxyRow({ proxyUid: "501", name: "Team Lotus" }), createMockProxyRow({ proxyUid: "502", name: "Team Orchid" })], total: 2 }),
  "/act_78062_report/proxy": () =>
    ok({ summary: createMockLiveMetrics(0, { beans: 9_999 }), list: [createMockDayRow(0, { day: "2026-11-25" }), createMockDayRow(1, { day: "2026-11-24" })] }),
});

/** The answers of the running test (reset to {@link defaultAnswers} before each). */
export const answers: Record<string, () => Response> = defaultAnswers();
/** Every request of the running test. */
export const sent: { path: string; body: string }[] = [];

/** Starts the server for the test file: every call above, anything else an error. */
export function startFamilyServer(): void {
  const server = setupServer(
    http.all(`${LD}/*`, async ({ request }) => reply(request, LD)),
    http.all(`${LAS}/*`, async ({ request }) => reply(request, LAS)),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterAll(() => server.close());
  afterEach(() => server.resetHandlers());
  beforeEach(() => {
    sent.length = 0;
    Object.assign(answers, defaultAnswers());
    window.localStorage.clear();
  });
}

async function reply(request: Request, base: string): Promise<Response> {
  const url = new URL(request.url);
  const path = url.href.slice(base.length).split("?")[0] ?? "";
  sent.push({ path, body: request.method === "GET" ? url.search.slice(1) : await request.text() });
  const answer = answers[path];
  return answer === undefined ? HttpResponse.json({ code: 404 }, { status: 404 }) : answer();
}
