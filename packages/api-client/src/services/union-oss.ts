/**
 * RTK Query endpoints and hooks of union_oss declarations (SPEC section 7), agency members: the session calls (member role, self info), the team (guild/team: add, role, remove, recruiting switch), the operation record and a broker's data.
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query` / `use<Key>Mutation`).
 */
import { baseApi } from "#base-api.ts";
import {
  addAgencyMember,
  assignAgencyRole,
  deleteAgencyMember,
  getAgencyMemberList,
  getAgencyMemberRole,
  getAgencyOperationRecord,
  getBrokerData,
  getSelfInfo,
  modifyAgencyRecruitment,
} from "#contract/union-oss.ts";
import { endpointInjectionMode, mutationFrom, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/union-oss.ts` injected. */
export const unionOssApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    getAgencyMemberRole: queryFrom(build, getAgencyMemberRole),
    getSelfInfo: queryFrom(build, getSelfInfo),
    addAgencyMember: mutationFrom(build, addAgencyMember),
    assignAgencyRole: mutationFrom(build, assignAgencyRole),
    deleteAgencyMember: mutationFrom(build, deleteAgencyMember),
    getAgencyMemberList: queryFrom(build, getAgencyMemberList),
    modifyAgencyRecruitment: mutationFrom(build, modifyAgencyRecruitment),
    getAgencyOperationRecord: queryFrom(build, getAgencyOperationRecord),
    getBrokerData: queryFrom(build, getBrokerData),
  }),
});

/** Hooks of `contract/union-oss.ts`: queries (with lazy variants) and mutations, one per declaration. */
export const {
  useGetAgencyMemberRoleQuery,
  useLazyGetAgencyMemberRoleQuery,
  useGetSelfInfoQuery,
  useLazyGetSelfInfoQuery,
  useAddAgencyMemberMutation,
  useAssignAgencyRoleMutation,
  useDeleteAgencyMemberMutation,
  useGetAgencyMemberListQuery,
  useLazyGetAgencyMemberListQuery,
  useModifyAgencyRecruitmentMutation,
  useGetAgencyOperationRecordQuery,
  useLazyGetAgencyOperationRecordQuery,
  useGetBrokerDataQuery,
  useLazyGetBrokerDataQuery,
} = unionOssApi;
