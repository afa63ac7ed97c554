/**
 * RTK Query endpoints and hooks of live_agent_front declarations (SPEC section 7), the broadcaster's side of recruiting in the mobile webview (issue 9): the invite entrance and page, accepting or rejecting, applying to an agency and finding one.
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query` / `use<Key>Mutation`).
 */
import { baseApi } from "#base-api.ts";
import {
  AgreeInvite,
  AnchorApply,
  AnchorRejectInvite,
  CheckInviteEntrance,
  GetAgentListForOssApply,
  GetInvitePageDetail,
  GetLocatedCountry,
  SearchAgentForAnchorApply,
} from "#contract/live-agent-front-invite.ts";
import { endpointInjectionMode, mutationFrom, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/live-agent-front-invite.ts` injected. */
export const liveAgentFrontInviteApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    CheckInviteEntrance: queryFrom(build, CheckInviteEntrance),
    GetInvitePageDetail: queryFrom(build, GetInvitePageDetail),
    AgreeInvite: mutationFrom(build, AgreeInvite),
    AnchorRejectInvite: mutationFrom(build, AnchorRejectInvite),
    AnchorApply: mutationFrom(build, AnchorApply),
    SearchAgentForAnchorApply: queryFrom(build, SearchAgentForAnchorApply),
    GetAgentListForOssApply: queryFrom(build, GetAgentListForOssApply),
    GetLocatedCountry: queryFrom(build, GetLocatedCountry),
  }),
});

/** Hooks of `contract/live-agent-front-invite.ts`: queries (with lazy variants) and mutations, one per declaration. */
export const {
  useCheckInviteEntranceQuery,
  useLazyCheckInviteEntranceQuery,
  useGetInvitePageDetailQuery,
  useLazyGetInvitePageDetailQuery,
  useAgreeInviteMutation,
  useAnchorRejectInviteMutation,
  useAnchorApplyMutation,
  useSearchAgentForAnchorApplyQuery,
  useLazySearchAgentForAnchorApplyQuery,
  useGetAgentListForOssApplyQuery,
  useLazyGetAgentListForOssApplyQuery,
  useGetLocatedCountryQuery,
  useLazyGetLocatedCountryQuery,
} = liveAgentFrontInviteApi;
