/**
 * Changes of a broadcaster's agency (manage anchor family): transfers between agencies and
 * cancellations (terminations). The transitions are in `docs/state-machines.md`.
 */
import type { ValueOf } from "./value-of.ts";

/**
 * A transfer: waiting for the other agency, waiting for the broadcaster, completed (the
 * broadcaster belongs to the target agency), rejected by the agency or by the broadcaster,
 * expired (a step stayed unanswered for 7 days).
 */
export const TransferStatus = {
  WaitingAgency: 1,
  WaitingBroadcaster: 2,
  Completed: 3,
  RejectedByAgency: 4,
  RejectedByBroadcaster: 5,
  Expired: 6,
} as const;
/** One of {@link TransferStatus}. */
export type TransferStatus = ValueOf<typeof TransferStatus>;

/** Who started a transfer: the source agency (transfer out) or the target agency (transfer in). */
export const TransferInitiator = { SourceAgency: 1, TargetAgency: 2 } as const;
/** One of {@link TransferInitiator}. */
export type TransferInitiator = ValueOf<typeof TransferInitiator>;

/** Direction of a transfer seen from the caller's agency: out (it is the source) or in (it is the target). */
export const TransferDirection = { Out: 1, In: 2 } as const;
/** One of {@link TransferDirection}. */
export type TransferDirection = ValueOf<typeof TransferDirection>;

/**
 * A cancellation: waiting for the broadcaster, completed (contract terminated), rejected by
 * the broadcaster, expired (7 days unanswered; nothing changed).
 */
export const CancellationStatus = { WaitingBroadcaster: 1, Completed: 2, Rejected: 3, Expired: 4 } as const;
/** One of {@link CancellationStatus}. */
export type CancellationStatus = ValueOf<typeof CancellationStatus>;

/** Why an agency terminates a contract. */
export const CancelReasonType = { Inactive: 1, RuleViolation: 2, MutualAgreement: 3, Other: 4 } as const;
/** One of {@link CancelReasonType}. */
export type CancelReasonType = ValueOf<typeof CancelReasonType>;

/** The relation change a broadcaster has in progress (QryAnchorRelationChangeProg `change_type`). */
export const RelationChangeType = { None: 0, Transfer: 1, Cancellation: 2 } as const;
/** One of {@link RelationChangeType}. */
export type RelationChangeType = ValueOf<typeof RelationChangeType>;

/** An answer to a contract offer, transfer or cancellation (anchorConfirmContract, AgentVerifyTransfer, AnchorVerifyTransfer, AnchorVerifyCancel `agree`). */
export const VerifyDecision = { Reject: 0, Agree: 1 } as const;
/** One of {@link VerifyDecision}. */
export type VerifyDecision = ValueOf<typeof VerifyDecision>;
