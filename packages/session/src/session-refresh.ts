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

/** What one refetch of the two permission sources answered (`null`: no token, or it changed meanwhile). */
type AccessFetch = { readonly user: Awaited<ReturnType<typeof fetchUserInfo>>; readonly recorded: boolean } | null;

// Both reads are subscribed while they run: the route change that follows a guarded navigation
// aborts the reads nobody watches (`abortUnwatchedQueries`), and these must answer.
const fetchUserInfo = (dispatch: Parameters<SessionThunk<unknown>>[0]) => dispatch(mainApi.endpoints.getUserInfo.initiate({}, { forceRefetch: true }));
const fetchAgencyPermissions = (dispatch: Parameters<SessionThunk<unknown>>[0]) =>
  dispatch(liveAgentServiceApi.endpoints.GetPermissions.initiate({ permission_query_entry_type: PERMISSION_QUERY_ENTRY_TYPE }, { forceRefetch: true }));

/**
 * Refetches `/agent/user/info` and GetPermissions (entry type 3) together, bypassing the cache, and
 * records what answered (`userInfoReceived`, `agencyPermissionsReceived`; each changes nothing when
 * the answer equals what is held). A failed GetPermissions keeps the agency permissions held.
 */
function fetchAccess(): SessionThunk<Promise<AccessFetch>> {
  return async (dispatch, getState) => {
    const token = getState().session.token;
    if (token === null) return null;
    const userCall = fetchUserInfo(dispatch);
    const agencyCall = fetchAgencyPermissions(dispatch);
    try {
      const [user, agency] = await Promise.all([userCall, agencyCall]);
      if (getState().session.token !== token) return null;
      if (user.data !== undefined) dispatch(userInfoReceived(user.data));
      if (user.data !== undefined && agency.data !== undefined) dispatch(agencyPermissionsReceived(agency.data.permissions));
      return { user, recorded: user.data !== undefined };
    } finally {
      userCall.unsubscribe();
      agencyCall.unsubscribe();
    }
  };
}

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
  return async (dispatch) => {
    const fetched = await dispatch(fetchAccess());
    if (fetched === null) return false;
    if (fetched.recorded) return true;
    const error = toApiError(fetched.user.error, "/agent/user/info");
    if (error.kind !== "aborted") dispatch(userInfoRefreshFailed(error));
    return false;
  };
}

/**
 * Asks both permission sources again (user info and GetPermissions, bypassing the cache) and records
 * what they answer, like {@link refreshUserInfo} but quietly: a failure is not counted toward the
 * re-login confirm (the transport has reported it, and the permissions held stay). The guard calls
 * it in the background at each guarded navigation (issue 22: a member removed or demoted in the
 * guild team loses the affected routes at their next guarded navigation): the navigation is not
 * delayed, and when the answers take a permission away, the app shell runs the guard again on the
 * page shown (`SessionWatcher`), which then renders NotFound. A revalidation already running is
 * joined, not doubled (per store). Without a token it does nothing. Resolves `true` when the user
 * info answered.
 */
export function revalidateAccess(): SessionThunk<Promise<boolean>> {
  return (dispatch) => {
    const running = revalidations.get(dispatch);
    if (running !== undefined) return running;
    const run = dispatch(fetchAccess())
      .then((fetched) => fetched?.recorded === true)
      .finally(() => revalidations.delete(dispatch));
    revalidations.set(dispatch, run);
    return run;
  };
}

/** The revalidation running per store (keyed by its `dispatch`). */
const revalidations = new WeakMap<object, Promise<boolean>>();

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
