/**
 * The periodic user-info refetch of SPEC section 4, wired to the store: the cadence is
 * `refresh-loop.ts`, the fetch and its bookkeeping are here.
 */
import type { ThunkDispatch, UnknownAction } from "@reduxjs/toolkit";
import { PERMISSION_QUERY_ENTRY_TYPE } from "@agent-portal/api-client/enums";
import { liveAgentServiceApi } from "@agent-portal/api-client/services/live-agent-service";
import { mainApi } from "@agent-portal/api-client/services/main";
import type { RefreshLoopOptions } from "./refresh-loop.ts";
import { startRefreshLoop } from "./refresh-loop.ts";
import type { SessionRootState } from "./session-slice.ts";
import { agencyPermissionsReceived, userInfoReceived, userInfoRefreshFailed } from "./session-slice.ts";
import type { SessionThunk } from "./thunk.ts";
import { toApiError } from "./thunk.ts";

/**
 * Refetches `/agent/user/info` and, beside it, the agency permissions (GetPermissions, entry type 3),
 * both bypassing the cache, and records them with `userInfoReceived` and `agencyPermissionsReceived`:
 * the guard's next decision then uses both sources of SPEC section 6, so an agency role taken away
 * (a member removed or demoted in the guild team) closes its routes within one refresh. A failed
 * user info dispatches `userInfoRefreshFailed(error)`, which raises `refreshFailures` (the re-login
 * confirm, SPEC section 4); a failed GetPermissions keeps the permissions held (the transport has
 * reported it). An aborted call counts as nothing. Without a token it does nothing. Resolves `true`
 * when the user info was refreshed.
 */
export function refreshUserInfo(): SessionThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    const token = getState().session.token;
    if (token === null) return false;
    const fresh = { subscribe: false, forceRefetch: true } as const;
    const [result, agency] = await Promise.all([
      dispatch(mainApi.endpoints.getUserInfo.initiate({}, fresh)),
      dispatch(liveAgentServiceApi.endpoints.GetPermissions.initiate({ permission_query_entry_type: PERMISSION_QUERY_ENTRY_TYPE }, fresh)),
    ]);
    if (getState().session.token !== token) return false;
    if (result.data !== undefined) {
      dispatch(userInfoReceived(result.data));
      if (agency.data !== undefined) dispatch(agencyPermissionsReceived(agency.data.permissions));
      return true;
    }
    const error = toApiError(result.error, "/agent/user/info");
    if (error.kind !== "aborted") dispatch(userInfoRefreshFailed(error));
    return false;
  };
}

/** A dispatch that accepts the session's thunks (any RTK store's `dispatch`). */
export type SessionDispatch = ThunkDispatch<SessionRootState, unknown, UnknownAction>;

/**
 * Starts the SPEC section 4 refresh for a store: {@link refreshUserInfo} every 5 minutes while the
 * page is visible, paused while hidden, at once when visible again. Returns `stop` (call it on
 * logout). `options` passes `document`, `intervalMs` or `refreshOnStart` to the loop.
 */
export function startSessionRefresh(dispatch: SessionDispatch, options: Omit<RefreshLoopOptions, "refresh"> = {}): () => void {
  return startRefreshLoop({ ...options, refresh: () => dispatch(refreshUserInfo()) });
}
