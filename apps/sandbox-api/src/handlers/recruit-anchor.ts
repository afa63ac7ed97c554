/**
 * recruit anchor handlers (SPEC section 7): recruit records, progress, export, the edit screen's
 * calls, the policy, page links and the current contract.
 */
import type { RegisterHandlers } from "#http/contract-router.ts";
import { registerRecruitInfoHandlers } from "./recruit-anchor/info.ts";
import { registerRecruitRecordHandlers } from "./recruit-anchor/records.ts";

/** Registers every recruit anchor handler. */
export const registerRecruitAnchorHandlers: RegisterHandlers = (router) => {
  registerRecruitRecordHandlers(router);
  registerRecruitInfoHandlers(router);
};
