/**
 * union_oss phone verification (SPEC sections 4, 5 and 7): the calls behind the bind-phone
 * and validate-phone dialogs. Codes: {@link PhoneErrorCode} (SPEC section 8).
 *
 * Flow (SPEC section 4): a call answers 40001 -> `checkIfUidHasPhone`; a bound phone opens
 * the validate dialog (`sendVerifyCode` scene CHECK_AUTH, then `checkVerifyCode`); code 502
 * opens the bind dialog (`sendVerifyCode` scene BIND_PHONE, then `setUidHasPhone`).
 */
import * as z from "zod/mini";
import { defineEndpoint } from "./define.ts";
import { PhoneErrorCode, fullPhoneSchema, phoneCodeSchema, sendCodeAnswerSchema, verifyCodeSceneSchema, verifyCodeTypeSchema } from "./phone-codes.ts";
import { bigoIdSchema, secondsSchema } from "./shared.ts";

const { SendByImFailed, NotAuthorised, NoPhone, SendBySmsFailed, GetUidFailed, CheckCodeFailed, SendTooFrequent, BindPhoneFailed } = PhoneErrorCode;

/** The answer of a successful check or bind: the phone check holds until `verified_until`. */
export const phoneVerifiedSchema = z.object({
  /** Until when calls stop answering 40001 for this session, Unix seconds. */
  verified_until: secondsSchema,
});

/** union_oss sendVerifyCode(type, scene, phone, bigo_id): sends a verification code. */
export const sendVerifyCode = defineEndpoint({
  name: "sendVerifyCode",
  family: "unionOss",
  path: "/sendVerifyCode",
  summary: "Send a verification code by IM or SMS, for binding a phone or validating the bound one.",
  request: () =>
    z.object({
      /** VerifyCodeType: IM 0 (Bigo IM inbox of `bigo_id`), PHONE_MSG 1 (SMS). */
      type: verifyCodeTypeSchema,
      /** VerifyCodeScene: SIGN 0, CHECK_AUTH 1 (validate dialog), BIND_PHONE 2 (bind dialog). */
      scene: verifyCodeSceneSchema,
      /** Dial prefix + national number, digits only. Required for BIND_PHONE; otherwise omitted and the code goes to the bound phone. */
      phone: z.optional(fullPhoneSchema),
      /** The caller's Bigo ID (session `selfBigoId`); the IM inbox for type IM. */
      bigo_id: bigoIdSchema,
    }),
  response: () => sendCodeAnswerSchema,
  errors: [SendByImFailed, NotAuthorised, NoPhone, SendBySmsFailed, GetUidFailed, SendTooFrequent],
});

/** union_oss checkVerifyCode(type, scene, code): validates a code sent for the bound phone. */
export const checkVerifyCode = defineEndpoint({
  name: "checkVerifyCode",
  family: "unionOss",
  path: "/checkVerifyCode",
  summary: "Check a verification code; success lifts the phone-authentication requirement (40001).",
  request: () =>
    z.object({
      /** VerifyCodeType the code was sent with: IM 0, PHONE_MSG 1. */
      type: verifyCodeTypeSchema,
      /** VerifyCodeScene the code was sent for (CHECK_AUTH 1 in the validate dialog). */
      scene: verifyCodeSceneSchema,
      /** The code as typed, 1-10 characters. */
      code: phoneCodeSchema,
    }),
  response: () => phoneVerifiedSchema,
  errors: [NotAuthorised, GetUidFailed, CheckCodeFailed],
});

/** union_oss setUidHasPhone(phone, code): binds a phone to the caller's uid. */
export const setUidHasPhone = defineEndpoint({
  name: "setUidHasPhone",
  family: "unionOss",
  path: "/setUidHasPhone",
  summary: "Bind a phone to the caller's account with the code sent to it (scene BIND_PHONE).",
  request: () =>
    z.object({
      /** Dial prefix + national number, digits only: the number the code was sent to. */
      phone: fullPhoneSchema,
      /** The code as typed, 1-10 characters. */
      code: phoneCodeSchema,
    }),
  response: () => phoneVerifiedSchema,
  tags: ["PhoneBinding"],
  errors: [NotAuthorised, GetUidFailed, CheckCodeFailed, BindPhoneFailed],
});

/** union_oss checkIfUidHasPhone: the bound phone, or code 502 when there is none. */
export const checkIfUidHasPhone = defineEndpoint({
  name: "checkIfUidHasPhone",
  family: "unionOss",
  path: "/checkIfUidHasPhone",
  kind: "query",
  summary: "The caller's bound phone (session phoneInfo); code 502 when none is bound.",
  request: () => z.object({}),
  response: () =>
    z.object({
      /** Dial prefix of the bound phone, digits only (e.g. "62"). */
      prefix: z.string().check(z.regex(/^[0-9]{1,4}$/)),
      /** National number, all but the last 4 digits masked with `*` (e.g. "*******1234"). */
      phone: z.string().check(z.minLength(1), z.maxLength(20)),
    }),
  tags: ["PhoneBinding"],
  errors: [NotAuthorised, NoPhone, GetUidFailed],
});

/** Every declaration of this file (family unionOss, phone verification). */
export const unionOssPhoneEndpoints = [sendVerifyCode, checkVerifyCode, setUidHasPhone, checkIfUidHasPhone] as const;
