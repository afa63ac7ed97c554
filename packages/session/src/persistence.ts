/**
 * Keeps `token` and `regions` in local storage in step with the session slice (SPEC section 9),
 * through the RTK listener middleware: the slice stays pure and the app decides which store persists.
 */
import type { TypedStartListening, UnsubscribeListener } from "@reduxjs/toolkit";
import type { SessionRootState } from "./session-slice.ts";
import type { SessionState } from "./session-state.ts";
import type { SafeStorage } from "./storage.ts";
import { STORAGE_KEYS, defaultSessionStorage } from "./storage.ts";

/** A `startListening` whose state holds the session (the app's `listenerMiddleware.startListening`). */
export type SessionStartListening = TypedStartListening<SessionRootState>;

/**
 * Writes `token` (with `token_expires_at`) and `regions` of `session` to `storage`; a `null` token,
 * an unknown expiry and empty regions remove their keys.
 */
export function writeSessionToStorage(storage: SafeStorage, session: Pick<SessionState, "token" | "tokenExpiresAt" | "regions">): void {
  if (session.token === null) storage.remove(STORAGE_KEYS.token);
  else storage.setString(STORAGE_KEYS.token, session.token);
  if (session.token === null || session.tokenExpiresAt === null) storage.remove(STORAGE_KEYS.tokenExpiresAt);
  else storage.setString(STORAGE_KEYS.tokenExpiresAt, String(session.tokenExpiresAt));
  if (session.regions.length === 0) storage.remove(STORAGE_KEYS.regions);
  else storage.setJson(STORAGE_KEYS.regions, session.regions);
}

/**
 * Starts persisting: after any action that changes the session's `token`, its expiry or `regions`,
 * they are written to `storage` (`token` raw under `token`, the expiry as decimal milliseconds under
 * `token_expires_at`, `regions` as JSON under `regions`; removed when empty). Returns the function that stops it.
 *
 * ```ts
 * const listener = createListenerMiddleware();
 * startSessionPersistence(listener.startListening as SessionStartListening);
 * ```
 */
export function startSessionPersistence(startListening: SessionStartListening, storage: SafeStorage = defaultSessionStorage()): UnsubscribeListener {
  return startListening({
    predicate: (_action, current, previous) =>
      current.session.token !== previous.session.token ||
      current.session.tokenExpiresAt !== previous.session.tokenExpiresAt ||
      current.session.regions !== previous.session.regions,
    effect: (_action, api) => {
      writeSessionToStorage(storage, api.getState().session);
    },
  });
}
