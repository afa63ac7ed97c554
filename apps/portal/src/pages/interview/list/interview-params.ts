import type { ExportInterviewList, GetInterviewList } from "@agent-portal/api-client/contract/live-agent-service-interview";
import type { RequestOf, ResponseOf } from "@agent-portal/api-client/contract/define";
import { InterviewStatus } from "@agent-portal/api-client/enums";
import { listParams } from "@agent-portal/app-runtime/list/list-params";
import type { ParamValues } from "@agent-portal/app-runtime/url-state/param-codecs";
import { dayParam, oneOfParam, optionalEnumParam, textParam } from "@agent-portal/app-runtime/url-state/param-codecs";
import { dayEndSeconds, dayStartSeconds } from "#shared/dates/day-range.ts";

/** One interview of the list (GetInterviewList): times in Unix seconds, the candidate's zone an IANA name. */
export type InterviewRow = ResponseOf<typeof GetInterviewList>["list"][number];

/** The list's only order: the server's (soonest first), so no column sorts. */
export const INTERVIEW_SORTABLE = ["time"] as const;

/** The statuses the status filter offers, in order (InterviewStatus: scheduled, done, no-show, cancelled). */
export const INTERVIEW_STATUSES: readonly InterviewStatus[] = Object.values(InterviewStatus);

/** The past-due filter: every interview, or only scheduled ones whose time has passed. */
export const DUE_FILTERS = ["all", "pastDue"] as const;

/**
 * The interview list's URL (`/interview/list?…`): page, size, `status` (InterviewStatus 1-4),
 * `due` (`all` or `pastDue`), `q` (candidate name or Bigo ID, at most 64 characters) and
 * `from`/`to` (the UTC days `YYYY-MM-DD` the interview is scheduled in, both inclusive).
 */
export const INTERVIEW_SPEC = {
  ...listParams(INTERVIEW_SORTABLE, "time", "asc"),
  status: optionalEnumParam(InterviewStatus),
  due: oneOfParam(DUE_FILTERS, "all"),
  q: textParam(64),
  from: dayParam(),
  to: dayParam(),
};

/** The interview list's URL values. */
export type InterviewValues = ParamValues<typeof INTERVIEW_SPEC>;

/** Whether a filter is set (the empty state then says that nothing matches them). */
export function hasInterviewFilters(values: InterviewValues): boolean {
  return values.status !== null || values.due !== "all" || values.q.trim() !== "" || values.from !== null || values.to !== null;
}

/** Every filter of the list cleared (what "Clear filters" sets). */
export const NO_INTERVIEW_FILTERS = { status: null, due: "all", q: "", from: null, to: null } as const satisfies Partial<InterviewValues>;

/**
 * The filters the list and its export send: status, past due, the trimmed candidate search, and
 * the day range as Unix seconds (`start_time` the first second of `from`, `end_time` the last of
 * `to`, UTC).
 */
function filtersOf(values: InterviewValues): RequestOf<typeof ExportInterviewList> {
  const keyword = values.q.trim();
  return {
    ...(values.status === null ? {} : { status: values.status }),
    ...(values.due === "pastDue" ? { past_due: 1 as const } : {}),
    ...(keyword === "" ? {} : { keyword }),
    ...(values.from === null ? {} : { start_time: dayStartSeconds(values.from) }),
    ...(values.to === null ? {} : { end_time: dayEndSeconds(values.to) }),
  };
}

/** The GetInterviewList request of a view (one page). */
export function interviewRequest(values: InterviewValues): RequestOf<typeof GetInterviewList> {
  return { page: values.page, page_size: values.size, ...filtersOf(values) };
}

/** The ExportInterviewList request of a view: the list's filters, every page. */
export function interviewExportRequest(values: InterviewValues): RequestOf<typeof ExportInterviewList> {
  return filtersOf(values);
}
