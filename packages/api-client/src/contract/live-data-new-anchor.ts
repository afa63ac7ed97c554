/**
 * Live-data family (SPEC section 7), new_anchor and new_anchor/proxy: new-broadcaster reports,
 * graphs and exports for the agency (manager screen) and per sub-agency (agent screen).
 * Area and server-to-server calls: `live-data-new-anchor-area.ts`.
 */
import * as z from "zod/mini";
import {
  LiveDataErrorCode as E,
  dayRowSchema,
  defineLiveData,
  graphMetricSchema,
  graphSchema,
  liveExportSchema,
  liveFormRangeFields,
  livePageFields,
  livePageOf,
  liveRangeFields,
} from "./live-data-shared.ts";
import { newAnchorRowSchema, newAnchorSummaryFields } from "./live-data-new-anchor-shared.ts";
import { bigoIdSchema, uidSchema } from "./shared.ts";

const rangeErrors = [E.RangeTooLong, E.RangeInvalid, E.NoDataPermission];

/** Narrows to one sub-agency. */
const proxyField = { /** The sub-agency; absent: the caller's own. */ proxyUid: z.optional(uidSchema) };

/** The request of a new-broadcaster report page. */
const reportRequest = z.object({ ...proxyField, /** Only this broadcaster. */ bigoId: z.optional(bigoIdSchema), ...liveRangeFields, ...livePageFields });

/** The request of a new-broadcaster graph. */
const graphRequest = z.object({
  ...proxyField,
  /** One broadcaster; absent: all new broadcasters together. */ uid: z.optional(uidSchema),
  /** Metric to plot. */ metric: graphMetricSchema,
  ...liveRangeFields,
});

/** The request of a new-broadcaster export (form). */
const exportRequest = z.object({ ...proxyField, ...liveFormRangeFields });

/** new_anchor report: the agency's new broadcasters with their figures. */
export const newAnchorReport = defineLiveData("new_anchor", "report", {
  kind: "query",
  summary: "The agency's new broadcasters (joined within 90 days) with their figures over a range.",
  request: () => reportRequest,
  response: () => livePageOf(newAnchorRowSchema),
  tags: ["LiveData"],
  errors: rangeErrors,
});

/** new_anchor graph: one metric per day over new broadcasters. */
export const newAnchorGraph = defineLiveData("new_anchor", "graph", {
  kind: "query",
  summary: "One metric per day over the agency's new broadcasters (or one of them).",
  request: () => graphRequest,
  response: () => graphSchema,
  tags: ["LiveData"],
  errors: rangeErrors,
});

/** new_anchor exportUrl (form): the new-broadcaster report as CSV. */
export const newAnchorExportUrl = defineLiveData("new_anchor", "exportUrl", {
  encoding: "form",
  kind: "query",
  summary: "Export the new-broadcaster report as CSV (form body).",
  request: () => exportRequest,
  response: () => liveExportSchema,
  errors: [...rangeErrors, E.ExportTooLarge],
});

/** new_anchor proxy report: a sub-agency's new broadcasters. */
export const newAnchorProxyReport = defineLiveData("new_anchor/proxy", "report", {
  kind: "query",
  summary: "A sub-agency's new broadcasters with their figures over a range.",
  request: () => reportRequest,
  response: () => livePageOf(newAnchorRowSchema),
  tags: ["LiveData"],
  errors: rangeErrors,
});

/** new_anchor proxy summary: a sub-agency's new-broadcaster totals. */
export const newAnchorProxySummary = defineLiveData("new_anchor/proxy", "summary", {
  kind: "query",
  summary: "A sub-agency's new-broadcaster totals over a range.",
  request: () => z.object({ ...proxyField, ...liveRangeFields }),
  response: () => z.object(newAnchorSummaryFields),
  tags: ["LiveData"],
  errors: rangeErrors,
});

/** new_anchor proxy graph: one metric per day over a sub-agency's new broadcasters. */
export const newAnchorProxyGraph = defineLiveData("new_anchor/proxy", "graph", {
  kind: "query",
  summary: "One metric per day over a sub-agency's new broadcasters.",
  request: () => graphRequest,
  response: () => graphSchema,
  tags: ["LiveData"],
  errors: rangeErrors,
});

/** new_anchor proxy details: one new broadcaster's daily rows (anchor-detail). */
export const newAnchorProxyDetails = defineLiveData("new_anchor/proxy", "details", {
  kind: "query",
  summary: "One new broadcaster's row and daily figures over a range (anchor-detail).",
  request: () => z.object({ /** The broadcaster. */ uid: uidSchema, ...liveRangeFields }),
  response: () => z.object({ /** The broadcaster's row. */ anchor: newAnchorRowSchema, /** Days, newest first. */ list: z.array(dayRowSchema) }),
  tags: ["LiveData"],
  errors: [...rangeErrors, E.NotFound],
});

/** new_anchor proxy exportUrl (form): a sub-agency's new-broadcaster report as CSV. */
export const newAnchorProxyExportUrl = defineLiveData("new_anchor/proxy", "exportUrl", {
  encoding: "form",
  kind: "query",
  summary: "Export a sub-agency's new-broadcaster report as CSV (form body).",
  request: () => exportRequest,
  response: () => liveExportSchema,
  errors: [...rangeErrors, E.ExportTooLarge],
});

/** Every declaration of this file (family liveData, new_anchor and new_anchor/proxy). */
export const liveDataNewAnchorEndpoints = [
  newAnchorReport,
  newAnchorGraph,
  newAnchorExportUrl,
  newAnchorProxyReport,
  newAnchorProxySummary,
  newAnchorProxyGraph,
  newAnchorProxyDetails,
  newAnchorProxyExportUrl,
] as const;
