/**
 * The session hooks of the transport, single-flight: however many calls meet a 20002 "token
 * expired" or a 40001 "phone authentication needed" at once, the configured `refreshToken` or
 * `onPhoneAuthRequired` runs once and every waiting call shares its outcome (issue 8, "auth races").
 */
import type { ApiError } from "#errors.ts";
import { getApiClientConfig } from "./config.ts";

/** A shared run of one hook: at most one pending promise at a time. */
interface Flight {
  pending: Promise<boolean> | null;
}

const refreshFlight: Flight = { pending: null };
const phoneAuthFlight: Flight = { pending: null };

/**
 * Joins the pending run of `flight`, or starts one with `hook(error)`. Resolves `false` when the
 * hook is missing, throws or rejects; never rejects itself. The flight is free again as soon as
 * the run settles, so a later failure starts a new run.
 */
function join(flight: Flight, hook: ((error: ApiError) => Promise<boolean>) | undefined, error: ApiError): Promise<boolean> {
  if (hook === undefined) return Promise.resolve(false);
  if (flight.pending !== null) return flight.pending;
  const run = (async () => {
    try {
      return await hook(error);
    } catch {
      return false;
    }
  })();
  flight.pending = run;
  // `run` never rejects; free the flight once it settled, so a later failure starts a new run.
  void run.then(() => {
    if (flight.pending === run) flight.pending = null;
  });
  return run;
}

/**
 * Runs the configured `refreshToken` hook once for all calls waiting on it.
 *
 * @returns `true` when the session now holds a fresh token; `false` when no hook is configured or the refresh failed.
 */
export function sharedTokenRefresh(error: ApiError): Promise<boolean> {
  return join(refreshFlight, getApiClientConfig().refreshToken, error);
}

/**
 * Runs the configured `onPhoneAuthRequired` hook once for all calls waiting on it.
 *
 * @returns `true` when phone verification succeeded; `false` when no hook is configured or the user gave up.
 */
export function sharedPhoneAuth(error: ApiError): Promise<boolean> {
  return join(phoneAuthFlight, getApiClientConfig().onPhoneAuthRequired, error);
}

/** Whether a token refresh is running (tests and diagnostics). */
export function isTokenRefreshPending(): boolean {
  return refreshFlight.pending !== null;
}

/** Whether a phone verification is being waited for (tests and diagnostics). */
export function isPhoneAuthPending(): boolean {
  return phoneAuthFlight.pending !== null;
}
