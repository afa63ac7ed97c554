/**
 * Live-data family (SPEC section 7), new_anchor/area and new_anchor/inner: new-broadcaster
 * totals of a region for operators, and the server-to-server lookups (forms) behind them.
 */
import * as z from "zod/mini";
import { LiveDataErrorCode as E, defineLiveData, innerUidsField, liveExportSchema, liveFormRangeFields, livePageFields, livePageOf, liveRangeFields } from "./live-data-shared.ts";
import { areaSchema, newAnchorProxySummarySchema, newAnchorRowSchema, newAnchorSummaryFields } from "./live-data-new-anchor-shared.ts";
import { countSchema, flagSchema, secondsSchema, uidSchema } from "./shared.ts";

const rangeErrors = [E.RangeTooLong, E.RangeInvalid, E.NoDataPermission];

/** new_anchor area summary: a region's new-broadcaster totals. */
export const newAnchorAreaSummary = defineLiveData("new_anchor/area", "summary", {
  kind: "query",
  summary: "A region's new-broadcaster totals over a range (operators).",
  request: () => z.object({ /** The region's short name. */ area: areaSchema, ...liveRangeFields }),
  response: () => z.object(newAnchorSummaryFields),
  tags: ["LiveData"],
  errors: rangeErrors,
});

/** new_anchor area details: a region's sub-agencies with their new-broadcaster totals. */
export const newAnchorAreaDetails = defineLiveData("new_anchor/area", "details", {
  kind: "query",
  summary: "A region's agencies with their new-broadcaster totals, most new broadcasters first.",
  request: () => z.object({ /** The region's short name. */ area: areaSchema, ...liveRangeFields, ...livePageFields }),
  response: () => livePageOf(newAnchorProxySummarySchema),
  tags: ["LiveData"],
  errors: rangeErrors,
});

/** new_anchor area exportUrl (form): a region's totals per agency as CSV. */
export const newAnchorAreaExportUrl = defineLiveData("new_anchor/area", "exportUrl", {
  encoding: "form",
  kind: "query",
  summary: "Export a region's new-broadcaster totals per agency as CSV (form body).",
  request: () => z.object({ /** The region's short name. */ area: areaSchema, ...liveFormRangeFields }),
  response: () => liveExportSchema,
  errors: [...rangeErrors, E.ExportTooLarge],
});

/** new_anchor inner index (form): which users are new broadcasters. */
export const newAnchorInnerIndex = defineLiveData("new_anchor/inner", "index", {
  auth: "none",
  encoding: "form",
  kind: "query",
  summary: "For each user, whether they are a new broadcaster and since when (server to server, form body).",
  request: () => z.object({ ...innerUidsField }),
  response: () =>
    z.object({
      /** One row per user asked about. */ list: z.array(
        z.object({
          /** The user. */ uid: uidSchema,
          /** 1 new broadcaster. */ isNew: flagSchema,
          /** When they joined, Unix seconds; 0 if not under contract. */ joinTime: secondsSchema,
        }),
      ),
    }),
  errors: [E.AccessDenied],
});

/** new_anchor inner list (form): a sub-agency's new broadcasters. */
export const newAnchorInnerList = defineLiveData("new_anchor/inner", "list", {
  auth: "none",
  encoding: "form",
  kind: "query",
  summary: "A sub-agency's new broadcasters with their figures (server to server, form body).",
  request: () => z.object({ /** The sub-agency. */ proxyUid: uidSchema, ...liveFormRangeFields }),
  response: () => z.object({ /** All of them, newest first. */ list: z.array(newAnchorRowSchema) }),
  errors: [E.AccessDenied, E.RangeTooLong, E.RangeInvalid],
});

/** new_anchor inner batchGetGrades (form): users' grades. */
export const newAnchorInnerBatchGetGrades = defineLiveData("new_anchor/inner", "batchGetGrades", {
  auth: "none",
  encoding: "form",
  kind: "query",
  summary: "Users' broadcaster grades (server to server, form body).",
  request: () => z.object({ ...innerUidsField }),
  response: () =>
    z.object({ /** One row per user asked about. */ list: z.array(z.object({ /** The user. */ uid: uidSchema, /** Grade label; "" before grading. */ grade: z.string() })) }),
  errors: [E.AccessDenied],
});

/** new_anchor inner batchGetOfflineData (form): users' offline days. */
export const newAnchorInnerBatchGetOfflineData = defineLiveData("new_anchor/inner", "batchGetOfflineData", {
  auth: "none",
  encoding: "form",
  kind: "query",
  summary: "For each user, the last live session and the days without one in a range (server to server, form body).",
  request: () => z.object({ ...innerUidsField, ...liveFormRangeFields }),
  response: () =>
    z.object({
      /** One row per user asked about. */
      list: z.array(
        z.object({
          /** The user. */ uid: uidSchema,
          /** Last live start, Unix seconds; 0 if never. */ lastLiveTime: secondsSchema,
          /** Days in the range without a live session. */ offlineDays: countSchema,
        }),
      ),
    }),
  errors: [E.AccessDenied, E.RangeTooLong, E.RangeInvalid],
});

/** Every declaration of this file (family liveData, new_anchor/area and new_anchor/inner). */
export const liveDataNewAnchorAreaEndpoints = [
  newAnchorAreaSummary,
  newAnchorAreaExportUrl,
  newAnchorAreaDetails,
  newAnchorInnerIndex,
  newAnchorInnerList,
  newAnchorInnerBatchGetGrades,
  newAnchorInnerBatchGetOfflineData,
] as const;
