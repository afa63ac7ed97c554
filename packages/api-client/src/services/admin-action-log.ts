/**
 * RTK Query endpoints and hooks of the administration's action log (ActionLog 5): the log and its export.
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query` / `use<Key>Mutation`).
 */
import { baseApi } from "#base-api.ts";
import { exportAdminActionLog, getAdminActionLog } from "#contract/admin-action-log.ts";
import { endpointInjectionMode, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/admin-action-log.ts` injected. */
export const adminActionLogApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    getAdminActionLog: queryFrom(build, getAdminActionLog),
    exportAdminActionLog: queryFrom(build, exportAdminActionLog),
  }),
});

/** Hooks of `contract/admin-action-log.ts`: queries with lazy variants. */
export const { useGetAdminActionLogQuery, useLazyGetAdminActionLogQuery, useExportAdminActionLogQuery, useLazyExportAdminActionLogQuery } = adminActionLogApi;
