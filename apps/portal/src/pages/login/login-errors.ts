import { LoginErrorCode } from "@agent-portal/api-client/contract/main";
import type { ApiError } from "@agent-portal/api-client/errors";
import type { TFunction } from "i18next";
import type { LoginFormValues } from "./login-schema.ts";

/** Where a login failure is shown: under a field, or above the form. */
export interface LoginFailure {
  readonly field: keyof LoginFormValues | null;
  readonly message: string;
}

/**
 * Turns a failed getVerifyCode or login call into a translated message and the field it
 * belongs to: wrong credentials under the password, a wrong code under the code, a
 * disabled account with its own message (SPEC section 8; codes in `LoginErrorCode`).
 */
export function describeLoginFailure(error: ApiError, t: TFunction): LoginFailure {
  const message = t(error.messageKeys as string[], { defaultValue: error.fallbackMessage || t("lang328") });
  if (error.kind !== "business") return { field: null, message };
  switch (error.code) {
    case LoginErrorCode.WrongCredentials:
      return { field: "password", message };
    case LoginErrorCode.WrongCode:
      return { field: "code", message };
    case LoginErrorCode.AccountDisabled:
      return { field: null, message: t("login.disabledAccount") };
    default:
      return { field: null, message };
  }
}
