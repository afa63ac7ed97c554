/**
 * The bank account rules of the agency's bank info (AgentSubmitAgentPayment, PaymentMethodBankInfo
 * 18; issue 21 item 6), one copy for the portal's form and the sandbox's check (ours: SPEC section
 * 7 names the call, not its formats). Per bank country:
 *
 * - a country of the IBAN registry (`ibantools` country specifications, e.g. AE, DE, SA, TR, GB)
 *   takes an IBAN of that country with a valid checksum as the account number, spaces allowed;
 * - any other country takes its local account number: digits only where listed
 *   ({@link LOCAL_ACCOUNT_PATTERNS}: ID and PH 10-16, VN 8-19, ...), else 6-20 letters or digits;
 * - everywhere a SWIFT/BIC code of 8 or 11 characters (`ibantools` `isValidBIC`) and a bank name.
 *
 * The holder's name must be the verified (KYC) name: {@link sameHolderName} compares them
 * without case, accents or repeated spaces.
 */
import { electronicFormatIBAN, extractIBAN, getCountrySpecifications, isValidBIC } from "ibantools";

/** Local account numbers by bank country (digits only); others: 6-20 letters or digits. */
export const LOCAL_ACCOUNT_PATTERNS: Readonly<Record<string, RegExp>> = {
  ID: /^\d{10,16}$/,
  PH: /^\d{10,16}$/,
  VN: /^\d{8,19}$/,
  TH: /^\d{10,12}$/,
  MY: /^\d{10,17}$/,
  IN: /^\d{9,18}$/,
  US: /^\d{6,17}$/,
};
const OTHER_LOCAL = /^[A-Z0-9]{6,20}$/;

/** What is wrong with a bank account, by field; the portal keys its messages by `problem`. */
export type BankAccountProblem =
  | { readonly field: "account_no"; readonly problem: "missing" | "ibanInvalid" | "ibanCountry" | "localFormat" }
  | { readonly field: "bank_code"; readonly problem: "bicInvalid" }
  | { readonly field: "bank_name"; readonly problem: "missing" }
  | { readonly field: "bank_country"; readonly problem: "missing" };

/** The fields {@link checkBankAccount} reads, as typed. */
export interface BankAccountFields {
  /** ISO 3166-1 alpha-2 country of the bank, e.g. "AE". */
  readonly bank_country: string;
  readonly account_no: string;
  readonly bank_name: string;
  readonly bank_code: string;
}

/** Whether the bank country's accounts are IBANs (a member of the IBAN registry). */
export function usesIban(country: string): boolean {
  return getCountrySpecifications()[country.toUpperCase()]?.IBANRegistry === true;
}

/** The account number as stored: an IBAN in electronic format (no spaces, upper case), else trimmed and upper-cased without spaces or hyphens. */
export function normaliseAccountNo(country: string, text: string): string {
  if (usesIban(country)) return electronicFormatIBAN(text) ?? "";
  return text.replace(/[\s-]/g, "").toUpperCase();
}

/** The first problem of a bank account, or `null` when every field is well formed for its country. */
export function checkBankAccount(fields: BankAccountFields): BankAccountProblem | null {
  const country = fields.bank_country.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) return { field: "bank_country", problem: "missing" };
  const account = normaliseAccountNo(country, fields.account_no);
  if (account === "") return { field: "account_no", problem: "missing" };
  if (usesIban(country)) {
    const iban = extractIBAN(account);
    if (!iban.valid) return { field: "account_no", problem: "ibanInvalid" };
    if (iban.countryCode !== country) return { field: "account_no", problem: "ibanCountry" };
  } else if (!(LOCAL_ACCOUNT_PATTERNS[country] ?? OTHER_LOCAL).test(account)) {
    return { field: "account_no", problem: "localFormat" };
  }
  if (fields.bank_name.trim() === "") return { field: "bank_name", problem: "missing" };
  const bic = fields.bank_code.replace(/\s/g, "").toUpperCase();
  if (!(bic.length === 8 || bic.length === 11) || !isValidBIC(bic)) return { field: "bank_code", problem: "bicInvalid" };
  return null;
}

/** A name compared as people write it: Unicode-normalised, accents removed, case and repeated spaces ignored. */
export function comparableName(name: string): string {
  return name.normalize("NFKD").replace(/\p{M}/gu, "").trim().replace(/\s+/g, " ").toLowerCase();
}

/** Whether the holder's name is the verified (KYC) name ({@link comparableName} of both). */
export function sameHolderName(holder: string, verified: string): boolean {
  return comparableName(holder) !== "" && comparableName(holder) === comparableName(verified);
}

/** An account number masked for display: every character but the last 4 as `*` (4 or fewer: kept). */
export function maskAccountNo(text: string): string {
  return text.length <= 4 ? text : "*".repeat(text.length - 4) + text.slice(-4);
}
