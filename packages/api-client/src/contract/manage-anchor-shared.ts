/**
 * Schemas and codes shared by the manage anchor files (`manage-anchor.ts`: transfers,
 * `manage-anchor-cancel.ts`: cancellations). No declarations here.
 *
 * Transfer status: 1 waiting for the other agency, 2 waiting for the broadcaster,
 * 3 completed (the broadcaster belongs to the target agency), 4 rejected by the agency,
 * 5 rejected by the broadcaster, 6 expired (a step stayed unanswered for 7 days).
 * Cancellation status: 1 waiting for the broadcaster, 2 completed (contract terminated),
 * 3 rejected by the broadcaster, 4 expired (7 days unanswered; nothing changed).
 * The transitions are in `docs/state-machines.md`.
 */
import * as z from "zod/mini";
import { enumSchema, progressStepSchema, secondsSchema, uidSchema } from "./shared.ts";
import { CancelReasonType, CancellationStatus, TransferInitiator, TransferStatus, VerifyDecision } from "#enums/relation.ts";

/** Business codes of the manage anchor calls (ours; SPEC section 8 leaves them "not shown"). */
export const ManageAnchorErrorCode = {
  /** No user or agency has this Bigo ID. */
  InvalidBigoId: 32001,
  /** The broadcaster is not in the caller's agency (transfer out, cancellation). */
  AnchorNotInAgency: 32002,
  /** A transfer or cancellation is already pending for this broadcaster. */
  RelationChangePending: 32003,
  /** The target agency is the current one, closed, or not accepting transfers. */
  TargetAgencyInvalid: 32004,
  /** The broadcaster's contract is already terminated. */
  ContractTerminated: 32005,
  /** The transfer or cancellation is no longer waiting for an answer. */
  NotPending: 32006,
  /** The caller is not the party whose answer the current step waits for. */
  NotYourStep: 32007,
  /** The caller may not transfer (transfer != 1) or terminate (cancel != 1) broadcasters (SPEC section 6). */
  RelationChangeNotAllowed: 32008,
} as const;

/** The broadcaster a relation change is about. */
export const relationAnchorFields = {
  /** The broadcaster's uid. */
  anchor_uid: uidSchema,
  /** The broadcaster's Bigo ID. */
  anchor_bigo_id: z.string(),
  /** The broadcaster's name. */
  anchor_nick_name: z.string(),
  /** The broadcaster's avatar URL; "" when none. */
  anchor_avatar_url: z.string(),
};

/** Transfer status (TransferStatus): 1 waiting for the other agency, 2 waiting for the broadcaster, 3 completed, 4 rejected by the agency, 5 rejected by the broadcaster, 6 expired. */
export const transferStatusSchema = enumSchema(TransferStatus);

/** One transfer of a broadcaster between agencies. */
export const transferSchema = z.object({
  /** Transfer id. */
  transfer_id: z.string(),
  ...relationAnchorFields,
  /** The agency the broadcaster leaves. */
  source_agent_uid: uidSchema,
  /** Its name. */
  source_agent_name: z.string(),
  /** The agency the broadcaster joins. */
  target_agent_uid: uidSchema,
  /** Its name. */
  target_agent_name: z.string(),
  /** Who started it (TransferInitiator): 1 the source agency (transfer out), 2 the target agency (transfer in). */
  initiator: enumSchema(TransferInitiator),
  /** See {@link transferStatusSchema}. */
  status: transferStatusSchema,
  /** The initiator's reason. */
  reason: z.string(),
  /** When it was started, Unix seconds. */
  create_time: secondsSchema,
  /** When the status last changed, Unix seconds. */
  update_time: secondsSchema,
  /** When the current waiting step expires, Unix seconds; 0 once finished. */
  expire_time: secondsSchema,
});

/** Cancellation status (CancellationStatus): 1 waiting for the broadcaster, 2 completed, 3 rejected by the broadcaster, 4 expired. */
export const cancellationStatusSchema = enumSchema(CancellationStatus);

/** Why an agency terminates a contract: 1 inactive, 2 violation of the agency's rules, 3 mutual agreement, 4 other. */
export const cancelReasonTypeSchema = enumSchema(CancelReasonType);

/** One contract cancellation (an agency terminating a broadcaster). */
export const cancellationSchema = z.object({
  /** Cancellation id. */
  cancel_id: z.string(),
  ...relationAnchorFields,
  /** The agency terminating the contract. */
  agent_uid: uidSchema,
  /** Its name. */
  agent_name: z.string(),
  /** 1 inactive, 2 violation, 3 mutual agreement, 4 other. */
  reason_type: cancelReasonTypeSchema,
  /** Free-text reason. */
  reason: z.string(),
  /** See {@link cancellationStatusSchema}. */
  status: cancellationStatusSchema,
  /** When it was started, Unix seconds. */
  create_time: secondsSchema,
  /** When the status last changed, Unix seconds. */
  update_time: secondsSchema,
  /** When the broadcaster's answer is due, Unix seconds; 0 once finished. */
  expire_time: secondsSchema,
});

/** A transfer with its timeline (progress screens). */
export const transferProgressSchema = z.object({
  /** The transfer. */
  transfer: transferSchema,
  /** Its steps in order: the other agency's answer (step 1), the broadcaster's answer (step 2), completion (step 3). */
  steps: z.array(progressStepSchema),
});

/** A cancellation with its timeline (progress screens). */
export const cancellationProgressSchema = z.object({
  /** The cancellation. */
  cancellation: cancellationSchema,
  /** Its steps in order: the broadcaster's answer (step 1), termination (step 2). */
  steps: z.array(progressStepSchema),
});

/** The request of the agree/reject calls (AgentVerifyTransfer, AnchorVerifyTransfer, AnchorVerifyCancel). */
export const verifyDecisionFields = {
  /** VerifyDecision: 1 agree, 0 reject. */
  agree: enumSchema(VerifyDecision),
  /** Reason shown to the other parties; expected when rejecting. */
  reason: z.optional(z.string().check(z.trim(), z.maxLength(200))),
};
