/**
 * Payment info, payment methods and their tracking codes (live_agent_service payment and
 * by-beans calls, live-data invoices and benefits; SPEC section 3 user-action codes).
 */
import type { ValueOf } from "./value-of.ts";

/** Payment method type; `None` (0) where a field says no method was submitted. By beans: paid in beans through the agency. */
export const PaymentMethodType = { None: 0, BankTransfer: 1, EWallet: 2, ByBeans: 3 } as const;
/** One of {@link PaymentMethodType}. */
export type PaymentMethodType = ValueOf<typeof PaymentMethodType>;

/** Payment info status: not submitted, under review, approved, rejected (resubmit). */
export const PaymentStatus = { NotSubmitted: 0, UnderReview: 1, Approved: 2, Rejected: 3 } as const;
/** One of {@link PaymentStatus}. */
export type PaymentStatus = ValueOf<typeof PaymentStatus>;

/** Whose payment methods GetPaymentCfg answers (`role`): a broadcaster's or an agency's. */
export const PaymentConfigRole = { Broadcaster: 1, Agency: 2 } as const;
/** One of {@link PaymentConfigRole}. */
export type PaymentConfigRole = ValueOf<typeof PaymentConfigRole>;

/** A by-beans payment method of the agency (PaymentAgencyByBeansMethod* `status`). */
export const ByBeansMethodStatus = { Active: 1, Disabled: 2 } as const;
/** One of {@link ByBeansMethodStatus}. */
export type ByBeansMethodStatus = ValueOf<typeof ByBeansMethodStatus>;

/**
 * User-action codes 1-9 for by-beans method and payment method tracking (SPEC section 3).
 * The spec gives the range, not the mapping; this mapping is ours.
 */
export const PaymentUserAction = {
  ByBeansMethodExposure: 1,
  ByBeansMethodClick: 2,
  ByBeansMethodAdd: 3,
  ByBeansMethodOk: 4,
  ByBeansMethodCancel: 5,
  PaymentMethodExposure: 6,
  PaymentMethodClick: 7,
  PaymentMethodOk: 8,
  PaymentMethodCancel: 9,
} as const;
/** One of {@link PaymentUserAction}. */
export type PaymentUserAction = ValueOf<typeof PaymentUserAction>;

/** Role reported with the agency-payment-method exposure (SPEC section 6). */
export const PaymentExposureRole = { Agency: 1, SubAgent: 2, Manager: 3 } as const;
/** One of {@link PaymentExposureRole}. */
export type PaymentExposureRole = ValueOf<typeof PaymentExposureRole>;

/** A PK invoice of the agency (live-data agentOss invoiceList `status`; ours). */
export const InvoiceStatus = { WaitingSignature: 1, Signed: 2, Paid: 3 } as const;
/** One of {@link InvoiceStatus}. */
export type InvoiceStatus = ValueOf<typeof InvoiceStatus>;

/** Kind of income in the brokerage reports (live-data brokerageBackend `type`; ours). */
export const BenefitType = { GiftIncome: 1, BaseSalary: 2, ActivityReward: 3, PkReward: 4, NewBroadcasterBonus: 5 } as const;
/** One of {@link BenefitType}. */
export type BenefitType = ValueOf<typeof BenefitType>;

/** Kind of a reward (live-data manageOss/getRewardList `rewardType`; ours). */
export const RewardType = { ActivityReward: 1, PkReward: 2, NewBroadcasterBonus: 3, Other: 4 } as const;
/** One of {@link RewardType}. */
export type RewardType = ValueOf<typeof RewardType>;

/** A reward's payout (manageOss/getRewardList `status`; ours). */
export const RewardStatus = { Pending: 1, Issued: 2, Cancelled: 3 } as const;
/** One of {@link RewardStatus}. */
export type RewardStatus = ValueOf<typeof RewardStatus>;

/** A payment distribution row of the payment back office (uploaded, paid, adjusted; ours, no call carries it yet). */
export const DistributionStatus = { Uploaded: 1, Paid: 2, Adjusted: 3 } as const;
/** One of {@link DistributionStatus}. */
export type DistributionStatus = ValueOf<typeof DistributionStatus>;

/** A payment blacklist entry (PaymentAgencyBlacklist* `status`; ours): in force, past its expiry, removed. */
export const BlacklistStatus = { Active: 1, Expired: 2, Removed: 3 } as const;
/** One of {@link BlacklistStatus}. */
export type BlacklistStatus = ValueOf<typeof BlacklistStatus>;

/** What a payment action log entry records (PaymentAgencyActionLogList `action_type`; ours). */
export const PaymentActionType = {
  PaymentSubmit: 1,
  ByBeansMethodAdd: 2,
  ByBeansMethodEdit: 3,
  ByBeansMethodDelete: 4,
  BlacklistAdd: 5,
  BlacklistRemove: 6,
  DistributionConfirm: 7,
  DistributionAdjust: 8,
  Transfer: 9,
  BankInfoChange: 10,
  /** A recall message with its reward sent to broadcasters at risk of leaving (preLostUser sendRecallIm). */
  RecallSend: 11,
} as const;
/** One of {@link PaymentActionType}. */
export type PaymentActionType = ValueOf<typeof PaymentActionType>;

/** A distribution batch (PaymentAgencyDistribution* `status`; ours): previewed (nothing applied), confirmed (applied once). */
export const DistributionBatchStatus = { Previewed: 1, Confirmed: 2 } as const;
/** One of {@link DistributionBatchStatus}. */
export type DistributionBatchStatus = ValueOf<typeof DistributionBatchStatus>;

/**
 * The one state every row of an uploaded distribution file ends in (ours): valid and invalid at
 * preview; credited, failed (with a reason) or pending once confirmed.
 */
export const DistributionRowState = { Valid: 1, Invalid: 2, Credited: 3, Failed: 4, Pending: 5 } as const;
/** One of {@link DistributionRowState}. */
export type DistributionRowState = ValueOf<typeof DistributionRowState>;
