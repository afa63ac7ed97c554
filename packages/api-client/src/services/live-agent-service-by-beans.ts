/**
 * RTK Query endpoints and hooks of live_agent_service declarations (SPEC section 7), by-beans methods (by-beans-method, permission AgencyPaymentMethod 101; agency-payment by-beans tabs): how an agency pays some of its broadcasters in beans instead of money.
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query` / `use<Key>Mutation`).
 */
import { baseApi } from "#base-api.ts";
import {
  PaymentAgencyByBeansMethodAdd,
  PaymentAgencyByBeansMethodDelete,
  PaymentAgencyByBeansMethodEdit,
  PaymentAgencyByBeansMethodList,
} from "#contract/live-agent-service-by-beans.ts";
import { endpointInjectionMode, mutationFrom, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/live-agent-service-by-beans.ts` injected. */
export const liveAgentServiceByBeansApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    PaymentAgencyByBeansMethodList: queryFrom(build, PaymentAgencyByBeansMethodList),
    PaymentAgencyByBeansMethodAdd: mutationFrom(build, PaymentAgencyByBeansMethodAdd),
    PaymentAgencyByBeansMethodEdit: mutationFrom(build, PaymentAgencyByBeansMethodEdit),
    PaymentAgencyByBeansMethodDelete: mutationFrom(build, PaymentAgencyByBeansMethodDelete),
  }),
});

/** Hooks of `contract/live-agent-service-by-beans.ts`: queries (with lazy variants) and mutations, one per declaration. */
export const {
  usePaymentAgencyByBeansMethodListQuery,
  useLazyPaymentAgencyByBeansMethodListQuery,
  usePaymentAgencyByBeansMethodAddMutation,
  usePaymentAgencyByBeansMethodEditMutation,
  usePaymentAgencyByBeansMethodDeleteMutation,
} = liveAgentServiceByBeansApi;
