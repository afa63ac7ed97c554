import { describe, expect, it } from "vitest";
import { allEndpoints } from "#contract/registry.ts";
import { buildErrorStrings, readErrorMessageTable } from "./error-strings.ts";

/** The 26 languages of `@agent-portal/i18n` (SPEC section 1), in its order; api-client depends on no package of ours, so they are listed here. */
const LANGUAGES = [
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

const table = readErrorMessageTable();

describe("business code texts", () => {
  it("exist in the 26 languages for every message", () => {
    expect(table.languages).toEqual(LANGUAGES);
    for (const [id, texts] of Object.entries(table.messages)) {
      expect(Object.keys(texts).sort(), id).toEqual([...LANGUAGES].sort());
      for (const [language, text] of Object.entries(texts)) expect(text.trim(), `${id}.${language}`).not.toBe("");
    }
  });

  it("cover every code a declaration may answer, and no message is unused", () => {
    const declared = new Set(allEndpoints.flatMap((declaration) => declaration.errors.map(String)));
    expect([...declared].filter((code) => table.codes[code] === undefined)).toEqual([]);
    expect(new Set(Object.values(table.codes))).toEqual(new Set(Object.keys(table.messages)));
  });

  it("give each declared call its keys under errors.api.<path>.<code>, in every language", () => {
    const strings = buildErrorStrings(allEndpoints, table);
    expect(Object.keys(strings)).toEqual(LANGUAGES);
    expect(strings.en?.errors.api["/QryAnchorList"]?.["31001"]).toBe("No user has this Bigo ID. Check it and try again.");
    expect(strings["zh-Hans"]?.errors.api["/setUidHasPhone"]?.["521"]).toBe("该手机号绑定失败，可能已被其他账号使用。");
    const keyCount = (language: string) => Object.values(strings[language]?.errors.api ?? {}).reduce((sum, codes) => sum + Object.keys(codes).length, 0);
    const expected = new Set(allEndpoints.flatMap(({ path, errors }) => errors.map((code) => `${path}.${String(code)}`))).size;
    for (const language of LANGUAGES) expect(keyCount(language), language).toBe(expected);
  });

  it("fail loudly on a code without a text", () => {
    expect(() => buildErrorStrings([{ key: "probe", path: "/probe", errors: [99999] }], table)).toThrow("probe: code 99999 has no message");
  });
});
