import { describe, expect, it } from "vitest";
import type { LanguageStorage } from "./detect-language.ts";
import { detectLanguage, readStoredLanguage, writeStoredLanguage } from "./detect-language.ts";

function memoryStorage(initial: Record<string, string> = {}): LanguageStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
  };
}

const blocked: LanguageStorage = {
  getItem: () => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("QuotaExceededError");
  },
};

describe("detectLanguage", () => {
  it("reads the lang query parameter first", () => {
    expect(detectLanguage({ search: "?redirect=%2Fx&lang=in", storage: memoryStorage({ lang: "ar" }), navigatorLanguages: ["ko"] })).toBe("id");
  });

  it("reads the stored lang next", () => {
    expect(detectLanguage({ search: "", storage: memoryStorage({ lang: "ar" }), navigatorLanguages: ["ko"] })).toBe("ar");
  });

  it("reads the browser languages when storage is blocked", () => {
    expect(detectLanguage({ search: "", storage: blocked, navigatorLanguages: ["ko-KR"] })).toBe("ko");
  });

  it("falls back to en", () => {
    expect(detectLanguage({ search: "?lang=xx", storage: null, navigatorLanguages: [] })).toBe("en");
  });
});

describe("stored language", () => {
  it("writes and reads the lang key", () => {
    const storage = memoryStorage();
    writeStoredLanguage(storage, "th");
    expect(storage.data.get("lang")).toBe("th");
    expect(readStoredLanguage(storage)).toBe("th");
  });

  it("never throws on blocked storage", () => {
    expect(() => {
      writeStoredLanguage(blocked, "th");
    }).not.toThrow();
    expect(readStoredLanguage(blocked)).toBeNull();
  });
});
