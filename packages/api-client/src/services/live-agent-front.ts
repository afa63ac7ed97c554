/**
 * RTK Query endpoints and hooks of live_agent_front declarations (SPEC section 7), the agency's recruiting: the recommend-hosts entry and list, invite links, sharing and invite records (issue 7, recommend-hosts).
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query` / `use<Key>Mutation`).
 */
import { baseApi } from "#base-api.ts";
import { GetInviteLink, GetInviteLinkDetail, GetInviteList, GetRecomAnchor, GetRecomAnchorEntry, ShareInviteLink } from "#contract/live-agent-front.ts";
import { endpointInjectionMode, mutationFrom, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/live-agent-front.ts` injected. */
export const liveAgentFrontApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    GetRecomAnchorEntry: queryFrom(build, GetRecomAnchorEntry),
    GetRecomAnchor: queryFrom(build, GetRecomAnchor),
    GetInviteLink: queryFrom(build, GetInviteLink),
    ShareInviteLink: mutationFrom(build, ShareInviteLink),
    GetInviteList: queryFrom(build, GetInviteList),
    GetInviteLinkDetail: queryFrom(build, GetInviteLinkDetail),
  }),
});

/** Hooks of `contract/live-agent-front.ts`: queries (with lazy variants) and mutations, one per declaration. */
export const {
  useGetRecomAnchorEntryQuery,
  useLazyGetRecomAnchorEntryQuery,
  useGetRecomAnchorQuery,
  useLazyGetRecomAnchorQuery,
  useGetInviteLinkQuery,
  useLazyGetInviteLinkQuery,
  useShareInviteLinkMutation,
  useGetInviteListQuery,
  useLazyGetInviteListQuery,
  useGetInviteLinkDetailQuery,
  useLazyGetInviteLinkDetailQuery,
} = liveAgentFrontApi;
