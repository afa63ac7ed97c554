/**
 * The phone codes of SPEC section 8 and the texts the dialogs show for them: every code has its
 * own translated message under `phoneAuth.errors.<code>` (505 the wrong-code message, 521 the
 * bind-failure message); a send that failed otherwise shows the send-failure message, anything
 * else the generic phone-verification error.
 */
import type { ApiError } from "@agent-portal/api-client/errors";

/** The phone codes of SPEC section 8 ("Phone codes"), with 506 (resend too early) of the sandbox contract. */
export const PhoneCode = {
  /** 500: sending the code via IM failed. */
  SendByImFailed: 500,
  /** 501: not authorised. */
  NotAuthorised: 501,
  /** 502: no phone bound: the bind dialog opens (SPEC section 4). */
  NoPhone: 502,
  /** 503: sending the code via SMS failed. */
  SendBySmsFailed: 503,
  /** 504: the server could not get the uid. */
  GetUidFailed: 504,
  /** 505: checking the code failed (wrong or expired code). */
  CheckCodeFailed: 505,
  /** 506: a code was requested again before the 60 s countdown ended. */
  SendTooFrequent: 506,
  /** 521: binding the phone failed. */
  BindPhoneFailed: 521,
} as const;

/** One of {@link PhoneCode}. */
export type PhoneCodeValue = (typeof PhoneCode)[keyof typeof PhoneCode];

const knownCodes: ReadonlySet<number> = new Set<number>(Object.values(PhoneCode));

/** Whether `code` is one of the phone codes with a message of its own. */
export function isPhoneCode(code: number | null): code is PhoneCodeValue {
  return code !== null && knownCodes.has(code);
}

/** The i18n key of a phone code's own message: `phoneAuth.errors.<code>`. */
export const phoneCodeMessageKey = (code: PhoneCodeValue): string => `phoneAuth.errors.${String(code)}`;

/** The send-failure message (SPEC section 8: "A send failure shows a generic or send-failure message"). */
export const SEND_FAILED_KEY = "phoneAuth.errors.sendFailed";
/** The generic phone-verification error, for failures without a phone code (e.g. HTTP 500 without an envelope). */
export const GENERIC_PHONE_ERROR_KEY = "phoneAuth.errors.generic";

/** Which step failed: the bound-phone check, sending a code, checking a code, or binding a phone. */
export type PhoneStep = "check" | "send" | "validate" | "bind";

/**
 * The i18n keys to try, in order, for a failed phone step: the phone code's own message; for a
 * network failure or timeout the transport's text (`error.messageKeys`); then the send-failure
 * message for a send, else the generic one. Token and phone-auth errors never get here: the
 * session takes over for those.
 */
export function phoneErrorMessageKeys(error: ApiError, step: PhoneStep): readonly string[] {
  const fallback = step === "send" ? SEND_FAILED_KEY : GENERIC_PHONE_ERROR_KEY;
  if (error.kind === "business" && isPhoneCode(error.code)) return [phoneCodeMessageKey(error.code), fallback];
  if (error.kind === "network" || error.kind === "timeout" || error.kind === "tooLarge") return [...error.messageKeys, fallback];
  return [fallback];
}
