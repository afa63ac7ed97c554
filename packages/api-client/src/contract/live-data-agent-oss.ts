/**
 * Live-data family (SPEC section 7), agentOss: the data-center screens of an agency and its
 * sub-agencies (proxies): overview, proxy and broadcaster lists, details, export, the
 * caller's report role and user type, and queryProxyOverview (the spec's explicit
 * `POST /bigo_act_livedata_api/agentOss/queryProxyOverview`, declared once here). PK,
 * invoices and the GET calls: `live-data-agent-oss-pk.ts`. Shapes: `live-data-shared.ts`.
 */
import * as z from "zod/mini";
import {
  LiveDataErrorCode as E,
  dayRowSchema,
  defineLiveData,
  liveExportSchema,
  liveFormRangeFields,
  liveMetricsFields,
  liveMetricsSchema,
  livePageFields,
  livePageOf,
  liveRangeFields,
  liveUserFields,
  multiRoomSessionSchema,
} from "./live-data-shared.ts";
import { bigoIdSchema, countSchema, enumSchema, queryEnumSchema, queryIntSchema, queryStringListSchema, uidSchema } from "./shared.ts";
import { AgentRole } from "#enums/account-roles.ts";
import { AgentReportUserType } from "#enums/account.ts";
import { LiveDataType } from "#enums/live-data.ts";

const rangeErrors = [E.RangeTooLong, E.RangeInvalid, E.NoDataPermission];

/** A sub-agency (proxy) row with its metrics. */
export const proxyRowSchema = z.object({
  /** The proxy's uid. */
  proxyUid: uidSchema,
  /** Its owner's Bigo ID. */
  bigoId: z.string(),
  /** Its name. */
  name: z.string(),
  /** Broadcasters under contract. */
  anchorCount: countSchema,
  ...liveMetricsFields,
});

/** A broadcaster row with its metrics. */
export const anchorRowSchema = z.object({ ...liveUserFields, /** The proxy the broadcaster belongs to; "0" for the agency itself. */ proxyUid: uidSchema, ...liveMetricsFields });

/** Narrows a request to one sub-agency. */
const proxyField = { /** Only this sub-agency; absent: the caller's whole agency. */ proxyUid: z.optional(uidSchema) };

/** Narrows to one broker's broadcasters (the live and pk tabs, issue 20). */
const brokerField = {
  /** Only the broadcasters this broker looks after (a BROKER or MANAGER member's uid, union_oss getAgencyMemberList); 43003 for a member outside the caller's scope. */
  brokerUid: z.optional(uidSchema),
};

/** The figures a broadcaster list can be ordered by (a key of the metrics fields). */
export const anchorSortSchema = z.enum(["liveDuration", "validLiveDays", "beans", "giftUsers", "newFans", "pkCount", "pkWinCount", "maxViewers", "incomeCents", "pkWinRate"]);

/** The order of a broadcaster list: a figure and a direction (default most beans first); ties by uid. */
const anchorOrderFields = {
  /** Only broadcasters with at least this many PK battles in the range (the pk tab: a win rate needs enough battles). */
  minPkCount: z.optional(z.int().check(z.nonnegative())),
  /** The figure to order by; default `beans`. `pkWinRate`: wins over battles, broadcasters without battles last. */
  sort: z.optional(anchorSortSchema),
  /** `asc` or `desc` (default). */
  order: z.optional(z.enum(["asc", "desc"])),
};

/** agentOss overview: the agency's totals for a range and the previous range of the same length. */
export const agentOssOverview = defineLiveData("agentOss", "overview", {
  kind: "query",
  summary: "Core metrics of the agency (or one sub-agency) for a range, with the previous range for comparison.",
  request: () => z.object({ ...proxyField, ...liveRangeFields }),
  response: () =>
    z.object({
      /** Totals of the range. */ current: liveMetricsSchema,
      /** Totals of the previous range of equal length. */ previous: liveMetricsSchema,
      /** Broadcasters live in the range. */ activeAnchors: countSchema,
    }),
  tags: ["LiveData"],
  errors: rangeErrors,
});

/** agentOss proxyList: the sub-agencies with their metrics. */
export const agentOssProxyList = defineLiveData("agentOss", "proxyList", {
  kind: "query",
  summary: "Sub-agencies (proxies) with their metrics for a range, most beans first.",
  request: () => z.object({ ...liveRangeFields, ...livePageFields }),
  response: () => livePageOf(proxyRowSchema),
  tags: ["LiveData"],
  errors: rangeErrors,
});

/** agentOss anchorList: broadcasters with their metrics. */
export const agentOssAnchorList = defineLiveData("agentOss", "anchorList", {
  kind: "query",
  summary: "Broadcasters of the agency (or one sub-agency) with their metrics for a range, ordered by a figure (default most beans first).",
  request: () =>
    z.object({ ...proxyField, ...brokerField, /** Only this broadcaster. */ bigoId: z.optional(bigoIdSchema), ...anchorOrderFields, ...liveRangeFields, ...livePageFields }),
  response: () => livePageOf(anchorRowSchema),
  tags: ["LiveData"],
  errors: rangeErrors,
});

