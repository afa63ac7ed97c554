import { describe, expect, it } from "vitest";
import { feeText, readFeeBp } from "./basis-points.ts";

describe("readFeeBp", () => {
  it("reads a percentage with up to two decimals as basis points, without floating point", () => {
    expect(readFeeBp("5")).toBe(500);
    expect(readFeeBp("2.5")).toBe(250);
    expect(readFeeBp("12,75")).toBe(1275);
    expect(readFeeBp("0.07")).toBe(7);
    expect(readFeeBp("50")).toBe(5000);
  });

  it("refuses more than 50 %, three decimals, signs and words", () => {
    for (const text of ["50.01", "1.005", "-1", "", "5%", "abc", "100"]) expect(readFeeBp(text)).toBeNull();
  });

  it("writes basis points back as the same percentage", () => {
    for (const bp of [0, 7, 250, 500, 1275, 5000]) expect(readFeeBp(feeText(bp))).toBe(bp);
  });
});
