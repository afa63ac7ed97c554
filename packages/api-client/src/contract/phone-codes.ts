/**
 * The phone codes of SPEC section 8, answered by the verification calls of union_oss and
 * live_agent_portal (`sendVerifyCode`, `checkVerifyCode`, `setUidHasPhone`,
 * `checkIfUidHasPhone`). Both families give them the same meaning, so their i18n texts are
 * shared: `errors.api./sendVerifyCode.<code>` serves both (README, "Error codes").
 */
import * as z from "zod/mini";
import { enumSchema } from "./shared.ts";
import { VerifyCodeScene, VerifyCodeType } from "#enums/verify-code.ts";

/** Business codes of the phone verification calls (SPEC section 8, "Phone codes"). */
export const PhoneErrorCode = {
  /** Sending the code through IM failed (send-failure message; the countdown resets). */
  SendByImFailed: 500,
  /** Not authorised to use phone verification. */
  NotAuthorised: 501,
  /** The account has no bound phone: the bind dialog opens (SPEC section 4). */
  NoPhone: 502,
  /** Sending the code by SMS failed (send-failure message; the countdown resets). */
  SendBySmsFailed: 503,
  /** The server could not resolve the caller's uid. */
  GetUidFailed: 504,
  /** The code is wrong or expired (wrong-code message). */
  CheckCodeFailed: 505,
  /** A code was requested again before the 60 s countdown ended (ours; SPEC 9 "resend countdown 60 s"). */
  SendTooFrequent: 506,
  /** Binding the phone failed, e.g. the number is bound to another account (bind-failure message). */
  BindPhoneFailed: 521,
} as const;

/** Verify code type (SPEC section 3): IM 0 (to the Bigo IM inbox), PHONE_MSG 1 (SMS). */
export const verifyCodeTypeSchema = enumSchema(VerifyCodeType);

/** Verify code scene (SPEC section 3): SIGN 0 (signing), CHECK_AUTH 1 (validate the bound phone), BIND_PHONE 2. */
export const verifyCodeSceneSchema = enumSchema(VerifyCodeScene);

/**
 * A phone number as sent to the server: the country dial prefix followed by the national
 * number, digits only, no `+` (SPEC section 5: "the country prefix plus the number"; the
 * number itself is at most 20 characters).
 */
export const fullPhoneSchema = z.string().check(z.regex(/^[0-9]{4,24}$/));

/** A verification code as typed: trimmed, 1-10 characters (SPEC section 5). */
export const phoneCodeSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(10));

/** The answer of a send-code call. */
export const sendCodeAnswerSchema = z.object({
  /** Seconds the code stays valid. */
  expire_seconds: z.int().check(z.positive()),
  /** Seconds before another code may be requested: 60 (SPEC section 9). */
  resend_after_seconds: z.int().check(z.nonnegative()),
});
