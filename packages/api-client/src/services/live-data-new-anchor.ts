/**
 * RTK Query endpoints and hooks of Live-data family (SPEC section 7), new_anchor and new_anchor/proxy: new-broadcaster reports, graphs and exports for the agency (manager screen) and per sub-agency (agent screen).
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query` / `use<Key>Mutation`).
 */
import { baseApi } from "#base-api.ts";
import {
  newAnchorExportUrl,
  newAnchorGraph,
  newAnchorProxyDetails,
  newAnchorProxyExportUrl,
  newAnchorProxyGraph,
  newAnchorProxyReport,
  newAnchorProxySummary,
  newAnchorReport,
} from "#contract/live-data-new-anchor.ts";
import { endpointInjectionMode, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/live-data-new-anchor.ts` injected. */
export const liveDataNewAnchorApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    newAnchorReport: queryFrom(build, newAnchorReport),
    newAnchorGraph: queryFrom(build, newAnchorGraph),
    newAnchorExportUrl: queryFrom(build, newAnchorExportUrl),
    newAnchorProxyReport: queryFrom(build, newAnchorProxyReport),
    newAnchorProxySummary: queryFrom(build, newAnchorProxySummary),
    newAnchorProxyGraph: queryFrom(build, newAnchorProxyGraph),
    newAnchorProxyDetails: queryFrom(build, newAnchorProxyDetails),
    newAnchorProxyExportUrl: queryFrom(build, newAnchorProxyExportUrl),
  }),
});

/** Hooks of `contract/live-data-new-anchor.ts`: queries (with lazy variants) and mutations, one per declaration. */
export const {
  useNewAnchorReportQuery,
  useLazyNewAnchorReportQuery,
  useNewAnchorGraphQuery,
  useLazyNewAnchorGraphQuery,
  useNewAnchorExportUrlQuery,
  useLazyNewAnchorExportUrlQuery,
  useNewAnchorProxyReportQuery,
  useLazyNewAnchorProxyReportQuery,
  useNewAnchorProxySummaryQuery,
  useLazyNewAnchorProxySummaryQuery,
  useNewAnchorProxyGraphQuery,
  useLazyNewAnchorProxyGraphQuery,
  useNewAnchorProxyDetailsQuery,
  useLazyNewAnchorProxyDetailsQuery,
  useNewAnchorProxyExportUrlQuery,
  useLazyNewAnchorProxyExportUrlQuery,
} = liveDataNewAnchorApi;
