/**
 * Main API handlers (SPEC section 7, base /api): getVerifyCode, login, refreshToken,
 * getRegions, user/info.
 */
import { getRegions, getUserInfo, getVerifyCode, login, refreshToken } from "@agent-portal/api-client/contract/main";
import { AccountRole } from "@agent-portal/permissions/ids";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { logIn, requestLoginCode } from "#services/login.ts";
import { membershipsOf } from "#services/memberships.ts";
import { regionsOf } from "#services/scope.ts";
import { issueToken, resolveToken, revokeSession } from "#services/sessions.ts";

/** Registers the main-API handlers. */
export const registerMainHandlers: RegisterHandlers = (router) => {
  router.handle(getVerifyCode, { auth: "none", scope: "reference" }, ({ input, deps, now }) => requestLoginCode(deps.db, input.username, now));

  router.handle(login, { auth: "none", scope: "reference" }, ({ input, deps, now }) => logIn(deps.db, input, now));

  /**
   * The token travels in the body (SPEC section 7: "refreshToken (token)"); it must still be live. The old one is
   * revoked; a phone verification of the old session carries over.
   */
  router.handle(refreshToken, { auth: "none", scope: "self" }, async ({ input, deps, now }) => {
    const caller = await resolveToken(deps.db, input.token, now);
    await revokeSession(deps.db, caller.sessionId, now);
    return issueToken(deps.db, caller.account.id, now, caller.phoneVerifiedUntil);
  });

  router.handle(getRegions, { scope: { rows: { region: ["shortName"] } } }, async ({ caller, deps }) =>
    (await regionsOf(deps.db, caller)).map((r) => ({ id: r.id, name: r.name, shortName: r.shortName })),
  );

  router.handle(getUserInfo, { scope: "self" }, async ({ caller, deps }) => {
    const { account } = caller;
    const memberships = await membershipsOf(deps.db, account.id);
    const agentList = [...new Map(memberships.map((m) => [m.agencyUid, { name: m.agencyName, uid: m.agencyUid }])).values()];
    return {
      role: account.role,
      subRole: account.role === AccountRole.Agency ? account.subRole : 0,
      status: account.status,
      permissions: [...account.permissions].sort((a, b) => a - b),
      isWhite: account.isWhite,
      username: account.username,
      bigoId: account.bigoId,
      bigoUid: account.bigoUid,
      language: account.language,
      agentList,
      unModifyBigoId: account.unModifyBigoId,
    };
  });
};
