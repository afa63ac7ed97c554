/**
 * Logout (SPEC section 4: "Logout clears token, regions and all transfer permissions"; section 9:
 * "Logout timeout 5 s").
 */
import { baseApi } from "@agent-portal/api-client/base-api";
import { logout as logoutCall } from "@agent-portal/api-client/contract/main";
import { callEndpoint } from "@agent-portal/api-client/transport";
import { loggedOut } from "./session-slice.ts";
import type { SafeStorage } from "./storage.ts";
import { STORAGE_KEYS, defaultSessionStorage } from "./storage.ts";
import type { SessionThunk } from "./thunk.ts";

/** How long logout waits for the server (SPEC section 9), milliseconds. */
export const LOGOUT_TIMEOUT_MS = 5_000;

/** Options of {@link logout}. */
export interface LogoutOptions {
  /** Where token and regions are stored. Default: the browser's local storage. */
  readonly storage?: SafeStorage;
}

/**
 * Ends `token`'s session on the server (main API `POST /agent/user/logout`, sent with that token):
 * from then on the token answers 20003. Settles within `timeoutMs` (5 s, SPEC section 9) whatever
 * happens: success, a refusal (an expired or already revoked token), a network failure or no
 * answer in time (the request is aborted). Never rejects, refreshes no token, opens no dialog and
 * raises no session event; it logs nothing.
 */
export async function endServerSession(token: string, timeoutMs: number = LOGOUT_TIMEOUT_MS): Promise<void> {
  const deadline = new AbortController();
  const timer = setTimeout(() => {
    deadline.abort(new DOMException("logout took longer than its timeout", "TimeoutError"));
  }, timeoutMs);
  try {
    await callEndpoint(logoutCall, {}, { token, signal: deadline.signal, sessionHooks: false, reportEvents: false });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Logs out: dispatches `loggedOut` (token, regions, user, permissions and every transfer flag
 * cleared; counters kept), resets the RTK Query cache (`baseApi.util.resetApiState()`), so no
 * previous user's data survives, and removes `token` and `regions` from storage, all at once. Device
 * id, language and the phone-auth countdowns stay. A `loadSession` still running drops its answers.
 * Then it ends the session on the server with the token it just cleared ({@link endServerSession}:
 * at most 5 s, in the background; local state is cleared whether or not that succeeds).
 *
 * Navigate to Login right after (the unauthorized flow of SPEC section 4 redirects first, then
 * logs out): screens still mounted would refetch their queries without a token.
 */
export function logout(options: LogoutOptions = {}): SessionThunk<void> {
  return (dispatch, getState) => {
    const { token } = getState().session;
    dispatch(loggedOut());
    dispatch(baseApi.util.resetApiState());
    const storage = options.storage ?? defaultSessionStorage();
    storage.remove(STORAGE_KEYS.token);
    storage.remove(STORAGE_KEYS.tokenExpiresAt);
    storage.remove(STORAGE_KEYS.regions);
    if (token !== null) void endServerSession(token);
  };
}
