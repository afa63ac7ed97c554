import { describe, expect, it } from "vitest";
import { readWholeBeans } from "./whole-beans.ts";

describe("readWholeBeans", () => {
  it("reads plain and signed whole numbers", () => {
    expect(readWholeBeans(" 250 ", 1000, false)).toEqual({ ok: true, beans: 250 });
    expect(readWholeBeans("-40", 1000, true)).toEqual({ ok: true, beans: -40 });
    expect(readWholeBeans("+40", 1000, true)).toEqual({ ok: true, beans: 40 });
  });

  it("refuses decimals, groupings, exponents, currency signs and a sign where none is allowed, never rounding", () => {
    for (const typed of ["12.5", "1,000", "1e6", "US$10", "12,5", "0x10", "- 4"]) expect(readWholeBeans(typed, 10_000_000, true)).toEqual({ ok: false, problem: "notWhole" });
    expect(readWholeBeans("-40", 1000, false)).toEqual({ ok: false, problem: "notWhole" });
  });

  it("refuses empty, zero and too large", () => {
    expect(readWholeBeans("  ", 1000, true)).toEqual({ ok: false, problem: "empty" });
    expect(readWholeBeans("-0", 1000, true)).toEqual({ ok: false, problem: "zero" });
    expect(readWholeBeans("-1001", 1000, true)).toEqual({ ok: false, problem: "tooLarge" });
    expect(readWholeBeans("99999999999999999", 1000, true)).toEqual({ ok: false, problem: "notWhole" });
  });
});
