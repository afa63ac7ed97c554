import { describe, expect, it } from "vitest";
import { LANGUAGE_NAMES } from "./language-names.ts";
import { FALLBACK_LANGUAGE, LANGUAGE_CODES, LANGUAGES, directionOf, isLanguageCode } from "./languages.ts";

describe("LANGUAGES", () => {
  it("holds the 26 languages of the i18n issue, each once", () => {
    const expected = [
      "en",
      "ar",
      "id",
      "th",
      "vi",
      "hi",
      "ur",
      "bn",
      "ru",
      "tr",
      "es",
      "pt",
      "fr",
      "de",
      "it",
      "pl",
      "ja",
      "ko",
      "zh-Hans",
      "zh-Hant",
      "ms",
      "fil",
      "fa",
      "uz",
      "kk",
      "my",
    ];
    expect([...LANGUAGE_CODES].sort()).toEqual([...expected].sort());
    expect(new Set(LANGUAGE_CODES).size).toBe(LANGUAGES.length);
  });

  it("writes Arabic, Urdu and Persian right to left and nothing else", () => {
    const rtl = LANGUAGE_CODES.filter((code) => directionOf(code) === "rtl");
    expect(rtl.sort()).toEqual(["ar", "fa", "ur"]);
  });

  it("gives every language a native name", () => {
    for (const language of LANGUAGES) expect(LANGUAGE_NAMES[language.code].nativeName.trim()).not.toBe("");
    expect(Object.keys(LANGUAGE_NAMES).sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it("falls back to English, which is supported", () => {
    expect(FALLBACK_LANGUAGE).toBe("en");
    expect(isLanguageCode(FALLBACK_LANGUAGE)).toBe(true);
    expect(isLanguageCode("EN")).toBe(false);
  });
});
