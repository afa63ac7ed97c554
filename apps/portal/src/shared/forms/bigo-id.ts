/**
 * A Bigo ID as a user types it into a search or form field: letters, digits, `.`, `_` or `-`,
 * 1-32 characters once trimmed (the contract's `bigoIdSchema` allows 1-32 characters; the
 * platform's IDs use only these characters). Checked before any call, so an ID that cannot
 * exist is refused with a message and sends nothing.
 */
export const BIGO_ID_PATTERN = /^[A-Za-z0-9._-]{1,32}$/;

/** Longest Bigo ID, characters. */
export const BIGO_ID_MAX_LENGTH = 32;

/** What a typed Bigo ID is: empty (no filter), valid (trimmed value) or invalid. */
export type BigoIdCheck = { readonly kind: "empty" } | { readonly kind: "valid"; readonly value: string } | { readonly kind: "invalid" };

/** Checks a typed Bigo ID (see {@link BIGO_ID_PATTERN}). */
export function checkBigoId(input: string): BigoIdCheck {
  const value = input.trim();
  if (value === "") return { kind: "empty" };
  return BIGO_ID_PATTERN.test(value) ? { kind: "valid", value } : { kind: "invalid" };
}
