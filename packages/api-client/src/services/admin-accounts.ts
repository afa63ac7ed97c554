/**
 * RTK Query endpoints and hooks of the administration's account calls (main API, admin section):
 * the account list, creation, edit, status and password reset, sub-account
 * creation and the list's export.
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query` / `use<Key>Mutation`).
 */
import { baseApi } from "#base-api.ts";
import { createAccount, createSubAccount, exportAccountList, getAccountList, resetAccountPassword, setAccountStatus, updateAccount } from "#contract/admin-accounts.ts";
import { endpointInjectionMode, mutationFrom, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/admin-accounts.ts` injected. */
export const adminAccountsApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    getAccountList: queryFrom(build, getAccountList),
    createAccount: mutationFrom(build, createAccount),
    updateAccount: mutationFrom(build, updateAccount),
    setAccountStatus: mutationFrom(build, setAccountStatus),
    resetAccountPassword: mutationFrom(build, resetAccountPassword),
    createSubAccount: mutationFrom(build, createSubAccount),
    exportAccountList: queryFrom(build, exportAccountList),
  }),
});

/** Hooks of `contract/admin-accounts.ts`: queries (with lazy variants) and mutations, one per declaration. */
export const {
  useGetAccountListQuery,
  useLazyGetAccountListQuery,
  useCreateAccountMutation,
  useUpdateAccountMutation,
  useSetAccountStatusMutation,
  useResetAccountPasswordMutation,
  useCreateSubAccountMutation,
  useExportAccountListQuery,
  useLazyExportAccountListQuery,
} = adminAccountsApi;
