/**
 * union_oss endpoints (SPEC section 7): the session calls getAgencyMemberRole and getSelfInfo.
 */
import { baseApi } from "#base-api.ts";
import { getAgencyMemberRole, getSelfInfo } from "#contract/union-oss.ts";
import { endpointInjectionMode, queryFrom } from "#endpoint-builder.ts";

/** The api with the union_oss endpoints injected. */
export const unionOssApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    getAgencyMemberRole: queryFrom(build, getAgencyMemberRole),
    getSelfInfo: queryFrom(build, getSelfInfo),
  }),
});

/** Hooks of union_oss: agency member role (`member_list`) and self info (`member_info`). */
export const { useGetAgencyMemberRoleQuery, useLazyGetAgencyMemberRoleQuery, useGetSelfInfoQuery, useLazyGetSelfInfoQuery } =
  unionOssApi;
