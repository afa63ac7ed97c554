/**
 * Schemas shared by the new_anchor files (`live-data-new-anchor.ts`,
 * `live-data-new-anchor-area.ts`): new-broadcaster data (NewBroadcasterData, permission 103;
 * screens manager, agent and anchor-detail). A new broadcaster is one who joined within the
 * last 90 days. No declarations here.
 */
import * as z from "zod/mini";
import { liveUserFields } from "./live-data-shared.ts";
import { beansSchema, countSchema, durationSecondsSchema, flagSchema, secondsSchema, uidSchema } from "./shared.ts";

/** One new broadcaster with their figures over the range. */
export const newAnchorRowSchema = z.object({
  ...liveUserFields,
  /** The sub-agency they belong to; "0" for the agency itself. */
  proxyUid: uidSchema,
  /** When they joined, Unix seconds. */
  joinTime: secondsSchema,
  /** Grade label ("S", "A", "B", "C"); "" before grading. */
  grade: z.string(),
  /** Time live, seconds. */
  liveDuration: durationSecondsSchema,
  /** Days with at least one hour live. */
  validLiveDays: countSchema,
  /** Beans received. */
  beans: beansSchema,
  /** New followers. */
  newFans: countSchema,
  /** 1 if they met the new-broadcaster target (20 valid days and 40 hours in 30 days). */
  qualified: flagSchema,
});

/** Totals over new broadcasters. */
export const newAnchorSummaryFields = {
  /** New broadcasters. */
  newAnchorCount: countSchema,
  /** Of those, live at least once in the range. */
  activeCount: countSchema,
  /** Of those, meeting the target. */
  qualifiedCount: countSchema,
  /** Beans they received. */
  beans: beansSchema,
  /** Their time live, seconds. */
  liveDuration: durationSecondsSchema,
};

/** A sub-agency's new-broadcaster totals (area screens). */
export const newAnchorProxySummarySchema = z.object({
  /** The sub-agency. */
  proxyUid: uidSchema,
  /** Its name. */
  name: z.string(),
  ...newAnchorSummaryFields,
});

/** A region (area) of the operator's screens: the region's short name (session regions' `shortName`). */
export const areaSchema = z.string().check(z.regex(/^[A-Za-z]{2,8}$/));
