/**
 * RTK Query endpoints and hooks of live_agent_service declarations (SPEC section 7), payments: the payment configuration, the payment info broadcasters and agencies submit (broadcaster-payment, agency-payment with bank-info; permissions PaymentMethod 17, PaymentMethodBankInfo 18) and the agency's broadcasters with their payment state.
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query` / `use<Key>Mutation`).
 */
import { baseApi } from "#base-api.ts";
import {
  AgentSubmitAgentPayment,
  AnchorSubmitAnchorPayment,
  GetAgentSubmittedAgentPayment,
  GetAgentSubmittedAgentPaymentHistory,
  GetAnchorSubmittedAnchorPayment,
  GetPaymentCfg,
  PaymentAgencyBroadcastList,
} from "#contract/live-agent-service-payment.ts";
import { endpointInjectionMode, mutationFrom, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/live-agent-service-payment.ts` injected. */
export const liveAgentServicePaymentApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    GetPaymentCfg: queryFrom(build, GetPaymentCfg),
    AnchorSubmitAnchorPayment: mutationFrom(build, AnchorSubmitAnchorPayment),
    GetAnchorSubmittedAnchorPayment: queryFrom(build, GetAnchorSubmittedAnchorPayment),
    AgentSubmitAgentPayment: mutationFrom(build, AgentSubmitAgentPayment),
    GetAgentSubmittedAgentPayment: queryFrom(build, GetAgentSubmittedAgentPayment),
    PaymentAgencyBroadcastList: queryFrom(build, PaymentAgencyBroadcastList),
    GetAgentSubmittedAgentPaymentHistory: queryFrom(build, GetAgentSubmittedAgentPaymentHistory),
  }),
});

/** Hooks of `contract/live-agent-service-payment.ts`: queries (with lazy variants) and mutations, one per declaration. */
export const {
  useGetPaymentCfgQuery,
  useLazyGetPaymentCfgQuery,
  useAnchorSubmitAnchorPaymentMutation,
  useGetAnchorSubmittedAnchorPaymentQuery,
  useLazyGetAnchorSubmittedAnchorPaymentQuery,
  useAgentSubmitAgentPaymentMutation,
  useGetAgentSubmittedAgentPaymentQuery,
  useLazyGetAgentSubmittedAgentPaymentQuery,
  usePaymentAgencyBroadcastListQuery,
  useLazyPaymentAgencyBroadcastListQuery,
  useGetAgentSubmittedAgentPaymentHistoryQuery,
  useLazyGetAgentSubmittedAgentPaymentHistoryQuery,
} = liveAgentServicePaymentApi;
