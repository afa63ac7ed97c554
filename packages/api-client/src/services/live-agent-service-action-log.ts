/**
 * RTK Query endpoints and hooks of live_agent_service declarations, the payment action log (payment: action-log, permission PaymentActionLog 11, and the payment pages' action-log tabs; calls ours, SPEC section 7 names none).
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query`).
 */
import { baseApi } from "#base-api.ts";
import { PaymentAgencyActionLogExport, PaymentAgencyActionLogList } from "#contract/live-agent-service-action-log.ts";
import { endpointInjectionMode, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/live-agent-service-action-log.ts` injected. */
export const liveAgentServiceActionLogApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    PaymentAgencyActionLogList: queryFrom(build, PaymentAgencyActionLogList),
    PaymentAgencyActionLogExport: queryFrom(build, PaymentAgencyActionLogExport),
  }),
});

/** Hooks of `contract/live-agent-service-action-log.ts`: queries with lazy variants, one per declaration. */
export const { usePaymentAgencyActionLogListQuery, useLazyPaymentAgencyActionLogListQuery, usePaymentAgencyActionLogExportQuery, useLazyPaymentAgencyActionLogExportQuery } =
  liveAgentServiceActionLogApi;
