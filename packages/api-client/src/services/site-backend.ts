/**
 * RTK Query endpoints and hooks of site backend declarations (SPEC section 7): the visitor's country, read from `data.country` and cached for 1 hour by the session (SPEC section 9, 15 s timeout).
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query` / `use<Key>Mutation`).
 */
import { baseApi } from "#base-api.ts";
import { queryCountry } from "#contract/site-backend.ts";
import { endpointInjectionMode, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/site-backend.ts` injected. */
export const siteBackendApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    queryCountry: queryFrom(build, queryCountry),
  }),
});

/** Hooks of `contract/site-backend.ts`: queries (with lazy variants) and mutations, one per declaration. */
export const { useQueryCountryQuery, useLazyQueryCountryQuery } = siteBackendApi;
