import { describe, expect, it } from "vitest";
import { checkBankAccount, maskAccountNo, normaliseAccountNo, sameHolderName, usesIban } from "./bank-account.ts";

const ok = { bank_name: "Emirates NBD", bank_code: "EBILAEAD" };

describe("bank account rules", () => {
  it("knows the IBAN countries from the registry", () => {
    expect(usesIban("AE")).toBe(true);
    expect(usesIban("de")).toBe(true);
    expect(usesIban("ID")).toBe(false);
    expect(usesIban("PH")).toBe(false);
  });

  it("takes an IBAN of the bank's country with a valid checksum, spaces allowed", () => {
    expect(checkBankAccount({ bank_country: "AE", account_no: "AE07 0331 2345 6789 0123 456", ...ok })).toBeNull();
    expect(normaliseAccountNo("AE", "ae07 0331 2345 6789 0123 456")).toBe("AE070331234567890123456");
  });

  it("refuses a wrong checksum, an IBAN of another country and a missing number", () => {
    expect(checkBankAccount({ bank_country: "AE", account_no: "AE08 0331 2345 6789 0123 456", ...ok })).toEqual({ field: "account_no", problem: "ibanInvalid" });
    expect(checkBankAccount({ bank_country: "AE", account_no: "DE89 3704 0044 0532 0130 00", ...ok })).toEqual({ field: "account_no", problem: "ibanCountry" });
    expect(checkBankAccount({ bank_country: "AE", account_no: " ", ...ok })).toEqual({ field: "account_no", problem: "missing" });
  });

  it("takes a local number where the country has no IBAN, in its format", () => {
    expect(checkBankAccount({ bank_country: "ID", account_no: "1234-5678-9012", bank_name: "Bank Central", bank_code: "CENAIDJA" })).toBeNull();
    expect(checkBankAccount({ bank_country: "ID", account_no: "12345", bank_name: "Bank Central", bank_code: "CENAIDJA" })).toEqual({
      field: "account_no",
      problem: "localFormat",
    });
  });

  it("needs a bank name and a SWIFT/BIC of 8 or 11 characters", () => {
    const iban = "AE070331234567890123456";
    expect(checkBankAccount({ bank_country: "AE", account_no: iban, bank_name: "", bank_code: "EBILAEAD" })).toEqual({ field: "bank_name", problem: "missing" });
    expect(checkBankAccount({ bank_country: "AE", account_no: iban, bank_name: "X", bank_code: "EBILAEADXXX" })).toBeNull();
    for (const bic of ["EBILAE", "EBILAEADX", "EBIL1EAD", ""]) {
      expect(checkBankAccount({ bank_country: "AE", account_no: iban, bank_name: "X", bank_code: bic })).toEqual({ field: "bank_code", problem: "bicInvalid" });
    }
  });

  it("compares the holder with the verified name without case, accents or extra spaces", () => {
    expect(sameHolderName("  budi   SANTOSO ", "Budi Santoso")).toBe(true);
    expect(sameHolderName("José Núñez", "Jose Nunez")).toBe(true);
    expect(sameHolderName("Budi Santosa", "Budi Santoso")).toBe(false);
    expect(sameHolderName("", "")).toBe(false);
  });

  it("masks all but the last 4 characters", () => {
    expect(maskAccountNo("AE070331234567890123456")).toBe("*******************3456");
    expect(maskAccountNo("1234")).toBe("1234");
  });
});
