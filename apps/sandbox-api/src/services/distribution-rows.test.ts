import { describe, expect, it } from "vitest";
import { beansOf } from "./distribution-rows.ts";

describe("a distribution amount", () => {
  it("is whole beans, read from the text as typed", () => {
    expect(beansOf(" 1500 ")).toEqual({ beans: 1500 });
    expect(beansOf("1000000")).toEqual({ beans: 1_000_000 });
  });

  it("refuses, never rounds, a decimal, a grouping, a currency sign and an exponent", () => {
    for (const text of ["12.5", "1,000", "US$10", "1e6", "12,5", "1.23E+10"]) expect(beansOf(text)).toEqual({ reason: "amountNotWhole" });
  });

  it("tells an empty, a non-positive and a too large amount apart", () => {
    expect(beansOf("  ")).toEqual({ reason: "amountEmpty" });
    expect(beansOf("-3")).toEqual({ reason: "amountNotPositive" });
    expect(beansOf("0")).toEqual({ reason: "amountNotPositive" });
    expect(beansOf("1000001")).toEqual({ reason: "amountOverMax" });
    expect(beansOf("99999999999999999999")).toEqual({ reason: "amountOverMax" });
  });
});
