/**
 * The i18next instance factory (SPEC section 1): fallback `en`, locale JSON fetched lazily,
 * `<html lang dir>` kept in step with the language, the choice persisted under `lang`.
 */
import { createInstance } from "i18next";
import type { i18n as I18nInstance } from "i18next";
import { initReactI18next } from "react-i18next";
import type { LanguageStorage } from "./detect-language.ts";
import { browserLanguageStorage, detectLanguage, writeStoredLanguage } from "./detect-language.ts";
import { writeLanguageCookie } from "./language-cookie.ts";
import type { ActiveLanguage } from "./languages.ts";
import { FALLBACK_LANGUAGE, LANGUAGE_CODES, PSEUDO_LANGUAGE, directionOf, isPseudoLanguage } from "./languages.ts";
import type { LocaleUrls } from "./locale-backend.ts";
import { bundledLocaleUrls, createLocaleBackend } from "./locale-backend.ts";
import { normalizeLanguage } from "./resolve-language.ts";

export type { i18n as I18nInstance } from "i18next";

/** Options of {@link createI18n}; every field has a browser default. */
export interface CreateI18nOptions {
  /**
   * The language to start in; normalised (`in` -> `id`), unknown -> `en`, `en-XA` -> the pseudo-locale.
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
export function applyDocumentLanguage(document: Document, code: ActiveLanguage): void {
  document.documentElement.lang = code;
  document.documentElement.dir = directionOf(code);
}

/**
 * Creates and initialises an i18next instance and resolves once the start language is loaded.
 *
 * - One namespace, `translation`; keys are nested (`route.Login`, `errors.api./agent/user/login.10001`).
 * - Only the active language's file is downloaded (SPEC section 1; the parity check proves every
 *   language complete). English, the fallback, is downloaded only when needed: when a key is
 *   missing in the active language (a `t()` without a `defaultValue` of its own finds nothing;
 *   empty strings count as missing), or when the start language's file failed to load or is
 *   empty (then before resolving). Once English is there, missing keys show in English and
 *   react-i18next re-renders (`bindI18nStore: "added"`).
 * - Interpolation escaping is off: React escapes what it renders.
 * - On every language change (including the first), `<html lang dir>` is set and the code stored
 *   under `lang`, in local storage and in the `lang` cookie for the server (`language-cookie.ts`;
 *   never the pseudo-locale `en-XA`, which is derived from `en` at run time).
 * - A locale that fails to download is logged by i18next; its keys then show in English.
 * - A split locale file (the build's boot part naming its rest) starts with the boot part alone;
 *   {@link loadAllStrings} brings the rest (`README.md`, "Split files").
 *
 * Switch languages with {@link changeLanguage} (normalises the code first); the instance's own
 * `changeLanguage` also works for supported codes.
 */
export async function createI18n(options: CreateI18nOptions = {}): Promise<I18nInstance> {
  const storage = options.storage === undefined ? browserLanguageStorage() : options.storage;
  const start = options.language === undefined ? detectLanguage({ storage }) : toActiveLanguage(options.language);
  const doc = options.document === undefined ? (typeof document === "undefined" ? null : document) : options.document;
  const fetchFn = (): typeof fetch => options.fetch ?? globalThis.fetch.bind(globalThis);

  // Direction first, before the locale file downloads: whatever renders meanwhile is laid out right.
  if (doc) applyDocumentLanguage(doc, start);

  const instance = createInstance();
  const locales = createLocaleBackend(options.localeUrls ?? bundledLocaleUrls, fetchFn);
  instance.use(locales.backend);
  const downloads = new Map<string, Promise<void>>();
  // Unsplit files (development, tests, an app built without `boot`) name no rest: nothing to import or load.
  const loadRest = () => import("./locale-rest.ts").then((rest) => rest.addRestParts(instance, locales.restUrls, downloads, fetchFn));
  const all = { wanted: false, load: () => (locales.restUrls.size === 0 ? Promise.resolve() : loadRest()) };
  allStrings.set(instance, all);
  if (options.react ?? true) instance.use(initReactI18next);

  instance.on("languageChanged", (language: string) => {
    const code = toActiveLanguage(language);
    if (doc) applyDocumentLanguage(doc, code);
    if (code === PSEUDO_LANGUAGE) return;
    writeStoredLanguage(storage, code);
    if (doc) writeLanguageCookie(doc, code);
  });

  const english = createEnglishFallback(instance);
  await instance.init({
    lng: start,
    fallbackLng: english.fallbackLng,
    supportedLngs: [...LANGUAGE_CODES, PSEUDO_LANGUAGE],
    load: "currentOnly",
    ns: ["translation"],
    defaultNS: "translation",
    returnEmptyString: false,
    interpolation: { escapeValue: false },
    // Missing keys are only a signal to fetch English (nothing is saved anywhere).
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, _key, _fallbackValue, _update, options) => {
      if ((options as { defaultValue?: unknown } | undefined)?.defaultValue !== undefined) return;
      void english.load();
    },
    react: { bindI18nStore: "added" },
  });
  if (!hasStrings(instance, start)) await english.load();
  return instance;
}

