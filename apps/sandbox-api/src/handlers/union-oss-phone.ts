/**
 * union_oss phone verification handlers (SPEC sections 4, 7, 8): sendVerifyCode, checkVerifyCode,
 * setUidHasPhone, checkIfUidHasPhone. Rules and codes: `#services/phone/verification.ts`.
 */
import { checkIfUidHasPhone, checkVerifyCode, sendVerifyCode, setUidHasPhone } from "@agent-portal/api-client/contract/union-oss-phone";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { bindPhone, checkPhoneCode, maskedPhoneOf, sendPhoneCode } from "#services/phone/verification.ts";

/** Unix seconds of an instant; 0 when none (a code that lifted no 40001). */
const unixSeconds = (instant: Date | null): number => (instant === null ? 0 : Math.floor(instant.getTime() / 1000));

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
