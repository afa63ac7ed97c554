/**
 * KYC (live_agent_front, live_agent_portal): identity-number rules, document photos, submissions
 * with their simulated review (`settle.ts`), and the caller's KYC agent role and email mode.
 */
import { and, desc, eq, inArray, ne } from "drizzle-orm";
import { KycErrorCode } from "@agent-portal/api-client/contract/kyc-shared";
import { AccountRole, AgentApplyStatus, AgentRole, EmailFormMode, KycAgentRole, KycStatus } from "@agent-portal/api-client/enums";
import type { IdType, KycSource } from "@agent-portal/api-client/enums";
import type { Database } from "#db/client.ts";
import { agentApplications } from "#db/schema/applications.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import { kycSubmissions } from "#db/schema/kyc.ts";
import type { KycSubmission } from "#db/schema/kyc.ts";
import { ContractError } from "#http/codes.ts";
import { imageLink } from "./file-links.ts";
import { fileIdOfUrl, imagesExist, storeImage } from "./files.ts";
import type { ImageUpload } from "./files.ts";
import { membershipsOf } from "./memberships.ts";
import type { Caller } from "./sessions.ts";
import { toSeconds } from "./time.ts";

/** Identity-number formats by document type: 1 identity card, 2 passport, 3 driving licence, 4 residence permit. */
export const ID_NUMBER_FORMATS: Readonly<Record<number, RegExp>> = {
  1: /^[0-9]{8,20}$/,
  2: /^[A-Za-z0-9]{6,12}$/,
  3: /^[A-Za-z0-9-]{5,20}$/,
  4: /^[A-Za-z0-9-]{6,20}$/,
};

/** KYC statuses that are not finished (recheck list): 0 none, 3 rejected, 4 recheck required (1 while a recheck is reviewed). */
export const UNFINISHED_KYC = [0, 1, 3, 4];

/** @throws {ContractError} 35002 when the number does not fit the document type's format. */
export function checkIdNumber(idType: number, idNumber: string): void {
  if (!(ID_NUMBER_FORMATS[idType]?.test(idNumber) ?? false)) throw new ContractError(KycErrorCode.IdentityNumberInvalid, "The identity number does not match the document type");
}

/** True when another person (not `subjectUid`) already used this identity number. */
export async function identityUsedByOther(db: Database, idNumber: string, subjectUid: string): Promise<boolean> {
  return (await db.$count(kycSubmissions, and(eq(kycSubmissions.idNumber, idNumber), ne(kycSubmissions.subjectUid, subjectUid), ne(kycSubmissions.status, 3)))) > 0;
}

/** The newest submission of a person, or null. */
export async function latestKyc(db: Database, subjectUid: string): Promise<KycSubmission | null> {
  const [row] = await db.select().from(kycSubmissions).where(eq(kycSubmissions.subjectUid, subjectUid)).orderBy(desc(kycSubmissions.submittedAt), desc(kycSubmissions.id)).limit(1);
  return row ?? null;
}

/** The KYC agent role of the caller (SPEC section 3): AGENT, AGENTCHILD, BROKER, APPLYING, CANAPPLY or OTHER. */
export async function kycRoleOf(db: Database, caller: Caller): Promise<KycAgentRole> {
  const [top] = await membershipsOf(db, caller.account.id);
  if (top !== undefined) return top.role === AgentRole.SUPER_MANAGER ? KycAgentRole.AGENT : top.role === AgentRole.MANAGER ? KycAgentRole.AGENTCHILD : KycAgentRole.BROKER;
  if (caller.account.role !== AccountRole.NormalUser) return KycAgentRole.OTHER;
  const open = await db.$count(
    agentApplications,
    and(eq(agentApplications.accountId, caller.account.id), inArray(agentApplications.status, [AgentApplyStatus.KycNeeded, AgentApplyStatus.UnderReview])),
  );
  return open > 0 ? KycAgentRole.APPLYING : KycAgentRole.CANAPPLY;
}

/** The email mode of the KYC form for a role: REQUIRED for agent applicants (APPLYING), HIDDEN for admins and operators (OTHER), NOTREQUIRED otherwise. */
export const emailModeOf = (role: KycAgentRole): EmailFormMode =>
  role === KycAgentRole.APPLYING ? EmailFormMode.REQUIRED : role === KycAgentRole.OTHER ? EmailFormMode.HIDDEN : EmailFormMode.NOTREQUIRED;

/** @throws {ContractError} 35008 when the mode requires an email that is missing. */
export function checkEmail(mode: EmailFormMode, email: string | undefined): void {
  if (mode === EmailFormMode.REQUIRED && (email === undefined || email === "")) throw new ContractError(KycErrorCode.EmailInvalid, "An email is required");
}

/** A photo in a submission: a new upload or the URL of one stored before. */
export type PhotoInput = ImageUpload | { readonly url: string };

/** Stores new photos and checks kept ones; answers the file ids. @throws {ContractError} 35003, 35004 (also for an unknown kept URL). */
export async function photoIds(db: Database, photos: readonly PhotoInput[], accountId: number, now: Date): Promise<string[]> {
  const ids: string[] = [];
  for (const photo of photos) {
    if ("url" in photo) {
      const id = fileIdOfUrl(photo.url);
      if (id === null || !(await imagesExist(db, [id]))) throw new ContractError(KycErrorCode.FileTypeUnsupported, "A kept photo is not a stored image");
      ids.push(id);
    } else {
      ids.push(await storeImage(db, photo, accountId, now));
    }
  }
  return ids;
}

/** What a new submission holds. */
export interface NewKyc {
  readonly subjectUid: string;
  readonly submittedBy: number;
  readonly source: KycSource;
  readonly kind: "self" | "recheck" | "user";
  readonly realName: string;
  readonly idType: IdType;
  readonly idNumber: string;
  readonly email: string;
  readonly remark: string;
  readonly idImageIds: readonly string[];
  readonly faceImageId: string | null;
}

/**
 * Inserts a submission under review (the simulated review completes at the next read) and marks
 * the person's broadcaster row "under review".
 */
export async function createKyc(db: Database, kyc: NewKyc, now: Date): Promise<KycSubmission> {
  const [row] = await db
    .insert(kycSubmissions)
    .values({ ...kyc, idImageIds: [...kyc.idImageIds], status: KycStatus.UnderReview, submittedAt: now, reviewDueAt: now })
    .returning();
  if (row === undefined) throw new Error("kyc insert returned nothing");
  await db.update(broadcasters).set({ kycStatus: KycStatus.UnderReview }).where(eq(broadcasters.uid, kyc.subjectUid));
  return row;
}

/** A submission as `kycInfoSchema` answers it (identity number masked; photo links signed for an hour from `now`). */
export const kycInfoAnswer = (k: KycSubmission, now: Date) => ({
  kyc_id: String(k.id),
  status: k.status,
  real_name: k.realName,
  id_type: k.idType,
  id_number_masked: k.idNumber.length <= 4 ? k.idNumber : "*".repeat(k.idNumber.length - 4) + k.idNumber.slice(-4),
  id_image_urls: k.idImageIds.map((id) => imageLink(id, now)),
  face_image_url: k.faceImageId === null ? "" : imageLink(k.faceImageId, now),
  email: k.email,
  reject_reason: k.rejectReason,
  submit_time: toSeconds(k.submittedAt),
  review_time: toSeconds(k.reviewedAt),
});