/** Per instance of {@link createI18n}: whether all its strings were asked for, and how to load the parts not in yet. */
const allStrings = new WeakMap<I18nInstance, { wanted: boolean; readonly load: () => Promise<void> }>();

/**
 * Completes the strings of an instance made by {@link createI18n}: a build that splits its locale
 * files (`localePreloadPlugin` with `boot`) downloads only the boot part at start, the strings the
 * shell, the login and the boot screen use; this loads the other part of each language loaded
 * (its code is imported only now), then resolves; from then on a language loaded later (a
 * switch, the English fallback) gets its other part too. The app shell calls it before a lazy
 * screen renders (`screenStrings`). Resolves at once for unsplit files and for an instance not
 * made here; rejects when a part fails to download (the next call tries again).
 */
export function loadAllStrings(instance: I18nInstance): Promise<void> {
  const all = allStrings.get(instance);
  if (all === undefined) return Promise.resolve();
  all.wanted = true;
  return all.load();
}

/** {@link loadAllStrings} once an app asked for all its strings (a language loaded later: a switch, the English fallback). */
function completeIfWanted(instance: I18nInstance): Promise<void> {
  return allStrings.get(instance)?.wanted === true ? loadAllStrings(instance) : Promise.resolve();
}

/** Whether `code`'s strings are loaded (a file that failed or is empty: no). */
function hasStrings(instance: I18nInstance, code: string): boolean {
  const bundle: unknown = instance.getResourceBundle(code, "translation");
  return typeof bundle === "object" && bundle !== null && Object.keys(bundle).length > 0;
}

/**
 * English as a fallback fetched on demand: `fallbackLng` is empty until {@link load} is first
 * called, then `en` for every other language (the pseudo-locale is English already).
 */
function createEnglishFallback(instance: I18nInstance): { readonly fallbackLng: (code?: string) => string[]; readonly load: () => Promise<void> } {
  let wanted = false;
  let pending: Promise<void> | null = null;
  return {
    fallbackLng: (code) => (wanted && code !== FALLBACK_LANGUAGE && code !== PSEUDO_LANGUAGE ? [FALLBACK_LANGUAGE] : []),
    load: () => {
      const active = instance.resolvedLanguage ?? instance.language;
      if (pending !== null || active === FALLBACK_LANGUAGE || active === PSEUDO_LANGUAGE) return pending ?? Promise.resolve();
      wanted = true;
      pending = instance.loadLanguages(FALLBACK_LANGUAGE).then(() => {
        // A failed download is tried again on the next missing key.
        if (!hasStrings(instance, FALLBACK_LANGUAGE)) pending = null;
      });
      return pending;
    },
  };
}

/** A loose code as the active language: the pseudo-locale, else normalised, unknown -> `en`. */
function toActiveLanguage(code: string): ActiveLanguage {
  return isPseudoLanguage(code) ? PSEUDO_LANGUAGE : (normalizeLanguage(code) ?? FALLBACK_LANGUAGE);
}

/**
 * Loads a language, then switches to it: `<html lang dir>` and the stored `lang` follow; only the
 * strings re-render (react-i18next), nothing is reloaded or refetched.
 * `code` is normalised (`in` -> `id`, `zh-TW` -> `zh-Hant`); an unknown code switches to `en`;
 * `en-XA` switches to the pseudo-locale (not stored). Resolves to the code now active.
 */
export async function changeLanguage(instance: I18nInstance, code: string): Promise<ActiveLanguage> {
  const target = toActiveLanguage(code);
  // Both parts of a split file before the switch, once the app asked for all its strings.
  await instance.loadLanguages(target);
  await completeIfWanted(instance).catch(() => undefined);
  await instance.changeLanguage(target);
  return target;
}
