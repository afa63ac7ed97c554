/**
 * Schemas and codes shared by the recruit anchor files (`recruit-anchor.ts`: records,
 * progress, export; `recruit-anchor-info.ts`: submitted broadcaster info, policy, contract).
 * No declarations here.
 *
 * Recruit status: 1 draft (saved, not submitted), 2 under review (operator), 3 waiting for
 * the broadcaster to confirm the contract (anchorConfirmContract), 4 signed (joined the
 * agency), 5 rejected (by the operator or the broadcaster; editable and resubmittable),
 * 6 stopped by the agency, 7 expired (14 days without an answer). The transitions are in
 * `docs/state-machines.md`.
 */
import * as z from "zod/mini";
import { enumSchema, progressStepSchema, secondsSchema, uidSchema } from "./shared.ts";
import { RecruitStatus, SubmitType } from "#enums/recruit.ts";

/** Business codes of the recruit anchor calls (ours; SPEC section 8 leaves them "not shown"). */
export const RecruitErrorCode = {
  /** No user has this Bigo ID. */
  InvalidBigoId: 33001,
  /** The broadcaster is already under contract with an agency (this one or another). */
  AnchorAlreadySigned: 33002,
  /** Only drafts and rejected records can be edited or submitted. */
  RecruitNotEditable: 33003,
  /** Only records under review or waiting for the broadcaster can be stopped. */
  RecruitNotStoppable: 33004,
  /** An open recruit record already exists for this broadcaster. */
  RecruitDuplicate: 33005,
  /** No recruit record with this id in the caller's agency. */
  RecruitNotFound: 33006,
  /** The broadcaster must pass KYC first. */
  KycRequired: 33007,
} as const;

/** Recruit status (RecruitStatus): 1 draft, 2 under review, 3 waiting for the broadcaster, 4 signed, 5 rejected, 6 stopped, 7 expired. */
export const recruitStatusSchema = enumSchema(RecruitStatus);

/** Who submitted the broadcaster (SPEC section 3 SubmitType): 1 AnchorSubmitAnchor (self-application), 2 AgencySubmitAnchor. */
export const submitTypeSchema = enumSchema([SubmitType.AnchorSubmitAnchor, SubmitType.AgencySubmitAnchor]);

/** One recruit record (a broadcaster being signed). */
export const recruitRecordSchema = z.object({
  /** Record id (the `{id}` of edit/{id} and progress/{id}). */
  recruit_id: z.string(),
  /** The broadcaster's uid. */
  anchor_uid: uidSchema,
  /** The broadcaster's Bigo ID. */
  bigo_id: z.string(),
  /** The broadcaster's display name. */
  nick_name: z.string(),
  /** Avatar URL; "" when none. */
  avatar_url: z.string(),
  /** 1 draft, 2 under review, 3 waiting for the broadcaster, 4 signed, 5 rejected, 6 stopped, 7 expired. */
  status: recruitStatusSchema,
  /** 1 the broadcaster applied, 2 the agency submitted. */
  submit_type: submitTypeSchema,
  /** Name of the member who submitted (or the broadcaster). */
  submitter_name: z.string(),
  /** When it was created, Unix seconds. */
  create_time: secondsSchema,
  /** When the status last changed, Unix seconds. */
  update_time: secondsSchema,
  /** Why it was rejected or stopped; "" otherwise. */
  reject_reason: z.string(),
});

/** A recruit record with its timeline. */
export const recruitProgressSchema = z.object({
  /** The record. */
  record: recruitRecordSchema,
  /** Steps: 1 submitted, 2 operator review, 3 broadcaster confirmation, 4 signed. */
  steps: z.array(progressStepSchema),
});
