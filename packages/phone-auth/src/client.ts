/**
 * The calls the phone dialogs make (SPEC section 7, union_oss: `checkIfUidHasPhone`,
 * `sendVerifyCode (type, scene, phone, bigo_id)`, `checkVerifyCode (type, scene, code)`,
 * `setUidHasPhone (phone, code)`), behind an interface so stories and tests inject a fake.
 *
 * The real client calls the transport directly with `sessionHooks: false`: the dialog's own calls
 * must never wait for the dialog (a 40001 there would deadlock) nor refresh tokens on their own.
 * Token errors are still reported, so a dead session closes the dialog (SPEC section 4).
 */
import { checkIfUidHasPhone, checkVerifyCode, sendVerifyCode, setUidHasPhone } from "@agent-portal/api-client/contract/union-oss-phone";
import type { ApiResult } from "@agent-portal/api-client/errors";
import { callEndpoint } from "@agent-portal/api-client/transport";
import { VerifyCodeScene, VerifyCodeType } from "@agent-portal/api-client/enums";
import type { PhoneInfo } from "@agent-portal/session/session-state";

/** A send-code request of a dialog. */
export interface SendCodeRequest {
  /** CHECK_AUTH (validate dialog) or BIND_PHONE (bind dialog). */
  readonly scene: typeof VerifyCodeScene.CHECK_AUTH | typeof VerifyCodeScene.BIND_PHONE;
  /** BIND_PHONE: the new phone, dial prefix + number, digits only. CHECK_AUTH: omitted (the bound phone is used). */
  readonly phone?: string;
  /** The user's own Bigo ID (the server refuses others with 501). */
  readonly bigoId: string;
}

/** The calls of the phone flow. Every method answers a result, never throws. */
export interface PhoneAuthClient {
  /** The bound phone (prefix and masked number), or code 502 when none is bound. */
  checkPhone(signal?: AbortSignal): Promise<ApiResult<PhoneInfo>>;
  /** Sends a code by SMS (`type` PHONE_MSG); answers the seconds before another may be sent. */
  sendCode(request: SendCodeRequest): Promise<ApiResult<{ readonly resendAfterSeconds: number }>>;
  /** Checks a CHECK_AUTH code (validate dialog); 505 when wrong or expired. */
  validateCode(code: string): Promise<ApiResult<unknown>>;
  /** Binds `phone` (prefix + number) with the BIND_PHONE code sent to it; 505 wrong code, 521 bind failure. */
  bindPhone(phone: string, code: string): Promise<ApiResult<unknown>>;
}

const options = { sessionHooks: false } as const;

/** The client over the real transport (union_oss). */
export function createPhoneAuthClient(): PhoneAuthClient {
  return {
    checkPhone: async (signal) => {
      const result = await callEndpoint(checkIfUidHasPhone, {}, { ...options, ...(signal ? { signal } : {}) });
      return result.ok ? { ok: true, code: result.code, data: { prefix: result.data.prefix, phone: result.data.phone } } : result;
    },
    sendCode: async ({ scene, phone, bigoId }) => {
      const result = await callEndpoint(sendVerifyCode, { type: VerifyCodeType.PHONE_MSG, scene, bigo_id: bigoId, ...(phone === undefined ? {} : { phone }) }, options);
      return result.ok ? { ok: true, code: result.code, data: { resendAfterSeconds: result.data.resend_after_seconds } } : result;
    },
    validateCode: (code) => callEndpoint(checkVerifyCode, { type: VerifyCodeType.PHONE_MSG, scene: VerifyCodeScene.CHECK_AUTH, code }, options),
    bindPhone: (phone, code) => callEndpoint(setUidHasPhone, { phone, code }, options),
  };
}
