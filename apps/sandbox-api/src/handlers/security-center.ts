/**
 * security centre handlers (AgencyGuildSecurity 21): bans of the agency's broadcasters and the
 * status tab's summary, their violation records, and appeals (V1 with a reason; V2 with evidence
 * photos and a one-time security token valid 10 minutes). Each part in `security-center/`.
 */
import type { RegisterHandlers } from "#http/contract-router.ts";
import { registerSecurityAppealHandlers } from "./security-center/appeals.ts";
import { registerSecurityBanHandlers } from "./security-center/bans.ts";
import { registerSecurityRecordHandlers } from "./security-center/records.ts";

/** Registers every security centre handler. */
export const registerSecurityCenterHandlers: RegisterHandlers = (router) => {
  registerSecurityBanHandlers(router);
  registerSecurityRecordHandlers(router);
  registerSecurityAppealHandlers(router);
};
