/**
 * Live-data family (SPEC section 7), the root calls: the live-data page configuration,
 * day and month reports, graphs and exports (data-center live data, broadcaster live data),
 * banners, low-quality live covers, and manageOss rewards. Shapes: `live-data-shared.ts`.
 */
import * as z from "zod/mini";
import {
  LiveDataErrorCode as E,
  dayReportRequestSchema,
  dayReportSchema,
  defineLiveData,
  exportRequestSchema,
  graphMetricSchema,
  graphRequestSchema,
  graphSchema,
  liveExportSchema,
  livePageFields,
  livePageOf,
  liveUserFields,
  monthReportRequestSchema,
  monthReportSchema,
} from "./live-data-shared.ts";
import { beansSchema, centsSchema, countSchema, daySchema, durationSecondsSchema, enumSchema, monthSchema, secondsSchema, uidSchema } from "./shared.ts";
import { ContractStatus, NO_CONTRACT } from "#enums/broadcaster.ts";
import { CoverIssueReason } from "#enums/live-data.ts";
import { RewardStatus, RewardType } from "#enums/payment.ts";

/**
 * The live-data family's entries an agency may have beside the four tabs (issue 20 item 6): the
 * multi-room figures (multiRoom*), the creator ranking and levels (creator achieveLevel, liveOrder,
 * livedata), activity 67110's report (act67110*), activity 78062's sub-agency report
 * (act_78062_report proxy) and the recall of users drifting away (preLostUser: the recall tab). An
 * entry the agency does not have is not shown at all.
 */
export const LIVE_DATA_ENTRIES = ["multiRoom", "creator", "act67110", "act78062", "preLostUser"] as const;

/** One of {@link LIVE_DATA_ENTRIES}. */
export type LiveDataEntry = (typeof LIVE_DATA_ENTRIES)[number];

/** The live-data page configuration. */
export const liveDataConfigSchema = z.object({
  /** First day with data, YYYY-MM-DD. */
  minDay: daySchema,
  /** Last day with complete data (usually yesterday), YYYY-MM-DD. */
  maxDay: daySchema,
  /** Longest range of a day report or export, days (92). */
  maxRangeDays: countSchema,
  /** Metrics the graphs offer, in display order. */
  metrics: z.array(graphMetricSchema),
  /** Tabs of the data-center live data page the caller sees: core, proxyLive, live, pk. */
  tabs: z.array(z.enum(["core", "proxyLive", "live", "pk"])),
  /** The family entries the caller's agency has ({@link LIVE_DATA_ENTRIES}), in display order; admins and operators have every one. */
  entries: z.array(z.enum(LIVE_DATA_ENTRIES)),
  /** The rules behind the metrics, which the definition pages (desc/{type}) render. */
  rules: z.object({
    /** The report time zone (IANA name): days and months are calendar days there. */
    timeZone: z.string(),
    /** Counted live time a day needs to be a valid live day, seconds (3600). */
    validDayMinSeconds: durationSecondsSchema,
    /** Most live time counted per day, seconds; time beyond it is not counted. */
    dailyCapSeconds: durationSecondsSchema,
    /** Hours after a day ends until its figures are final. */
    updateDelayHours: countSchema,
    /** Whether voice-room time counts as live time (voice rooms always add their beans). */
    voiceRoomCountsTime: z.boolean(),
  }),
});

/** live data config: the page's data range, metrics and tabs. */
export const liveDataConfig = defineLiveData("", "config", {
  kind: "query",
  summary: "The live-data page configuration: days with data, longest range, graph metrics, visible tabs and the agency's family entries.",
  request: () => z.object({}),
  response: () => liveDataConfigSchema,
  tags: ["LiveData"],
});

/**
 * The broadcaster a one-broadcaster report is about, as its page's header names them (issue 26):
 * who they are, their agency, broker and contract state.
 */
export const liveAnchorSchema = z.object({
  ...liveUserFields,
  /** The agency's name; "" when the broadcaster has none. */
  agencyName: z.string(),
  /** The broker's name; "" when none is assigned. */
  brokerName: z.string(),
  /** Contract status: 0 no contract, 1 active, 2 to be renewed, 3 renewal pending, 4 terminated. */
  contractStatus: enumSchema([NO_CONTRACT, ...Object.values(ContractStatus)]),
});

/** live data reportDay: daily live metrics of the agency or one broadcaster. */
export const liveDataReportDay = defineLiveData("", "reportDay", {
  kind: "query",
  summary: "Daily live metrics of the agency or one broadcaster over a range (at most 92 days), with totals and, for one broadcaster, who they are.",
  request: () => dayReportRequestSchema,
  response: () =>
    z.extend(dayReportSchema, {
      /** The broadcaster of a one-broadcaster report (`uid` given); null for the agency. */
      anchor: z.nullable(liveAnchorSchema),
    }),
  tags: ["LiveData"],
  errors: [E.RangeTooLong, E.RangeInvalid, E.NoDataPermission],
});

