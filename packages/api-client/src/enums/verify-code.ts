/** Verification codes: how a code is delivered and what it is for (SPEC section 3, "Enumerations"). */
import type { ValueOf } from "./value-of.ts";

/** Verify code type: IM (to the Bigo IM inbox) or PHONE_MSG (SMS). */
export const VerifyCodeType = { IM: 0, PHONE_MSG: 1 } as const;
/** One of {@link VerifyCodeType}. */
export type VerifyCodeType = ValueOf<typeof VerifyCodeType>;

/** Verify code scene: SIGN (signing), CHECK_AUTH (validate the bound phone), BIND_PHONE. */
export const VerifyCodeScene = { SIGN: 0, CHECK_AUTH: 1, BIND_PHONE: 2 } as const;
/** One of {@link VerifyCodeScene}. */
export type VerifyCodeScene = ValueOf<typeof VerifyCodeScene>;
