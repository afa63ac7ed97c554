/**
 * live_agent_portal verification and authorization status (SPEC section 7): the portal's
 * own code calls and the authorization switch they protect. Codes: {@link PhoneErrorCode}
 * (SPEC section 8), shared with union_oss under the same paths.
 *
 * Flow: `sendVerifyCode` (scene CHECK_AUTH) -> `checkVerifyCode` answers a one-time
 * `ticket` -> `SetAuthorizationStatus` with that ticket. `GetAuthorizationStatus` reads it.
 */
import * as z from "zod/mini";
import { defineEndpoint } from "./define.ts";
import { PhoneErrorCode, fullPhoneSchema, phoneCodeSchema, sendCodeAnswerSchema, verifyCodeSceneSchema, verifyCodeTypeSchema } from "./phone-codes.ts";
import { bigoIdSchema, enumSchema, secondsSchema } from "./shared.ts";
import { AuthorizationStatus } from "#enums/account.ts";

const { SendByImFailed, NotAuthorised, NoPhone, SendBySmsFailed, GetUidFailed, CheckCodeFailed, SendTooFrequent } = PhoneErrorCode;

/** Business codes of the authorization calls (ours; SPEC section 8 leaves them "not shown"). */
export const AuthorizationErrorCode = {
  /** The verification ticket is unknown, already used or older than 5 minutes: verify again. */
  TicketInvalid: 35901,
} as const;

/** The authorization state the portal shows and switches. */
export const authorizationStatusSchema = z.object({
  /** AuthorizationStatus: 1 the caller authorises the agency to manage their account (renewals, transfers, data); 0 not authorised. */
  status: enumSchema(AuthorizationStatus),
  /** When the status last changed, Unix seconds; 0 if never set. */
  update_time: secondsSchema,
});

/** live_agent_portal sendVerifyCode: sends a code before an authorization change (key `portalSendVerifyCode`). */
export const portalSendVerifyCode = defineEndpoint({
  name: "sendVerifyCode",
  key: "portalSendVerifyCode",
  family: "liveAgentPortal",
  path: "/sendVerifyCode",
  summary: "Send a verification code by IM or SMS before changing the authorization status.",
  request: () =>
    z.object({
      /** VerifyCodeType: IM 0 (Bigo IM inbox of `bigo_id`), PHONE_MSG 1 (SMS to the bound phone). */
      type: verifyCodeTypeSchema,
      /** VerifyCodeScene: CHECK_AUTH 1 for authorization changes; SIGN 0 when signing. */
      scene: verifyCodeSceneSchema,
      /** Dial prefix + national number, digits only; only for BIND_PHONE, otherwise the bound phone is used. */
      phone: z.optional(fullPhoneSchema),
      /** The caller's Bigo ID (session `selfBigoId`). */
      bigo_id: bigoIdSchema,
    }),
  response: () => sendCodeAnswerSchema,
  errors: [SendByImFailed, NotAuthorised, NoPhone, SendBySmsFailed, GetUidFailed, SendTooFrequent],
});

/** live_agent_portal checkVerifyCode: checks the code and answers a one-time ticket (key `portalCheckVerifyCode`). */
export const portalCheckVerifyCode = defineEndpoint({
  name: "checkVerifyCode",
  key: "portalCheckVerifyCode",
  family: "liveAgentPortal",
  path: "/checkVerifyCode",
  summary: "Check a verification code; answers a one-time ticket for SetAuthorizationStatus.",
  request: () =>
    z.object({
      /** VerifyCodeType the code was sent with: IM 0, PHONE_MSG 1. */
      type: verifyCodeTypeSchema,
      /** VerifyCodeScene the code was sent for. */
      scene: verifyCodeSceneSchema,
      /** The code as typed, 1-10 characters. */
      code: phoneCodeSchema,
    }),
  response: () =>
    z.object({
      /** One-time ticket proving the check, sent in SetAuthorizationStatus's body (never in a URL). */
      ticket: z.string().check(z.minLength(1)),
      /** When the ticket expires (5 minutes after the check), Unix seconds. */
      expire_time: secondsSchema,
    }),
  errors: [NotAuthorised, GetUidFailed, CheckCodeFailed],
});

/** live_agent_portal SetAuthorizationStatus: switches the authorization, with a verification ticket. */
export const SetAuthorizationStatus = defineEndpoint({
  name: "SetAuthorizationStatus",
  family: "liveAgentPortal",
  path: "/SetAuthorizationStatus",
  summary: "Grant (1) or withdraw (0) the agency's authorization; needs a ticket from checkVerifyCode.",
  request: () =>
    z.object({
      /** AuthorizationStatus: 1 grant, 0 withdraw. */
      status: enumSchema(AuthorizationStatus),
      /** The `ticket` answered by checkVerifyCode (one use, 5 minutes). */
      ticket: z.string().check(z.minLength(1)),
    }),
  response: () => authorizationStatusSchema,
  tags: ["AuthorizationStatus"],
  errors: [AuthorizationErrorCode.TicketInvalid],
});

/** live_agent_portal GetAuthorizationStatus: the current authorization. */
export const GetAuthorizationStatus = defineEndpoint({
  name: "GetAuthorizationStatus",
  family: "liveAgentPortal",
  path: "/GetAuthorizationStatus",
  kind: "query",
  summary: "Whether the caller has authorised the agency, and since when.",
  request: () => z.object({}),
  response: () => authorizationStatusSchema,
  tags: ["AuthorizationStatus"],
});

/** Every declaration of this file (family liveAgentPortal, verification and authorization). */
export const liveAgentPortalEndpoints = [portalSendVerifyCode, portalCheckVerifyCode, SetAuthorizationStatus, GetAuthorizationStatus] as const;
