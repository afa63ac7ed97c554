/**
 * RTK Query endpoints and hooks of live_agent_service declarations, the payment blacklist (payment: blacklist, permission PaymentBlacklist 10; calls ours, SPEC section 7 names none).
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query` / `use<Key>Mutation`).
 */
import { baseApi } from "#base-api.ts";
import { PaymentAgencyBlacklistAdd, PaymentAgencyBlacklistExport, PaymentAgencyBlacklistList, PaymentAgencyBlacklistRemove } from "#contract/live-agent-service-blacklist.ts";
import { endpointInjectionMode, mutationFrom, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/live-agent-service-blacklist.ts` injected. */
export const liveAgentServiceBlacklistApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    PaymentAgencyBlacklistList: queryFrom(build, PaymentAgencyBlacklistList),
    PaymentAgencyBlacklistExport: queryFrom(build, PaymentAgencyBlacklistExport),
    PaymentAgencyBlacklistAdd: mutationFrom(build, PaymentAgencyBlacklistAdd),
    PaymentAgencyBlacklistRemove: mutationFrom(build, PaymentAgencyBlacklistRemove),
  }),
});

/** Hooks of `contract/live-agent-service-blacklist.ts`: queries (with lazy variants) and mutations, one per declaration. */
export const {
  usePaymentAgencyBlacklistListQuery,
  useLazyPaymentAgencyBlacklistListQuery,
  usePaymentAgencyBlacklistExportQuery,
  useLazyPaymentAgencyBlacklistExportQuery,
  usePaymentAgencyBlacklistAddMutation,
  usePaymentAgencyBlacklistRemoveMutation,
} = liveAgentServiceBlacklistApi;
