import * as z from "zod/mini";

/** Longest account name the main API accepts. */
export const USERNAME_MAX_LENGTH = 64;
/** Longest verification code (SPEC section 5: code max length 10). */
export const CODE_MAX_LENGTH = 10;
/** Longest password the main API accepts. */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The login form, with the same limits as the main API's login declaration and i18n keys
 * as messages so the form shows translated text.
 */
export const loginFormSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1, "login.accountRequired"), z.maxLength(USERNAME_MAX_LENGTH, "login.accountTooLong")),
  password: z.string().check(z.minLength(1, "login.passwordRequired"), z.maxLength(PASSWORD_MAX_LENGTH, "login.passwordTooLong")),
  code: z.string().check(z.trim(), z.minLength(1, "login.codeRequired"), z.maxLength(CODE_MAX_LENGTH, "login.codeTooLong")),
});

/** What the login form holds. */
export type LoginFormValues = z.input<typeof loginFormSchema>;
