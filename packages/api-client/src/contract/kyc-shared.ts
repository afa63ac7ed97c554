/**
 * KYC schemas and codes shared by live_agent_front (SubmitKycInfo, UpdateKycInfo, ...),
 * live_agent_portal (submitRecheckKycInfo, submitUserKycInfo, ...) and live_agent_service
 * (GetUnFinishKycAnchorList). No declarations here, so importing it pulls in no family.
 *
 * Document images travel inside the JSON body as base64 (there is no upload call in SPEC
 * section 7): at most {@link KYC_MAX_IMAGE_BYTES} each, JPEG, PNG or WebP. The server checks
 * the bytes again (codes {@link KycErrorCode}); a body over its limit answers HTTP 413.
 */
import * as z from "zod/mini";
import { enumSchema, fileUrlSchema, remarkSchema } from "./shared.ts";
import { IdType, KycStatus } from "#enums/kyc.ts";

/** Largest document image, in bytes after base64 decoding: 2 MiB. */
export const KYC_MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** Image types a document photo may have. */
export const KYC_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

/** Business codes of the KYC calls (ours; SPEC section 8 leaves them "not shown"). */
export const KycErrorCode = {
  /** The identity number is already used by another account (checkIdentityIdExist answers `exist: 1` for it). */
  IdentityNumberUsed: 35001,
  /** The identity number does not match the document type's format. */
  IdentityNumberInvalid: 35002,
  /** A document image is larger than 2 MiB. */
  FileTooLarge: 35003,
  /** A document image is not JPEG, PNG or WebP (checked on the bytes, not the declared type). */
  FileTypeUnsupported: 35004,
  /** The KYC is under review or already approved and cannot be changed now. */
  KycNotEditable: 35005,
  /** No KYC submission exists to update. */
  KycNotFound: 35006,
  /** The broadcaster is not in the caller's agency. */
  AnchorNotInAgency: 35007,
  /** The email is required by the form's email mode, or malformed (SPEC section 5 rule). */
  EmailInvalid: 35008,
} as const;

/**
 * KYC status (KycStatus): 0 not submitted, 1 under review, 2 approved, 3 rejected (see `reject_reason`),
 * 4 recheck required (documents expired or flagged; submit again with submitRecheckKycInfo).
 */
export const kycStatusSchema = enumSchema(KycStatus);

/** Identity document type (IdType): 1 national identity card, 2 passport, 3 driving licence, 4 residence permit. */
export const idTypeSchema = enumSchema(IdType);

/** An identity number as typed: trimmed, 4-32 letters, digits or hyphens. */
export const idNumberSchema = z.string().check(z.trim(), z.regex(/^[A-Za-z0-9-]{4,32}$/));

/** A person's legal name as typed: trimmed, 1-64 characters. */
export const realNameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));

/** An email address (SPEC section 5: letters, digits, `_`, `-` or `.` around `@`, then a 2-4 letter ending). */
export const emailSchema = z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_.-]+@[A-Za-z0-9_.-]+\.[A-Za-z]{2,4}$/));

/** A new document photo: its type and its bytes in base64 (at most 2 MiB decoded). */
export const kycImageUploadSchema = z.object({
  /** The photo's type: image/jpeg, image/png or image/webp. */
  mime: z.enum(KYC_IMAGE_TYPES),
  /** The photo's bytes, base64 without a `data:` prefix; at most 2 MiB decoded (2,796,204 base64 characters). */
  data_base64: z.string().check(z.minLength(4), z.maxLength(Math.ceil(KYC_MAX_IMAGE_BYTES / 3) * 4), z.regex(/^[A-Za-z0-9+/]+={0,2}$/)),
});

/** A document photo in an update: a new upload, or `{ url }` to keep one already stored. */
export const kycImageInputSchema = z.union([kycImageUploadSchema, z.object({ /** URL of a photo stored before. */ url: fileUrlSchema })]);

/** The identity fields every KYC submission carries. */
export const kycIdentityFields = {
  /** Legal name as on the document. */
  real_name: realNameSchema,
  /** Document type: 1 identity card, 2 passport, 3 driving licence, 4 residence permit. */
  id_type: idTypeSchema,
  /** Document number; must not be used by another account (35001). */
  id_number: idNumberSchema,
};

/** A stored KYC submission as the server answers it. */
export const kycInfoSchema = z.object({
  /** Submission id. */
  kyc_id: z.string(),
  /** KYC status: 0 not submitted, 1 under review, 2 approved, 3 rejected, 4 recheck required. */
  status: kycStatusSchema,
  /** Legal name. */
  real_name: z.string(),
  /** Document type: 1 identity card, 2 passport, 3 driving licence, 4 residence permit. */
  id_type: idTypeSchema,
  /** Document number, all but the last 4 characters masked with `*`. */
  id_number_masked: z.string(),
  /** Stored document photos, front first. */
  id_image_urls: z.array(fileUrlSchema),
  /** Stored face photo (holding the document); "" when none. */
  face_image_url: z.string(),
  /** Email given with the submission; "" when none. */
  email: z.string(),
  /** Why the submission was rejected; "" unless status is 3 or 4. */
  reject_reason: z.string(),
  /** When it was submitted, Unix seconds. */
  submit_time: z.int(),
  /** When it was last reviewed, Unix seconds; 0 while under review. */
  review_time: z.int(),
});

/** An optional remark on a submission. */
export const kycRemarkField = { /** Free text for the reviewer, at most 200 characters. */ remark: z.optional(remarkSchema) };
