/**
 * live_agent_portal declarations (SPEC section 7), KYC and contract confirmation: the recheck
 * submission of the recheck list (issue 7), the agent applicant's KYC (apply-certify, issue 9),
 * identity-number checks, KYC status checks, and the broadcaster's contract confirmation
 * (served by the Java gateway). Schemas and codes: `kyc-shared.ts`.
 */
import * as z from "zod/mini";
import { defineEndpoint } from "./define.ts";
import { idTag, listTag } from "#tags.ts";
import { KycErrorCode as E, emailSchema, idNumberSchema, idTypeSchema, kycIdentityFields, kycImageUploadSchema, kycRemarkField, kycStatusSchema } from "./kyc-shared.ts";
import { enumSchema, flagSchema, remarkSchema, secondsSchema, uidSchema } from "./shared.ts";
import { SignStatus } from "#enums/broadcaster.ts";
import { KycCheckScene, KycSource } from "#enums/kyc.ts";
import { VerifyDecision } from "#enums/relation.ts";

/** Business codes of anchorConfirmContract (ours; SPEC section 8 leaves them "not shown"). */
export const ContractConfirmErrorCode = {
  /** No contract with this id for the caller. */
  SignNotFound: 35101,
  /** The contract no longer waits for an answer (confirmed, declined, expired or withdrawn). */
  SignNotWaiting: 35102,
  /** The broadcaster must pass KYC before confirming. */
  KycRequired: 35103,
} as const;

/** The answer of a KYC submission. */
const kycSubmitAnswerSchema = z.object({ /** The submission. */ kyc_id: z.string(), /** Its status: 1 under review. */ status: kycStatusSchema });

/** live_agent_portal submitRecheckKycInfo: the agency resubmits a broadcaster's KYC for recheck. */
export const submitRecheckKycInfo = defineEndpoint({
  name: "submitRecheckKycInfo",
  family: "liveAgentPortal",
  path: "/submitRecheckKycInfo",
  summary: "Submit a KYC recheck for one of the agency's broadcasters, with document photos (at most 2 MiB each).",
  request: () =>
    z.object({
      /** The broadcaster (from GetUnFinishKycAnchorList). */
      anchor_uid: uidSchema,
      ...kycIdentityFields,
      /** Document photos, front first (1-2). */
      id_images: z.array(kycImageUploadSchema).check(z.minLength(1), z.maxLength(2)),
      /** Face photo holding the document, when required. */
      face_image: z.optional(kycImageUploadSchema),
      ...kycRemarkField,
    }),
  response: () => kycSubmitAnswerSchema,
  tags: ["Kyc", "KycRecheck", "Broadcaster"],
  // The broadcaster's KYC and row change; the recheck list and its badge count change status.
  invalidates: ({ anchor_uid }) => [idTag("Kyc", anchor_uid), listTag("KycRecheck"), idTag("Broadcaster", anchor_uid)],
  errors: [E.IdentityNumberUsed, E.IdentityNumberInvalid, E.FileTooLarge, E.FileTypeUnsupported, E.KycNotEditable, E.AnchorNotInAgency],
});

/** live_agent_portal checkIdentityIdExist: whether an identity number is already used by another account. */
export const checkIdentityIdExist = defineEndpoint({
  name: "checkIdentityIdExist",
  family: "liveAgentPortal",
  path: "/checkIdentityIdExist",
  kind: "query",
  summary: "Whether an identity number is already used by another account (checked before submitting).",
  request: () =>
    z.object({
      /** Document type: 1 identity card, 2 passport, 3 driving licence, 4 residence permit. */
      id_type: idTypeSchema,
      /** Document number. */
      id_number: idNumberSchema,
      /** The broadcaster the number is for (one of the caller's scope whose KYC waits for the agency's recheck); absent: the caller. Their own number does not count as used. */
      anchor_uid: z.optional(uidSchema),
    }),
  response: () => z.object({ /** 1 if another account already uses it. */ exist: flagSchema }),
  errors: [E.IdentityNumberInvalid, E.KycNotEditable, E.AnchorNotInAgency],
});

