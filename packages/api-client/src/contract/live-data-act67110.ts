/**
 * Live-data family (SPEC section 7), act67110: the live data of activity 67110, with the same
 * shapes as the root reports and multiRoom calls, counted over the activity's sessions only.
 * Shapes: `live-data-shared.ts`.
 */
import * as z from "zod/mini";
import {
  LiveDataErrorCode as E,
  dayReportRequestSchema,
  dayReportSchema,
  defineLiveData,
  exportRequestSchema,
  graphRequestSchema,
  graphSchema,
  liveExportSchema,
  livePageFields,
  livePageOf,
  liveRangeFields,
  monthReportRequestSchema,
  monthReportSchema,
  multiRoomDayRowSchema,
  multiRoomDetailRequestSchema,
  multiRoomDetailSchema,
  multiRoomMonthRowSchema,
  subjectFields,
} from "./live-data-shared.ts";
import { countSchema, daySchema, monthSchema } from "./shared.ts";

const rangeErrors = [E.RangeTooLong, E.RangeInvalid, E.NoDataPermission, E.ActivityNotOpen];

/** act67110 config: the activity's data range. */
export const act67110Config = defineLiveData("act67110", "config", {
  kind: "query",
  summary: "Activity 67110's data range and longest query range.",
  request: () => z.object({}),
  response: () => z.object({ /** First day with data. */ minDay: daySchema, /** Last complete day. */ maxDay: daySchema, /** Longest range, days. */ maxRangeDays: countSchema }),
  tags: ["LiveData"],
  errors: [E.ActivityNotOpen],
});

/** act67110 graphData: one metric per day within the activity. */
export const act67110GraphData = defineLiveData("act67110", "graphData", {
  kind: "query",
  summary: "One live metric per day within activity 67110.",
  request: () => graphRequestSchema,
  response: () => graphSchema,
  tags: ["LiveData"],
  errors: rangeErrors,
});

/** act67110 reportMonth: monthly metrics within the activity. */
export const act67110ReportMonth = defineLiveData("act67110", "reportMonth", {
  kind: "query",
  summary: "Monthly live metrics within activity 67110.",
  request: () => monthReportRequestSchema,
  response: () => monthReportSchema,
  tags: ["LiveData"],
  errors: rangeErrors,
});

/** act67110 reportDay: daily metrics within the activity. */
export const act67110ReportDay = defineLiveData("act67110", "reportDay", {
  kind: "query",
  summary: "Daily live metrics within activity 67110, with totals.",
  request: () => dayReportRequestSchema,
  response: () => dayReportSchema,
  tags: ["LiveData"],
  errors: rangeErrors,
});

/** act67110 exportUrl (form): the activity report as CSV. */
export const act67110ExportUrl = defineLiveData("act67110", "exportUrl", {
  encoding: "form",
  kind: "query",
  summary: "Export activity 67110's report as CSV (form body).",
  request: () => exportRequestSchema,
  response: () => liveExportSchema,
  errors: [...rangeErrors, E.ExportTooLarge],
});

/** act67110 multiRoomDay: multi-room figures per day within the activity. */
export const act67110MultiRoomDay = defineLiveData("act67110", "multiRoomDay", {
  kind: "query",
  summary: "Multi-room figures per day within activity 67110.",
  request: () => z.object({ ...subjectFields, ...liveRangeFields, ...livePageFields }),
  response: () => livePageOf(multiRoomDayRowSchema),
  tags: ["LiveData"],
  errors: rangeErrors,
});

/** act67110 multiRoomMonth: multi-room figures per month within the activity. */
export const act67110MultiRoomMonth = defineLiveData("act67110", "multiRoomMonth", {
  kind: "query",
  summary: "Multi-room figures per month within activity 67110.",
  request: () => z.object({ ...subjectFields, /** First month, YYYY-MM. */ startMonth: monthSchema, /** Last month, YYYY-MM. */ endMonth: monthSchema }),
  response: () => z.object({ /** Months, newest first. */ list: z.array(multiRoomMonthRowSchema) }),
  tags: ["LiveData"],
  errors: rangeErrors,
});

/** act67110 multiRoomGraph: one multi-room metric per day within the activity. */
export const act67110MultiRoomGraph = defineLiveData("act67110", "multiRoomGraph", {
  kind: "query",
  summary: "One multi-room metric per day within activity 67110.",
  request: () => graphRequestSchema,
  response: () => graphSchema,
  tags: ["LiveData"],
  errors: rangeErrors,
});

/** act67110 multiRoomDetail: one broadcaster's multi-room sessions of a day within the activity. */
export const act67110MultiRoomDetail = defineLiveData("act67110", "multiRoomDetail", {
  kind: "query",
  summary: "One broadcaster's multi-room sessions of a day within activity 67110.",
  request: () => multiRoomDetailRequestSchema,
  response: () => multiRoomDetailSchema,
  tags: ["LiveData"],
  errors: [E.NoDataPermission, E.NotFound, E.ActivityNotOpen],
});

/** act67110 multiRoomExportUrl (form): the activity's multi-room figures as CSV. */
export const act67110MultiRoomExportUrl = defineLiveData("act67110", "multiRoomExportUrl", {
  encoding: "form",
  kind: "query",
  summary: "Export activity 67110's multi-room figures as CSV (form body).",
  request: () => exportRequestSchema,
  response: () => liveExportSchema,
  errors: [...rangeErrors, E.ExportTooLarge],
});

/** Every declaration of this file (family liveData, act67110). */
export const liveDataAct67110Endpoints = [
  act67110Config,
  act67110GraphData,
  act67110ReportMonth,
  act67110ReportDay,
  act67110ExportUrl,
  act67110MultiRoomDay,
  act67110MultiRoomMonth,
  act67110MultiRoomGraph,
  act67110MultiRoomDetail,
  act67110MultiRoomExportUrl,
] as const;
