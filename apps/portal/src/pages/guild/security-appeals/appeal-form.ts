import * as z from "zod/mini";
import { emailSchema } from "@agent-portal/api-client/contract/kyc-shared";
import { APPEAL_MAX_IMAGES, APPEAL_REASON_LIMITS } from "@agent-portal/api-client/contract/security-center";
import type { DocumentPhoto } from "#shared/photos/document-photo.ts";

/** A photo held by the form (checked by type and bytes when chosen; here only its shape). */
const photoSchema = z.custom<DocumentPhoto>((value: unknown) => typeof value === "object" && value !== null && "data_base64" in value);

/**
 * The appeal form (security centre CreateAppealV2; issue 23 item 3): the explanation (10-500
 * characters, the contract's `APPEAL_REASON_LIMITS`), up to 3 evidence photos (JPEG, PNG or WebP,
 * at most 2 MiB each) and an optional contact email for the reviewer's answer. Messages are i18n keys.
 */
export const appealFormSchema = z.object({
  reason: z
    .string()
    .check(z.trim(), z.minLength(APPEAL_REASON_LIMITS.min, "guild.appeal.error.reasonShort"), z.maxLength(APPEAL_REASON_LIMITS.max, "guild.appeal.error.reasonLong")),
  contact_email: z.string().check(
    z.trim(),
    z.refine((value) => value === "" || z.safeParse(emailSchema, value).success, "guild.appeal.error.email"),
  ),
  photos: z.array(photoSchema).check(z.maxLength(APPEAL_MAX_IMAGES, "guild.appeal.error.tooManyPhotos")),
});

/** What the appeal form holds. */
export type AppealFormValues = z.input<typeof appealFormSchema>;

/** An empty appeal form. */
export const EMPTY_APPEAL: AppealFormValues = { reason: "", contact_email: "", photos: [] };

/** A new id for one submission (CreateAppealV2 `request_id`): kept with the draft until the appeal is made, so a retry repeats it. */
export const newRequestId = (): string => crypto.randomUUID();
