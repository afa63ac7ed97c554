/**
 * The i18next instance factory (SPEC section 1): fallback `en`, locale JSON fetched lazily,
 * `<html lang dir>` kept in step with the language, the choice persisted under `lang`.
 */
import { createInstance } from "i18next";
import type { i18n as I18nInstance } from "i18next";
import { initReactI18next } from "react-i18next";
import type { LanguageStorage } from "./detect-language.ts";
import { browserLanguageStorage, detectLanguage, writeStoredLanguage } from "./detect-language.ts";
import type { LanguageCode } from "./languages.ts";
import { FALLBACK_LANGUAGE, LANGUAGE_CODES, directionOf } from "./languages.ts";
import type { LocaleUrls } from "./locale-backend.ts";
import { bundledLocaleUrls, createLocaleBackend } from "./locale-backend.ts";
import { normalizeLanguage } from "./resolve-language.ts";

export type { i18n as I18nInstance } from "i18next";

/** Options of {@link createI18n}; every field has a browser default. */
export interface CreateI18nOptions {
  /**
   * The language to start in; normalised (`in` -> `id`), unknown -> `en`.
   * Default: `detectLanguage()` (`lang` query parameter, stored `lang`, browser languages, `en`).
   */
  readonly language?: string;
  /** Where the choice is persisted under `lang`. Default: `localStorage` when reachable; `null` persists nothing. */
  readonly storage?: LanguageStorage | null;
  /** `fetch` used for locale files. Default: `globalThis.fetch`, read at call time. */
  readonly fetch?: typeof fetch;
  /** Locale file URL per code, replacing the bundled hashed assets (tests, a CDN). */
  readonly localeUrls?: LocaleUrls;
  /** The document whose `<html lang dir>` follows the language. Default: `globalThis.document`; `null` leaves it alone. */
  readonly document?: Document | null;
  /** Register react-i18next (`initReactI18next`) so `useTranslation()` finds this instance. Default `true`. */
  readonly react?: boolean;
}

/** Sets `<html lang>` and `<html dir>` (`rtl` for Arabic, Urdu and Persian). */
export function applyDocumentLanguage(document: Document, code: LanguageCode): void {
  document.documentElement.lang = code;
  document.documentElement.dir = directionOf(code);
}

/**
 * Creates and initialises an i18next instance and resolves once the start language (and `en`, when
 * the start language is another) is loaded.
 *
 * - One namespace, `translation`; keys are nested (`route.Login`, `errors.api./agent/user/login.10001`).
 * - Fallback `en` for every missing key; empty strings count as missing.
 * - Interpolation escaping is off: React escapes what it renders.
 * - On every language change (including the first), `<html lang dir>` is set and the code stored
 *   under `lang`.
 * - A locale that fails to download is logged by i18next; its keys then show in English.
 *
 * Switch languages with {@link changeLanguage} (normalises the code first); the instance's own
 * `changeLanguage` also works for supported codes.
 */
export async function createI18n(options: CreateI18nOptions = {}): Promise<I18nInstance> {
  const storage = options.storage === undefined ? browserLanguageStorage() : options.storage;
  const start = options.language === undefined ? detectLanguage({ storage }) : (normalizeLanguage(options.language) ?? FALLBACK_LANGUAGE);
  const doc = options.document === undefined ? (typeof document === "undefined" ? null : document) : options.document;
  const fetchFn = (): typeof fetch => options.fetch ?? globalThis.fetch.bind(globalThis);

  const instance = createInstance();
  instance.use(createLocaleBackend(options.localeUrls ?? bundledLocaleUrls, fetchFn));
  if (options.react ?? true) instance.use(initReactI18next);

  instance.on("languageChanged", (language: string) => {
    const code = normalizeLanguage(language) ?? FALLBACK_LANGUAGE;
    if (doc) applyDocumentLanguage(doc, code);
    writeStoredLanguage(storage, code);
  });

  await instance.init({
    lng: start,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGE_CODES],
    load: "currentOnly",
    ns: ["translation"],
    defaultNS: "translation",
    returnEmptyString: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

/**
 * Loads a language, then switches to it: `<html lang dir>` and the stored `lang` follow.
 * `code` is normalised (`in` -> `id`, `zh-TW` -> `zh-Hant`); an unknown code switches to `en`.
 * Resolves to the code now active.
 */
export async function changeLanguage(instance: I18nInstance, code: string): Promise<LanguageCode> {
  const target = normalizeLanguage(code) ?? FALLBACK_LANGUAGE;
  await instance.changeLanguage(target);
  return target;
}
