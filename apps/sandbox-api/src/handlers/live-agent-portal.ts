/**
 * live_agent_portal handlers (SPEC section 7): its own sendVerifyCode / checkVerifyCode (the check
 * answers a one-time ticket and marks the session phone-verified) and the authorization status
 * (SetAuthorizationStatus needs a live ticket, GetAuthorizationStatus reads it).
 */
import { eq } from "drizzle-orm";
import {
  AuthorizationErrorCode,
  GetAuthorizationStatus,
  portalCheckVerifyCode,
  portalSendVerifyCode,
  SetAuthorizationStatus,
} from "@agent-portal/api-client/contract/live-agent-portal";
import { accounts } from "#db/schema/accounts.ts";
import { ContractError } from "#http/codes.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { checkCodeForTicket, consumeTicket } from "#services/phone/tickets.ts";
import { sendPhoneCode } from "#services/phone/verification.ts";
import { registerLiveAgentPortalKycHandlers } from "./live-agent-portal-kyc.ts";

const unixSeconds = (instant: Date | null): number => (instant === null ? 0 : Math.floor(instant.getTime() / 1000));
const flag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

/** Registers the live_agent_portal verification and authorization handlers (any logged-in account). */
export const registerLiveAgentPortalPhoneHandlers: RegisterHandlers = (router) => {
  router.handle(portalSendVerifyCode, { scope: "self" }, ({ input, caller, deps, now }) => sendPhoneCode(deps.db, caller, input, now));

  router.handle(portalCheckVerifyCode, { scope: "self" }, async ({ input, caller, deps, now }) => {
    const { ticket, expiresAt } = await checkCodeForTicket(deps.db, caller, input, now);
    return { ticket, expire_time: unixSeconds(expiresAt) };
  });

  /** Uses up the ticket (35901 when unknown, used or older than 5 minutes), then records the status and its time. */
  router.handle(SetAuthorizationStatus, { scope: "self" }, async ({ input, caller, deps, now }) => {
    if (!(await consumeTicket(deps.db, caller.account.id, input.ticket, now))) {
      throw new ContractError(AuthorizationErrorCode.TicketInvalid, "The verification has expired: verify your phone again");
    }
    await deps.db.update(accounts).set({ authorizationStatus: input.status, authorizationUpdatedAt: now }).where(eq(accounts.id, caller.account.id));
    return { status: input.status, update_time: unixSeconds(now) };
  });

  router.handle(GetAuthorizationStatus, { scope: "self" }, ({ caller }) => ({
    status: flag(caller.account.authorizationStatus),
    update_time: unixSeconds(caller.account.authorizationUpdatedAt),
  }));
  registerLiveAgentPortalKycHandlers(router);
};
