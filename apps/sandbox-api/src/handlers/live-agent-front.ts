/**
 * live_agent_front handlers (SPEC section 7). Foundation: GetRecomAnchorEntry.
 */
import { GetRecomAnchorEntry } from "@agent-portal/api-client/contract/live-agent-front";
import { AccountRole, AgentRole } from "@agent-portal/permissions/ids";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { membershipsOf } from "#services/memberships.ts";

/** Agent roles that see the recommend-hosts entry: the super manager (agency super admin) and managers (sub-agents, managers). */
const ENTRY_AGENT_ROLES: ReadonlySet<number> = new Set([AgentRole.SUPER_MANAGER, AgentRole.MANAGER]);

/** Registers the live_agent_front handlers. */
export const registerLiveAgentFrontHandlers: RegisterHandlers = (router) => {
  /** The recommend-hosts entry: 1 for Agency accounts acting as super manager or manager in an agency, 0 otherwise (brokers included). */
  router.handle(GetRecomAnchorEntry, {}, async ({ caller, deps }) => {
    if (caller.account.role !== AccountRole.Agency) return { entry: 0 as const };
    const memberships = await membershipsOf(deps.db, caller.account.id);
    return { entry: memberships.some((m) => ENTRY_AGENT_ROLES.has(m.role)) ? (1 as const) : (0 as const) };
  });
};
