import { describe, expect, it } from "vitest";
import { formatRegion } from "./region.ts";

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
