/**
 * Main API handlers (SPEC section 7, base /api): getVerifyCode, login, refreshToken,
 * getRegions, user/info.
 */
import { getRegions, getUserInfo, getVerifyCode, login, logout, refreshToken } from "@agent-portal/api-client/contract/main";
import { AccountRole } from "@agent-portal/api-client/enums";
import { clientOf } from "#http/client.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { logIn, requestLoginCode } from "#services/login.ts";
import { membershipsOf } from "#services/memberships.ts";
import { regionsOf } from "#services/scope.ts";
import { issueToken, resolveToken, revokeSession } from "#services/sessions.ts";

/** Registers the main-API handlers. */
export const registerMainHandlers: RegisterHandlers = (router) => {
  router.handle(getVerifyCode, { auth: "none", scope: "reference" }, ({ input, deps, now, c }) => requestLoginCode(deps.db, input.username, clientOf(c, deps.config), now));

  router.handle(login, { auth: "none", scope: "reference" }, ({ input, deps, now, c }) => logIn(deps.db, input, clientOf(c, deps.config), now));

  /**
   * The token travels in the body (SPEC section 7: "refreshToken (token)"); it must still be live. The old one is
   * revoked; a phone verification of the old session and the login's absolute end carry over (the new token
   * expires at that end at the latest, so refreshes never keep a session beyond 7 days).
   */
  router.handle(refreshToken, { auth: "none", scope: "self" }, async ({ input, deps, now }) => {
    const caller = await resolveToken(deps.db, input.token, now);
    await revokeSession(deps.db, caller.sessionId, now);
    return issueToken(deps.db, caller.account.id, now, { phoneVerifiedUntil: caller.phoneVerifiedUntil, endsAt: caller.sessionEndsAt });
  });

  /** Ends the caller's session: its token answers 20003 from now on. */
  router.handle(logout, { scope: "self" }, async ({ caller, deps, now }) => {
    await revokeSession(deps.db, caller.sessionId, now);
    return {};
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
