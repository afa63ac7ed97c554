/**
 * Live-data family (SPEC section 7), multiRoom and creator: multi-guest room figures by day
 * and month, their graph, sessions and export; the creator level, ranking and live data.
 * Shapes: `live-data-shared.ts`.
 */
import * as z from "zod/mini";
import {
  LiveDataErrorCode as E,
  dayRowSchema,
  defineLiveData,
  exportRequestSchema,
  graphRequestSchema,
  graphSchema,
  liveExportSchema,
  liveMetricsSchema,
  livePageFields,
  livePageOf,
  liveRangeFields,
  liveUserFields,
  multiRoomDayRowSchema,
  multiRoomDetailRequestSchema,
  multiRoomDetailSchema,
  multiRoomMonthRowSchema,
  subjectFields,
} from "./live-data-shared.ts";
import { basisPointsSchema, beansSchema, bigoIdSchema, countSchema, daySchema, durationSecondsSchema, monthSchema, secondsSchema, uidSchema } from "./shared.ts";
import { dayStateSchema, tierProgressSchema, tierRuleSchema } from "./live-data-tiers.ts";

const rangeErrors = [E.RangeTooLong, E.RangeInvalid, E.NoDataPermission];

/** Multi-room totals over a range: a day row's figures without the day (seconds, counts, beans). */
export const multiRoomTotalsSchema = z.omit(multiRoomDayRowSchema, { day: true });

/** multiRoom Day: multi-room figures per day. */
export const multiRoomDay = defineLiveData("multiRoom", "Day", {
  path: "/multiRoom/day",
  kind: "query",
  summary: "Multi-room (multi-guest) figures per day of the agency or one broadcaster, with the totals over the whole range.",
  request: () => z.object({ ...subjectFields, ...liveRangeFields, ...livePageFields }),
  response: () =>
    z.extend(livePageOf(multiRoomDayRowSchema), {
      /** Totals over every day of the range (all pages). */
      summary: multiRoomTotalsSchema,
    }),
  tags: ["LiveData"],
  errors: rangeErrors,
});

/** multiRoom Month: multi-room figures per month. */
export const multiRoomMonth = defineLiveData("multiRoom", "Month", {
  path: "/multiRoom/month",
  kind: "query",
  summary: "Multi-room figures per month (at most 24 months).",
  request: () => z.object({ ...subjectFields, /** First month, YYYY-MM. */ startMonth: monthSchema, /** Last month, YYYY-MM. */ endMonth: monthSchema }),
  response: () => z.object({ /** Months, newest first. */ list: z.array(multiRoomMonthRowSchema) }),
  tags: ["LiveData"],
  errors: rangeErrors,
});

/** multiRoom Graph: one multi-room metric per day. */
export const multiRoomGraph = defineLiveData("multiRoom", "Graph", {
  path: "/multiRoom/graph",
  kind: "query",
  summary: "One metric per day for the multi-room chart.",
  request: () => graphRequestSchema,
  response: () => graphSchema,
  tags: ["LiveData"],
  errors: rangeErrors,
});

/** multiRoom Detail: one broadcaster's multi-room sessions of one day. */
export const multiRoomDetail = defineLiveData("multiRoom", "Detail", {
  path: "/multiRoom/detail",
  kind: "query",
  summary: "One broadcaster's multi-room sessions of one day.",
  request: () => multiRoomDetailRequestSchema,
  response: () => multiRoomDetailSchema,
  tags: ["LiveData"],
  errors: [E.NoDataPermission, E.NotFound],
});

/** multiRoom ExportUrl (form): multi-room figures as CSV. */
export const multiRoomExportUrl = defineLiveData("multiRoom", "ExportUrl", {
  path: "/multiRoom/exportUrl",
  encoding: "form",
  kind: "query",
  summary: "Export multi-room figures as CSV (form body); answers a download URL.",
  request: () => exportRequestSchema,
  response: () => liveExportSchema,
  errors: [...rangeErrors, E.ExportTooLarge],
});

/** creator achieveLevel: a broadcaster's creator level and progress. */
export const creatorAchieveLevel = defineLiveData("creator", "achieveLevel", {
  kind: "query",
  summary: "A broadcaster's creator level this month and the progress to the next one.",
  request: () => z.object({ /** The broadcaster; absent: the caller. */ uid: z.optional(uidSchema) }),
  response: () =>
    z.object({
      /** Level, 0 (none) to 10. */
      level: z.int().check(z.gte(0), z.lte(10)),
      /** Beans received this month. */
      beans: beansSchema,
      /** Beans needed for the next level; 0 at the top. */
      nextLevelBeans: beansSchema,
      /** Progress to the next level, basis points. */
      progressBp: basisPointsSchema,
      /** When the current level was reached, Unix seconds; 0 for none. */
      achieveTime: secondsSchema,
    }),
  tags: ["LiveData"],
  errors: [E.NoDataPermission],
});

