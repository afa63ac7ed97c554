/**
 * The email rule of SPEC section 5: "An email must have letters, digits, underscore, hyphen or dot
 * before @ and after it, then a 2-4 letter ending." Read as: one or more of `A-Z a-z 0-9 _ - .`,
 * `@`, one or more of the same, a dot, then 2 to 4 ASCII letters, and nothing else (no spaces, no
 * second `@`). The contract's `emailSchema` (`@agent-portal/api-client/contract/kyc-shared`) holds
 * the same pattern; the test proves they agree.
 */
const EMAIL_RULE = /^[A-Za-z0-9_.-]+@[A-Za-z0-9_.-]+\.[A-Za-z]{2,4}$/;

/** Whether `value` (trimmed first, as the form sends it) follows the email rule of SPEC section 5. */
export function isValidEmail(value: string): boolean {
  return EMAIL_RULE.test(value.trim());
}
