/**
 * RTK Query endpoints and hooks of Live-data family (SPEC section 7), new_anchor and new_anchor/proxy, calls of ours: new-broadcaster milestones, cohorts with weekly retention and per-team totals.
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query` / `use<Key>Mutation`).
 */
import { baseApi } from "#base-api.ts";
import { newAnchorCohort, newAnchorMilestones, newAnchorProxyList } from "#contract/live-data-new-anchor-cohort.ts";
import { endpointInjectionMode, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/live-data-new-anchor-cohort.ts` injected. */
export const liveDataNewAnchorCohortApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    newAnchorMilestones: queryFrom(build, newAnchorMilestones),
    newAnchorCohort: queryFrom(build, newAnchorCohort),
    newAnchorProxyList: queryFrom(build, newAnchorProxyList),
  }),
});

/** Hooks of `contract/live-data-new-anchor-cohort.ts`: queries (with lazy variants), one per declaration. */
export const {
  useNewAnchorMilestonesQuery,
  useLazyNewAnchorMilestonesQuery,
  useNewAnchorCohortQuery,
  useLazyNewAnchorCohortQuery,
  useNewAnchorProxyListQuery,
  useLazyNewAnchorProxyListQuery,
} = liveDataNewAnchorCohortApi;
