/**
 * RTK Query endpoints and hooks of the administration's permission calls (main API, admin
 * section): an account's effective permissions, and batch authorisation's preview and apply.
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query` / `use<Key>Mutation`).
 */
import { baseApi } from "#base-api.ts";
import { applyBatchAuth, getAccountAccess, previewBatchAuth } from "#contract/admin-permissions.ts";
import { endpointInjectionMode, mutationFrom, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/admin-permissions.ts` injected. */
export const adminPermissionsApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    getAccountAccess: queryFrom(build, getAccountAccess),
    previewBatchAuth: mutationFrom(build, previewBatchAuth),
    applyBatchAuth: mutationFrom(build, applyBatchAuth),
  }),
});

/** Hooks of `contract/admin-permissions.ts`: queries (with lazy variants) and mutations, one per declaration. */
export const { useGetAccountAccessQuery, useLazyGetAccountAccessQuery, usePreviewBatchAuthMutation, useApplyBatchAuthMutation } = adminPermissionsApi;
