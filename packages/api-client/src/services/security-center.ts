/**
 * RTK Query endpoints and hooks of security centre declarations (SPEC section 7): guild security (security tabs status and violations; permission AgencyGuildSecurity 21): bans of the agency's broadcasters, audit (violation) records, and ban appeals.
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query` / `use<Key>Mutation`).
 */
import { baseApi } from "#base-api.ts";
import {
  CreateAppeal,
  CreateAppealV2,
  GetAuditRecordList,
  GetSecurityToken,
  QueryAppeal,
  QueryAppealNewsCount,
  QueryAppealV2,
  QueryBanList,
  QueryBanUserInfo,
} from "#contract/security-center.ts";
import { endpointInjectionMode, mutationFrom, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/security-center.ts` injected. */
export const securityCenterApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    QueryBanList: queryFrom(build, QueryBanList),
    QueryBanUserInfo: queryFrom(build, QueryBanUserInfo),
    CreateAppeal: mutationFrom(build, CreateAppeal),
    QueryAppeal: queryFrom(build, QueryAppeal),
    GetAuditRecordList: queryFrom(build, GetAuditRecordList),
    GetSecurityToken: mutationFrom(build, GetSecurityToken),
    CreateAppealV2: mutationFrom(build, CreateAppealV2),
    QueryAppealV2: queryFrom(build, QueryAppealV2),
    QueryAppealNewsCount: queryFrom(build, QueryAppealNewsCount),
  }),
});

/** Hooks of `contract/security-center.ts`: queries (with lazy variants) and mutations, one per declaration. */
export const {
  useQueryBanListQuery,
  useLazyQueryBanListQuery,
  useQueryBanUserInfoQuery,
  useLazyQueryBanUserInfoQuery,
  useCreateAppealMutation,
  useQueryAppealQuery,
  useLazyQueryAppealQuery,
  useGetAuditRecordListQuery,
  useLazyGetAuditRecordListQuery,
  useGetSecurityTokenMutation,
  useCreateAppealV2Mutation,
  useQueryAppealV2Query,
  useLazyQueryAppealV2Query,
  useQueryAppealNewsCountQuery,
  useLazyQueryAppealNewsCountQuery,
} = securityCenterApi;
