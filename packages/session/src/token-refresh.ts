/**
 * Token refresh (SPEC section 7, main API `refreshToken (token)`; issue 8, "auth races").
 *
 * The sandbox, like a careful backend, refreshes only a still-valid token and revokes the old one.
 * So the session refreshes proactively, {@link TOKEN_REFRESH_LEAD_MS} before the token expires
 * (`expiresIn` of login and refreshToken), and the transport refreshes reactively on 20002 (the
 * `refreshToken` hook `wireApiClient` sets): one shared refresh for any number of calls. A refresh
 * of an already expired token fails; the calls then end as token errors and the unauthorized modal
 * takes over (SPEC section 4), once.
 */
import { refreshToken } from "@agent-portal/api-client/contract/main";
import { callEndpoint } from "@agent-portal/api-client/transport";
import { tokenRefreshed } from "./session-slice.ts";
import type { SessionThunk } from "./thunk.ts";

/** How long before expiry the proactive refresh runs: 5 minutes, in milliseconds. */
export const TOKEN_REFRESH_LEAD_MS = 300_000;

const inFlight = new WeakMap<object, Promise<boolean>>();

/**
 * Exchanges the session's token for a fresh one (main API refreshToken, sent with
 * `sessionHooks: false` and `reportEvents: false`: it never waits on itself and a failure is not a
 * token error of its own) and records it with `tokenRefreshed` (token and expiry; persisted by
 * `startSessionPersistence`). Single-flight per store: calls while one runs share it.
 *
 * @returns `true` when the session holds a token newer than the one that was refreshed (this
 *   refresh's, or one a login or another tab put there meanwhile); `false` without a token, on
 *   failure, or after a logout meanwhile. Never rejects.
 */
export function refreshSessionToken(): SessionThunk<Promise<boolean>> {
  return (dispatch, getState) => {
    const running = inFlight.get(getState);
    if (running) return running;
    const token = getState().session.token;
    if (token === null) return Promise.resolve(false);
    const run = async (): Promise<boolean> => {
      const result = await callEndpoint(refreshToken, { token }, { sessionHooks: false, reportEvents: false });
      const now = getState().session.token;
      if (now !== token) return now !== null;
      if (!result.ok) return false;
      dispatch(tokenRefreshed({ token: result.data.token, expiresIn: result.data.expiresIn }));
      return true;
    };
    const promise = run()
      .catch(() => false)
      .finally(() => inFlight.delete(getState));
    inFlight.set(getState, promise);
    return promise;
  };
}
