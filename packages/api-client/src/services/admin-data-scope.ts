/**
 * RTK Query endpoints and hooks of the administration's data-permission calls (main API, admin
 * route `data-permissions`): one account's data scope, the agencies a scope may list, setting it,
 * exporting the list and removing a region from every scope.
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query` / `use<Key>Mutation`).
 */
import { baseApi } from "#base-api.ts";
import { exportDataScopeList, getDataScope, getScopeAgencies, removeScopeRegion, setDataScope } from "#contract/admin-data-scope.ts";
import { endpointInjectionMode, mutationFrom, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/admin-data-scope.ts` injected. */
export const adminDataScopeApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    getDataScope: queryFrom(build, getDataScope),
    getScopeAgencies: queryFrom(build, getScopeAgencies),
    setDataScope: mutationFrom(build, setDataScope),
    exportDataScopeList: queryFrom(build, exportDataScopeList),
    removeScopeRegion: mutationFrom(build, removeScopeRegion),
  }),
});

/** Hooks of `contract/admin-data-scope.ts`: queries (with lazy variants) and mutations, one per declaration. */
export const {
  useGetDataScopeQuery,
  useLazyGetDataScopeQuery,
  useGetScopeAgenciesQuery,
  useLazyGetScopeAgenciesQuery,
  useSetDataScopeMutation,
  useExportDataScopeListQuery,
  useLazyExportDataScopeListQuery,
  useRemoveScopeRegionMutation,
} = adminDataScopeApi;
