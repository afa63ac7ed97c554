/**
 * The page's locale file, preloaded before the app's scripts run (SPEC section 1: "Static language
 * files are fetched as JSON"; issue 26: preload the language the page will use, not English for
 * everyone).
 *
 * The build (`@agent-portal/scripts/locale-preload`) bundles {@link preloadPageLocale} into a tiny
 * script of its own, with the hashed locale URLs, and `index.html` loads it `async` from the
 * portal's origin (no inline script: the strict CSP `script-src 'self'` holds). It resolves the
 * language exactly as the app will (`detectLanguage`: `lang` query, stored `lang`, browser
 * languages, `en`; the pseudo-locale reads `en`) and adds
 * `<link rel="preload" as="fetch" crossorigin="anonymous">` for that file, so the download starts
 * beside the entry's instead of after it; the i18n backend's `fetch` then takes the preloaded
 * answer.
 */
import { detectLanguage } from "./detect-language.ts";
import { FALLBACK_LANGUAGE, PSEUDO_LANGUAGE } from "./languages.ts";
import type { LocaleUrls } from "./locale-backend.ts";

/**
 * Adds the preload link of the language {@link detectLanguage} resolves to `document.head`, unless
 * that file is not in `urls` or was already requested. Answers the URL preloaded, or `null`.
 */
export function preloadPageLocale(urls: LocaleUrls, document: Document = globalThis.document): string | null {
  const language = detectLanguage();
  const code = language === PSEUDO_LANGUAGE ? FALLBACK_LANGUAGE : language;
  const href = urls[code];
  if (href === undefined) return null;
  const absolute = new URL(href, document.baseURI).href;
  if (typeof performance !== "undefined" && performance.getEntriesByName(absolute).length > 0) return null;
  const link = document.createElement("link");
  link.rel = "preload";
  link.as = "fetch";
  link.crossOrigin = "anonymous";
  link.href = href;
  document.head.append(link);
  return href;
}
