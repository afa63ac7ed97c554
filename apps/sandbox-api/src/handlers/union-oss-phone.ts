/**
 * union_oss phone verification handlers (SPEC sections 4, 7, 8): sendVerifyCode, checkVerifyCode,
 * setUidHasPhone, checkIfUidHasPhone. Rules and codes: `#services/phone/verification.ts`.
 */
import { checkIfUidHasPhone, checkVerifyCode, sendVerifyCode, setUidHasPhone } from "@agent-portal/api-client/contract/union-oss-phone";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { bindPhone, checkPhoneCode, maskedPhoneOf, sendPhoneCode } from "#services/phone/verification.ts";

const unixSeconds = (instant: Date): number => Math.floor(instant.getTime() / 1000);

/** Registers the union_oss phone verification handlers (any logged-in account). */
export const registerUnionOssPhoneHandlers: RegisterHandlers = (router) => {
  router.handle(sendVerifyCode, { scope: "self" }, ({ input, caller, deps, now }) => sendPhoneCode(deps.db, caller, input, now));

  router.handle(checkVerifyCode, { scope: "self" }, async ({ input, caller, deps, now }) => ({
    verified_until: unixSeconds(await checkPhoneCode(deps.db, caller, input, now)),
  }));

  router.handle(setUidHasPhone, { scope: "self" }, async ({ input, caller, deps, now }) => ({
    verified_until: unixSeconds(await bindPhone(deps.db, caller, input, now)),
  }));

  router.handle(checkIfUidHasPhone, { scope: "self" }, ({ caller }) => maskedPhoneOf(caller.account));
};
