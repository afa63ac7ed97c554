/**
 * live_agent_service handlers (SPEC section 7). Foundation: GetPermissions.
 */
import { GetPermissions } from "@agent-portal/api-client/contract/live-agent-service";
import type { RegisterHandlers } from "#http/contract-router.ts";

/** Registers the live_agent_service handlers. */
export const registerLiveAgentServiceHandlers: RegisterHandlers = (router) => {
  /** The agency permissions of the account (entry type 3, enforced by the request schema). */
  router.handle(GetPermissions, {}, ({ caller }) => ({
    permissions: [...caller.account.agencyPermissions].sort((a, b) => a - b),
  }));
};
