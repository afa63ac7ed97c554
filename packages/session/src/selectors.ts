/**
 * Session selectors (SPEC sections 3, 4 and 6). Memoised where they build new values, so
 * `useSelector` does not re-render on unrelated actions.
 */
import { createSelector } from "@reduxjs/toolkit";
import type { PermissionId } from "@agent-portal/permissions/ids";
import { isAdmin, unionPermissions } from "@agent-portal/permissions/permission-set";
import type { GuardUser } from "@agent-portal/permissions/guard";
import type { SessionRootState } from "./session-slice.ts";
import type { SessionState } from "./session-state.ts";

/** The whole session state. */
export const selectSession = (state: SessionRootState): SessionState => state.session;
/** The auth token, or `null` when logged out. */
export const selectToken = (state: SessionRootState): string | null => state.session.token;
/** The login user (`/agent/user/info`), or `null`. */
export const selectLoginUser = (state: SessionRootState): SessionState["loginUser"] => state.session.loginUser;
/** Whether a token is held (SPEC section 4: "No token leads to the login route"). Says nothing about its validity. */
export const selectIsLoggedIn = (state: SessionRootState): boolean => state.session.token !== null;
/** Where loading the session stands. */
export const selectSessionStatus = (state: SessionRootState): SessionState["status"] => state.session.status;
/** Why the last session load failed, or `null`. */
export const selectSessionLoadError = (state: SessionRootState): SessionState["loadError"] => state.session.loadError;
/** The account's regions. */
export const selectRegions = (state: SessionRootState): SessionState["regions"] => state.session.regions;
/** The agencies the user acts for (`agentList`). */
export const selectAgentList = (state: SessionRootState): SessionState["agentList"] => state.session.agentList;
/** The agent role in the agency (NOT_AGENT until getSelfInfo answers). */
export const selectAgentRole = (state: SessionRootState): SessionState["agentRole"] => state.session.agentRole;
/** The bound phone, or `null`. */
export const selectPhoneInfo = (state: SessionRootState): SessionState["phoneInfo"] => state.session.phoneInfo;

/** Token errors counted so far (SPEC section 8). A rise closes the phone dialog and shows the unauthorized modal. */
export const selectTokenErrors = (state: SessionRootState): number => state.session.tokenErrors;
/** Phone-auth requests (code 40001) counted so far. A rise opens the phone dialog. */
export const selectPhoneAuthRequests = (state: SessionRootState): number => state.session.phoneAuthRequests;
/** Successful phone binds or validations counted so far. */
export const selectPhoneAuthSuccesses = (state: SessionRootState): number => state.session.phoneAuthSuccesses;
/** Failed user-info refreshes counted so far. A rise shows the re-login confirm (once, SPEC section 4). */
export const selectRefreshFailures = (state: SessionRootState): number => state.session.refreshFailures;

/** The transfer flags of SPEC section 6 plus the recommend-anchor entry. */
export const selectSessionFlags = createSelector([selectSession], (session) => ({
  transferPermission: session.transferPermission,
  transferInOut: session.transferInOut,
  terminateAnchor: session.terminateAnchor,
  recommendAnchorEntry: session.recommendAnchorEntry,
}));

/**
 * The user's effective permissions (SPEC section 6): the union of the user-info permissions and the
 * GetPermissions (entry type 3) ones, plus TransferRelation (26) when the relation tab shows
 * transfer or cancel >= 1. Sorted, without duplicates or unknown ids; empty without a user.
 */
export const selectEffectivePermissions = createSelector(
  [selectLoginUser, (state: SessionRootState) => state.session.agencyPermissions, (state: SessionRootState) => state.session.relationTab],
  (user, agencyPermissions, relationTab): readonly PermissionId[] => (user === null ? [] : unionPermissions(user.permissions, agencyPermissions, relationTab)),
);

/** Whether the login user is an admin (account role Admin 1), who bypasses route checks. */
export const selectIsAdmin = (state: SessionRootState): boolean => {
  const user = selectLoginUser(state);
  return user !== null && isAdmin(user);
};

/** What the route guard needs (`@agent-portal/permissions` `GuardUser`): role, status and effective permissions; `null` without a user. */
export const selectGuardUser = createSelector([selectLoginUser, selectEffectivePermissions], (user, permissions): GuardUser | null =>
  user === null ? null : { role: user.role, status: user.status, permissions, isWhite: user.isWhite },
);
