/**
 * KYC submissions (live_agent_front, live_agent_portal, live_agent_service) and stored files:
 * document images (bytes as base64, with type and size checked on upload) and export CSVs,
 * served by the sandbox at `/sandbox/files/<id>`.
 */
import { index, integer, pgTable, serial, smallint, text } from "drizzle-orm/pg-core";
import type { IdType, KycSource, KycStatus } from "@agent-portal/api-client/enums";
import { accounts } from "./accounts.ts";
import { instant } from "./columns.ts";

/** A KYC submission of a user (an applicant account or a broadcaster, by uid). */
export const kycSubmissions = pgTable(
  "kyc_submissions",
  {
    id: serial("id").primaryKey(),
    /** The person's Bigo uid (account or broadcaster). */
    subjectUid: text("subject_uid").notNull(),
    /** The account that submitted it (the person, or agency staff for a recheck). */
    submittedBy: integer("submitted_by").references(() => accounts.id, { onDelete: "set null" }),
    /** KycSource: APP 1, PC 2. */
    source: smallint("source").$type<KycSource>().notNull(),
    /** `self` (the person's own), `recheck` (submitRecheckKycInfo by the agency), `user` (submitUserKycInfo). */
    kind: text("kind").notNull(),
    realName: text("real_name").notNull(),
    /** 1 identity card, 2 passport, 3 driving licence, 4 residence permit. */
    idType: smallint("id_type").$type<IdType>().notNull(),
    idNumber: text("id_number").notNull(),
    email: text("email").notNull().default(""),
    remark: text("remark").notNull().default(""),
    /** KYC status: 1 under review, 2 approved, 3 rejected, 4 recheck required. */
    status: smallint("status").$type<KycStatus>().notNull(),
    rejectReason: text("reject_reason").notNull().default(""),
    /** File ids of the document photos, front first, and the face photo. */
    idImageIds: text("id_image_ids").array().notNull(),
    faceImageId: text("face_image_id"),
    submittedAt: instant("submitted_at").notNull(),
    /** When the (simulated) review completes; null once reviewed. */
    reviewDueAt: instant("review_due_at"),
    reviewedAt: instant("reviewed_at"),
  },
  (t) => [index("kyc_submissions_subject_idx").on(t.subjectUid, t.submittedAt), index("kyc_submissions_id_number_idx").on(t.idNumber)],
);

/** A stored file: an uploaded image or a generated export. */
export const storedFiles = pgTable("stored_files", {
  /** Random id, 24 base64url characters: what the URL carries. */
  id: text("id").primaryKey(),
  /** `image` (KYC photos), `export` (CSV in `data`) or `export-chunks` (CSV written by an export job, in `stored_file_chunks`; `data` empty). */
  kind: text("kind").notNull(),
  /** MIME type: image/jpeg, image/png, image/webp or text/csv. */
  mime: text("mime").notNull(),
  /** Download name, e.g. `recruit-records.csv`. */
  name: text("name").notNull(),
  sizeBytes: integer("size_bytes").notNull(),
  /** Images: base64 of the bytes; exports: the CSV text. */
  data: text("data").notNull(),
  ownerAccountId: integer("owner_account_id").references(() => accounts.id, { onDelete: "set null" }),
  createdAt: instant("created_at").notNull(),
  /** Exports stop being served after this; null for images. */
  expiresAt: instant("expires_at"),
});

/** Row types. */
export type KycSubmission = typeof kycSubmissions.$inferSelect;
export type StoredFile = typeof storedFiles.$inferSelect;
