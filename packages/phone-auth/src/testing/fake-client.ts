/**
 * A scripted {@link PhoneAuthClient} for tests and stories: each call answers what its handler
 * says (success by default), records its arguments, and can be held pending.
 */
import type { ApiError, ApiResult } from "@agent-portal/api-client/errors";
import type { PhoneInfo } from "@agent-portal/session/session-state";
import type { PhoneAuthClient, SendCodeRequest } from "#client.ts";

/** A business error of a phone call with `code` (e.g. 505), as the transport classifies it. */
export function phoneError(code: number, url = "/sendVerifyCode"): Extract<ApiResult<never>, { ok: false }> {
  const error: ApiError = { kind: "business", url, httpStatus: 200, code, messageKeys: [`errors.api.${url}.${String(code)}`], fallbackMessage: "" };
  return { ok: false, error };
}

/** A success result carrying `data`. */
export const ok = <T>(data: T): ApiResult<T> => ({ ok: true, data, code: 0 });

/** What each call of the fake answers; a function may vary it per call. */
export interface FakeClientScript {
  checkPhone?: () => Promise<ApiResult<PhoneInfo>>;
  sendCode?: (request: SendCodeRequest) => Promise<ApiResult<{ readonly resendAfterSeconds: number }>>;
  validateCode?: (code: string) => Promise<ApiResult<unknown>>;
  bindPhone?: (phone: string, code: string) => Promise<ApiResult<unknown>>;
}

/** A promise that never settles: a call still running (the "sending" state of a story). */
export const never = <T>(): Promise<T> => new Promise<T>(() => undefined);

/** The fake and the calls it saw. */
export function createFakePhoneAuthClient(script: FakeClientScript = {}) {
  const calls = {
    checkPhone: 0,
    sendCode: [] as SendCodeRequest[],
    validateCode: [] as string[],
    bindPhone: [] as { phone: string; code: string }[],
  };
  const client: PhoneAuthClient = {
    checkPhone: () => {
      calls.checkPhone += 1;
      return script.checkPhone?.() ?? Promise.resolve(ok({ prefix: "62", phone: "*******1234" }));
    },
    sendCode: (request) => {
      calls.sendCode.push(request);
      return script.sendCode?.(request) ?? Promise.resolve(ok({ resendAfterSeconds: 60 }));
    },
    validateCode: (code) => {
      calls.validateCode.push(code);
      return script.validateCode?.(code) ?? Promise.resolve(ok({ verified_until: 0 }));
    },
    bindPhone: (phone, code) => {
      calls.bindPhone.push({ phone, code });
      return script.bindPhone?.(phone, code) ?? Promise.resolve(ok({ verified_until: 0 }));
    },
  };
  return { client, calls };
}
