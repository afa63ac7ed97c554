/**
 * Test support (not exported for production use): an i18next instance with the real locale
 * files, so tests read the texts users see.
 */
import ar from "@agent-portal/i18n/locales/ar.json" with { type: "json" };
import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { createInstance } from "i18next";
import type { i18n as I18nInstance } from "i18next";
import { initReactI18next } from "react-i18next";

/** An initialised i18next instance in `language` (`en` or `ar`), English as fallback. */
export async function createTestI18n(language: "en" | "ar" = "en"): Promise<I18nInstance> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: "en",
    resources: { en: { translation: en }, ar: { translation: ar } },
    interpolation: { escapeValue: false },
    // Synchronous init: tests run with fake timers, and i18next otherwise defers init with setTimeout.
    initAsync: false,
  });
  return i18n;
}