/** live_agent_portal submitUserKycInfo: the agent applicant's own KYC (apply-certify). */
export const submitUserKycInfo = defineEndpoint({
  name: "submitUserKycInfo",
  family: "liveAgentPortal",
  path: "/submitUserKycInfo",
  summary: "Submit the caller's identity for an agent application (apply-certify), with document photos.",
  request: () =>
    z.object({
      /** The agent application (userCreateApply); absent: the caller's open one. */
      apply_id: z.optional(z.string()),
      /** KycSource: APP 1, PC 2. */
      source: enumSchema(KycSource),
      ...kycIdentityFields,
      /** Document photos, front first (1-2). */
      id_images: z.array(kycImageUploadSchema).check(z.minLength(1), z.maxLength(2)),
      /** Face photo holding the document, when required. */
      face_image: z.optional(kycImageUploadSchema),
      /** Email, as GetKycConfig's email mode asks. */
      email: z.optional(emailSchema),
    }),
  response: () => kycSubmitAnswerSchema,
  tags: ["Kyc", "Application"],
  errors: [E.IdentityNumberUsed, E.IdentityNumberInvalid, E.FileTooLarge, E.FileTypeUnsupported, E.KycNotEditable, E.EmailInvalid],
});

/** live_agent_portal anchorConfirmContract (Java gateway): the broadcaster confirms or declines a contract. */
export const anchorConfirmContract = defineEndpoint({
  name: "anchorConfirmContract",
  family: "liveAgentPortal",
  path: "/gateway/anchorConfirmContract",
  summary: "The broadcaster confirms (agree 1) or declines (agree 0) a new contract or renewal (GetAnchorSignDetail).",
  request: () =>
    z.object({
      /** The contract (sign id). */
      sign_id: z.string().check(z.minLength(1)),
      /** VerifyDecision: 1 confirm, 0 decline. */
      agree: enumSchema(VerifyDecision),
      /** Reason when declining. */
      reason: z.optional(remarkSchema),
    }),
  response: () =>
    z.object({
      /** The contract. */
      sign_id: z.string(),
      /** SignStatus after the answer: 2 confirmed, 3 declined. */
      status: enumSchema(SignStatus),
    }),
  tags: ["AnchorSign", "Invite", "RenewalRecord", "Broadcaster", "RecruitProgress"],
  // The offer itself, the broadcaster's current contract (the list tag), and records the client
  // cannot name by id (the invitation, renewal or recruitment behind the offer): their types.
  invalidates: ({ sign_id }) => [idTag("AnchorSign", sign_id), listTag("AnchorSign"), "Invite", "RenewalRecord", listTag("Broadcaster"), "RecruitProgress"],
  errors: [ContractConfirmErrorCode.SignNotFound, ContractConfirmErrorCode.SignNotWaiting, ContractConfirmErrorCode.KycRequired],
});

/** live_agent_portal kycStatus: the KYC status of the caller or one of the agency's broadcasters. */
export const kycStatus = defineEndpoint({
  name: "kycStatus",
  family: "liveAgentPortal",
  path: "/kycStatus",
  kind: "query",
  summary: "KYC status of the caller, or of one of the agency's broadcasters.",
  request: () => z.object({ /** The broadcaster; absent: the caller. */ anchor_uid: z.optional(uidSchema) }),
  response: () =>
    z.object({
      /** 0 not submitted, 1 under review, 2 approved, 3 rejected, 4 recheck required. */
      status: kycStatusSchema,
      /** Why it was rejected or needs a recheck; "" otherwise. */
      reject_reason: z.string(),
      /** When the status last changed, Unix seconds; 0 if never submitted. */
      update_time: secondsSchema,
      /** When a recheck is due, Unix seconds; 0 when none. */
      deadline_time: secondsSchema,
    }),
  tags: ["Kyc", "KycRecheck"],
  provides: (_status, { anchor_uid }) => (anchor_uid === undefined ? [listTag("Kyc"), listTag("KycRecheck")] : [idTag("Kyc", anchor_uid), idTag("KycRecheck", anchor_uid)]),
  errors: [E.AnchorNotInAgency],
});

/** live_agent_portal checkKyc: whether the caller's KYC allows an action. */
export const checkKyc = defineEndpoint({
  name: "checkKyc",
  family: "liveAgentPortal",
  path: "/checkKyc",
  kind: "query",
  summary: "Whether the caller's KYC allows an action (apply as agent, join an agency, withdraw income).",
  request: () => z.object({ /** KycCheckScene: 1 apply as agent, 2 join an agency, 3 withdraw income. */ scene: enumSchema(KycCheckScene) }),
  response: () =>
    z.object({
      /** 1 the action may go ahead. */
      passed: flagSchema,
      /** The caller's KYC status (0-4). */
      status: kycStatusSchema,
    }),
  tags: ["Kyc"],
});

/** Every declaration of this file (family liveAgentPortal, KYC and contract confirmation). */
export const liveAgentPortalKycEndpoints = [submitRecheckKycInfo, checkIdentityIdExist, submitUserKycInfo, anchorConfirmContract, kycStatus, checkKyc] as const;
