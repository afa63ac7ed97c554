/**
 * The language choice as a cookie, for servers (SPEC section 1: the stored `lang` decides the
 * page language after the `lang` query). The browser keeps the choice in local storage, which a
 * server never sees; the same code in the `lang` cookie lets the server that sends `index.html`
 * preload the page's own locale file (`@agent-portal/scripts/locale-preload`,
 * `locale-preload.json`) instead of a script doing it one request later.
 *
 * The cookie holds only a language code (never a token), lives a year, is sent on same-site
 * requests only (`SameSite=Lax`) and is not `HttpOnly`, since the page writes it.
 */
import type { LanguageCode } from "./languages.ts";

/** The cookie's name: the same key as local storage's (`lang`). */
export const LANGUAGE_COOKIE = "lang";

/** The cookie's lifetime, in seconds (one year). */
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The `document.cookie` assignment that stores `code`: `lang=<code>; Path=/; Max-Age=…; SameSite=Lax`. */
export function languageCookie(code: LanguageCode): string {
  return `${LANGUAGE_COOKIE}=${encodeURIComponent(code)}; Path=/; Max-Age=${String(LANGUAGE_COOKIE_MAX_AGE_S)}; SameSite=Lax`;
}

/** Writes the `lang` cookie on `doc`; a blocked cookie jar (sandboxed frames) is ignored. */
export function writeLanguageCookie(doc: Pick<Document, "cookie">, code: LanguageCode): void {
  try {
    doc.cookie = languageCookie(code);
  } catch {
    // Cookies blocked: the server then falls back to Accept-Language.
  }
}
