/**
 * Mock data factories of the live-data family (metrics, day rows, graphs, agency and
 * broadcaster rows, new broadcasters, users at risk). Values are deterministic functions of the
 * day index, so charts have a real shape. Every factory's output passes its schema (`mocks.test.ts`).
 */
import type { output } from "zod/v4/core";
import { RecallRiskReason, RecallStatus } from "#enums/index.ts";
import type { anchorRowSchema, proxyRowSchema } from "#contract/live-data-agent-oss.ts";
import type { newAnchorRowSchema } from "#contract/live-data-new-anchor-shared.ts";
import type { preLostUserSchema, recallOfferSchema, recallPathSchema } from "#contract/live-data-pre-lost-user.ts";
import type { dayRowSchema, graphSchema, liveMetricsSchema } from "#contract/live-data-shared.ts";
import type { liveDataConfigSchema } from "#contract/live-data-report.ts";
import { DAY, MOCK_NOW } from "./shared.ts";

/** Live metrics. */
export type MockLiveMetrics = output<typeof liveMetricsSchema>;

/** The metrics of day `index` (0 = the last day): a weekly wave around 3 hours and 4,000 beans. */
export function createMockLiveMetrics(index = 0, overrides: Partial<MockLiveMetrics> = {}): MockLiveMetrics {
  const wave = [1, 0.8, 0.9, 1.1, 1.3, 1.5, 1.2][index % 7] ?? 1;
  const beans = Math.round(4000 * wave);
  return {
    liveDuration: Math.round(3 * 3600 * wave),
    validLiveDays: 1,
    beans,
    giftUsers: Math.round(35 * wave),
    newFans: Math.round(12 * wave),
    pkCount: 3,
    pkWinCount: index % 3 === 0 ? 2 : 1,
    maxViewers: Math.round(180 * wave),
    incomeCents: beans * 5,
    ...overrides,
  };
}

/** `YYYY-MM-DD` of the day `index` days before the mocks' now. */
const dayOf = (index: number): string => new Date((MOCK_NOW - index * DAY) * 1000).toISOString().slice(0, 10);

/** One report day, `index` days before the mocks' now. */
export const createMockDayRow = (index = 0, overrides: Partial<output<typeof dayRowSchema>> = {}): output<typeof dayRowSchema> => ({
  day: dayOf(index),
  ...createMockLiveMetrics(index),
  ...overrides,
});

/** A graph of one metric over `days` days, oldest first. */
export function createMockGraph(metric: output<typeof graphSchema>["metric"] = "beans", days = 30): output<typeof graphSchema> {
  return {
    metric,
    points: Array.from({ length: days }, (_unused, offset) => {
      const index = days - 1 - offset;
      return { time: MOCK_NOW - index * DAY, value: createMockLiveMetrics(index)[metric] };
    }),
  };
}

/** A sub-agency row with 30 days of metrics for 12 broadcasters. */
export function createMockProxyRow(overrides: Partial<output<typeof proxyRowSchema>> = {}): output<typeof proxyRowSchema> {
  return {
    proxyUid: "2000000201",
    bigoId: "sub_agent",
    name: "Sunrise East",
    anchorCount: 12,
    ...createMockLiveMetrics(0, { validLiveDays: 250, beans: 1_200_000, incomeCents: 6_000_000 }),
    ...overrides,
  };
}

/** A broadcaster row with 30 days of metrics. */
export function createMockAnchorRow(overrides: Partial<output<typeof anchorRowSchema>> = {}): output<typeof anchorRowSchema> {
  return {
    uid: "3000000001",
    bigoId: "anchor_mia",
    nickName: "Mia",
    avatarUrl: "",
    proxyUid: "0",
    ...createMockLiveMetrics(0, { validLiveDays: 22, beans: 120_000, incomeCents: 600_000 }),
    ...overrides,
  };
}

/** A new broadcaster who joined 20 days ago, not yet qualified. */
export function createMockNewAnchorRow(overrides: Partial<output<typeof newAnchorRowSchema>> = {}): output<typeof newAnchorRowSchema> {
  return {
    uid: "3000000101",
    bigoId: "new_anchor_ana",
    nickName: "Ana",
    avatarUrl: "",
    proxyUid: "0",
    joinTime: MOCK_NOW - 20 * DAY,
    grade: "B",
    liveDuration: 30 * 3600,
    validLiveDays: 14,
    beans: 20_000,
    newFans: 150,
    qualified: 0,
    ...overrides,
  };
}

/** A broadcaster quiet for 12 days, not yet recalled. */
export function createMockPreLostUser(overrides: Partial<output<typeof preLostUserSchema>> = {}): output<typeof preLostUserSchema> {
  return {
    uid: "3000000007",
    bigoId: "anchor_quiet",
    nickName: "Quiet",
    avatarUrl: "",
    lastLiveTime: MOCK_NOW - 12 * DAY,
    lastGiftTime: MOCK_NOW - 12 * DAY,
    beans30d: 30_000,
    inactiveDays: 12,
    recallStatus: RecallStatus.None,
    recallId: "",
    riskReasons: [RecallRiskReason.NoLive, RecallRiskReason.NoGifts],
    recallOpenTime: 0,
    ...overrides,
  };
}

/** The recall on offer: the agency's message, 200 beans, once per 7 days, 50 a day with none sent today. */
export function createMockRecallOffer(overrides: Partial<output<typeof recallOfferSchema>> = {}): output<typeof recallOfferSchema> {
  return {
    message: "Star Agency misses you: come back live and collect 200 beans.",
    rewardBeans: 200,
    windowDays: 7,
    dailyLimit: 50,
    sentToday: 0,
    ...overrides,
  };
}

/** A recall sent 3 days before `MOCK_NOW`, opened an hour later, not yet followed by a live day nor rewarded. */
export function createMockRecallPath(overrides: Partial<output<typeof recallPathSchema>> = {}): output<typeof recallPathSchema> {
  const sent = MOCK_NOW - 3 * DAY;
  return { recallId: "41", sentTime: sent, openedTime: sent + 3600, returnedTime: 0, rewardedTime: 0, rewardBeans: 200, remark: "", ...overrides };
}

/**
 * The live-data page configuration (live data config): days with data from `minDay` to `maxDay`,
 * 92 days at most in a range, the beans metric, the live tab, every family entry, and the metric rules (UTC+0, a valid
 * day from 1 hour, 12 hours counted per day, final 2 hours after the day).
 */
export function createMockLiveDataConfig(overrides: Partial<output<typeof liveDataConfigSchema>> = {}): output<typeof liveDataConfigSchema> {
  return {
    minDay: "2026-01-01",
    maxDay: "2026-11-25",
    maxRangeDays: 92,
    metrics: ["beans"],
    tabs: ["live"],
    entries: ["multiRoom", "creator", "act67110", "act78062", "preLostUser"],
    rules: { timeZone: "UTC", validDayMinSeconds: 3600, dailyCapSeconds: 43_200, updateDelayHours: 2, voiceRoomCountsTime: false },
    ...overrides,
  };
}
