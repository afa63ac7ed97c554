/**
 * live_agent_service declarations, the interview list (interview/list, permission
 * InterviewPermission 12). SPEC section 7 shows no interview call: these are ours, in the
 * family's naming style (`Get<Entity>List`, `<Verb><Entity>`). Staff see the interviews of the
 * agencies in their data scope (an operator: its regions' agencies), soonest first. A reschedule
 * moves a scheduled interview to a new time with a reason; every move is kept in its history and
 * none is edited or deleted. Times are Unix seconds; `candidate_time_zone` is an IANA zone name.
 */
import * as z from "zod/mini";
import { defineEndpoint } from "./define.ts";
import { idTag, listTag, rowTags } from "#tags.ts";
import { countSchema, enumSchema, exportAnswerSchema, flagSchema, pageFields, secondsSchema } from "./shared.ts";
import { InterviewResult, InterviewStatus } from "#enums/interview.ts";

/** Business codes of the interview calls (ours). */
export const InterviewErrorCode = {
  /** No interview with this id in the caller's scope. */
  InterviewNotFound: 49101,
  /** Only a scheduled interview can be rescheduled (it is done, no-show or cancelled). */
  InterviewNotScheduled: 49102,
  /** The new time is not in the future. */
  RescheduleTimePassed: 49103,
} as const;

/** The longest reschedule reason, characters. */
export const RESCHEDULE_REASON_MAX = 200;

/** One interview. */
export const interviewSchema = z.object({
  /** Interview id. */
  interview_id: z.string(),
  /** The agency holding it: its uid and name. */
  agency_uid: z.string(),
  agency_name: z.string(),
  /** The candidate's name. */
  candidate_name: z.string(),
  /** The candidate's Bigo ID. */
  candidate_bigo_id: z.string(),
  /** The candidate's IANA time zone (`Asia/Manila`). */
  candidate_time_zone: z.string(),
  /** When it is scheduled, Unix seconds. */
  scheduled_time: secondsSchema,
  /** InterviewStatus: 1 scheduled, 2 done, 3 no-show, 4 cancelled. */
  status: enumSchema(InterviewStatus),
  /** Who interviews (display name). */
  interviewer_name: z.string(),
  /** InterviewResult: 0 none yet, 1 passed, 2 failed. */
  result: enumSchema(InterviewResult),
  /** The interviewer's notes; "" when none. */
  notes: z.string(),
  /** 1 when it is still scheduled and its time has passed (the server's clock). */
  past_due: flagSchema,
  /** How many times it was rescheduled. */
  reschedule_count: countSchema,
});

/** The interview list's filters. */
export const interviewFilterFields = {
  /** Only this InterviewStatus. */
  status: z.optional(enumSchema(InterviewStatus)),
  /** Only interviews scheduled at or after this time, Unix seconds. */
  start_time: z.optional(secondsSchema),
  /** Only interviews scheduled at or before this time, Unix seconds. */
  end_time: z.optional(secondsSchema),
  /** Only past-due scheduled interviews (1). */
  past_due: z.optional(flagSchema),
  /** Candidate name or Bigo ID contains this (case-insensitive). */
  keyword: z.optional(z.string().check(z.trim(), z.maxLength(64))),
};

/** live_agent_service GetInterviewList (ours): the interviews of the caller's scope, soonest first. */
export const GetInterviewList = defineEndpoint({
  name: "GetInterviewList",
  family: "liveAgentService",
  path: "/GetInterviewList",
  kind: "query",
  summary: "Interviews of the agencies in the caller's scope, soonest scheduled time first, filtered by status, time range, past-due and candidate.",
  request: () => z.object({ ...interviewFilterFields, ...pageFields }),
  response: () =>
    z.object({
      /** Interviews of this page. */
      list: z.array(interviewSchema),
      /** Interviews matching the filters. */
      total: countSchema,
      /** When the answer was made, Unix seconds (what `past_due` was judged against). */
      data_time: secondsSchema,
    }),
  tags: ["Interview"],
  provides: (page) => rowTags("Interview", page.list, (row) => row.interview_id),
  screen: { route: "InterviewList", role: "list" },
});

/** live_agent_service ExportInterviewList (ours): the filtered interview list as a CSV download. */
export const ExportInterviewList = defineEndpoint({
  name: "ExportInterviewList",
  family: "liveAgentService",
  path: "/ExportInterviewList",
  kind: "query",
  summary:
    "Export every interview of the caller's scope matching GetInterviewList's filters as CSV (UTF-8 with a byte-order mark, header row, times in UTC and the candidate's zone), soonest first; answers a download URL.",
  request: () => z.object({ ...interviewFilterFields }),
  response: () => exportAnswerSchema,
  tags: ["Interview"],
  screen: { route: "InterviewList", role: "export" },
});

/** One reschedule of an interview. */
export const rescheduleSchema = z.object({
  /** The time before, Unix seconds. */
  from_time: secondsSchema,
  /** The new time, Unix seconds. */
  to_time: secondsSchema,
  /** Why it moved. */
  reason: z.string(),
  /** Who moved it (display name). */
  operator_name: z.string(),
  /** When it was moved, Unix seconds. */
  create_time: secondsSchema,
});

/** live_agent_service GetInterviewRescheduleHistory (ours): every move of one interview, newest first. */
export const GetInterviewRescheduleHistory = defineEndpoint({
  name: "GetInterviewRescheduleHistory",
  family: "liveAgentService",
  path: "/GetInterviewRescheduleHistory",
  kind: "query",
  summary: "Every reschedule of one interview of the caller's scope, newest first.",
  request: () => z.object({ /** The interview. */ interview_id: z.string().check(z.minLength(1)) }),
  response: () => z.object({ /** Its reschedules, newest first. */ list: z.array(rescheduleSchema) }),
  tags: ["Interview"],
  provides: (_answer, { interview_id }) => [idTag("Interview", interview_id)],
  errors: [InterviewErrorCode.InterviewNotFound],
});

/** live_agent_service RescheduleInterview (ours): moves a scheduled interview, keeping the history; idempotent by key. */
export const RescheduleInterview = defineEndpoint({
  name: "RescheduleInterview",
  family: "liveAgentService",
  path: "/RescheduleInterview",
  summary: "Move a scheduled interview to a future time with a reason. The same idempotency key answers the first result and moves nothing again.",
  request: () =>
    z.object({
      /** The interview. */
      interview_id: z.string().check(z.minLength(1)),
      /** The new time, Unix seconds, in the future. */
      scheduled_time: secondsSchema,
      /** Why, 1-200 characters. */
      reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(RESCHEDULE_REASON_MAX)),
      /** Made when the dialog opened (8-64 of A-Z a-z 0-9 _ -). */
      idempotency_key: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/)),
    }),
  response: () => interviewSchema,
  tags: ["Interview"],
  invalidates: ({ interview_id }) => [idTag("Interview", interview_id), listTag("Interview")],
  errors: [InterviewErrorCode.InterviewNotFound, InterviewErrorCode.InterviewNotScheduled, InterviewErrorCode.RescheduleTimePassed],
});

/** Every declaration of this file (family liveAgentService, interviews). */
export const liveAgentServiceInterviewEndpoints = [GetInterviewList, GetInterviewRescheduleHistory, RescheduleInterview, ExportInterviewList] as const;
