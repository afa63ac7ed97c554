/**
 * RTK Query endpoints and hooks of Live-data family (SPEC section 7), area: the region screens of operators (a region's broadcasters, its agency ranking with the previous period's ranks, and their CSV exports).
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query` / `use<Key>Mutation`).
 */
import { baseApi } from "#base-api.ts";
import { areaAgencyRank, areaExportUrl, areaLiveOrder } from "#contract/live-data-area.ts";
import { endpointInjectionMode, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/live-data-area.ts` injected. */
export const liveDataAreaApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    areaLiveOrder: queryFrom(build, areaLiveOrder),
    areaAgencyRank: queryFrom(build, areaAgencyRank),
    areaExportUrl: queryFrom(build, areaExportUrl),
  }),
});

/** Hooks of `contract/live-data-area.ts`: queries (with lazy variants), one per declaration. */
export const { useAreaLiveOrderQuery, useLazyAreaLiveOrderQuery, useAreaAgencyRankQuery, useLazyAreaAgencyRankQuery, useAreaExportUrlQuery, useLazyAreaExportUrlQuery } =
  liveDataAreaApi;
