/**
 * live_agent_front declarations (SPEC section 7), KYC: the configurable identity form of the
 * agent application and broadcaster flows (issue 9: email mode HIDDEN / REQUIRED /
 * NOTREQUIRED, KYC agent role, source APP or PC), its submission and update, and KYC
 * statuses for the recheck list (issue 7). Schemas and codes: `kyc-shared.ts`.
 */
import * as z from "zod/mini";
import { defineEndpoint } from "./define.ts";
import { idTags } from "#tags.ts";
import {
  KYC_IMAGE_TYPES,
  KycErrorCode as E,
  emailSchema,
  kycIdentityFields,
  kycImageInputSchema,
  kycImageUploadSchema,
  kycInfoSchema,
  kycStatusSchema,
  idTypeSchema,
} from "./kyc-shared.ts";
import { enumSchema, flagSchema, queryEnumSchema, secondsSchema, uidSchema } from "./shared.ts";
import { EmailFormMode, KycAgentRole, KycSource } from "#enums/kyc.ts";

/** KYC source and platform type (SPEC section 3, KycSource): APP 1, PC 2. */
const kycSourceSchema = enumSchema(KycSource);

/** live_agent_front GetKycConfig: how the KYC form looks for the caller. */
export const GetKycConfig = defineEndpoint({
  name: "GetKycConfig",
  family: "liveAgentFront",
  path: "/GetKycConfig",
  kind: "query",
  summary: "The KYC form's configuration for the caller: email mode, role, document types and photo limits.",
  request: () => z.object({ /** Where the form is shown: 1 APP (webview), 2 PC (portal). */ source: kycSourceSchema }),
  response: () =>
    z.object({
      /** KycAgentRole: AGENT 1, AGENTCHILD 2, BROKER 3, APPLYING 4, CANAPPLY 5, OTHER 6. */
      role: enumSchema(KycAgentRole),
      /** EmailFormMode: HIDDEN 0, REQUIRED 1, NOTREQUIRED 2 (optional). */
      email_mode: enumSchema(EmailFormMode),
      /** Accepted document types (1 identity card, 2 passport, 3 driving licence, 4 residence permit). */
      id_types: z.array(idTypeSchema),
      /** Document photos required: 1 (passport) or 2 (front and back). */
      id_image_count: z.int().check(z.gte(1), z.lte(2)),
      /** 1 if a face photo holding the document is required. */
      face_image_required: flagSchema,
      /** Largest photo in bytes (2 MiB). */
      max_image_bytes: z.int().check(z.positive()),
      /** Accepted photo types. */
      image_types: z.array(z.enum(KYC_IMAGE_TYPES)),
    }),
  tags: ["Kyc"],
});

/** The answer of a KYC submission or update. */
export const kycSubmitAnswerSchema = z.object({
  /** The submission. */
  kyc_id: z.string(),
  /** Its status: 1 under review. */
  status: kycStatusSchema,
});

/** live_agent_front SubmitKycInfo: the caller's first KYC submission. */
export const SubmitKycInfo = defineEndpoint({
  name: "SubmitKycInfo",
  family: "liveAgentFront",
  path: "/SubmitKycInfo",
  summary: "Submit the caller's identity with document photos (base64, at most 2 MiB each) for review.",
  request: () =>
    z.object({
      /** 1 APP, 2 PC. */
      source: kycSourceSchema,
      ...kycIdentityFields,
      /** Document photos, front first (1-2, as GetKycConfig's id_image_count). */
      id_images: z.array(kycImageUploadSchema).check(z.minLength(1), z.maxLength(2)),
      /** Face photo holding the document, when GetKycConfig requires it. */
      face_image: z.optional(kycImageUploadSchema),
      /** Email: required when email_mode is REQUIRED, absent when HIDDEN. */
      email: z.optional(emailSchema),
    }),
  response: () => kycSubmitAnswerSchema,
  tags: ["Kyc"],
  errors: [E.IdentityNumberUsed, E.IdentityNumberInvalid, E.FileTooLarge, E.FileTypeUnsupported, E.KycNotEditable, E.EmailInvalid],
});

