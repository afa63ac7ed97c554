import * as z from "zod/mini";
import type { DocumentPhoto } from "#shared/photos/document-photo.ts";

/** Longest name and remark, characters (the contract's `realNameSchema`, `remarkSchema`). */
export const RECHECK_LIMITS = { realName: 64, remark: 200 } as const;

/** A photo held by the form (checked when read; here only present or not). */
const photoSchema = z.custom<DocumentPhoto>((value: unknown) => typeof value === "object" && value !== null && "data_base64" in value);

/**
 * The recheck form (live_agent_portal submitRecheckKycInfo; issue 7): legal name, document type
 * (1 identity card, 2 passport, 3 driving licence, 4 residence permit), number (4-32 letters,
 * digits or hyphens), the document's front (required) and back, a face photo holding the
 * document, and a note. Messages are i18n keys.
 */
export const recheckFormSchema = z.object({
  real_name: z.string().check(z.trim(), z.minLength(1, "broadcaster.recheck.error.realName"), z.maxLength(RECHECK_LIMITS.realName, "broadcaster.recheck.error.realName")),
  id_type: z.enum(["1", "2", "3", "4"], "broadcaster.recheck.error.idType"),
  id_number: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9-]{4,32}$/, "broadcaster.recheck.error.idNumber")),
  front: z.nullable(photoSchema).check(z.refine((value) => value !== null, "broadcaster.recheck.error.front")),
  back: z.nullable(photoSchema),
  face: z.nullable(photoSchema),
  remark: z.string().check(z.maxLength(RECHECK_LIMITS.remark, "broadcaster.recheck.error.remark")),
});

/** What the recheck form holds. */
export type RecheckFormValues = z.input<typeof recheckFormSchema>;

/** An empty recheck form. */
export const EMPTY_RECHECK: RecheckFormValues = { real_name: "", id_type: "1", id_number: "", front: null, back: null, face: null, remark: "" };
