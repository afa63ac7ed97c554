/** Longest account name the main API accepts. */
export const USERNAME_MAX_LENGTH = 64;
/** Longest verification code (SPEC section 5: code max length 10). */
export const CODE_MAX_LENGTH = 10;
/** Longest password the main API accepts. */
export const PASSWORD_MAX_LENGTH = 128;
