/**
 * RTK Query endpoints and hooks of live_agent_service declarations, distribution upload (payment: distribution-upload, permission PaymentDistributionUpload 8; calls ours, SPEC section 7 names none): preview, reopen or look up by idempotency key, confirm once.
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query` / `use<Key>Mutation`).
 */
import { baseApi } from "#base-api.ts";
import { PaymentAgencyDistributionConfirm, PaymentAgencyDistributionGet, PaymentAgencyDistributionPreview } from "#contract/live-agent-service-distribution.ts";
import { endpointInjectionMode, mutationFrom, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/live-agent-service-distribution.ts` injected. */
export const liveAgentServiceDistributionApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    PaymentAgencyDistributionPreview: mutationFrom(build, PaymentAgencyDistributionPreview),
    PaymentAgencyDistributionGet: queryFrom(build, PaymentAgencyDistributionGet),
    PaymentAgencyDistributionConfirm: mutationFrom(build, PaymentAgencyDistributionConfirm),
  }),
});

/** Hooks of `contract/live-agent-service-distribution.ts`, one per declaration. */
export const {
  usePaymentAgencyDistributionPreviewMutation,
  usePaymentAgencyDistributionGetQuery,
  useLazyPaymentAgencyDistributionGetQuery,
  usePaymentAgencyDistributionConfirmMutation,
} = liveAgentServiceDistributionApi;
