import { getVerifyCode, login } from "@agent-portal/api-client/contract/main";
import type { ApiError } from "@agent-portal/api-client/errors";
import { callEndpoint } from "@agent-portal/api-client/transport";
import { loadSession, sessionActions } from "@agent-portal/session";
import { loadAppStore } from "../../app/app-store.ts";

export { describeLoginFailure } from "./login-errors.ts";

/** The outcome of a login step: ok with its value, or the {@link ApiError} that failed it (`null`: nothing was asked). */
export type LoginStep<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ApiError | null };

/**
 * Requests a login code (POST /agent/user/getVerifyCode, SPEC section 7) through the transport,
 * once the store has wired it (device id, language). Resolves the seconds before another code
 * may be requested (60, SPEC section 9). Never rejects.
 */
export async function requestLoginCode(username: string): Promise<LoginStep<number>> {
  await loadAppStore();
  const result = await callEndpoint(getVerifyCode, { username });
  return result.ok ? { ok: true, value: result.data.resendAfterSeconds } : { ok: false, error: result.error };
}

/**
 * Logs in (POST /agent/user/login) through the transport, records the token in the session,
 * then loads the session (user info, permissions, the session GETs). The screen calls its two
 * endpoints through `callEndpoint` rather than RTK Query hooks and loads this module and the
 * store on demand, so neither RTK Query nor Redux is part of the login route's JavaScript
 * (issue 8). Never rejects.
 */
export async function logIn(values: { username: string; password: string; code: string }): Promise<LoginStep<null>> {
  const { store } = await loadAppStore();
  const result = await callEndpoint(login, values);
  if (!result.ok) return { ok: false, error: result.error };
  store.dispatch(sessionActions.loggedIn({ token: result.data.token, expiresIn: result.data.expiresIn }));
  const loaded = await store.dispatch(loadSession());
  return loaded.ok ? { ok: true, value: null } : { ok: false, error: loaded.error };
}
