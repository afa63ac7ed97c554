import { BenefitType } from "@agent-portal/api-client/enums";
import { describe, expect, it } from "vitest";
import { commissionRows } from "./commission-by-type.tsx";
import { SIGNER_NAME_MAX, canSign } from "./sign-dialog.tsx";

describe("canSign", () => {
  it("needs a typed name and the explicit confirmation", () => {
    expect(canSign("Ana Putri", true)).toBe(true);
    expect(canSign("Ana Putri", false)).toBe(false);
    expect(canSign("   ", true)).toBe(false);
  });

  it("refuses a name longer than the call takes", () => {
    expect(canSign("a".repeat(SIGNER_NAME_MAX), true)).toBe(true);
    expect(canSign("a".repeat(SIGNER_NAME_MAX + 1), true)).toBe(false);
  });
});

describe("commissionRows", () => {
  it("lists every benefit type in order, 0 for a type that earned nothing (zero, not missing)", () => {
    expect(
      commissionRows([
        { type: BenefitType.PkReward, amountCents: 250 },
        { type: BenefitType.GiftIncome, amountCents: 1_000 },
      ]),
    ).toEqual([
      { type: BenefitType.GiftIncome, amountCents: 1_000 },
      { type: BenefitType.BaseSalary, amountCents: 0 },
      { type: BenefitType.ActivityReward, amountCents: 0 },
      { type: BenefitType.PkReward, amountCents: 250 },
      { type: BenefitType.NewBroadcasterBonus, amountCents: 0 },
    ]);
  });
});
