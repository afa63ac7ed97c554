/**
 * RTK Query endpoints and hooks of Live-data family (SPEC section 7), server-to-server calls (forms): the inner activity queries (66965, 68753, all, offline) and multi-room list, the PHP access check, and the act_78062_report proxy.
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query` / `use<Key>Mutation`).
 */
import { baseApi } from "#base-api.ts";
import { act78062ReportProxy, inner66965, inner68753, innerAccessCanPhpAccess, innerAll, innerMultiList, innerOffline } from "#contract/live-data-inner.ts";
import { endpointInjectionMode, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/live-data-inner.ts` injected. */
export const liveDataInnerApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    inner66965: queryFrom(build, inner66965),
    inner68753: queryFrom(build, inner68753),
    innerAll: queryFrom(build, innerAll),
    innerOffline: queryFrom(build, innerOffline),
    innerMultiList: queryFrom(build, innerMultiList),
    innerAccessCanPhpAccess: queryFrom(build, innerAccessCanPhpAccess),
    act78062ReportProxy: queryFrom(build, act78062ReportProxy),
  }),
});

/** Hooks of `contract/live-data-inner.ts`: queries (with lazy variants) and mutations, one per declaration. */
export const {
  useInner66965Query,
  useLazyInner66965Query,
  useInner68753Query,
  useLazyInner68753Query,
  useInnerAllQuery,
  useLazyInnerAllQuery,
  useInnerOfflineQuery,
  useLazyInnerOfflineQuery,
  useInnerMultiListQuery,
  useLazyInnerMultiListQuery,
  useInnerAccessCanPhpAccessQuery,
  useLazyInnerAccessCanPhpAccessQuery,
  useAct78062ReportProxyQuery,
  useLazyAct78062ReportProxyQuery,
} = liveDataInnerApi;
