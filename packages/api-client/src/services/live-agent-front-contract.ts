/**
 * RTK Query endpoints and hooks of live_agent_front declarations (SPEC section 7), contracts: extending a contract (issue 7), the contract a broadcaster confirms and its progress (issue 9), and the agency's broadcasters banned by audit.
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query` / `use<Key>Mutation`).
 */
import { baseApi } from "#base-api.ts";
import { ExtendContract, GetAnchorSignDetail, GetAnchorSignProgress, GetAuditBanList } from "#contract/live-agent-front-contract.ts";
import { endpointInjectionMode, mutationFrom, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/live-agent-front-contract.ts` injected. */
export const liveAgentFrontContractApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    ExtendContract: mutationFrom(build, ExtendContract),
    GetAnchorSignDetail: queryFrom(build, GetAnchorSignDetail),
    GetAnchorSignProgress: queryFrom(build, GetAnchorSignProgress),
    GetAuditBanList: queryFrom(build, GetAuditBanList),
  }),
});

/** Hooks of `contract/live-agent-front-contract.ts`: queries (with lazy variants) and mutations, one per declaration. */
export const {
  useExtendContractMutation,
  useGetAnchorSignDetailQuery,
  useLazyGetAnchorSignDetailQuery,
  useGetAnchorSignProgressQuery,
  useLazyGetAnchorSignProgressQuery,
  useGetAuditBanListQuery,
  useLazyGetAuditBanListQuery,
} = liveAgentFrontContractApi;
