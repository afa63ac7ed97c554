import { GENERIC_ERROR_KEY, isApiError } from "@agent-portal/api-client/errors";
import type { TFunction } from "i18next";

/**
 * The text to show for a failed call (SPEC section 8): the translated message keyed by URL and
 * code (`error.messageKeys`, tried in order), else the server's message, else the generic
 * `lang328`. Returns `null` when nothing must be shown: no error, an aborted call (route change),
 * or a token error (the session's unauthorized modal speaks for it). A phone-authentication error
 * that reaches a form (the user cancelled the phone dialog) shows its text; screens that show
 * data show `PhoneRequired` for it instead ({@link isPhoneAuthError}). Anything that is not
 * an `ApiError` (RTK's `SerializedError`) shows the generic text.
 */
export function apiErrorMessage(t: TFunction, error: unknown): string | null {
  if (error === undefined || error === null) return null;
  if (!isApiError(error)) return t(GENERIC_ERROR_KEY);
  if (error.kind === "aborted" || error.kind === "token") return null;
  return t([...error.messageKeys], { defaultValue: error.fallbackMessage || t(GENERIC_ERROR_KEY) });
}

/** The business code of a failed call (`business` errors only), else `null`: for screens that react to one code. */
export function businessCodeOf(error: unknown): number | null {
  return isApiError(error) && error.kind === "business" ? error.code : null;
}

/**
 * Whether a failed call needed phone verification that did not happen (`phoneAuth`, code 40001:
 * the user cancelled the phone dialog, or none could be shown). Screens show that a verified
 * phone is needed (`PhoneRequired`) instead of an error text.
 */
export function isPhoneAuthError(error: unknown): boolean {
  return isApiError(error) && error.kind === "phoneAuth";
}
