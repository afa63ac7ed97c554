/**
 * Seeds contract history: the confirmed contract offer of every signed or terminated
 * broadcaster, accepted renewals of multi-year contracts, pending renewals for some contracts
 * ending within 30 days, and broker assignment history.
 */
import type { Database } from "#db/client.ts";
import { anchorSigns, brokerRecords, renewals } from "#db/schema/contracts.ts";
import { ANSWER_WINDOW_SECONDS } from "#domain/machines/durations.ts";
import { RenewalStatus, SignStatus, SignType } from "@agent-portal/api-client/enums";
import { termsOf } from "#domain/terms.ts";
import type { SeededBroadcaster } from "./broadcasters.ts";
import { addDays, atHour, isoDay } from "./dates.ts";
import type { SeededOrganisation } from "./organisation.ts";
import type { Prng } from "./prng.ts";

type NewSign = typeof anchorSigns.$inferInsert;

/** Inserts signs, renewals and broker records. `day` is the seed day. */
export async function seedContractHistory(db: Database, prng: Prng, day: Date, organisation: SeededOrganisation, seeded: readonly SeededBroadcaster[]): Promise<void> {
  const signs: NewSign[] = [];
  const renewalRows: (typeof renewals.$inferInsert & { signIndex: number | null })[] = [];
  const brokerRows: (typeof brokerRecords.$inferInsert)[] = [];
  for (const b of seeded) {
    if ((b.kind !== "signed" && b.kind !== "terminated") || b.start === null || b.end === null || b.agencyIndex === null) continue;
    const agency = organisation.agencies[b.agencyIndex];
    if (agency === undefined) continue;
    const terms = termsOf(agency.fixture.level);
    const firstEnd = addDays(b.start, 365);
    const initialEnd = firstEnd.getTime() < b.end.getTime() ? firstEnd : b.end;
    signs.push({
      broadcasterUid: b.uid,
      agencyId: agency.id,
      signType: SignType.NewContract,
      durationMonths: 12,
      startDay: isoDay(b.start),
      endDay: isoDay(initialEnd),
      ...terms,
      status: SignStatus.Confirmed,
      createdAt: atHour(b.start, -3, 10),
      expiresAt: atHour(b.start, 4, 10),
      answeredAt: atHour(b.start, -1, 15),
    });
    // Each further year of a multi-year contract was an accepted renewal.
    for (let end = firstEnd; end.getTime() < b.end.getTime(); end = addDays(end, 365)) {
      const created = atHour(end, -prng.int(8, 25), 11);
      signs.push({
        broadcasterUid: b.uid,
        agencyId: agency.id,
        signType: SignType.Renewal,
        durationMonths: 12,
        startDay: isoDay(end),
        endDay: isoDay(addDays(end, 365)),
        ...terms,
        status: SignStatus.Confirmed,
        createdAt: created,
        expiresAt: new Date(created.getTime() + ANSWER_WINDOW_SECONDS * 1000),
        answeredAt: atHour(end, -prng.int(1, 7), 20),
      });
      renewalRows.push({
        broadcasterUid: b.uid,
        agencyId: agency.id,
        signIndex: signs.length - 1,
        durationMonths: 12,
        oldEndDay: isoDay(end),
        newEndDay: isoDay(addDays(end, 365)),
        status: RenewalStatus.Accepted,
        operatorName: agency.ownerName,
        createdAt: created,
        expiresAt: new Date(created.getTime() + ANSWER_WINDOW_SECONDS * 1000),
        updatedAt: atHour(end, -1, 20),
      });
    }
    // Some contracts ending within 30 days already have a renewal waiting (never the anchor.N logins).
    const endsSoon = b.kind === "signed" && b.end.getTime() - day.getTime() <= 30 * 86_400_000;
    if (endsSoon && b.accountUsername === null && prng.chance(0.35)) {
      const created = atHour(day, -prng.int(1, 5), 9);
      const months = prng.pick([3, 6, 12]);
      const newEnd = addDays(b.end, months * 30);
      signs.push({
        broadcasterUid: b.uid,
        agencyId: agency.id,
        signType: SignType.Renewal,
        durationMonths: months,
        startDay: isoDay(b.end),
        endDay: isoDay(newEnd),
        ...terms,
        status: SignStatus.Waiting,
        createdAt: created,
        expiresAt: new Date(created.getTime() + ANSWER_WINDOW_SECONDS * 1000),
        answeredAt: null,
      });
      renewalRows.push({
        broadcasterUid: b.uid,
        agencyId: agency.id,
        signIndex: signs.length - 1,
        durationMonths: months,
        oldEndDay: isoDay(b.end),
        newEndDay: isoDay(newEnd),
        status: RenewalStatus.Pending,
        operatorName: agency.ownerName,
        createdAt: created,
        expiresAt: new Date(created.getTime() + ANSWER_WINDOW_SECONDS * 1000),
        updatedAt: created,
        lastRemindAt: prng.chance(0.4) ? atHour(day, -1, 8) : null,
      });
    }
    if (b.brokerId !== null) {
      const brokers = agency.brokerIds;
      const changed = brokers.length > 1 && prng.chance(0.2);
      const first = changed ? (brokers.find((id) => id !== b.brokerId) ?? null) : b.brokerId;
      brokerRows.push({ agencyId: agency.id, broadcasterUid: b.uid, oldBrokerId: null, newBrokerId: first, operatorName: agency.ownerName, createdAt: atHour(b.joined, 1, 12) });
      if (changed) {
        brokerRows.push({
          agencyId: agency.id,
          broadcasterUid: b.uid,
          oldBrokerId: first,
          newBrokerId: b.brokerId,
          operatorName: agency.ownerName,
          createdAt: atHour(day, -prng.int(2, 60), 14),
        });
      }
    }
  }
  const signRows = signs.length === 0 ? [] : await db.insert(anchorSigns).values(signs).returning({ id: anchorSigns.id });
  const withSigns = renewalRows.map(({ signIndex, ...row }) => ({ ...row, signId: signIndex === null ? null : (signRows[signIndex]?.id ?? null) }));
  if (withSigns.length > 0) await db.insert(renewals).values(withSigns);
  brokerRows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  for (let i = 0; i < brokerRows.length; i += 500) await db.insert(brokerRecords).values(brokerRows.slice(i, i + 500));
}
