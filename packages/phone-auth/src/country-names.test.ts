import { describe, expect, it } from "vitest";
import { foldForSearch, namedCountries } from "./country-names.ts";

describe("namedCountries", () => {
  it("names every country in the active language", () => {
    const byCode = (language: string, code: string) => namedCountries(language).find((country) => country.code === code)?.name;
    expect(byCode("en", "ID")).toBe("Indonesia");
    expect(byCode("id", "DE")).toBe("Jerman");
    expect(byCode("ar", "ID")).toBe("إندونيسيا");
    expect(byCode("zh-Hant", "JP")).toBe("日本");
    expect(namedCountries("th")).toHaveLength(250);
  });

  it("sorts by the language's collation", () => {
    const names = namedCountries("de").map((country) => country.name);
    expect(names).toEqual([...names].sort(new Intl.Collator("de").compare));
    expect(names.indexOf("Österreich")).toBeLessThan(names.indexOf("Peru"));
  });

  it("falls back to English names for an unknown language tag", () => {
    expect(namedCountries("xx").find((country) => country.code === "PH")?.name).toBe("Philippines");
  });
});

describe("foldForSearch", () => {
  it("ignores case and accents", () => {
    expect(foldForSearch("Türkiye")).toBe("turkiye");
    expect(foldForSearch("Việt Nam")).toBe("viet nam");
  });
});
