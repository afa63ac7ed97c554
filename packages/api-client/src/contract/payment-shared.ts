/**
 * Payment schemas and codes shared by `live-agent-service-payment.ts` (payment info of
 * broadcasters and agencies) and `live-agent-service-by-beans.ts` (by-beans methods). No
 * declarations here. Money is integer cents of `currency`; beans are integer counts.
 *
 * Payment info status: 0 not submitted, 1 under review, 2 approved, 3 rejected (resubmit).
 */
import * as z from "zod/mini";
import { enumSchema, secondsSchema } from "./shared.ts";
import { PaymentMethodType, PaymentStatus } from "#enums/payment.ts";

/** Business codes of the payment calls (ours; SPEC section 8 leaves them "not shown"). */
export const PaymentErrorCode = {
  /** An account field is missing or malformed for the chosen method. */
  PaymentInfoInvalid: 38001,
  /** Payment info under review cannot be changed. */
  PaymentUnderReview: 38002,
  /** No by-beans method with this id in the caller's agency. */
  MethodNotFound: 38003,
  /** Another by-beans method already has this name. */
  MethodNameDuplicate: 38004,
  /** An agency has at most 10 by-beans methods. */
  MethodLimitReached: 38005,
  /** A broadcaster is not in the caller's agency. */
  AnchorNotInAgency: 38006,
  /** The payment method is not offered in the caller's country (GetPaymentCfg). */
  MethodNotAvailable: 38007,
  /** KYC must be approved before payment info can be submitted. */
  KycRequired: 38008,
  /** A broadcaster is already covered by another by-beans method. */
  AnchorInOtherMethod: 38009,
  /** No Bigo user has this Bigo ID (blacklist add). */
  BlacklistUserNotFound: 38010,
  /** The Bigo ID is already on the agency's blacklist (blacklist add, per line). */
  AlreadyBlacklisted: 38011,
  /** No blacklist entry with this id in the caller's agency, or it is already removed. */
  BlacklistEntryNotFound: 38012,
  /** The receiver is on the agency's blacklist ("blacklisted since {date}: {reason}"; uploads, transfers, payment submissions). */
  Blacklisted: 38013,
  /** A blacklist expiry must lie in the future. */
  ExpiryInPast: 38014,
  /** No distribution batch with this id and idempotency key in the caller's agency. */
  BatchNotFound: 38020,
  /** A batch with invalid rows cannot be confirmed: every error is fixed first. */
  BatchHasInvalidRows: 38021,
  /** The agency's beans balance does not cover the batch (re-checked at confirm). */
  BalanceTooLow: 38022,
  /** A batch far larger than the agency's usual ones is confirmed only once the warning is ticked. */
  LargeBatchNotAcknowledged: 38023,
  /** No confirmed distribution batch (or no row with this line in it) in the caller's agency (adjustment). */
  AdjustmentReferenceNotFound: 38024,
  /** The adjustment would take the referenced batch's or row's net payout below zero. */
  AdjustmentBelowZero: 38025,
  /** No adjustment with this id or idempotency key in the caller's agency. */
  AdjustmentNotFound: 38026,
  /** The adjustment has already been corrected (one correction each). */
  AdjustmentAlreadyCorrected: 38027,
  /** A correction must be the exact opposite of the adjustment it corrects, with the same reference. */
  CorrectionMismatch: 38028,
  /** This idempotency key was already used for a different request. */
  IdempotencyKeyReused: 38029,
  /** The agency's beans balance does not cover this amount (an adjustment or a transfer). */
  BalanceNotEnough: 38030,
  /** No Bigo user has this Bigo ID (transfer receiver). */
  TransferReceiverNotFound: 38031,
  /** The transfer amount is outside the configured limits (PaymentAgencyTransferCfg). */
  TransferAmountOutOfRange: 38032,
  /** No transfer with this idempotency key in the caller's agency. */
  TransferNotFound: 38033,
  /** The receiver is the caller. */
  TransferToSelf: 38034,
  /** A by-beans method paying a broadcaster whose payment is under review cannot be deleted (ours, issue 21 item 7). */
  MethodInUse: 38035,
  /** The account holder's name is not the caller's verified (KYC) name (bank info). */
  HolderNameMismatch: 38036,
  /** The account number is not a valid IBAN of the bank's country (checksum or country; bank info). */
  IbanInvalid: 38037,
  /** The SWIFT/BIC code is not 8 or 11 characters of a valid BIC (bank info). */
  BicInvalid: 38038,
  /** Submissions are closed after this window's cut-off until the next window opens (GetPaymentCfg `window`). */
  SubmissionWindowClosed: 38039,
} as const;

/** Payment method type (PaymentMethodType without None): 1 bank transfer, 2 e-wallet, 3 by beans (paid in beans through the agency). */
export const paymentMethodTypeSchema = enumSchema([PaymentMethodType.BankTransfer, PaymentMethodType.EWallet, PaymentMethodType.ByBeans]);

/** Payment info status (PaymentStatus): 0 not submitted, 1 under review, 2 approved, 3 rejected. */
export const paymentStatusSchema = enumSchema(PaymentStatus);

/** The account fields a payment info submission carries. */
export const paymentAccountFields = {
  /** 1 bank transfer, 2 e-wallet, 3 by beans. */
  method_type: paymentMethodTypeSchema,
  /** Account holder's name as the bank knows it, 1-64 characters. */
  account_name: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  /** Account number, IBAN or wallet id: 4-34 letters, digits, spaces or hyphens (unused for by beans: ""). */
  account_no: z.string().check(z.trim(), z.regex(/^([A-Za-z0-9 -]{4,34})?$/)),
  /** Bank or wallet provider name; "" for by beans. */
  bank_name: z._default(z.string().check(z.trim(), z.maxLength(64)), ""),
  /** SWIFT/BIC or local bank code; "" when not needed. */
  bank_code: z._default(z.string().check(z.trim(), z.regex(/^([A-Za-z0-9]{4,11})?$/)), ""),
  /** ISO 3166-1 alpha-2 country of the bank (bank info: its account format, `bank-account.ts`); "" when not needed. */
  bank_country: z._default(z.string().check(z.trim(), z.regex(/^([A-Z]{2})?$/)), ""),
};

/** Submitted payment info as stored. */
export const paymentInfoSchema = z.object({
  /** Submission id. */
  payment_id: z.string(),
  /** 1 bank transfer, 2 e-wallet, 3 by beans. */
  method_type: paymentMethodTypeSchema,
  /** Account holder's name. */
  account_name: z.string(),
  /** Account number with all but the last 4 characters masked. */
  account_no_masked: z.string(),
  /** Bank or wallet provider; "" for by beans. */
  bank_name: z.string(),
  /** Bank code; "" when none. */
  bank_code: z.string(),
  /** Country of the bank (ISO 3166-1 alpha-2); "" when none. */
  bank_country: z.string(),
  /** 1 under review, 2 approved, 3 rejected. */
  status: paymentStatusSchema,
  /** Why it was rejected; "" otherwise. */
  reject_reason: z.string(),
  /** When it was submitted, Unix seconds. */
  submit_time: secondsSchema,
});
