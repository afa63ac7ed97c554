import { describe, expect, it } from "vitest";
import { beansToMinor } from "./beans-money.ts";

const USD = { beans: 210, minor_units: 100 };

describe("beansToMinor", () => {
  it("converts whole beans to minor units, rounded down", () => {
    expect(beansToMinor(1_500, USD)).toBe(714);
    expect(beansToMinor(210, USD)).toBe(100);
    expect(beansToMinor(0, USD)).toBe(0);
    expect(beansToMinor(1, { beans: 210, minor_units: 16_000 })).toBe(76);
  });

  it("rounds a negative amount down too (a debt is never shown smaller)", () => {
    expect(beansToMinor(-1, USD)).toBe(-1);
    expect(beansToMinor(-210, USD)).toBe(-100);
  });

  it("is exact for the largest batch a file can hold (10,000 rows of 1,000,000 beans)", () => {
    expect(beansToMinor(10_000_000_000, USD)).toBe(4_761_904_761);
  });
});
