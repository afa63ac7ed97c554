/**
 * RTK Query endpoints and hooks of the interview declarations (ours; SPEC section 7 shows none):
 * the interview list (interview/list, permission InterviewPermission 12).
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query` / `use<Key>Mutation`).
 */
import { baseApi } from "#base-api.ts";
import { ExportInterviewList, GetInterviewList, GetInterviewRescheduleHistory, RescheduleInterview } from "#contract/live-agent-service-interview.ts";
import { endpointInjectionMode, mutationFrom, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/live-agent-service-interview.ts` injected. */
export const liveAgentServiceInterviewApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    GetInterviewList: queryFrom(build, GetInterviewList),
    GetInterviewRescheduleHistory: queryFrom(build, GetInterviewRescheduleHistory),
    RescheduleInterview: mutationFrom(build, RescheduleInterview),
    ExportInterviewList: queryFrom(build, ExportInterviewList),
  }),
});

/** Hooks of `contract/live-agent-service-interview.ts`: queries (with lazy variants) and mutations, one per declaration. */
export const {
  useGetInterviewListQuery,
  useLazyGetInterviewListQuery,
  useGetInterviewRescheduleHistoryQuery,
  useLazyGetInterviewRescheduleHistoryQuery,
  useRescheduleInterviewMutation,
  useExportInterviewListQuery,
  useLazyExportInterviewListQuery,
} = liveAgentServiceInterviewApi;
