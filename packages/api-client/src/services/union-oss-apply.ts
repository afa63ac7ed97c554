/**
 * RTK Query endpoints and hooks of union_oss declarations (SPEC section 7), applications: a user applying to become an agent (apply-form, apply-process, apply-progress/{id}; issue 9), the agency's sub-agent applications (apply-sub-agent-list) with their red dot, the recruit configuration, the agent guide and the policy preview.
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query` / `use<Key>Mutation`).
 */
import { baseApi } from "#base-api.ts";
import {
  agentClickDot,
  agentDenyApply,
  agentGetIfHasDot,
  agentPullApplyList,
  agentPullGuideSec,
  getAgentRecruitCfg,
  modifyAgentRecruitCfg,
  policyPreview,
  userCreateApply,
  userGetApplicationRecord,
  userGetApplicationState,
} from "#contract/union-oss-apply.ts";
import { endpointInjectionMode, mutationFrom, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/union-oss-apply.ts` injected. */
export const unionOssApplyApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    getAgentRecruitCfg: queryFrom(build, getAgentRecruitCfg),
    modifyAgentRecruitCfg: mutationFrom(build, modifyAgentRecruitCfg),
    userCreateApply: mutationFrom(build, userCreateApply),
    userGetApplicationState: queryFrom(build, userGetApplicationState),
    userGetApplicationRecord: queryFrom(build, userGetApplicationRecord),
    agentPullApplyList: queryFrom(build, agentPullApplyList),
    agentDenyApply: mutationFrom(build, agentDenyApply),
    agentGetIfHasDot: queryFrom(build, agentGetIfHasDot),
    agentClickDot: mutationFrom(build, agentClickDot),
    agentPullGuideSec: queryFrom(build, agentPullGuideSec),
    policyPreview: queryFrom(build, policyPreview),
  }),
});

/** Hooks of `contract/union-oss-apply.ts`: queries (with lazy variants) and mutations, one per declaration. */
export const {
  useGetAgentRecruitCfgQuery,
  useLazyGetAgentRecruitCfgQuery,
  useModifyAgentRecruitCfgMutation,
  useUserCreateApplyMutation,
  useUserGetApplicationStateQuery,
  useLazyUserGetApplicationStateQuery,
  useUserGetApplicationRecordQuery,
  useLazyUserGetApplicationRecordQuery,
  useAgentPullApplyListQuery,
  useLazyAgentPullApplyListQuery,
  useAgentDenyApplyMutation,
  useAgentGetIfHasDotQuery,
  useLazyAgentGetIfHasDotQuery,
  useAgentClickDotMutation,
  useAgentPullGuideSecQuery,
  useLazyAgentPullGuideSecQuery,
  usePolicyPreviewQuery,
  useLazyPolicyPreviewQuery,
} = unionOssApplyApi;