/** live_agent_front GetLastSubmittedKycInfo (form): the caller's latest KYC submission, to prefill the form. */
export const GetLastSubmittedKycInfo = defineEndpoint({
  name: "GetLastSubmittedKycInfo",
  family: "liveAgentFront",
  path: "/GetLastSubmittedKycInfo",
  encoding: "form",
  kind: "query",
  summary: "The caller's latest KYC submission (form body), or null.",
  request: () => z.object({ /** KycSource: 1 APP, 2 PC, as text. */ source: queryEnumSchema(KycSource) }),
  response: () => z.object({ /** The latest submission; null when none. */ kyc: z.nullable(kycInfoSchema) }),
  tags: ["Kyc"],
});

/** live_agent_front UpdateKycInfo: resubmits a rejected (or recheck-required) KYC. */
export const UpdateKycInfo = defineEndpoint({
  name: "UpdateKycInfo",
  family: "liveAgentFront",
  path: "/UpdateKycInfo",
  summary: "Correct and resubmit a rejected KYC; photos are new uploads or `{ url }` of stored ones.",
  request: () =>
    z.object({
      /** The submission (GetLastSubmittedKycInfo). */
      kyc_id: z.string().check(z.minLength(1)),
      ...kycIdentityFields,
      /** Document photos, front first (1-2). */
      id_images: z.array(kycImageInputSchema).check(z.minLength(1), z.maxLength(2)),
      /** Face photo, when required. */
      face_image: z.optional(kycImageInputSchema),
      /** Email, as for SubmitKycInfo. */
      email: z.optional(emailSchema),
    }),
  response: () => kycSubmitAnswerSchema,
  tags: ["Kyc"],
  errors: [E.IdentityNumberUsed, E.IdentityNumberInvalid, E.FileTooLarge, E.FileTypeUnsupported, E.KycNotEditable, E.KycNotFound, E.EmailInvalid],
});

/** live_agent_front GetKycEntrance: whether the KYC entrance shows, and the caller's KYC status. */
export const GetKycEntrance = defineEndpoint({
  name: "GetKycEntrance",
  family: "liveAgentFront",
  path: "/GetKycEntrance",
  kind: "query",
  summary: "Whether the caller sees the KYC entrance, with their KYC status and role.",
  request: () => z.object({}),
  response: () =>
    z.object({
      /** 1 show the entrance. */
      show: flagSchema,
      /** KYC status: 0 not submitted, 1 under review, 2 approved, 3 rejected, 4 recheck required. */
      status: kycStatusSchema,
      /** KycAgentRole: AGENT 1, AGENTCHILD 2, BROKER 3, APPLYING 4, CANAPPLY 5, OTHER 6. */
      role: enumSchema(KycAgentRole),
    }),
  tags: ["Kyc"],
});

/** live_agent_front CheckAnchorKycStatus: KYC statuses of some of the agency's broadcasters. */
export const CheckAnchorKycStatus = defineEndpoint({
  name: "CheckAnchorKycStatus",
  family: "liveAgentFront",
  path: "/CheckAnchorKycStatus",
  kind: "query",
  summary: "KYC status of up to 100 of the agency's broadcasters.",
  request: () => z.object({ /** The broadcasters, 1-100. */ anchor_uids: z.array(uidSchema).check(z.minLength(1), z.maxLength(100)) }),
  response: () =>
    z.object({
      /** One entry per broadcaster of the agency (others are left out). */
      list: z.array(
        z.object({
          /** The broadcaster. */
          anchor_uid: uidSchema,
          /** 0 not submitted, 1 under review, 2 approved, 3 rejected, 4 recheck required. */
          status: kycStatusSchema,
          /** When a recheck is due, Unix seconds; 0 when none. */
          deadline_time: secondsSchema,
        }),
      ),
    }),
  tags: ["Kyc", "KycRecheck"],
  provides: (_answer, { anchor_uids }) => [...idTags("Kyc", anchor_uids), ...idTags("KycRecheck", anchor_uids)],
});

/** Every declaration of this file (family liveAgentFront, KYC). */
export const liveAgentFrontKycEndpoints = [GetKycConfig, SubmitKycInfo, GetLastSubmittedKycInfo, UpdateKycInfo, GetKycEntrance, CheckAnchorKycStatus] as const;
