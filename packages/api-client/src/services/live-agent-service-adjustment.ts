/**
 * RTK Query endpoints and hooks of live_agent_service declarations, distribution adjustment (payment: distribution-adjustment, permission PaymentDistributionBackend 9; calls ours, SPEC section 7 names none) and the agency's beans balance.
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query` / `use<Key>Mutation`).
 */
import { baseApi } from "#base-api.ts";
import {
  PaymentAgencyBeansBalance,
  PaymentAgencyDistributionAdjust,
  PaymentAgencyDistributionAdjustmentGet,
  PaymentAgencyDistributionAdjustmentList,
} from "#contract/live-agent-service-adjustment.ts";
import { endpointInjectionMode, mutationFrom, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/live-agent-service-adjustment.ts` injected. */
export const liveAgentServiceAdjustmentApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    PaymentAgencyBeansBalance: queryFrom(build, PaymentAgencyBeansBalance),
    PaymentAgencyDistributionAdjustmentList: queryFrom(build, PaymentAgencyDistributionAdjustmentList),
    PaymentAgencyDistributionAdjustmentGet: queryFrom(build, PaymentAgencyDistributionAdjustmentGet),
    PaymentAgencyDistributionAdjust: mutationFrom(build, PaymentAgencyDistributionAdjust),
  }),
});

/** Hooks of `contract/live-agent-service-adjustment.ts`, one per declaration. */
export const {
  usePaymentAgencyBeansBalanceQuery,
  useLazyPaymentAgencyBeansBalanceQuery,
  usePaymentAgencyDistributionAdjustmentListQuery,
  useLazyPaymentAgencyDistributionAdjustmentListQuery,
  usePaymentAgencyDistributionAdjustmentGetQuery,
  useLazyPaymentAgencyDistributionAdjustmentGetQuery,
  usePaymentAgencyDistributionAdjustMutation,
} = liveAgentServiceAdjustmentApi;
