/**
 * RTK Query endpoints and hooks of broker declarations (SPEC section 7): the broadcaster list with its tabs, broker assignment and its history, contract renewals and re-grading (issue 7, broadcaster list).
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query` / `use<Key>Mutation`).
 */
import { baseApi } from "#base-api.ts";
import {
  CancelRenewalContract,
  QryAgentListTab,
  QryAnchorList,
  QryRenewalContractRecords,
  QrySetBrokerRecords,
  RemindRenewalContract,
  RenewalContract,
  SendNewAnchorReGrade,
  SetBroker,
  SetBrokerNoVerify,
} from "#contract/broker.ts";
import { endpointInjectionMode, mutationFrom, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/broker.ts` injected. */
export const brokerApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    QryAnchorList: queryFrom(build, QryAnchorList),
    QryAgentListTab: queryFrom(build, QryAgentListTab),
    SetBroker: mutationFrom(build, SetBroker),
    SetBrokerNoVerify: mutationFrom(build, SetBrokerNoVerify),
    QrySetBrokerRecords: queryFrom(build, QrySetBrokerRecords),
    RenewalContract: mutationFrom(build, RenewalContract),
    CancelRenewalContract: mutationFrom(build, CancelRenewalContract),
    QryRenewalContractRecords: queryFrom(build, QryRenewalContractRecords),
    RemindRenewalContract: mutationFrom(build, RemindRenewalContract),
    SendNewAnchorReGrade: mutationFrom(build, SendNewAnchorReGrade),
  }),
});

/** Hooks of `contract/broker.ts`: queries (with lazy variants) and mutations, one per declaration. */
export const {
  useQryAnchorListQuery,
  useLazyQryAnchorListQuery,
  useQryAgentListTabQuery,
  useLazyQryAgentListTabQuery,
  useSetBrokerMutation,
  useSetBrokerNoVerifyMutation,
  useQrySetBrokerRecordsQuery,
  useLazyQrySetBrokerRecordsQuery,
  useRenewalContractMutation,
  useCancelRenewalContractMutation,
  useQryRenewalContractRecordsQuery,
  useLazyQryRenewalContractRecordsQuery,
  useRemindRenewalContractMutation,
  useSendNewAnchorReGradeMutation,
} = brokerApi;
