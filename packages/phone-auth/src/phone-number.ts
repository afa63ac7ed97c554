/**
 * Phone number input rules of SPEC section 5: "Phone max length is 20 and code max length is 10",
 * "The phone sent to the server is the country prefix plus the number".
 */
import { DIAL_PREFIX_MAX_LENGTH } from "./countries.ts";

/** The longest phone number a user may type (national part, without the prefix): 20 characters. */
export const PHONE_MAX_LENGTH = 20;

/** The longest verification code a user may type: 10 characters. */
export const CODE_MAX_LENGTH = 10;

const nonDigits = /[^0-9]/g;

/**
 * What the phone field keeps of typed or pasted text: its ASCII digits (spaces, dashes, brackets
 * and a leading `+` dropped; other numerals such as Arabic-Indic digits mapped to ASCII), at most
 * {@link PHONE_MAX_LENGTH}.
 */
export function sanitizePhoneInput(text: string): string {
  return toAsciiDigits(text).replace(nonDigits, "").slice(0, PHONE_MAX_LENGTH);
}

/** What the "Other" dial-prefix field keeps: ASCII digits, at most 4. */
export function sanitizeDialInput(text: string): string {
  return toAsciiDigits(text).replace(nonDigits, "").slice(0, DIAL_PREFIX_MAX_LENGTH);
}

/** What the code field keeps: the text without white space, at most {@link CODE_MAX_LENGTH} characters. */
export function sanitizeCodeInput(text: string): string {
  return toAsciiDigits(text).replace(/\s+/g, "").slice(0, CODE_MAX_LENGTH);
}

/**
 * The phone as sent to the server: dial prefix + national number, digits only
 * (`fullPhoneNumber("62", "812 3456 7890")` -> `"6281234567890"`). A national number typed with its
 * trunk `0` keeps it: numbering plans differ, and the server is the one to judge.
 */
export function fullPhoneNumber(dial: string, phone: string): string {
  return `${sanitizeDialInput(dial)}${sanitizePhoneInput(phone)}`;
}

/** Maps decimal digits of any script (`٠١٢`, `০১২`, `၁၂`, ...) to ASCII `0`-`9`; other characters stay. */
export function toAsciiDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (digit) => {
    const code = digit.codePointAt(0) ?? 0x30;
    // Unicode lays out decimal digits in aligned runs of ten from zero; find the start of the run block.
    let start = code;
    while (start > 0 && code - start < 100 && isDecimalDigit(start - 1)) start -= 1;
    return String((code - start) % 10);
  });
}

const isDecimalDigit = (codePoint: number): boolean => /\p{Nd}/u.test(String.fromCodePoint(codePoint));
