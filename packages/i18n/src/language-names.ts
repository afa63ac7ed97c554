/**
 * The names of the supported languages (`LANGUAGES` of `languages.ts`), apart from the codes:
 * only the language switcher (and logs, documentation) read them, so a page's first JavaScript
 * does not carry 26 names in their own scripts.
 */
import type { LanguageCode } from "./languages.ts";

/** A language's names. */
export interface LanguageNames {
  /** English name, for logs and documentation. */
  readonly englishName: string;
  /** The language's own name for itself, shown in the language switcher. */
  readonly nativeName: string;
}

/** Every supported language's names, by code. */
export const LANGUAGE_NAMES: Readonly<Record<LanguageCode, LanguageNames>> = {
  en: { englishName: "English", nativeName: "English" },
  ar: { englishName: "Arabic", nativeName: "العربية" },
  id: { englishName: "Indonesian", nativeName: "Bahasa Indonesia" },
  th: { englishName: "Thai", nativeName: "ไทย" },
  vi: { englishName: "Vietnamese", nativeName: "Tiếng Việt" },
  hi: { englishName: "Hindi", nativeName: "हिन्दी" },
  ur: { englishName: "Urdu", nativeName: "اردو" },
  bn: { englishName: "Bengali", nativeName: "বাংলা" },
  ru: { englishName: "Russian", nativeName: "Русский" },
  tr: { englishName: "Turkish", nativeName: "Türkçe" },
  es: { englishName: "Spanish", nativeName: "Español" },
  pt: { englishName: "Portuguese", nativeName: "Português" },
  fr: { englishName: "French", nativeName: "Français" },
  de: { englishName: "German", nativeName: "Deutsch" },
  it: { englishName: "Italian", nativeName: "Italiano" },
  pl: { englishName: "Polish", nativeName: "Polski" },
  ja: { englishName: "Japanese", nativeName: "日本語" },
  ko: { englishName: "Korean", nativeName: "한국어" },
  "zh-Hans": { englishName: "Chinese (Simplified)", nativeName: "简体中文" },
  "zh-Hant": { englishName: "Chinese (Traditional)", nativeName: "繁體中文" },
  ms: { englishName: "Malay", nativeName: "Bahasa Melayu" },
  fil: { englishName: "Filipino", nativeName: "Filipino" },
  fa: { englishName: "Persian", nativeName: "فارسی" },
  uz: { englishName: "Uzbek", nativeName: "Oʻzbekcha" },
  kk: { englishName: "Kazakh", nativeName: "Қазақ тілі" },
  my: { englishName: "Burmese", nativeName: "မြန်မာ" },
};
