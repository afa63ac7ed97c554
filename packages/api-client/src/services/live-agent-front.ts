/**
 * live_agent_front endpoints (SPEC section 7): the session call GetRecomAnchorEntry.
 */
import { baseApi } from "#base-api.ts";
import { GetRecomAnchorEntry } from "#contract/live-agent-front.ts";
import { endpointInjectionMode, queryFrom } from "#endpoint-builder.ts";

/** The api with the live_agent_front endpoints injected. */
export const liveAgentFrontApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    GetRecomAnchorEntry: queryFrom(build, GetRecomAnchorEntry),
  }),
});

/** Hooks of live_agent_front: whether the recommend-anchor entry shows (`entry`). */
export const { useGetRecomAnchorEntryQuery, useLazyGetRecomAnchorEntryQuery } = liveAgentFrontApi;
