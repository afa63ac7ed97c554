import type { Formatters } from "@agent-portal/i18n/use-formatters";
import { AgentRole, PaymentActionType } from "@agent-portal/api-client/enums";
import { createMockPaymentActionLog } from "@agent-portal/api-client/mocks/payment-records";
import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { paymentActionLogColumns } from "./action-log-columns.tsx";

const t = ((key: string) => key) as unknown as TFunction;
const format = {
  number: (value: number, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat("en", options).format(value),
  dateTime: () => "when",
} as unknown as Formatters;
const cell = (id: string, row = createMockPaymentActionLog()) =>
  paymentActionLogColumns(t, format)
    .find((c) => c.id === id)
    ?.accessor(row);

describe("action log columns", () => {
  it("shows beans moved with their sign and the balances in the locale", () => {
    const row = createMockPaymentActionLog({ action_type: PaymentActionType.DistributionAdjust, amount_beans: -1500, balance_before: 20_000, balance_after: 18_500 });
    expect(cell("amount", row)).toBe("-1,500");
    expect(cell("balanceBefore", row)).toBe("20,000");
    expect(cell("balanceAfter", row)).toBe("18,500");
    expect(cell("amount", createMockPaymentActionLog({ amount_beans: 700 }))).toBe("+700");
  });

  it("shows a dash, not zero, where no money moved", () => {
    expect(cell("amount")).toBe("—");
    expect(cell("balanceAfter")).toBe("—");
  });

  it("names the action and the actor's role through their keys", () => {
    expect(cell("action")).toBe(`payment.actionLog.action.${String(PaymentActionType.BlacklistAdd)}`);
    expect(cell("role")).toBe(`payment.actionLog.role.${String(AgentRole.SUPER_MANAGER)}`);
  });
});
