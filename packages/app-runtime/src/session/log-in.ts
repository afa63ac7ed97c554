/**
 * Logging in, the same in both apps (SPEC sections 4 and 7, main API getVerifyCode and login): the
 * two calls go through the transport (`callEndpoint`), not RTK Query hooks, so a login screen
 * renders without Redux; this module, the contract and the store load on first use.
 */
import { getVerifyCode, login } from "@agent-portal/api-client/contract/main";
import type { ApiError } from "@agent-portal/api-client/errors";
import { callEndpoint } from "@agent-portal/api-client/transport";
import { loadSession, sessionActions } from "@agent-portal/session";
import { loadAppStore } from "#store/app-store.ts";

/** The outcome of a login step: ok with its value, or the {@link ApiError} that failed it (`null`: nothing was asked). */
export type LoginStep<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ApiError | null };

/**
 * Requests a login code (POST /agent/user/getVerifyCode) once the store has configured the
 * transport (device id, language). Resolves the seconds before another code may be requested
 * (60, SPEC section 9). Never rejects.
 */
export async function requestLoginCode(username: string): Promise<LoginStep<number>> {
  await loadAppStore();
  const result = await callEndpoint(getVerifyCode, { username });
  return result.ok ? { ok: true, value: result.data.resendAfterSeconds } : { ok: false, error: result.error };
}

/**
 * Logs in (POST /agent/user/login) and records the token in the session (`loggedIn`, with its
 * `expiresIn` in seconds). With `loadSession` (the portal), then loads the session (user info,
 * permissions, the session GETs) before resolving; without it (the webview), the next page's
 * guard loads what it needs. Never rejects.
 */
export async function logIn(
  values: { readonly username: string; readonly password: string; readonly code: string },
  options: { readonly loadSession: boolean },
): Promise<LoginStep<null>> {
  const { store } = await loadAppStore();
  const result = await callEndpoint(login, values);
  if (!result.ok) return { ok: false, error: result.error };
  store.dispatch(sessionActions.loggedIn({ token: result.data.token, expiresIn: result.data.expiresIn }));
  if (!options.loadSession) return { ok: true, value: null };
  const loaded = await store.dispatch(loadSession());
  return loaded.ok ? { ok: true, value: null } : { ok: false, error: loaded.error };
}
