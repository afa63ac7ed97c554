/**
 * RTK Query endpoints and hooks of live_agent_service declarations (SPEC section 7), PK (assign-pk/list, permission AssignPkList): the agency's broadcasters with their PK figures, the candidate lists an opponent is picked from, and each broadcaster's recommended opponents.
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query` / `use<Key>Mutation`).
 */
import { baseApi } from "#base-api.ts";
import {
  AddPkRecomAnchor,
  DelPkRecomAnchor,
  GetAnchorListWithPkInfo,
  GetPkCandAgencyAnchorList,
  GetPkCandFollowingAnchorList,
  GetPkRecomEntireAnchorList,
} from "#contract/live-agent-service-pk.ts";
import { endpointInjectionMode, mutationFrom, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/live-agent-service-pk.ts` injected. */
export const liveAgentServicePkApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    GetAnchorListWithPkInfo: queryFrom(build, GetAnchorListWithPkInfo),
    GetPkCandFollowingAnchorList: queryFrom(build, GetPkCandFollowingAnchorList),
    GetPkCandAgencyAnchorList: queryFrom(build, GetPkCandAgencyAnchorList),
    GetPkRecomEntireAnchorList: queryFrom(build, GetPkRecomEntireAnchorList),
    AddPkRecomAnchor: mutationFrom(build, AddPkRecomAnchor),
    DelPkRecomAnchor: mutationFrom(build, DelPkRecomAnchor),
  }),
});

/** Hooks of `contract/live-agent-service-pk.ts`: queries (with lazy variants) and mutations, one per declaration. */
export const {
  useGetAnchorListWithPkInfoQuery,
  useLazyGetAnchorListWithPkInfoQuery,
  useGetPkCandFollowingAnchorListQuery,
  useLazyGetPkCandFollowingAnchorListQuery,
  useGetPkCandAgencyAnchorListQuery,
  useLazyGetPkCandAgencyAnchorListQuery,
  useGetPkRecomEntireAnchorListQuery,
  useLazyGetPkRecomEntireAnchorListQuery,
  useAddPkRecomAnchorMutation,
  useDelPkRecomAnchorMutation,
} = liveAgentServicePkApi;
