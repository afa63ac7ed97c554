import { getVerifyCode, login } from "@agent-portal/api-client/contract/main";
import type { ApiError } from "@agent-portal/api-client/errors";
import { callEndpoint } from "@agent-portal/api-client/transport";
import { sessionActions } from "@agent-portal/session";
import { loadAppStore } from "#app/app-store.ts";

/** The outcome of a login step: ok with its value, or the {@link ApiError} that failed it. */
export type LoginStep<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ApiError };

/**
 * Requests a login code (main API getVerifyCode; in the sandbox it lands in the outbox) once the
 * store has wired the transport. Resolves the seconds before another code may be asked for.
 */
export async function requestLoginCode(username: string): Promise<LoginStep<number>> {
  await loadAppStore();
  const result = await callEndpoint(getVerifyCode, { username });
  return result.ok ? { ok: true, value: result.data.resendAfterSeconds } : { ok: false, error: result.error };
}

/**
 * Logs in with the main API (the same login as the desktop portal's) and records the token in
 * the session; the session itself loads with the next page's guard.
 */
export async function logIn(values: { username: string; password: string; code: string }): Promise<LoginStep<null>> {
  const { store } = await loadAppStore();
  const result = await callEndpoint(login, values);
  if (!result.ok) return { ok: false, error: result.error };
  store.dispatch(sessionActions.loggedIn({ token: result.data.token, expiresIn: result.data.expiresIn }));
  return { ok: true, value: null };
}
