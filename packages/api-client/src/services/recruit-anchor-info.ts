/**
 * RTK Query endpoints and hooks of recruit anchor declarations (SPEC section 7), broadcaster info: the edit/{id} screen's submitted info with validation, the recruitment policy, the token page links and the current contract.
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query` / `use<Key>Mutation`).
 */
import { baseApi } from "#base-api.ts";
import { QryCurrentContractInfo, QryPolicyInfo, QrySubmitAnchorInfo, QryUrlWithToken, SaveSubmitAnchorInfo } from "#contract/recruit-anchor-info.ts";
import { endpointInjectionMode, mutationFrom, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/recruit-anchor-info.ts` injected. */
export const recruitAnchorInfoApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    QrySubmitAnchorInfo: queryFrom(build, QrySubmitAnchorInfo),
    SaveSubmitAnchorInfo: mutationFrom(build, SaveSubmitAnchorInfo),
    QryPolicyInfo: queryFrom(build, QryPolicyInfo),
    QryUrlWithToken: mutationFrom(build, QryUrlWithToken),
    QryCurrentContractInfo: queryFrom(build, QryCurrentContractInfo),
  }),
});

/** Hooks of `contract/recruit-anchor-info.ts`: queries (with lazy variants) and mutations, one per declaration. */
export const {
  useQrySubmitAnchorInfoQuery,
  useLazyQrySubmitAnchorInfoQuery,
  useSaveSubmitAnchorInfoMutation,
  useQryPolicyInfoQuery,
  useLazyQryPolicyInfoQuery,
  useQryUrlWithTokenMutation,
  useQryCurrentContractInfoQuery,
  useLazyQryCurrentContractInfoQuery,
} = recruitAnchorInfoApi;
