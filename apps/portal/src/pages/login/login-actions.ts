import { logIn as logInWith, requestLoginCode } from "@agent-portal/app-runtime/session/log-in";
import type { LoginStep } from "@agent-portal/app-runtime/session/log-in";

export { describeLoginFailure } from "./login-errors.ts";
export { requestLoginCode };
export type { LoginStep };

/**
 * Logs in and loads the session before the portal leaves the login page (`logIn` of the app
 * shell), so the redirect target's guard decides with the user loaded. Loaded by the login screen
 * on first use (and fetched once its form is on screen), never with the login route's JavaScript.
 */
export function logIn(values: { username: string; password: string; code: string }): Promise<LoginStep<null>> {
  return logInWith(values, { loadSession: true });
}
