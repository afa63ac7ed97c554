/**
 * live_agent_front handlers (SPEC section 7): the agency's recruiting, the broadcaster's side of
 * invitations, KYC, contracts and agents.
 */
import type { RegisterHandlers } from "#http/contract-router.ts";
import { registerAgentHandlers } from "./live-agent-front/agent.ts";
import { registerAgencySearchHandlers } from "./live-agent-front/agencies.ts";
import { registerContractHandlers } from "./live-agent-front/contract.ts";
import { registerInviteeHandlers } from "./live-agent-front/invitee.ts";
import { registerKycHandlers } from "./live-agent-front/kyc.ts";
import { registerRecruitingHandlers } from "./live-agent-front/recruiting.ts";

/** Registers every live_agent_front handler. */
export const registerLiveAgentFrontHandlers: RegisterHandlers = (router) => {
  registerRecruitingHandlers(router);
  registerInviteeHandlers(router);
  registerAgencySearchHandlers(router);
  registerKycHandlers(router);
  registerContractHandlers(router);
  registerAgentHandlers(router);
};
