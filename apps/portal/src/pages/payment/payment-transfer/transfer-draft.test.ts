import { describe, expect, it } from "vitest";
import { checkAmount, isTransferValues } from "./transfer-draft.ts";

const cfg = { min_beans: 100, max_beans: 1_000_000, fee_basis_points: 100, balance_beans: 5_000 };

describe("checkAmount", () => {
  it("answers the fee rounded up, the total and the balance after, in whole beans", () => {
    expect(checkAmount(" 1001 ", cfg)).toEqual({ ok: true, beans: 1001, fee: 11, total: 1012, balanceAfter: 3988 });
    expect(checkAmount("100", cfg)).toEqual({ ok: true, beans: 100, fee: 1, total: 101, balanceAfter: 4899 });
  });

  it("refuses what is not whole beans as typed, never rounding", () => {
    for (const typed of ["12.5", "1,000", "1e3", "US$10", "-500"]) expect(checkAmount(typed, cfg)).toEqual({ ok: false, problem: "notWhole" });
    expect(checkAmount("", cfg)).toEqual({ ok: false, problem: "empty" });
    expect(checkAmount("0", cfg)).toEqual({ ok: false, problem: "zero" });
  });

  it("refuses amounts outside the limits and a total over the balance", () => {
    expect(checkAmount("99", cfg)).toEqual({ ok: false, problem: "tooSmall" });
    expect(checkAmount("1000001", { ...cfg, balance_beans: 10_000_000 })).toEqual({ ok: false, problem: "tooLarge" });
    // 4,951 beans + a fee of 50 is 5,001: one bean over the balance.
    expect(checkAmount("4951", cfg)).toEqual({ ok: false, problem: "overBalance" });
    expect(checkAmount("4950", cfg)).toMatchObject({ ok: true, total: 5_000, balanceAfter: 0 });
  });
});

describe("isTransferValues", () => {
  it("takes the form's shape only", () => {
    expect(isTransferValues({ bigo_id: "mia", amount: "5", step: "review" })).toBe(true);
    expect(isTransferValues({ bigo_id: "mia", amount: "5", step: "result" })).toBe(false);
    expect(isTransferValues({ bigo_id: "mia", amount: 5, step: "amount" })).toBe(false);
    expect(isTransferValues(null)).toBe(false);
  });
});