/** live data reportMonth: monthly live metrics. */
export const liveDataReportMonth = defineLiveData("", "reportMonth", {
  kind: "query",
  summary: "Monthly live metrics of the agency or one broadcaster (at most 24 months), with totals.",
  request: () => monthReportRequestSchema,
  response: () => monthReportSchema,
  tags: ["LiveData"],
  errors: [E.RangeTooLong, E.RangeInvalid, E.NoDataPermission],
});

/** live data graphData: one metric per day, for the charts. */
export const liveDataGraphData = defineLiveData("", "graphData", {
  kind: "query",
  summary: "One live metric per day over a range, for the charts.",
  request: () => graphRequestSchema,
  response: () => graphSchema,
  tags: ["LiveData"],
  errors: [E.RangeTooLong, E.RangeInvalid, E.NoDataPermission],
});

/** live data exportUrl (form): the report as CSV. */
export const liveDataExportUrl = defineLiveData("", "exportUrl", {
  encoding: "form",
  kind: "query",
  summary: "Export the day or month report as CSV (form body); answers a download URL.",
  request: () => exportRequestSchema,
  response: () => liveExportSchema,
  errors: [E.RangeTooLong, E.RangeInvalid, E.NoDataPermission, E.ExportTooLarge],
});

/** live data getBanner: banners over the live-data pages. */
export const liveDataGetBanner = defineLiveData("", "getBanner", {
  kind: "query",
  summary: "Banners shown over the live-data pages, in order.",
  request: () => z.object({}),
  response: () =>
    z.object({
      /** Banners in display order. */
      list: z.array(
        z.object({
          /** Banner id. */
          id: z.string(),
          /** Title (alt text). */
          title: z.string(),
          /** Image URL. */
          imageUrl: z.string(),
          /** Link opened on click; "" for none (only under the allowed host, SPEC section 5). */
          linkUrl: z.string(),
        }),
      ),
    }),
  tags: ["LiveData"],
});

/** live data LiveCoverLowQuality: the agency's broadcasters whose live cover was flagged as low quality. */
export const liveDataLiveCoverLowQuality = defineLiveData("", "LiveCoverLowQuality", {
  kind: "query",
  summary: "The agency's broadcasters whose live cover image was flagged as low quality, latest first.",
  request: () => z.object({ ...livePageFields }),
  response: () =>
    livePageOf(
      z.object({
        ...liveUserFields,
        /** The flagged cover image URL. */
        coverUrl: z.string(),
        /** CoverIssueReason: 1 blurry, 2 too dark, 3 text or watermark, 4 not the broadcaster, 5 other. */
        reason: enumSchema(CoverIssueReason),
        /** When it was flagged, Unix seconds. */
        detectTime: secondsSchema,
      }),
    ),
  tags: ["LiveData"],
});

/** One reward of the manageOss reward list. */
export const rewardSchema = z.object({
  /** Reward id. */
  rewardId: z.string(),
  ...liveUserFields,
  /** RewardType: 1 activity reward, 2 PK reward, 3 new-broadcaster bonus, 4 other. */
  rewardType: enumSchema(RewardType),
  /** Month the reward is for, YYYY-MM. */
  month: monthSchema,
  /** Reward in beans; 0 when paid in money. */
  beans: beansSchema,
  /** Reward in money, cents; 0 when paid in beans. */
  amountCents: centsSchema,
  /** RewardStatus: 1 pending, 2 issued, 3 cancelled. */
  status: enumSchema(RewardStatus),
  /** Why (activity name, rule). */
  reason: z.string(),
});

/** manageOss getRewardList: rewards of the agency's broadcasters. */
export const manageOssGetRewardList = defineLiveData("manageOss", "getRewardList", {
  kind: "query",
  summary: "Rewards of the agency's broadcasters, newest first, optionally for one month or one broadcaster.",
  request: () => z.object({ /** Only this month, YYYY-MM. */ month: z.optional(monthSchema), /** Only this broadcaster. */ uid: z.optional(uidSchema), ...livePageFields }),
  response: () => livePageOf(rewardSchema),
  tags: ["LiveData"],
});

/** Every declaration of this file (family liveData, root and manageOss). */
export const liveDataReportEndpoints = [
  liveDataConfig,
  liveDataReportDay,
  liveDataReportMonth,
  liveDataGraphData,
  liveDataExportUrl,
  liveDataGetBanner,
  liveDataLiveCoverLowQuality,
  manageOssGetRewardList,
] as const;
