import { describe, expect, it } from "vitest";
import { bankInfoRequest, bankProblemKey } from "./bank-info-form.ts";

const valid = { bank_country: "AE", account_name: "Budi Santoso", account_no: "AE07 0331 2345 6789 0123 456", bank_name: "Emirates NBD", bank_code: "EBILAEAD" };

describe("bankProblemKey", () => {
  it("names the field and message of the country's format problem", () => {
    expect(bankProblemKey({ ...valid, account_no: "AE08 0331 2345 6789 0123 456" })).toEqual({ field: "account_no", key: "payment.bankInfo.error.account_no.ibanInvalid" });
    expect(bankProblemKey({ ...valid, bank_code: "EBILAEADX" })).toEqual({ field: "bank_code", key: "payment.bankInfo.error.bank_code.bicInvalid" });
    expect(bankProblemKey({ ...valid, bank_country: "ID", account_no: "12" })).toEqual({ field: "account_no", key: "payment.bankInfo.error.account_no.localFormat" });
    expect(bankProblemKey(valid)).toBeNull();
  });

  it("sends a bank transfer with the fields as typed", () => {
    expect(bankInfoRequest(valid)).toEqual({ method_type: 1, ...valid });
  });
});