/**
 * The fields of a liveOrder row (creator liveOrder; the region's area liveOrder adds the agency):
 * the broadcaster, their rank by beans, the range's beans, live seconds and valid days, the
 * month's tier progress (null unless the range is within one calendar month, from its 1st) and,
 * with `withDays`, every day of the range.
 */
export const liveOrderRowFields = () => ({
  ...liveUserFields,
  /** Rank, 1-based. */ rank: countSchema,
  /** Beans in the range. */ beans: beansSchema,
  /** Time live, seconds. */ liveDuration: durationSecondsSchema,
  /** Valid days (at least one hour live) in the range. */ validLiveDays: countSchema,
  /** The month's tier and progress; null unless the range starts on a month's first day and ends in that month. */
  tier: z.nullable(tierProgressSchema),
  /** With `withDays`: every day of the range, oldest first (days off included); absent otherwise. */
  days: z.optional(z.array(dayStateSchema)),
});

/** The fields a liveOrder answer has beside its page: the tier table, data as of, the month's elapsed days and the totals over every row. */
export const liveOrderAnswerFields = () => ({
  /** The tier table, lowest first. */
  tierRules: z.array(tierRuleSchema),
  /** The last complete day the figures count (data as of its end, UTC+0), YYYY-MM-DD. */
  asOfDay: daySchema,
  /** Days of the month the figures count (the projection's base); 0 when the range is not within one month. */
  elapsedDays: countSchema,
  /** Totals over every row of the filtered set (all pages). */
  totals: z.object({ /** Seconds. */ liveDuration: durationSecondsSchema, /** Valid days. */ validLiveDays: countSchema, /** Beans. */ beans: beansSchema }),
});

/** The figures a liveOrder page can be ordered by (creator liveOrder `sort`). */
export const liveOrderSortSchema = z.enum(["beans", "liveDuration", "validLiveDays"]);

/** creator liveOrder: the agency's broadcasters ranked by beans, with their tier in a month. */
export const creatorLiveOrder = defineLiveData("creator", "liveOrder", {
  kind: "query",
  summary:
    "The agency's broadcasters ranked by beans over a range; for a range within one calendar month, each with the month's tier and progress to the next (broadcaster stats, month).",
  request: () =>
    z.object({
      /** Only this broadcaster (43005 when none of the caller's has it). */
      bigoId: z.optional(bigoIdSchema),
      /** Also answer each row's days (broadcaster stats, day: the calendar heat map). */
      withDays: z.optional(z.boolean()),
      /** The figure to order the rows by; default `beans` (the ranking). Ties by rank; `rank` stays the rank by beans whatever the order. */
      sort: z.optional(liveOrderSortSchema),
      /** `asc` or `desc` (default). */
      order: z.optional(z.enum(["asc", "desc"])),
      ...liveRangeFields,
      ...livePageFields,
    }),
  response: () => z.extend(livePageOf(z.object(liveOrderRowFields())), liveOrderAnswerFields()),
  tags: ["LiveData"],
  errors: [...rangeErrors, E.NotFound],
});

/** creator livedata: a creator's live data with daily rows. */
export const creatorLivedata = defineLiveData("creator", "livedata", {
  kind: "query",
  summary: "A broadcaster's live totals and daily rows over a range (at most 92 days).",
  request: () => z.object({ /** The broadcaster; absent: the caller. */ uid: z.optional(uidSchema), ...liveRangeFields }),
  response: () => z.object({ /** Totals. */ summary: liveMetricsSchema, /** Days, newest first. */ list: z.array(dayRowSchema) }),
  tags: ["LiveData"],
  errors: rangeErrors,
});

/** Every declaration of this file (family liveData, multiRoom and creator). */
export const liveDataMultiRoomEndpoints = [
  multiRoomDay,
  multiRoomMonth,
  multiRoomGraph,
  multiRoomDetail,
  multiRoomExportUrl,
  creatorAchieveLevel,
  creatorLiveOrder,
  creatorLivedata,
] as const;
