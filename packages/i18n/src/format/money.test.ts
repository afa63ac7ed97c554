import { describe, expect, it } from "vitest";
import { currencyDigits, formatMoney, minorToDecimal, parseMoney } from "./money.ts";

describe("currency digits", () => {
  it("are each currency's own: USD 2, BHD 3, VND 0, JPY 0, IDR 0 (platform practice)", () => {
    expect([currencyDigits("USD"), currencyDigits("bhd"), currencyDigits("VND"), currencyDigits("JPY"), currencyDigits("IDR")]).toEqual([2, 3, 0, 0, 0]);
    expect(currencyDigits("US$")).toBeNull();
  });
});

describe("minor units to a decimal string", () => {
  it("places the point by string arithmetic", () => {
    expect(minorToDecimal(1708, 2)).toBe("17.08");
    expect(minorToDecimal(5, 3)).toBe("0.005");
    expect(minorToDecimal(-1234, 3)).toBe("-1.234");
    expect(minorToDecimal(15000, 0)).toBe("15000");
  });

  it("refuses a fractional amount", () => {
    expect(() => minorToDecimal(17.08, 2)).toThrow(RangeError);
  });
});

describe("formatMoney", () => {
  it("shows 17.08 USD exactly (1708 cents; 17.08 * 100 is 1708.0000000000002 in binary floating point)", () => {
    expect(formatMoney("en", 1708, "USD")).toBe("$17.08");
    expect(formatMoney("id", 1708, "USD")).toBe("US$17,08");
  });

  it("shows BHD with 3 digits, IDR and VND with none", () => {
    expect(formatMoney("en", 1234, "BHD")).toBe("BHD\u00A01.234");
    expect(formatMoney("id", 1500000, "IDR")).toBe("Rp\u00A01.500.000");
    expect(formatMoney("vi", 25000, "VND")).toBe("25.000\u00A0₫");
  });

  it("keeps amounts beyond float precision exact", () => {
    expect(formatMoney("en", 9_007_199_254_740_991, "USD")).toBe("$90,071,992,547,409.91");
  });

  it("shows an unusable code after the plain amount", () => {
    expect(formatMoney("en", 505, "US$")).toBe("5.05 US$");
  });
});

describe("parseMoney", () => {
  it("reads 17.08 USD as 1708 cents exactly", () => {
    expect(parseMoney("17.08", "USD")).toEqual({ ok: true, minor: 1708 });
  });

  it("refuses 1.005 USD instead of rounding it", () => {
    expect(parseMoney("1.005", "USD")).toEqual({ ok: false, error: "tooManyDigits" });
    expect(parseMoney("1.005", "BHD")).toEqual({ ok: true, minor: 1005 });
  });

  it("reads IDR as whole rupiah and refuses rupiah fractions", () => {
    expect(parseMoney("15000", "IDR")).toEqual({ ok: true, minor: 15000 });
    expect(parseMoney("15000.5", "IDR")).toEqual({ ok: false, error: "tooManyDigits" });
  });

  it("takes the locale's decimal comma and refuses a grouping it cannot tell from a decimal", () => {
    expect(parseMoney("17,08", "USD", { decimal: "," })).toEqual({ ok: true, minor: 1708 });
    expect(parseMoney("1,000", "USD")).toEqual({ ok: false, error: "notANumber" });
    expect(parseMoney("US$10", "USD")).toEqual({ ok: false, error: "notANumber" });
    expect(parseMoney("1e6", "USD")).toEqual({ ok: false, error: "notANumber" });
  });

  it("refuses empty text and a minus sign unless negatives are allowed", () => {
    expect(parseMoney("  ", "USD")).toEqual({ ok: false, error: "empty" });
    expect(parseMoney("-3", "USD")).toEqual({ ok: false, error: "negative" });
    expect(parseMoney("-3", "USD", { allowNegative: true })).toEqual({ ok: true, minor: -300 });
  });
});
