/**
 * RTK Query endpoints and hooks of live_agent_portal declarations (SPEC section 7), KYC and contract confirmation: the recheck submission of the recheck list (issue 7), the agent applicant's KYC (apply-certify, issue 9), identity-number checks, KYC status checks, and the broadcaster's contract confirmation (served by the Java gateway).
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query` / `use<Key>Mutation`).
 */
import { baseApi } from "#base-api.ts";
import { anchorConfirmContract, checkIdentityIdExist, checkKyc, kycStatus, submitRecheckKycInfo, submitUserKycInfo } from "#contract/live-agent-portal-kyc.ts";
import { endpointInjectionMode, mutationFrom, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/live-agent-portal-kyc.ts` injected. */
export const liveAgentPortalKycApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    submitRecheckKycInfo: mutationFrom(build, submitRecheckKycInfo),
    checkIdentityIdExist: queryFrom(build, checkIdentityIdExist),
    submitUserKycInfo: mutationFrom(build, submitUserKycInfo),
    anchorConfirmContract: mutationFrom(build, anchorConfirmContract),
    kycStatus: queryFrom(build, kycStatus),
    checkKyc: queryFrom(build, checkKyc),
  }),
});

/** Hooks of `contract/live-agent-portal-kyc.ts`: queries (with lazy variants) and mutations, one per declaration. */
export const {
  useSubmitRecheckKycInfoMutation,
  useCheckIdentityIdExistQuery,
  useLazyCheckIdentityIdExistQuery,
  useSubmitUserKycInfoMutation,
  useAnchorConfirmContractMutation,
  useKycStatusQuery,
  useLazyKycStatusQuery,
  useCheckKycQuery,
  useLazyCheckKycQuery,
} = liveAgentPortalKycApi;
