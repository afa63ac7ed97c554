import type { GetInterviewList } from "@agent-portal/api-client/contract/live-agent-service-interview";
import type { RequestOf, ResponseOf } from "@agent-portal/api-client/contract/define";
import { InterviewStatus } from "@agent-portal/api-client/enums";
import { listParams } from "@agent-portal/app-runtime/list/list-params";
import type { ParamValues } from "@agent-portal/app-runtime/url-state/param-codecs";
import { oneOfParam, optionalEnumParam, textParam } from "@agent-portal/app-runtime/url-state/param-codecs";

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
 * `due` (`all` or `pastDue`) and `q` (candidate name or Bigo ID, at most 64 characters).
 */
export const INTERVIEW_SPEC = {
  ...listParams(INTERVIEW_SORTABLE, "time", "asc"),
  status: optionalEnumParam(InterviewStatus),
  due: oneOfParam(DUE_FILTERS, "all"),
  q: textParam(64),
};

/** The interview list's URL values. */
export type InterviewValues = ParamValues<typeof INTERVIEW_SPEC>;

/** Whether a filter is set (the empty state then says that nothing matches them). */
export function hasInterviewFilters(values: InterviewValues): boolean {
  return values.status !== null || values.due !== "all" || values.q.trim() !== "";
}

/** The GetInterviewList request of a view (one page). */
export function interviewRequest(values: InterviewValues): RequestOf<typeof GetInterviewList> {
  const keyword = values.q.trim();
  return {
    page: values.page,
    page_size: values.size,
    ...(values.status === null ? {} : { status: values.status }),
    ...(values.due === "pastDue" ? { past_due: 1 as const } : {}),
    ...(keyword === "" ? {} : { keyword }),
  };
}
