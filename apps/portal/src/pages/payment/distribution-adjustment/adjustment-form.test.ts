import { safeParse } from "zod/v4/core";
import { describe, expect, it } from "vitest";
import { createMockAdjustment } from "@agent-portal/api-client/mocks/payment-records";
import { errorsOf } from "#shared/forms/use-zod-form.ts";
import type { AdjustmentFormValues } from "./adjustment-form.ts";
import { EMPTY_ADJUSTMENT, adjustRequest, adjustmentFormSchema, correctionOf, isAdjustmentValues } from "./adjustment-form.ts";

const errors = (values: object) => {
  const result = safeParse(adjustmentFormSchema, { ...EMPTY_ADJUSTMENT, ...values });
  return result.success ? {} : errorsOf<AdjustmentFormValues>(result.error.issues);
};

describe("the adjustment form", () => {
  it("needs a batch, a signed whole amount that is not 0 and a reason", () => {
    expect(errors({})).toEqual({
      batch_id: "payment.adjustment.error.batchId",
      amount: "payment.adjustment.error.amount.empty",
      reason: "payment.adjustment.error.reason",
    });
    expect(errors({ batch_id: "7", line: "x", amount: "12.5", reason: "r" })).toEqual({
      line: "payment.adjustment.error.line",
      amount: "payment.adjustment.error.amount.notWhole",
    });
    expect(errors({ batch_id: "7", amount: "0", reason: "r" }).amount).toBe("payment.adjustment.error.amount.zero");
    expect(errors({ batch_id: "7", amount: "-10000001", reason: "r" }).amount).toBe("payment.adjustment.error.amount.tooLarge");
  });

  it("sends the amount as an integer, the line as a number (0 for the whole batch) and the key", () => {
    const result = safeParse(adjustmentFormSchema, { batch_id: " 7 ", line: "", amount: "-250", reason: " late ", corrects_id: "" });
    if (!result.success) throw new Error("valid values expected");
    expect(adjustRequest(result.data, "key-1")).toEqual({ idempotency_key: "key-1", batch_id: "7", line: 0, amount_beans: -250, reason: "late", corrects_id: "" });
  });

  it("corrects an adjustment with its exact opposite and its reference", () => {
    expect(correctionOf(createMockAdjustment({ adjustment_id: "31", amount_beans: 250, batch_id: "7", line: 2 }))).toEqual({
      batch_id: "7",
      line: "2",
      amount: "-250",
      reason: "",
      corrects_id: "31",
    });
    expect(isAdjustmentValues(EMPTY_ADJUSTMENT)).toBe(true);
    expect(isAdjustmentValues({ ...EMPTY_ADJUSTMENT, amount: 5 })).toBe(false);
  });
});
