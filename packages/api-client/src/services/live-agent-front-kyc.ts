/**
 * RTK Query endpoints and hooks of live_agent_front declarations (SPEC section 7), KYC: the configurable identity form of the agent application and broadcaster flows (issue 9: email mode HIDDEN / REQUIRED / NOTREQUIRED, KYC agent role, source APP or PC), its submission and update, and KYC statuses for the recheck list (issue 7).
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query` / `use<Key>Mutation`).
 */
import { baseApi } from "#base-api.ts";
import { CheckAnchorKycStatus, GetKycConfig, GetKycEntrance, GetLastSubmittedKycInfo, SubmitKycInfo, UpdateKycInfo } from "#contract/live-agent-front-kyc.ts";
import { endpointInjectionMode, mutationFrom, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/live-agent-front-kyc.ts` injected. */
export const liveAgentFrontKycApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    GetKycConfig: queryFrom(build, GetKycConfig),
    SubmitKycInfo: mutationFrom(build, SubmitKycInfo),
    GetLastSubmittedKycInfo: queryFrom(build, GetLastSubmittedKycInfo),
    UpdateKycInfo: mutationFrom(build, UpdateKycInfo),
    GetKycEntrance: queryFrom(build, GetKycEntrance),
    CheckAnchorKycStatus: queryFrom(build, CheckAnchorKycStatus),
  }),
});

/** Hooks of `contract/live-agent-front-kyc.ts`: queries (with lazy variants) and mutations, one per declaration. */
export const {
  useGetKycConfigQuery,
  useLazyGetKycConfigQuery,
  useSubmitKycInfoMutation,
  useGetLastSubmittedKycInfoQuery,
  useLazyGetLastSubmittedKycInfoQuery,
  useUpdateKycInfoMutation,
  useGetKycEntranceQuery,
  useLazyGetKycEntranceQuery,
  useCheckAnchorKycStatusQuery,
  useLazyCheckAnchorKycStatusQuery,
} = liveAgentFrontKycApi;
