/**
 * RTK Query endpoint and hooks of the live-data family's export jobs (`contract/live-data-export-job.ts`):
 * `exportJob/status`, a large export's progress and its file once done. Injected under the
 * declaration's `key` (hooks `useExportJobStatusQuery` / `useLazyExportJobStatusQuery`).
 */
import { baseApi } from "#base-api.ts";
import { exportJobStatus } from "#contract/live-data-export-job.ts";
import { endpointInjectionMode, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoint of `contract/live-data-export-job.ts` injected. */
export const liveDataExportJobApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    exportJobStatus: queryFrom(build, exportJobStatus),
  }),
});

/** Hooks of `contract/live-data-export-job.ts`. */
export const { useExportJobStatusQuery, useLazyExportJobStatusQuery } = liveDataExportJobApi;
