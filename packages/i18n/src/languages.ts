/**
 * The supported languages as data (SPEC section 1: "Fallback language is en, with about 26
 * supported languages").
 *
 * The set serves a live-streaming platform in South-East Asia, South Asia and the Middle East.
 * Codes are BCP 47 tags as the locale files are named (`locales/<code>.json`); Chinese is split
 * by script (`zh-Hans`, `zh-Hant`), not by region.
 */

/** Writing direction of a language: sets `<html dir>`. */
export type TextDirection = "ltr" | "rtl";

/**
 * One supported language. Its names (English, and its own for the language switcher) are in
 * `language-names.ts`: a page needs them only once the switcher opens, so they stay out of the
 * JavaScript every page loads first.
 */
export interface Language {
  /** BCP 47 code, also the locale file name and the value stored under `lang`. */
  readonly code: string;
  readonly dir: TextDirection;
}

/** Every supported language, in switcher order (English first). */
export const LANGUAGES = [
  { code: "en", dir: "ltr" },
  { code: "ar", dir: "rtl" },
  { code: "id", dir: "ltr" },
  { code: "th", dir: "ltr" },
  { code: "vi", dir: "ltr" },
  { code: "hi", dir: "ltr" },
  { code: "ur", dir: "rtl" },
  { code: "bn", dir: "ltr" },
  { code: "ru", dir: "ltr" },
  { code: "tr", dir: "ltr" },
  { code: "es", dir: "ltr" },
  { code: "pt", dir: "ltr" },
  { code: "fr", dir: "ltr" },
  { code: "de", dir: "ltr" },
  { code: "it", dir: "ltr" },
  { code: "pl", dir: "ltr" },
  { code: "ja", dir: "ltr" },
  { code: "ko", dir: "ltr" },
  { code: "zh-Hans", dir: "ltr" },
  { code: "zh-Hant", dir: "ltr" },
  { code: "ms", dir: "ltr" },
  { code: "fil", dir: "ltr" },
  { code: "fa", dir: "rtl" },
  { code: "uz", dir: "ltr" },
  { code: "kk", dir: "ltr" },
  { code: "my", dir: "ltr" },
] as const satisfies readonly Language[];

/** A supported language code (`"en"`, `"zh-Hant"`, ...). */
export type LanguageCode = (typeof LANGUAGES)[number]["code"];

/** Every supported code, in {@link LANGUAGES} order. */
export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((language) => language.code);

/** The fallback language (SPEC section 1): used when nothing else resolves and for missing keys. */
export const FALLBACK_LANGUAGE = "en" satisfies LanguageCode;

/**
 * Local-storage key of the chosen language (SPEC section 9, "lang").
 *
 * `@agent-portal/session` lists the same key in its `STORAGE_KEYS` without importing this
 * package (i18n stays dependency-free and the session never needs i18n); keep both equal.
 */
export const LANGUAGE_STORAGE_KEY = "lang";

/** Query parameter that sets the page language (SPEC section 1), e.g. `/agent/login?lang=id`. */
export const LANGUAGE_QUERY_PARAM = "lang";

const byCode: ReadonlyMap<string, Language> = new Map(LANGUAGES.map((language) => [language.code, language]));

/** Type guard: `code` is exactly a supported code (case-sensitive; see `normalizeLanguage` for loose input). */
export function isLanguageCode(code: unknown): code is LanguageCode {
  return typeof code === "string" && byCode.has(code);
}

/** The {@link Language} entry of a supported code. */
export function languageOf(code: LanguageCode): Language {
  return byCode.get(code) ?? LANGUAGES[0];
}

/**
 * The pseudo-locale: English with accented letters, ~35 % longer and wrapped in `[` `]`, to spot
 * untranslated (plain) and clipped (missing bracket) text. Not one of {@link LANGUAGES}: it has no
 * file (it is derived from `en.json` at run time), is never stored and is reached only through
 * `?lang=en-XA` (see the package README, "Pseudo-locale").
 */
export const PSEUDO_LANGUAGE = "en-XA";

/** The pseudo-locale's code. */
export type PseudoLanguage = typeof PSEUDO_LANGUAGE;

/** What a page can run in: a supported language or the pseudo-locale. */
export type ActiveLanguage = LanguageCode | PseudoLanguage;

/** Type guard: `code` names the pseudo-locale (`en-XA`, case and `_` ignored). */
export function isPseudoLanguage(code: unknown): code is PseudoLanguage {
  return typeof code === "string" && code.trim().toLowerCase().replaceAll("_", "-") === "en-xa";
}

/** Writing direction of a language: `rtl` for Arabic, Urdu and Persian, `ltr` otherwise (the pseudo-locale included). */
export function directionOf(code: ActiveLanguage): TextDirection {
  return code === PSEUDO_LANGUAGE ? "ltr" : languageOf(code).dir;
}
