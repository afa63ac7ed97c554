/**
 * Seeds the first agency's payment blacklist (no draw from the seed's random stream, so nothing
 * else moves): four of its signed broadcasters without a login, one entry each in force without
 * expiry, in force until 30 days ahead, expired 2 days ago and removed, each with its action log
 * entry. `SEEDED_BLACKLIST` names them for the tests.
 */
import { inArray } from "drizzle-orm";
import { AgentRole, PaymentActionType } from "@agent-portal/api-client/enums";
import type { Database } from "#db/client.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import { paymentBlacklistEntries } from "#db/schema/payment-blacklist.ts";
import { paymentActionLogs } from "#db/schema/payments.ts";
import type { SeededBroadcaster } from "./broadcasters.ts";
import { addDays, atHour } from "./dates.ts";
import type { SeededOrganisation } from "./organisation.ts";

/** The seeded entries, in order: reason, expiry (days from the seed day; null never), removed. */
export const SEEDED_BLACKLIST = [
  { reason: "Chargeback on the last payout.", expiresInDays: null, removed: false },
  { reason: "Identity document under review.", expiresInDays: 30, removed: false },
  { reason: "Duplicate account, cleared after the check.", expiresInDays: -2, removed: false },
  { reason: "Entered by mistake.", expiresInDays: null, removed: true },
] as const;

/** Inserts the first agency's blacklist entries and their log entries. */
export async function seedPaymentBlacklist(db: Database, day: Date, organisation: SeededOrganisation, seeded: readonly SeededBroadcaster[]): Promise<void> {
  const first = organisation.agencies[0];
  if (first === undefined) return;
  // After the by-beans method's four broadcasters (seedPayments), so the two lists do not meet.
  const uids = seeded
    .filter((b) => b.kind === "signed" && b.agencyIndex === 0 && b.accountUsername === null && b.status !== "banned")
    .slice(4, 4 + SEEDED_BLACKLIST.length)
    .map((b) => b.uid);
  const people = await db.select({ uid: broadcasters.uid, bigoId: broadcasters.bigoId, nickname: broadcasters.nickname }).from(broadcasters).where(inArray(broadcasters.uid, uids));
  const ownerId = organisation.staffAccounts.get("agency.owner") ?? null;
  for (const [i, spec] of SEEDED_BLACKLIST.entries()) {
    const person = people.find((p) => p.uid === uids[i]);
    if (person === undefined) continue;
    const createdAt = atHour(day, -40 + i * 5, 11);
    const [row] = await db
      .insert(paymentBlacklistEntries)
      .values({
        agencyId: first.id,
        uid: person.uid,
        bigoId: person.bigoId,
        nickname: person.nickname,
        reason: spec.reason,
        expiresAt: spec.expiresInDays === null ? null : addDays(day, spec.expiresInDays),
        createdBy: ownerId,
        creatorName: "Budi Santoso",
        createdAt,
        ...(spec.removed ? { removedAt: atHour(day, -1, 15), removeReason: "Wrong Bigo ID.", removerName: "Budi Santoso" } : {}),
      })
      .returning({ id: paymentBlacklistEntries.id });
    const log = {
      agencyId: first.id,
      accountId: ownerId,
      actorRole: AgentRole.SUPER_MANAGER,
      actorName: "Budi Santoso",
      actorBigoId: "budi.nusantara",
      targetBigoId: person.bigoId,
      refId: String(row?.id ?? ""),
    };
    await db.insert(paymentActionLogs).values({ ...log, action: "blacklist-add", actionType: PaymentActionType.BlacklistAdd, detail: spec.reason, createdAt });
    if (spec.removed)
      await db
        .insert(paymentActionLogs)
        .values({ ...log, action: "blacklist-remove", actionType: PaymentActionType.BlacklistRemove, detail: "Wrong Bigo ID.", createdAt: atHour(day, -1, 15) });
  }
}
