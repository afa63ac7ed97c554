/**
 * broker handlers (SPEC section 7): the broadcaster list, broker assignment and contract renewals.
 */
import type { RegisterHandlers } from "#http/contract-router.ts";
import { registerBrokerListHandlers } from "./broker/list.ts";
import { registerBrokerRenewalHandlers } from "./broker/renewals.ts";

/** Registers every broker handler. */
export const registerBrokerHandlers: RegisterHandlers = (router) => {
  registerBrokerListHandlers(router);
  registerBrokerRenewalHandlers(router);
};
