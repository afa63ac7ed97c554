import { describe, expect, it } from "vitest";
import { parseExtendDays } from "./extend-dialog.tsx";

describe("parseExtendDays", () => {
  it("accepts whole days from 1 to 30", () => {
    expect(parseExtendDays(" 7 ")).toBe(7);
    expect(parseExtendDays("1")).toBe(1);
    expect(parseExtendDays("30")).toBe(30);
  });

  it("refuses anything else", () => {
    for (const text of ["0", "31", "-3", "2.5", "", "seven", "100"]) expect(parseExtendDays(text)).toBeNull();
  });
});
