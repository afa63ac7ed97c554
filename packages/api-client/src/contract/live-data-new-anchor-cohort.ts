/**
 * Live-data family (SPEC section 7), new_anchor and new_anchor/proxy, calls of ours (issue 20,
 * item 3: new-broadcaster data, NewBroadcasterData 103): the new-broadcaster milestones, the
 * cohorts by join week or month with their weekly retention, and the per-team (sub-agency)
 * totals of the manager screen. SPEC section 7 names no call for these; they follow the
 * new_anchor naming (`<group>/<verb>`).
 */
import * as z from "zod/mini";
import { LiveDataErrorCode as E, defineLiveData, livePageFields, livePageOf, liveRangeFields } from "./live-data-shared.ts";
import { newAnchorProxySummarySchema } from "./live-data-new-anchor-shared.ts";
import { beansSchema, countSchema, daySchema, durationSecondsSchema, uidSchema } from "./shared.ts";

const rangeErrors = [E.RangeTooLong, E.RangeInvalid, E.NoDataPermission];

/** One milestone of a new broadcaster: what they should have reached by day `day` since joining. */
export const newAnchorMilestoneSchema = z.object({
  /** Day since joining (the join day is day 1) by which the milestone is due. */
  day: countSchema,
  /** Valid live days needed (a valid day: at least `validDayMinSeconds` of config `rules` live). */
  validDays: countSchema,
  /** Counted live time needed, seconds. */
  liveSeconds: durationSecondsSchema,
  /** Beans needed. */
  beans: beansSchema,
});

/** new_anchor milestones: the new-broadcaster milestones, earliest first, and how long a broadcaster stays new. */
export const newAnchorMilestones = defineLiveData("new_anchor", "milestones", {
  kind: "query",
  summary: "The new-broadcaster milestones (valid days, live time and beans due by a day since joining) and how many days a broadcaster counts as new.",
  request: () => z.object({}),
  response: () =>
    z.object({
      /** Days after joining during which a broadcaster counts as new (90). */
      newDays: countSchema,
      /** The milestones, earliest first; the last is the new-broadcaster target (`qualified`). */
      list: z.array(newAnchorMilestoneSchema),
    }),
  tags: ["LiveData"],
});

/** One cohort: the new broadcasters who joined in one week (Monday first) or calendar month. */
export const newAnchorCohortSchema = z.object({
  /** The cohort's first day, YYYY-MM-DD (a Monday, or the 1st of a month). */
  start: daySchema,
  /** Broadcasters who joined in it. */
  size: countSchema,
  /** Of those, meeting the new-broadcaster target (the last milestone). */
  qualifiedCount: countSchema,
  /** Beans they received since joining. */
  beans: beansSchema,
  /** Their counted live time since joining, seconds. */
  liveDuration: durationSecondsSchema,
  /**
   * Weekly retention: element k (0-based) counts the broadcasters with at least one valid live
   * day in their week k+1 since joining (days 7k+1 to 7k+7); only weeks that have begun for
   * every member (at most 13).
   */
  retention: z.array(countSchema),
});

/** new_anchor cohort: the new broadcasters of the caller's scope (or one sub-agency) grouped by join week or month. */
export const newAnchorCohort = defineLiveData("new_anchor", "cohort", {
  kind: "query",
  summary: "The new broadcasters grouped by join week or month, newest first, with their totals and weekly retention.",
  request: () =>
    z.object({
      /** One sub-agency; absent: the caller's whole scope. */
      proxyUid: z.optional(uidSchema),
      /** Cohort length. */
      period: z.enum(["week", "month"]),
    }),
  response: () => z.object({ /** Newest first. */ list: z.array(newAnchorCohortSchema) }),
  tags: ["LiveData"],
  errors: [E.NoDataPermission],
});

/** new_anchor proxy list: the new-broadcaster totals of each team (sub-agency, and the agency's own broadcasters as proxyUid "0"). */
export const newAnchorProxyList = defineLiveData("new_anchor/proxy", "list", {
  kind: "query",
  summary: "Each team's new-broadcaster totals over a range (the agency's own broadcasters as proxyUid 0), most new broadcasters first.",
  request: () => z.object({ ...liveRangeFields, ...livePageFields }),
  response: () => livePageOf(newAnchorProxySummarySchema),
  tags: ["LiveData"],
  errors: rangeErrors,
});

/** Every declaration of this file (family liveData, new_anchor and new_anchor/proxy, calls of ours). */
export const liveDataNewAnchorCohortEndpoints = [newAnchorMilestones, newAnchorCohort, newAnchorProxyList] as const;
