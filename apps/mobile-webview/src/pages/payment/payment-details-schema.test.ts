import { describe, expect, it } from "vitest";
import { PaymentMethodType } from "@agent-portal/api-client/enums";
import type { OfferedMethod, PaymentDetailsValues } from "./payment-details-schema.ts";
import { EMPTY_PAYMENT_DETAILS, chosenMethod, paymentDetailsRequest, paymentDetailsSchema } from "./payment-details-schema.ts";

const METHODS: OfferedMethod[] = [
  { method_type: PaymentMethodType.BankTransfer, name: "Bank transfer", min_amount_cents: 1_000, bank_fields_required: 1 },
  { method_type: PaymentMethodType.EWallet, name: "GoPay", min_amount_cents: 500, bank_fields_required: 0 },
  { method_type: PaymentMethodType.ByBeans, name: "By beans", min_amount_cents: 0, bank_fields_required: 0 },
];
const schema = paymentDetailsSchema(METHODS);
const values = (overrides: Readonly<Record<string, string>>): PaymentDetailsValues => ({ ...EMPTY_PAYMENT_DETAILS, ...overrides });
/** The i18n key of each refused field. */
function problems(input: PaymentDetailsValues): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe("paymentDetailsSchema", () => {
  it("asks for a method the configuration offers", () => {
    expect(problems(values({ account_name: "Dewi" })).method_type).toBe("webview.payment.errors.method");
    expect(problems(values({ method_type: "9", account_name: "Dewi" })).method_type).toBe("webview.payment.errors.method");
  });

  it("needs the bank's name and a 4-11 character code for a bank transfer, and a 4-34 character account number", () => {
    expect(problems(values({ method_type: "1", account_name: "Dewi", account_no: "12" }))).toEqual({
      account_no: "webview.payment.errors.accountNo",
      bank_name: "payment.bankInfo.error.bank_name.missing",
      bank_code: "webview.payment.errors.bankCode",
    });
    expect(problems(values({ method_type: "1", account_name: "Dewi", account_no: "1234 5678-90", bank_name: "BCA", bank_code: "CENAIDJA" }))).toEqual({});
  });

  it("needs no bank fields for an e-wallet, and no account number for by beans", () => {
    expect(problems(values({ method_type: "2", account_name: "Dewi", account_no: "081234567890" }))).toEqual({});
    expect(problems(values({ method_type: "2", account_name: "Dewi" })).account_no).toBe("payment.bankInfo.error.account_no.missing");
    expect(problems(values({ method_type: "3", account_name: "Dewi" }))).toEqual({});
  });

  it("asks for the holder, at most 64 characters", () => {
    expect(problems(values({ method_type: "3", account_name: "  " })).account_name).toBe("payment.bankInfo.error.account_name.missing");
    expect(problems(values({ method_type: "3", account_name: "x".repeat(65) })).account_name).toBe("payment.bankInfo.error.account_name.long");
  });
});

describe("paymentDetailsRequest", () => {
  it("sends only what the chosen method uses, trimmed, the bank code in capitals", () => {
    const typed = values({ method_type: "1", account_name: " Dewi ", account_no: " 1234567890 ", bank_name: "BCA", bank_code: "cenaidja" });
    const bank = chosenMethod(METHODS, "1");
    const wallet = chosenMethod(METHODS, "2");
    const beans = chosenMethod(METHODS, "3");
    if (bank === undefined || wallet === undefined || beans === undefined) throw new Error("methods missing");
    expect(paymentDetailsRequest(typed, bank)).toEqual({ method_type: 1, account_name: "Dewi", account_no: "1234567890", bank_name: "BCA", bank_code: "CENAIDJA" });
    expect(paymentDetailsRequest(typed, wallet)).toEqual({ method_type: 2, account_name: "Dewi", account_no: "1234567890", bank_name: "", bank_code: "" });
    expect(paymentDetailsRequest(typed, beans)).toEqual({ method_type: 3, account_name: "Dewi", account_no: "", bank_name: "", bank_code: "" });
  });
});
