/**
 * Seeds KYC submissions matching each broadcaster's KYC status, with one small placeholder
 * document image stored as a file.
 */
import { IdType, KycSource, KycStatus } from "@agent-portal/api-client/enums";
import type { Database } from "#db/client.ts";
import { kycSubmissions, storedFiles } from "#db/schema/kyc.ts";
import type { SeededBroadcaster } from "./broadcasters.ts";
import { atHour } from "./dates.ts";
import type { Prng } from "./prng.ts";

/** Id of the placeholder document photo every seeded submission points to. */
export const SEED_DOCUMENT_FILE_ID = "seed-document-photo-0001";

/** A 1x1 PNG (transparent): the placeholder document photo. */
const PLACEHOLDER_PNG_BASE64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

const REJECT_REASONS: Readonly<Partial<Record<KycStatus, string>>> = {
  [KycStatus.Rejected]: "The document photo is blurred: the number cannot be read.",
  [KycStatus.RecheckRequired]: "The identity document has expired: submit a valid one.",
};

/** Inserts the placeholder file and one submission per broadcaster that has a KYC status. */
export async function seedKycHistory(db: Database, prng: Prng, day: Date, seeded: readonly SeededBroadcaster[], names: ReadonlyMap<string, string>): Promise<void> {
  await db.insert(storedFiles).values({
    id: SEED_DOCUMENT_FILE_ID,
    kind: "image",
    mime: "image/png",
    name: "document.png",
    sizeBytes: 70,
    data: PLACEHOLDER_PNG_BASE64,
    ownerAccountId: null,
    createdAt: atHour(day, -400, 0),
  });
  const rows: (typeof kycSubmissions.$inferInsert)[] = [];
  for (const b of seeded) {
    if (b.kycStatus === KycStatus.NotSubmitted) continue;
    const submitted = atHour(b.joined, -prng.int(1, 5), 10);
    const reviewed = b.kycStatus === KycStatus.UnderReview ? null : new Date(submitted.getTime() + 2 * 86_400_000);
    rows.push({
      subjectUid: b.uid,
      submittedBy: null,
      source: prng.chance(0.7) ? KycSource.APP : KycSource.PC,
      kind: "self",
      realName: names.get(b.uid) ?? "Seeded Broadcaster",
      idType: prng.pickWeighted([
        [IdType.IdentityCard, 70],
        [IdType.Passport, 20],
        [IdType.DrivingLicence, 10],
      ]),
      idNumber: prng.digits(16),
      email: "",
      status: b.kycStatus,
      rejectReason: REJECT_REASONS[b.kycStatus] ?? "",
      idImageIds: [SEED_DOCUMENT_FILE_ID, SEED_DOCUMENT_FILE_ID],
      faceImageId: SEED_DOCUMENT_FILE_ID,
      submittedAt: submitted,
      reviewDueAt: b.kycStatus === KycStatus.UnderReview ? atHour(day, 2, 10) : null,
      reviewedAt: reviewed,
    });
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(kycSubmissions).values(rows.slice(i, i + 500));
}
