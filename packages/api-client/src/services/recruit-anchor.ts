/**
 * RTK Query endpoints and hooks of recruit anchor declarations (SPEC section 7), records and progress: the recruit list with its filters and export, progress/{id} with its timeline, and stopping (issue 7, recruit).
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query` / `use<Key>Mutation`).
 */
import { baseApi } from "#base-api.ts";
import { ExportRecruitRecord, QryAnchorProgressForAgent, QryAnchorRecruitProgress, QryRecruitRecord, StopAnchorRecruit } from "#contract/recruit-anchor.ts";
import { endpointInjectionMode, mutationFrom, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/recruit-anchor.ts` injected. */
export const recruitAnchorApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    QryRecruitRecord: queryFrom(build, QryRecruitRecord),
    ExportRecruitRecord: queryFrom(build, ExportRecruitRecord),
    QryAnchorRecruitProgress: queryFrom(build, QryAnchorRecruitProgress),
    QryAnchorProgressForAgent: queryFrom(build, QryAnchorProgressForAgent),
    StopAnchorRecruit: mutationFrom(build, StopAnchorRecruit),
  }),
});

/** Hooks of `contract/recruit-anchor.ts`: queries (with lazy variants) and mutations, one per declaration. */
export const {
  useQryRecruitRecordQuery,
  useLazyQryRecruitRecordQuery,
  useExportRecruitRecordQuery,
  useLazyExportRecruitRecordQuery,
  useQryAnchorRecruitProgressQuery,
  useLazyQryAnchorRecruitProgressQuery,
  useQryAnchorProgressForAgentQuery,
  useLazyQryAnchorProgressForAgentQuery,
  useStopAnchorRecruitMutation,
} = recruitAnchorApi;
