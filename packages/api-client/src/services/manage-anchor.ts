/**
 * Manage anchor endpoints (SPEC section 7): the session call QryAnchorRelationChgTabVisible.
 */
import { baseApi } from "#base-api.ts";
import { QryAnchorRelationChgTabVisible } from "#contract/manage-anchor.ts";
import { endpointInjectionMode, queryFrom } from "#endpoint-builder.ts";

/** The api with the manage-anchor endpoints injected. */
export const manageAnchorApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    QryAnchorRelationChgTabVisible: queryFrom(build, QryAnchorRelationChgTabVisible),
  }),
});

/** Hooks of manage anchor: relation-change tab visibility (`transfer`, `cancel`; SPEC section 6 TransferRelation). */
export const { useQryAnchorRelationChgTabVisibleQuery, useLazyQryAnchorRelationChgTabVisibleQuery } = manageAnchorApi;
