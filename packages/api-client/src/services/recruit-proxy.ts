/**
 * RTK Query endpoints and hooks of recruit proxy declarations (SPEC section 7): a user applying to become a sub-agent (proxy) of an agency, from the mobile webview (issue 9).
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query` / `use<Key>Mutation`).
 */
import { baseApi } from "#base-api.ts";
import { ProxyApply, ProxyCommitInfo, QryProxyRecruitProgress } from "#contract/recruit-proxy.ts";
import { endpointInjectionMode, mutationFrom, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/recruit-proxy.ts` injected. */
export const recruitProxyApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    QryProxyRecruitProgress: queryFrom(build, QryProxyRecruitProgress),
    ProxyApply: mutationFrom(build, ProxyApply),
    ProxyCommitInfo: mutationFrom(build, ProxyCommitInfo),
  }),
});

/** Hooks of `contract/recruit-proxy.ts`: queries (with lazy variants) and mutations, one per declaration. */
export const { useQryProxyRecruitProgressQuery, useLazyQryProxyRecruitProgressQuery, useProxyApplyMutation, useProxyCommitInfoMutation } = recruitProxyApi;
