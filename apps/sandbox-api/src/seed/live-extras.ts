/**
 * Seeds the live-data extras: each agency's monthly invoices (the last one waiting for the
 * signature), low-quality live cover flags, broadcaster rewards, KYC of the staff logins
 * (agency payment info needs it), and each agency's live-data family entries (its fixture's).
 */
import { CoverIssueReason, IdType, InvoiceStatus, KycSource, KycStatus, RewardStatus, RewardType } from "@agent-portal/api-client/enums";
import type { Database } from "#db/client.ts";
import { accounts } from "#db/schema/accounts.ts";
import { kycSubmissions } from "#db/schema/kyc.ts";
import { agencyInvoices, broadcasterRewards, liveCoverFlags } from "#db/schema/live-data.ts";
import { agencyLiveDataEntries } from "#db/schema/live-data-entries.ts";
import { inArray } from "drizzle-orm";
import type { SeededBroadcaster } from "./broadcasters.ts";
import { addDays, atHour, isoDay } from "./dates.ts";
import { SEED_DOCUMENT_FILE_ID } from "./kyc-history.ts";
import { AGENCY_FIXTURES } from "./fixtures.ts";
import type { SeededOrganisation } from "./organisation.ts";
import type { Prng } from "./prng.ts";

const STAFF_WITH_KYC = ["agency.owner", "agency.subagent", "agency.manager", "agency.broker", "manila.owner"];

/** Inserts invoices, cover flags, rewards and staff KYC. */
export async function seedLiveExtras(db: Database, prng: Prng, day: Date, organisation: SeededOrganisation, seeded: readonly SeededBroadcaster[]): Promise<void> {
  const entries = organisation.agencies.flatMap((a, i) => (AGENCY_FIXTURES[i]?.liveDataEntries ?? []).map((entry) => ({ agencyId: a.id, entry })));
  if (entries.length > 0) await db.insert(agencyLiveDataEntries).values(entries);
  const months = [3, 2, 1].map((n) => isoDay(addDays(day, -30 * n)).slice(0, 7));
  await db.insert(agencyInvoices).values(
    organisation.agencies.flatMap((a) =>
      months.map((month, i) => {
        const last = i === months.length - 1;
        const created = atHour(day, -30 * (3 - i) + 2, 9);
        return {
          agencyId: a.id,
          month,
          amountCents: prng.int(150_000, 800_000),
          status: last ? InvoiceStatus.WaitingSignature : InvoiceStatus.Paid,
          signerName: last ? "" : a.ownerName,
          createdAt: created,
          signedAt: last ? null : new Date(created.getTime() + 2 * 86_400_000),
        };
      }),
    ),
  );
  const active = seeded.filter((b) => b.kind === "signed" && b.status === "active" && b.accountUsername === null);
  const flagged = active.filter(() => prng.chance(0.06));
  if (flagged.length > 0)
    await db
      .insert(liveCoverFlags)
      .values(flagged.map((b) => ({ broadcasterUid: b.uid, reason: prng.pick(Object.values(CoverIssueReason)), detectedAt: atHour(day, -prng.int(0, 20), prng.int(0, 23)) })));
  const rewards: (typeof broadcasterRewards.$inferInsert)[] = [];
  for (const b of active) {
    if (b.agencyIndex === null || !prng.chance(0.25)) continue;
    const agency = organisation.agencies[b.agencyIndex];
    if (agency === undefined) continue;
    const type = prng.pick(Object.values(RewardType));
    const inBeans = type !== RewardType.NewBroadcasterBonus;
    rewards.push({
      broadcasterUid: b.uid,
      agencyId: agency.id,
      rewardType: type,
      month: prng.pick(months),
      beans: inBeans ? prng.int(500, 20_000) : 0,
      amountCents: inBeans ? 0 : prng.int(1_000, 10_000),
      status: prng.pickWeighted([
        [RewardStatus.Pending, 15],
        [RewardStatus.Issued, 80],
        [RewardStatus.Cancelled, 5],
      ]),
      reason: ["", "Weekend Music Night top 10", "PK Championship winner", "New-broadcaster bonus", "Agency award"][type] ?? "",
    });
  }
  if (rewards.length > 0) await db.insert(broadcasterRewards).values(rewards);

  const staff = await db.select({ uid: accounts.bigoUid, nickname: accounts.nickname, id: accounts.id }).from(accounts).where(inArray(accounts.username, STAFF_WITH_KYC));
  if (staff.length > 0) {
    await db.insert(kycSubmissions).values(
      staff.map((s) => ({
        subjectUid: s.uid,
        submittedBy: s.id,
        source: KycSource.PC,
        kind: "self",
        realName: s.nickname,
        idType: IdType.IdentityCard,
        idNumber: prng.digits(16),
        status: KycStatus.Approved,
        idImageIds: [SEED_DOCUMENT_FILE_ID, SEED_DOCUMENT_FILE_ID],
        faceImageId: SEED_DOCUMENT_FILE_ID,
        submittedAt: atHour(day, -380, 10),
        reviewedAt: atHour(day, -378, 10),
      })),
    );
  }
}
