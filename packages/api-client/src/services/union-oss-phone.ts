/**
 * RTK Query endpoints and hooks of union_oss phone verification (SPEC sections 4, 5 and 7): the calls behind the bind-phone and validate-phone dialogs.
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query` / `use<Key>Mutation`).
 */
import { baseApi } from "#base-api.ts";
import { checkIfUidHasPhone, checkVerifyCode, sendVerifyCode, setUidHasPhone } from "#contract/union-oss-phone.ts";
import { endpointInjectionMode, mutationFrom, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/union-oss-phone.ts` injected. */
export const unionOssPhoneApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    sendVerifyCode: mutationFrom(build, sendVerifyCode),
    checkVerifyCode: mutationFrom(build, checkVerifyCode),
    setUidHasPhone: mutationFrom(build, setUidHasPhone),
    checkIfUidHasPhone: queryFrom(build, checkIfUidHasPhone),
  }),
});

/** Hooks of `contract/union-oss-phone.ts`: queries (with lazy variants) and mutations, one per declaration. */
export const { useSendVerifyCodeMutation, useCheckVerifyCodeMutation, useSetUidHasPhoneMutation, useCheckIfUidHasPhoneQuery, useLazyCheckIfUidHasPhoneQuery } = unionOssPhoneApi;
