import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import arLocale from "#locales/ar.json";
import enLocale from "#locales/en.json";
import idLocale from "#locales/id.json";
import jaLocale from "#locales/ja.json";
import ruLocale from "#locales/ru.json";
import type { I18nInstance } from "./create-i18n.ts";
import { changeLanguage, createI18n } from "./create-i18n.ts";
import { createFormatters } from "./format/create-formatters.ts";
import type { LocaleUrls } from "./locale-backend.ts";
import { useFormatters } from "./use-formatters.ts";

const files: Record<string, object> = { en: enLocale, ar: arLocale, id: idLocale, ja: jaLocale, ru: ruLocale };
const urls: LocaleUrls = { en: "/en.json", ar: "/ar.json", id: "/id.json", ja: "/ja.json", ru: "/ru.json" };
const fetchFiles: typeof fetch = (input) => {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  const code = url.slice(1, -".json".length);
  return Promise.resolve(Response.json(files[code] ?? {}));
};

function start(language: string): Promise<I18nInstance> {
  return createI18n({ language, fetch: fetchFiles, localeUrls: urls, storage: null, document: null, react: false });
}

describe("createFormatters with the real locale files", () => {
  it.each([
    ["en", "1 bean", "1,250 beans", "Other"],
    ["ar", "1 فاصولياء", "1,250 فاصولياء", "أخرى"],
    ["id", "1 beans", "1.250 beans", "Lainnya"],
    ["ja", "1 ビーンズ", "1,250 ビーンズ", "その他"],
  ])("%s: beans with the locale's unit word, Other region", async (language, one, many, other) => {
    const i18n = await start(language);
    const format = createFormatters(i18n.language, i18n.t);
    expect(format.beans(1)).toBe(one);
    expect(format.beans(1249.6)).toBe(many);
    expect(format.region("Other")).toBe(other);
  });

  it("picks the language's own plural form (Russian one, few, many)", async () => {
    const i18n = await start("ru");
    const format = createFormatters(i18n.language, i18n.t);
    expect([format.beans(1), format.beans(3), format.beans(5), format.beans(21)]).toEqual(["1 боб", "3 боба", "5 бобов", "21 боб"]);
  });

  it("binds every formatter to the language", async () => {
    const i18n = await start("id");
    const format = createFormatters(i18n.language, i18n.t);
    expect(format.language).toBe("id");
    expect(format.number(1234.5)).toBe("1.234,5");
    expect(format.percent(0.5)).toBe("50%");
    expect(format.compact(1_500_000)).toBe("1,5\u00A0jt");
    expect(format.currency(250, "USD")).toBe("US$2,50");
    expect(format.date(Date.UTC(2025, 0, 2), { timeZone: "UTC" })).toBe("2 Jan 2025");
    expect(format.dateTime(Date.UTC(2025, 0, 2, 8, 30), { timeZone: "UTC" })).toBe("2 Jan 2025, 08.30");
    expect(format.month(Date.UTC(2025, 0, 2), { timeZone: "UTC" })).toBe("Januari 2025");
    expect(format.relativeTime(0, 86_400_000)).toBe("kemarin");
    expect(format.duration(5000)).toBe("1 j, 23 mnt");
    expect(format.region("ID")).toBe("Indonesia");
  });
});

describe("useFormatters", () => {
  it("formats in the active language and follows a language change", async () => {
    const i18n = await start("en");
    const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
    const { result } = renderHook(() => useFormatters(), { wrapper });
    expect(result.current.language).toBe("en");
    expect(result.current.beans(2)).toBe("2 beans");
    const before = result.current;
    await act(async () => {
      await changeLanguage(i18n, "ar");
    });
    expect(result.current.language).toBe("ar");
    expect(result.current.region("SA")).toBe("المملكة العربية السعودية");
    expect(result.current.beans(2)).toBe("2 فاصولياء");
    expect(result.current).not.toBe(before);
  });
});
