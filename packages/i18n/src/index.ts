/**
 * `@agent-portal/i18n`: the language list, language resolution (SPEC section 1) and the i18next
 * factory. Subpaths (`@agent-portal/i18n/languages`, `/resolve-language`, ...) import one part;
 * the React parts and formatters only by subpath: `@agent-portal/i18n/language-switcher`,
 * `@agent-portal/i18n/use-formatters`, `@agent-portal/i18n/format/<numbers|dates|duration|region>`.
 * The locale files are `@agent-portal/i18n/locales/<code>.json`.
 */
export {
  FALLBACK_LANGUAGE,
  LANGUAGE_CODES,
  LANGUAGE_QUERY_PARAM,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  PSEUDO_LANGUAGE,
  directionOf,
  isLanguageCode,
  isPseudoLanguage,
  languageOf,
} from "./languages.ts";
export type { ActiveLanguage, Language, LanguageCode, PseudoLanguage, TextDirection } from "./languages.ts";
export { normalizeLanguage, resolveLanguage } from "./resolve-language.ts";
export type { LanguageSources } from "./resolve-language.ts";
export { browserLanguageStorage, detectLanguage, readStoredLanguage, writeStoredLanguage } from "./detect-language.ts";
export type { LanguageEnvironment, LanguageStorage } from "./detect-language.ts";
export { bundledLocaleUrls, fetchLocale } from "./locale-backend.ts";
export type { LocaleUrls } from "./locale-backend.ts";
export { applyDocumentLanguage, changeLanguage, createI18n, loadAllStrings } from "./create-i18n.ts";
export type { CreateI18nOptions, I18nInstance } from "./create-i18n.ts";
