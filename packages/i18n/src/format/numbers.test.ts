import { describe, expect, it } from "vitest";
import { formatCompact, formatCurrency, formatNumber, formatPercent } from "./numbers.ts";

describe("formatNumber", () => {
  it.each([
    ["en", "1,234,567.5"],
    ["ar", "1,234,567.5"],
    ["id", "1.234.567,5"],
    ["ja", "1,234,567.5"],
    ["fa", "۱٬۲۳۴٬۵۶۷٫۵"],
  ])("%s: %s", (language, expected) => {
    expect(formatNumber(language, 1234567.5)).toBe(expected);
  });

  it("passes Intl options through", () => {
    expect(formatNumber("en", 3.14159, { maximumFractionDigits: 2 })).toBe("3.14");
  });
});

describe("formatPercent", () => {
  it.each([
    ["en", "12.5%"],
    ["ar", "12.5\u200E%\u200E"],
    ["id", "12,5%"],
    ["ja", "12.5%"],
  ])("%s: 0.125 -> %s", (language, expected) => {
    expect(formatPercent(language, 0.125)).toBe(expected);
  });

  it("rounds to the given number of decimals", () => {
    expect(formatPercent("en", 0.12345, 2)).toBe("12.35%");
    expect(formatPercent("en", 0.5, 0)).toBe("50%");
  });
});

describe("formatCompact", () => {
  it.each([
    ["en", "1.2M"],
    ["ar", "1.2\u00A0مليون"],
    ["id", "1,2\u00A0jt"],
    ["ja", "123.5万"],
  ])("%s: 1234567 -> %s", (language, expected) => {
    expect(formatCompact(language, 1234567)).toBe(expected);
  });
});

describe("formatCurrency", () => {
  it.each([
    ["en", "$1,234.50"],
    ["ar", "\u200F1,234.50\u00A0US$"],
    ["id", "US$1.234,50"],
    ["ja", "$1,234.50"],
  ])("%s: 123450 cents USD -> %s", (language, expected) => {
    expect(formatCurrency(language, 123450, "USD")).toBe(expected);
  });

  it("follows the currency's fraction digits and accepts a lower-case code", () => {
    expect(formatCurrency("ja", 123400, "jpy")).toBe("￥1,234");
    expect(formatCurrency("id", 1500000, "IDR")).toBe("Rp\u00A015.000");
  });

  it("shows a malformed currency code after the amount instead of throwing", () => {
    expect(formatCurrency("en", 123450, "")).toBe("1,234.50 ");
    expect(formatCurrency("en", 5, "US$")).toBe("0.05 US$");
  });
});
