/**
 * RTK Query endpoints and hooks of live_agent_service declarations, payment transfer (payment: payment-transfer, permission PaymentDistributionBackend 9; calls ours, SPEC section 7 names none): the limits and fee, the receiver's name, the transfer once per key, its status by key.
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query` / `use<Key>Mutation`).
 */
import { baseApi } from "#base-api.ts";
import { PaymentAgencyTransferCfg, PaymentAgencyTransferGet, PaymentAgencyTransferReceiver, PaymentAgencyTransferSubmit } from "#contract/live-agent-service-transfer.ts";
import { endpointInjectionMode, mutationFrom, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/live-agent-service-transfer.ts` injected. */
export const liveAgentServiceTransferApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    PaymentAgencyTransferCfg: queryFrom(build, PaymentAgencyTransferCfg),
    PaymentAgencyTransferReceiver: queryFrom(build, PaymentAgencyTransferReceiver),
    PaymentAgencyTransferSubmit: mutationFrom(build, PaymentAgencyTransferSubmit),
    PaymentAgencyTransferGet: queryFrom(build, PaymentAgencyTransferGet),
  }),
});

/** Hooks of `contract/live-agent-service-transfer.ts`, one per declaration. */
export const {
  usePaymentAgencyTransferCfgQuery,
  useLazyPaymentAgencyTransferCfgQuery,
  usePaymentAgencyTransferReceiverQuery,
  useLazyPaymentAgencyTransferReceiverQuery,
  usePaymentAgencyTransferSubmitMutation,
  usePaymentAgencyTransferGetQuery,
  useLazyPaymentAgencyTransferGetQuery,
} = liveAgentServiceTransferApi;
