/**
 * RTK Query endpoints and hooks of Live-data family (SPEC section 7), new_anchor/area and new_anchor/inner: new-broadcaster totals of a region for operators, and the server-to-server lookups (forms) behind them.
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query` / `use<Key>Mutation`).
 */
import { baseApi } from "#base-api.ts";
import {
  newAnchorAreaDetails,
  newAnchorAreaExportUrl,
  newAnchorAreaSummary,
  newAnchorInnerBatchGetGrades,
  newAnchorInnerBatchGetOfflineData,
  newAnchorInnerIndex,
  newAnchorInnerList,
} from "#contract/live-data-new-anchor-area.ts";
import { endpointInjectionMode, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/live-data-new-anchor-area.ts` injected. */
export const liveDataNewAnchorAreaApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    newAnchorAreaSummary: queryFrom(build, newAnchorAreaSummary),
    newAnchorAreaExportUrl: queryFrom(build, newAnchorAreaExportUrl),
    newAnchorAreaDetails: queryFrom(build, newAnchorAreaDetails),
    newAnchorInnerIndex: queryFrom(build, newAnchorInnerIndex),
    newAnchorInnerList: queryFrom(build, newAnchorInnerList),
    newAnchorInnerBatchGetGrades: queryFrom(build, newAnchorInnerBatchGetGrades),
    newAnchorInnerBatchGetOfflineData: queryFrom(build, newAnchorInnerBatchGetOfflineData),
  }),
});

/** Hooks of `contract/live-data-new-anchor-area.ts`: queries (with lazy variants) and mutations, one per declaration. */
export const {
  useNewAnchorAreaSummaryQuery,
  useLazyNewAnchorAreaSummaryQuery,
  useNewAnchorAreaExportUrlQuery,
  useLazyNewAnchorAreaExportUrlQuery,
  useNewAnchorAreaDetailsQuery,
  useLazyNewAnchorAreaDetailsQuery,
  useNewAnchorInnerIndexQuery,
  useLazyNewAnchorInnerIndexQuery,
  useNewAnchorInnerListQuery,
  useLazyNewAnchorInnerListQuery,
  useNewAnchorInnerBatchGetGradesQuery,
  useLazyNewAnchorInnerBatchGetGradesQuery,
  useNewAnchorInnerBatchGetOfflineDataQuery,
  useLazyNewAnchorInnerBatchGetOfflineDataQuery,
} = liveDataNewAnchorAreaApi;
