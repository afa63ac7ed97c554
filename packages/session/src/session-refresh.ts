/**
 * The periodic user-info refetch of SPEC section 4, wired to the store: the cadence is
 * `refresh-loop.ts`, the fetch and its bookkeeping are here.
 */
import type { ThunkDispatch, UnknownAction } from "@reduxjs/toolkit";
import { mainApi } from "@agent-portal/api-client/services/main";
import type { RefreshLoopOptions } from "./refresh-loop.ts";
import { startRefreshLoop } from "./refresh-loop.ts";
import type { SessionRootState } from "./session-slice.ts";
import { userInfoReceived, userInfoRefreshFailed } from "./session-slice.ts";
import type { SessionThunk } from "./thunk.ts";
import { toApiError } from "./thunk.ts";

/**
 * Refetches `/agent/user/info` (bypassing the cache) and records the answer with
 * `userInfoReceived`; a failure dispatches `userInfoRefreshFailed(error)`, which raises
 * `refreshFailures` (the re-login confirm, SPEC section 4). An aborted call counts as nothing.
 * Without a token it does nothing. Resolves `true` when the user info was refreshed.
 */
export function refreshUserInfo(): SessionThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    const token = getState().session.token;
    if (token === null) return false;
    const result = await dispatch(mainApi.endpoints.getUserInfo.initiate({}, { subscribe: false, forceRefetch: true }));
    if (getState().session.token !== token) return false;
    if (result.data !== undefined) {
      dispatch(userInfoReceived(result.data));
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
