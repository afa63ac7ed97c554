/**
 * Live-data family (SPEC section 7), server-to-server calls (forms): the inner activity
 * queries (66965, 68753, all, offline) and multi-room list, the PHP access check, and the
 * act_78062_report proxy. They answer 43012 when the caller is not an allowed service.
 * Shapes: `live-data-shared.ts`.
 */
import * as z from "zod/mini";
import {
  LiveDataErrorCode as E,
  dayRowSchema,
  defineLiveData,
  innerUidsField,
  liveFormRangeFields,
  liveMetricsFields,
  liveMetricsSchema,
  multiRoomSessionSchema,
} from "./live-data-shared.ts";
import { countSchema, flagSchema, secondsSchema, uidSchema } from "./shared.ts";

/** The request of the activity queries: users and a range. */
const innerQueryRequest = z.object({ ...innerUidsField, ...liveFormRangeFields });

/** The answer of the activity queries: one row of metrics per user asked about. */
const innerMetricsAnswer = z.object({
  /** One row per user (users without data are left out). */ list: z.array(z.object({ /** The user. */ uid: uidSchema, ...liveMetricsFields })),
});

/** inner 66965: users' live metrics within activity 66965 (the tracking activity, SPEC section 9). */
export const inner66965 = defineLiveData("inner", "66965", {
  auth: "none",
  encoding: "form",
  kind: "query",
  summary: "Users' live metrics within activity 66965 over a range (server to server, form body).",
  request: () => innerQueryRequest,
  response: () => innerMetricsAnswer,
  errors: [E.AccessDenied, E.RangeTooLong, E.RangeInvalid],
});

/** inner 68753: users' live metrics within activity 68753. */
export const inner68753 = defineLiveData("inner", "68753", {
  auth: "none",
  encoding: "form",
  kind: "query",
  summary: "Users' live metrics within activity 68753 over a range (server to server, form body).",
  request: () => innerQueryRequest,
  response: () => innerMetricsAnswer,
  errors: [E.AccessDenied, E.RangeTooLong, E.RangeInvalid],
});

/** inner all: users' live metrics over all sessions. */
export const innerAll = defineLiveData("inner", "all", {
  auth: "none",
  encoding: "form",
  kind: "query",
  summary: "Users' live metrics over all sessions in a range (server to server, form body).",
  request: () => innerQueryRequest,
  response: () => innerMetricsAnswer,
  errors: [E.AccessDenied, E.RangeTooLong, E.RangeInvalid],
});

/** inner offline: how long users have been offline. */
export const innerOffline = defineLiveData("inner", "offline", {
  auth: "none",
  encoding: "form",
  kind: "query",
  summary: "For each user, the last live session and the days without one in a range (server to server, form body).",
  request: () => innerQueryRequest,
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

/** inner multiList: users' multi-room sessions. */
export const innerMultiList = defineLiveData("inner", "multiList", {
  auth: "none",
  encoding: "form",
  kind: "query",
  summary: "Users' multi-room sessions in a range (server to server, form body).",
  request: () => innerQueryRequest,
  response: () => z.object({ /** Sessions, by user then time. */ list: z.array(z.object({ /** The user. */ uid: uidSchema, ...multiRoomSessionSchema.def.shape })) }),
  errors: [E.AccessDenied, E.RangeTooLong, E.RangeInvalid],
});

/** inner access canPhpAccess: whether a PHP page may read a path of this API. */
export const innerAccessCanPhpAccess = defineLiveData("inner/access", "canPhpAccess", {
  auth: "none",
  encoding: "form",
  kind: "query",
  summary: "Whether the calling PHP service may read the given API path (form body).",
  request: () => z.object({ /** The API path asked about, e.g. `/agentOss/overview`. */ path: z.string().check(z.regex(/^\/[A-Za-z0-9_/]+$/)) }),
  response: () => z.object({ /** 1 allowed. */ allow: flagSchema }),
});

/** act_78062_report proxy: activity 78062's report of one sub-agency. */
export const act78062ReportProxy = defineLiveData("act_78062_report", "proxy", {
  encoding: "form",
  kind: "query",
  summary: "Activity 78062's totals and daily rows for one sub-agency (form body).",
  request: () => z.object({ /** The sub-agency. */ proxyUid: uidSchema, ...liveFormRangeFields }),
  response: () => z.object({ /** Totals. */ summary: liveMetricsSchema, /** Days, newest first. */ list: z.array(dayRowSchema) }),
  tags: ["LiveData"],
  errors: [E.NoDataPermission, E.RangeTooLong, E.RangeInvalid, E.ActivityNotOpen],
});

/** Every declaration of this file (family liveData, inner calls and act_78062_report). */
export const liveDataInnerEndpoints = [inner66965, inner68753, innerAll, innerOffline, innerMultiList, innerAccessCanPhpAccess, act78062ReportProxy] as const;
