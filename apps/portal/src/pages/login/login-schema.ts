import * as z from "zod/mini";
import { CODE_MAX_LENGTH, PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH } from "./login-limits.ts";

export { CODE_MAX_LENGTH, PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH } from "./login-limits.ts";

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