/** agentOss detail: one broadcaster's daily rows (detail/{type}). */
export const agentOssDetail = defineLiveData("agentOss", "detail", {
  kind: "query",
  summary: "One broadcaster's daily metrics over a range, with totals.",
  request: () => z.object({ /** The broadcaster. */ uid: uidSchema, ...liveRangeFields }),
  response: () => z.object({ /** Totals. */ summary: liveMetricsSchema, /** Days, newest first. */ list: z.array(dayRowSchema) }),
  tags: ["LiveData"],
  errors: [...rangeErrors, E.NotFound],
});

/** agentOss multiDetail: one broadcaster's multi-room sessions over a range. */
export const agentOssMultiDetail = defineLiveData("agentOss", "multiDetail", {
  kind: "query",
  summary: "One broadcaster's multi-room sessions over a range, newest first.",
  request: () => z.object({ /** The broadcaster. */ uid: uidSchema, ...liveRangeFields, ...livePageFields }),
  response: () => livePageOf(multiRoomSessionSchema),
  tags: ["LiveData"],
  errors: [...rangeErrors, E.NotFound],
});

/** agentOss export (form): the data-center tabs as CSV (SPEC section 3 "Export: startTime, endTime, proxyUid, tabs, dataType"). */
export const agentOssExport = defineLiveData("agentOss", "export", {
  encoding: "form",
  kind: "query",
  summary: "Export data-center tabs as CSV (form body); answers a download URL.",
  request: () =>
    z.object({
      ...liveFormRangeFields,
      /** Only this sub-agency. */
      proxyUid: z.optional(uidSchema),
      ...brokerField,
      /** Tabs to include (repeated key): core, proxyLive, live, pk. */
      tabs: queryStringListSchema,
      /** LiveDataType: 1 one row per day, 2 one row per month; as text. */
      dataType: z._default(queryEnumSchema(LiveDataType), LiveDataType.Day),
      /** The live and pk tabs: only this broadcaster (the screen's Bigo ID filter; 43005 when none of the caller's has it). */
      bigoId: z.optional(bigoIdSchema),
      ...anchorOrderFields,
      /** Only broadcasters with at least this many PK battles in the range; as text (a form body). */
      minPkCount: z.optional(queryIntSchema.check(z.nonnegative())),
    }),
  response: () => liveExportSchema,
  errors: [...rangeErrors, E.ExportTooLarge, E.NotFound],
});

/** agentOss getRole: the caller's agent role for the data pages. */
export const agentOssGetRole = defineLiveData("agentOss", "getRole", {
  kind: "query",
  summary: "The caller's agent role in the agency whose data they see.",
  request: () => z.object({}),
  response: () =>
    z.object({
      /** AgentRole: NOT_AGENT 0, SUPER_MANAGER 1, MANAGER 2, BROKER 3. */ role: enumSchema(AgentRole),
      /** The agency whose data the caller sees; "0" for none. */ agentUid: uidSchema,
    }),
  tags: ["LiveData"],
});

/** agentOss getUserType: the caller's report user type. */
export const agentOssGetUserType = defineLiveData("agentOss", "getUserType", {
  kind: "query",
  summary: "The caller's agent report user type (SPEC section 3).",
  request: () => z.object({}),
  response: () => z.object({ /** NoProfile 0, SuperAdmin 1, Operator 2, AgencyAgent 3, AgencySubAgent 4, AgencyManager 5. */ userType: enumSchema(AgentReportUserType) }),
  tags: ["LiveData"],
});

/** agentOss queryProxyOverview: one sub-agency's overview with daily rows (proxy-detail/{type}). */
export const agentOssQueryProxyOverview = defineLiveData("agentOss", "queryProxyOverview", {
  kind: "query",
  summary: "One sub-agency's totals and daily rows over a range (POST /bigo_act_livedata_api/agentOss/queryProxyOverview).",
  request: () => z.object({ /** The sub-agency. */ proxyUid: uidSchema, ...liveRangeFields }),
  response: () => z.object({ /** The sub-agency with its totals. */ proxy: proxyRowSchema, /** Days, newest first. */ list: z.array(dayRowSchema) }),
  tags: ["LiveData"],
  errors: [...rangeErrors, E.NotFound],
});

/** agentOss sumProxy: totals over all sub-agencies. */
export const agentOssSumProxy = defineLiveData("agentOss", "sumProxy", {
  kind: "query",
  summary: "Totals over all sub-agencies of the agency for a range.",
  request: () => z.object({ ...liveRangeFields }),
  response: () => z.object({ /** Sub-agencies. */ proxyCount: countSchema, /** Their totals. */ total: liveMetricsSchema }),
  tags: ["LiveData"],
  errors: rangeErrors,
});

/** Every declaration of this file (family liveData, agentOss reports). */
export const liveDataAgentOssEndpoints = [
  agentOssOverview,
  agentOssProxyList,
  agentOssAnchorList,
  agentOssMultiDetail,
  agentOssDetail,
  agentOssExport,
  agentOssGetRole,
  agentOssGetUserType,
  agentOssQueryProxyOverview,
  agentOssSumProxy,
] as const;
