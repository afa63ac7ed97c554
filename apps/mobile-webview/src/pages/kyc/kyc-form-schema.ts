import { EmailFormMode } from "@agent-portal/api-client/enums";
import * as z from "zod/mini";
import { isValidEmail } from "./email-rule.ts";

/** What the KYC form holds (strings, so a draft can keep them as typed). */
export interface KycFormValues {
  real_name: string;
  /** Document type as text: "1" identity card, "2" passport, "3" driving licence, "4" residence permit. */
  id_type: string;
  id_number: string;
  email: string;
  [field: string]: string;
}

/** The empty form. */
export const EMPTY_KYC_FORM: KycFormValues = { real_name: "", id_type: "", id_number: "", email: "" };

/**
 * The KYC form's rules for an email mode (GetKycConfig `email_mode`: HIDDEN 0, REQUIRED 1,
 * NOTREQUIRED 2): the contract's limits (`kycIdentityFields`), the email rule of SPEC section 5
 * (`isValidEmail`) when an email is asked for, required only in REQUIRED mode, ignored when
 * HIDDEN. Messages are i18n keys (`webview.kyc.errors.*`).
 */
export function kycFormSchema(emailMode: number) {
  const email =
    emailMode === EmailFormMode.HIDDEN
      ? z.string()
      : z.string().check(
          z.trim(),
          z.refine((value) => value !== "" || emailMode !== EmailFormMode.REQUIRED, "webview.kyc.errors.emailRequired"),
          z.refine((value) => value === "" || isValidEmail(value), "webview.kyc.errors.emailInvalid"),
        );
  return z.object({
    real_name: z.string().check(z.trim(), z.minLength(1, "webview.kyc.errors.nameRequired"), z.maxLength(64, "webview.kyc.errors.nameTooLong")),
    id_type: z.string().check(z.regex(/^[1-4]$/, "webview.kyc.errors.idTypeRequired")),
    id_number: z.string().check(z.trim(), z.minLength(1, "webview.kyc.errors.idNumberRequired"), z.regex(/^[A-Za-z0-9-]{4,32}$/, "webview.kyc.errors.idNumberInvalid")),
    email,
  });
}
