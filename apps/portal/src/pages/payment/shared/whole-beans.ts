/**
 * Typed amounts of whole beans (issue 21, item 10: integers end to end). The text is checked as
 * text: a decimal, a grouping separator, an exponent or a currency sign is refused, never rounded,
 * and the number is read only once it is a plain run of digits.
 */

/** What a typed amount is: a whole number of beans, or why it is not one. */
export type WholeBeans = { readonly ok: true; readonly beans: number } | { readonly ok: false; readonly problem: "empty" | "notWhole" | "zero" | "tooLarge" };

/**
 * Reads `text` as whole beans: digits, with a leading `+` or `-` when `signed`; surrounding spaces
 * are ignored. 0 is refused; so is anything over `max` either way.
 *
 * @param max the largest size allowed, beans (a safe integer)
 */
export function readWholeBeans(text: string, max: number, signed: boolean): WholeBeans {
  const typed = text.trim();
  if (typed === "") return { ok: false, problem: "empty" };
  if (!(signed ? /^[+-]?\d{1,16}$/ : /^\d{1,16}$/).test(typed)) return { ok: false, problem: "notWhole" };
  const beans = Number(typed);
  if (beans === 0) return { ok: false, problem: "zero" };
  if (Math.abs(beans) > max) return { ok: false, problem: "tooLarge" };
  return { ok: true, beans };
}
