import { describe, expect, it, vi } from "vitest";
import { formatRegion, prepareRegionNames } from "./region.ts";

describe("formatRegion", () => {
  it.each([
    ["en", "Indonesia", "Saudi Arabia", "Latin America"],
    ["ar", "إندونيسيا", "المملكة العربية السعودية", "أمريكا اللاتينية"],
    ["id", "Indonesia", "Arab Saudi", "Amerika Latin"],
    ["ja", "インドネシア", "サウジアラビア", "ラテンアメリカ"],
  ])("%s: names from Intl.DisplayNames", (language, indonesia, saudiArabia, latinAmerica) => {
    expect(formatRegion(language, "ID", "-")).toBe(indonesia);
    expect(formatRegion(language, "sa", "-")).toBe(saudiArabia);
    expect(formatRegion(language, "419", "-")).toBe(latinAmerica);
  });

  it.each(["Other", "OTHER", "others", "", "  ", null, undefined, "ZZ", "abc", "1"])("reads %s as the Other label", (code) => {
    expect(formatRegion("en", code, "Other")).toBe("Other");
  });

  it("maps UK to the United Kingdom and shows an unknown well-formed code as is", () => {
    expect(formatRegion("en", "UK", "Other")).toBe("United Kingdom");
    expect(formatRegion("en", "qq", "Other")).toBe("QQ");
  });
});

/** Counts `new Intl.DisplayNames(...)` while still building real ones. */
function countDisplayNames() {
  const Original = Intl.DisplayNames;
  return vi.spyOn(Intl, "DisplayNames").mockImplementation(function (this: unknown, ...args: ConstructorParameters<typeof Intl.DisplayNames>) {
    return new Original(...args);
  });
}

describe("prepareRegionNames", () => {
  it("builds the names in a later task, once, and formatRegion then reuses them", () => {
    vi.useFakeTimers();
    const built = countDisplayNames();
    try {
      prepareRegionNames("fr");
      expect(built).not.toHaveBeenCalled();
      vi.advanceTimersByTime(0);
      expect(built).toHaveBeenCalledTimes(1);
      expect(formatRegion("fr", "DE", "Autre")).toBe("Allemagne");
      expect(built).toHaveBeenCalledTimes(1);
    } finally {
      built.mockRestore();
      vi.useRealTimers();
    }
  });

  it("builds nothing when cancelled", () => {
    vi.useFakeTimers();
    const built = countDisplayNames();
    try {
      prepareRegionNames("de")();
      vi.advanceTimersByTime(10);
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
      vi.useRealTimers();
    }
  });
});
