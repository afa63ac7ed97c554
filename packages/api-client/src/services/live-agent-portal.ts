/**
 * RTK Query endpoints and hooks of live_agent_portal verification and authorization status (SPEC section 7): the portal's own code calls and the authorization switch they protect.
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query` / `use<Key>Mutation`).
 */
import { baseApi } from "#base-api.ts";
import { GetAuthorizationStatus, portalCheckVerifyCode, portalSendVerifyCode, SetAuthorizationStatus } from "#contract/live-agent-portal.ts";
import { endpointInjectionMode, mutationFrom, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/live-agent-portal.ts` injected. */
export const liveAgentPortalApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    portalSendVerifyCode: mutationFrom(build, portalSendVerifyCode),
    portalCheckVerifyCode: mutationFrom(build, portalCheckVerifyCode),
    SetAuthorizationStatus: mutationFrom(build, SetAuthorizationStatus),
    GetAuthorizationStatus: queryFrom(build, GetAuthorizationStatus),
  }),
});

/** Hooks of `contract/live-agent-portal.ts`: queries (with lazy variants) and mutations, one per declaration. */
export const {
  usePortalSendVerifyCodeMutation,
  usePortalCheckVerifyCodeMutation,
  useSetAuthorizationStatusMutation,
  useGetAuthorizationStatusQuery,
  useLazyGetAuthorizationStatusQuery,
} = liveAgentPortalApi;
