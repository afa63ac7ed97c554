/**
 * RTK Query endpoints and hooks of live_agent_front declarations (SPEC section 7), agents: an agency's detail and data, its own contract with the platform, the caller's KYC agent role, and where agent applications are open (agent application flow, issue 9).
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query` / `use<Key>Mutation`).
 */
import { baseApi } from "#base-api.ts";
import { CheckNewAgentOss, GetAgentData, GetAgentDetail, GetAgentSignProgress, GetOssOpenRegion, GetUserRole } from "#contract/live-agent-front-agent.ts";
import { endpointInjectionMode, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/live-agent-front-agent.ts` injected. */
export const liveAgentFrontAgentApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    GetAgentDetail: queryFrom(build, GetAgentDetail),
    GetAgentSignProgress: queryFrom(build, GetAgentSignProgress),
    GetAgentData: queryFrom(build, GetAgentData),
    GetUserRole: queryFrom(build, GetUserRole),
    CheckNewAgentOss: queryFrom(build, CheckNewAgentOss),
    GetOssOpenRegion: queryFrom(build, GetOssOpenRegion),
  }),
});

/** Hooks of `contract/live-agent-front-agent.ts`: queries (with lazy variants) and mutations, one per declaration. */
export const {
  useGetAgentDetailQuery,
  useLazyGetAgentDetailQuery,
  useGetAgentSignProgressQuery,
  useLazyGetAgentSignProgressQuery,
  useGetAgentDataQuery,
  useLazyGetAgentDataQuery,
  useGetUserRoleQuery,
  useLazyGetUserRoleQuery,
  useCheckNewAgentOssQuery,
  useLazyCheckNewAgentOssQuery,
  useGetOssOpenRegionQuery,
  useLazyGetOssOpenRegionQuery,
} = liveAgentFrontAgentApi;
