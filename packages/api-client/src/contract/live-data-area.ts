/**
 * Live-data family (SPEC section 7), area: the region screens of operators (SPEC section 2,
 * region broadcaster-stats tabs day, month and agency-data; OperatorStat 7). Calls of ours in the
 * family's style (SPEC section 7 names no region call besides new_anchor/area): a region's
 * broadcasters ranked by beans over a range, its agencies ranked with their rank of the previous
 * period, and the server's CSV of either. A region is named by its short name (`area`, as
 * new_anchor/area does); the rows are those of the region's agencies the caller's data scope
 * covers, and a region outside it is refused (43003).
 */
import * as z from "zod/mini";
import { LiveDataErrorCode as E, defineLiveData, liveExportSchema, liveFormRangeFields, livePageFields, livePageOf, liveRangeFields } from "./live-data-shared.ts";
import { liveOrderAnswerFields, liveOrderRowFields } from "./live-data-multi-room.ts";
import { areaSchema } from "./live-data-new-anchor-shared.ts";
import { beansSchema, bigoIdSchema, countSchema, daySchema, durationSecondsSchema, uidSchema } from "./shared.ts";

const areaErrors = [E.RangeTooLong, E.RangeInvalid, E.NoDataPermission, E.NotFound];

/** The filters of a region's broadcaster list (area liveOrder, area exportUrl). */
const areaFilterFields = {
  /** The region's short name (session regions' `shortName`). */
  area: areaSchema,
  /** Only the broadcasters of this agency of the region (its uid); 43003 when the caller's scope does not cover it. */
  agencyUid: z.optional(uidSchema),
  /** Only this broadcaster (43005 when none of the region's agencies in the scope has it). */
  bigoId: z.optional(bigoIdSchema),
};

/** area liveOrder: a region's broadcasters ranked by beans, each with their agency. */
export const areaLiveOrder = defineLiveData("area", "liveOrder", {
  kind: "query",
  summary:
    "A region's broadcasters (of its agencies the caller's scope covers) ranked by beans over a range, each with their agency; for a range within one calendar month, with the month's tier and progress (region broadcaster stats, day and month).",
  request: () =>
    z.object({
      ...areaFilterFields,
      /** Also answer each row's days (the day tab's calendar heat map). */
      withDays: z.optional(z.boolean()),
      ...liveRangeFields,
      ...livePageFields,
    }),
  response: () =>
    z.extend(
      livePageOf(
        z.object({
          ...liveOrderRowFields(),
          /** The broadcaster's agency (uid). */ agencyUid: uidSchema,
          /** The agency's name. */ agencyName: z.string(),
        }),
      ),
      liveOrderAnswerFields(),
    ),
  tags: ["LiveData"],
  errors: areaErrors,
});

/** One agency's figures over a range (area agencyRank). */
export const areaAgencyFigures = {
  /** Beans. */ beans: beansSchema,
  /** Time live, seconds. */ liveDuration: durationSecondsSchema,
  /** Valid days (a broadcaster's day with at least one hour live), summed over its broadcasters. */ validLiveDays: countSchema,
  /** Broadcasters with any live time in the range. */ liveAnchors: countSchema,
};

/** area agencyRank: a region's agencies ranked by beans, with their rank in the previous period. */
export const areaAgencyRank = defineLiveData("area", "agencyRank", {
  kind: "query",
  summary:
    "A region's agencies (those the caller's scope covers) ranked by beans over a range, each with its rank over the previous range of the same length (region agency data).",
  request: () => z.object({ /** The region's short name. */ area: areaSchema, ...liveRangeFields, ...livePageFields }),
  response: () =>
    z.extend(
      livePageOf(
        z.object({
          /** The agency's uid. */ agencyUid: uidSchema,
          /** Its name. */ name: z.string(),
          /** Rank by beans over the range, 1-based (ties: lower uid first). */ rank: countSchema,
          /** Rank over the previous range among the same agencies; null when it had no beans then (new to the ranking: no change shown). */
          previousRank: z.nullable(countSchema),
          ...areaAgencyFigures,
        }),
      ),
      {
        /** Totals over every agency of the ranking (all pages). */
        totals: z.object(areaAgencyFigures),
        /** The previous range the ranks are compared with: the same number of days, ending the day before the range starts (UTC+0). */
        previous: z.object({ /** First day, YYYY-MM-DD. */ from: daySchema, /** Last day, YYYY-MM-DD. */ to: daySchema }),
        /** The last complete day the figures count (data as of its end, UTC+0), YYYY-MM-DD. */
        asOfDay: daySchema,
      },
    ),
  tags: ["LiveData"],
  errors: [E.RangeTooLong, E.RangeInvalid, E.NoDataPermission, E.NotFound],
});

/** area exportUrl (form): the region's rows of a tab as CSV. */
export const areaExportUrl = defineLiveData("area", "exportUrl", {
  encoding: "form",
  kind: "query",
  summary:
    "Export a region's tab as CSV (form body): `days` one row per broadcaster per day, `tiers` one row per broadcaster with the month's tier, `agencies` the agency ranking; the same filters as the list, every row.",
  request: () =>
    z.object({
      ...areaFilterFields,
      /** The tab: `days`, `tiers` or `agencies` (the agency filter and Bigo ID do not apply to `agencies`). */
      tab: z.enum(["days", "tiers", "agencies"]),
      ...liveFormRangeFields,
    }),
  response: () => liveExportSchema,
  errors: [...areaErrors, E.ExportTooLarge],
});

/** Every declaration of this file (family liveData, area). */
export const liveDataAreaEndpoints = [areaLiveOrder, areaAgencyRank, areaExportUrl] as const;
