/**
 * Logout (SPEC section 4: "Logout clears token, regions and all transfer permissions").
 */
import { baseApi } from "@agent-portal/api-client/base-api";
import { loggedOut } from "./session-slice.ts";
import type { SafeStorage } from "./storage.ts";
import { STORAGE_KEYS, defaultSessionStorage } from "./storage.ts";
import type { SessionThunk } from "./thunk.ts";

/** Options of {@link logout}. */
export interface LogoutOptions {
  /** Where token and regions are stored. Default: the browser's local storage. */
  readonly storage?: SafeStorage;
}

/**
 * Logs out locally: dispatches `loggedOut` (token, regions, user, permissions and every transfer
 * flag cleared; counters kept), resets the RTK Query cache (`baseApi.util.resetApiState()`), so no
 * previous user's data survives, and removes `token` and `regions` from storage. Device id,
 * language and the phone-auth countdowns stay. A `loadSession` still running drops its answers.
 *
 * Navigate to Login right after (the unauthorized flow of SPEC section 4 redirects first, then
 * logs out): screens still mounted would refetch their queries without a token.
 */
export function logout(options: LogoutOptions = {}): SessionThunk<void> {
  return (dispatch) => {
    dispatch(loggedOut());
    dispatch(baseApi.util.resetApiState());
    const storage = options.storage ?? defaultSessionStorage();
    storage.remove(STORAGE_KEYS.token);
    storage.remove(STORAGE_KEYS.tokenExpiresAt);
    storage.remove(STORAGE_KEYS.regions);
  };
}
