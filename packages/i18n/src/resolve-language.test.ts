import { describe, expect, it } from "vitest";
import { normalizeLanguage, resolveLanguage } from "./resolve-language.ts";

describe("normalizeLanguage", () => {
  it.each([
    ["en", "en"],
    ["EN", "en"],
    ["en-US", "en"],
    ["en_GB", "en"],
    ["in", "id"],
    ["in-ID", "id"],
    ["id", "id"],
    ["pt-BR", "pt"],
    ["uz-Latn-UZ", "uz"],
    ["tl", "fil"],
    ["fil-PH", "fil"],
    ["zh", "zh-Hans"],
    ["zh-CN", "zh-Hans"],
    ["zh-SG", "zh-Hans"],
    ["zh-hans", "zh-Hans"],
    ["zh-TW", "zh-Hant"],
    ["zh_HK", "zh-Hant"],
    ["zh-MO", "zh-Hant"],
    ["zh-Hant-TW", "zh-Hant"],
    ["zh-Hans-HK", "zh-Hans"],
    ["  ar  ", "ar"],
  ])("maps %s to %s", (input, expected) => {
    expect(normalizeLanguage(input)).toBe(expected);
  });

  it.each(["", "xx", "klingon", "e", "en--US", "../en", "sw", null, undefined])("rejects %s", (input) => {
    expect(normalizeLanguage(input)).toBeNull();
  });
});

describe("resolveLanguage", () => {
  it("prefers the lang query parameter over storage and browser", () => {
    expect(resolveLanguage({ query: "th", stored: "vi", browser: ["ko"] })).toBe("th");
  });

  it("uses the stored language when there is no query parameter", () => {
    expect(resolveLanguage({ query: null, stored: "vi", browser: ["ko"] })).toBe("vi");
  });

  it("uses the first supported browser language after query and storage", () => {
    expect(resolveLanguage({ browser: ["sw-KE", "pt-BR", "ko"] })).toBe("pt");
  });

  it("maps the legacy code in to id wherever it comes from", () => {
    expect(resolveLanguage({ query: "in" })).toBe("id");
    expect(resolveLanguage({ stored: "in" })).toBe("id");
    expect(resolveLanguage({ browser: ["in-ID"] })).toBe("id");
  });

  it("skips an unknown query parameter and falls back to en when nothing else resolves", () => {
    expect(resolveLanguage({ query: "xx", stored: null, browser: ["sw"] })).toBe("en");
    expect(resolveLanguage({ query: "xx", stored: "ar" })).toBe("ar");
  });

  it("falls back to en with no sources at all", () => {
    expect(resolveLanguage({})).toBe("en");
  });

  it("gives the pseudo-locale only for the query parameter; stored or browser en-XA counts as en", () => {
    expect(resolveLanguage({ query: "en-XA", stored: "ar" })).toBe("en-XA");
    expect(resolveLanguage({ query: "EN_xa" })).toBe("en-XA");
    expect(resolveLanguage({ stored: "en-XA", browser: ["ar"] })).toBe("en");
    expect(resolveLanguage({ browser: ["en-XA"] })).toBe("en");
  });
});
