/**
 * live_agent_service endpoints (SPEC section 7): GetPermissions (entry type 3).
 */
import { baseApi } from "#base-api.ts";
import { GetPermissions } from "#contract/live-agent-service.ts";
import { endpointInjectionMode, queryFrom } from "#endpoint-builder.ts";

/** The api with the live_agent_service endpoints injected. */
export const liveAgentServiceApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    GetPermissions: queryFrom(build, GetPermissions),
  }),
});

/** Hooks of live_agent_service: GetPermissions with `{ permission_query_entry_type: 3 }`, reading `data.permissions`. */
export const { useGetPermissionsQuery, useLazyGetPermissionsQuery } = liveAgentServiceApi;
