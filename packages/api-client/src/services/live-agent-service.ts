/**
 * RTK Query endpoints and hooks of live_agent_service declarations (SPEC section 7): permissions, broadcasters with unfinished KYC (the recheck list, issue 7) and the broker / agent aggregates.
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query` / `use<Key>Mutation`).
 */
import { baseApi } from "#base-api.ts";
import { GetAgentAggrData, GetAggrDataEntry, GetBrokerAggrData, GetPermissions, GetUnFinishKycAnchorCount, GetUnFinishKycAnchorList } from "#contract/live-agent-service.ts";
import { endpointInjectionMode, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/live-agent-service.ts` injected. */
export const liveAgentServiceApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    GetPermissions: queryFrom(build, GetPermissions),
    GetUnFinishKycAnchorCount: queryFrom(build, GetUnFinishKycAnchorCount),
    GetUnFinishKycAnchorList: queryFrom(build, GetUnFinishKycAnchorList),
    GetAggrDataEntry: queryFrom(build, GetAggrDataEntry),
    GetBrokerAggrData: queryFrom(build, GetBrokerAggrData),
    GetAgentAggrData: queryFrom(build, GetAgentAggrData),
  }),
});

/** Hooks of `contract/live-agent-service.ts`: queries (with lazy variants) and mutations, one per declaration. */
export const {
  useGetPermissionsQuery,
  useLazyGetPermissionsQuery,
  useGetUnFinishKycAnchorCountQuery,
  useLazyGetUnFinishKycAnchorCountQuery,
  useGetUnFinishKycAnchorListQuery,
  useLazyGetUnFinishKycAnchorListQuery,
  useGetAggrDataEntryQuery,
  useLazyGetAggrDataEntryQuery,
  useGetBrokerAggrDataQuery,
  useLazyGetBrokerAggrDataQuery,
  useGetAgentAggrDataQuery,
  useLazyGetAgentAggrDataQuery,
} = liveAgentServiceApi;
