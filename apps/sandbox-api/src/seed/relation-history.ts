/**
 * Seeds transfers and cancellations in every status, consistent with the broadcasters: pending
 * ones on signed broadcasters, completed transfers on broadcasters who joined their agency
 * through them, completed cancellations on terminated contracts.
 */
import type { Database } from "#db/client.ts";
import { cancellations, transfers } from "#db/schema/relations.ts";
import { CancellationStatus, CancelReasonType, TransferInitiator, TransferStatus } from "@agent-portal/api-client/enums";
import { ANSWER_WINDOW_SECONDS } from "#domain/machines/durations.ts";
import type { SeededBroadcaster } from "./broadcasters.ts";
import { atHour } from "./dates.ts";
import type { SeededOrganisation } from "./organisation.ts";
import type { Prng } from "./prng.ts";

const WINDOW_MS = ANSWER_WINDOW_SECONDS * 1000;
const REASONS = ["Moving closer to the team that coaches my PK battles.", "Better schedule fit with the new agency.", "Agreed with both agencies after the monthly review."];
const CANCEL_REASONS = ["No live days in the last two months.", "Repeated violations of the agency's stream rules.", "Ended by mutual agreement.", "Broadcaster is relocating."];

/** Inserts transfers and cancellations; answers the uids that now have a pending relation change. */
export async function seedRelationHistory(db: Database, prng: Prng, day: Date, organisation: SeededOrganisation, seeded: readonly SeededBroadcaster[]): Promise<Set<string>> {
  const busy = new Set<string>();
  const agencyId = (index: number | null) => (index === null ? undefined : organisation.agencies[index]?.id);
  const available = (agencyIndex: number) =>
    seeded.filter(
      (b) =>
        b.kind === "signed" &&
        b.agencyIndex === agencyIndex &&
        b.accountUsername === null &&
        b.end !== null &&
        b.end.getTime() - day.getTime() > 40 * 86_400_000 &&
        !busy.has(b.uid),
    );
  const take = (agencyIndex: number): SeededBroadcaster | undefined => {
    const pool = available(agencyIndex);
    const picked = pool.length === 0 ? undefined : prng.pick(pool);
    if (picked !== undefined) busy.add(picked.uid);
    return picked;
  };

  const rows: (typeof transfers.$inferInsert)[] = [];
  const addTransfer = (b: SeededBroadcaster | undefined, sourceIndex: number, targetIndex: number, initiator: TransferInitiator, status: TransferStatus, daysAgo: number) => {
    const source = agencyId(sourceIndex);
    const target = agencyId(targetIndex);
    if (b === undefined || source === undefined || target === undefined) return;
    const created = atHour(day, -daysAgo, 10);
    const agencyAnswered = status === TransferStatus.WaitingAgency || status === TransferStatus.Expired ? null : atHour(day, -daysAgo + 1, 16);
    const anchorAnswered = status === TransferStatus.Completed || status === TransferStatus.RejectedByBroadcaster ? atHour(day, -daysAgo + 2, 19) : null;
    const waiting = status === TransferStatus.WaitingAgency || status === TransferStatus.WaitingBroadcaster;
    const finished = waiting ? null : status === TransferStatus.Expired ? new Date(created.getTime() + WINDOW_MS) : (anchorAnswered ?? agencyAnswered);
    rows.push({
      broadcasterUid: b.uid,
      sourceAgencyId: source,
      targetAgencyId: target,
      initiator,
      status,
      reason: prng.pick(REASONS),
      createdAt: created,
      updatedAt: finished ?? agencyAnswered ?? created,
      expiresAt: waiting ? new Date((agencyAnswered ?? created).getTime() + WINDOW_MS) : null,
      agencyAnsweredAt: agencyAnswered,
      agencyRemark: status === TransferStatus.RejectedByAgency ? "We are not taking new PK hosts this month." : "",
      anchorAnsweredAt: anchorAnswered,
      anchorRemark: status === TransferStatus.RejectedByBroadcaster ? "I prefer to stay with my current agency." : "",
      finishedAt: finished,
    });
  };

  const { SourceAgency, TargetAgency } = TransferInitiator;
  // Pending: a transfer into agency 0 waiting for agency 0's answer; one out of agency 0 waiting for the broadcaster.
  addTransfer(take(1), 1, 0, SourceAgency, TransferStatus.WaitingAgency, 2);
  addTransfer(take(2), 2, 0, TargetAgency, TransferStatus.WaitingAgency, 1);
  addTransfer(take(0), 0, 2, SourceAgency, TransferStatus.WaitingBroadcaster, 3);
  addTransfer(take(1), 1, 2, SourceAgency, TransferStatus.WaitingAgency, 1);
  // Finished ones (the broadcaster stayed where they are).
  addTransfer(take(0), 0, 1, SourceAgency, TransferStatus.RejectedByAgency, 20);
  addTransfer(take(0), 0, 2, SourceAgency, TransferStatus.RejectedByBroadcaster, 35);
  addTransfer(take(0), 1, 0, TargetAgency, TransferStatus.Expired, 50);
  busy.clear();
  // Completed: broadcasters who joined agency 0 by transfer (their join day is the completion day).
  for (const b of seeded
    .filter((s) => s.kind === "signed" && s.agencyIndex === 0 && s.accountUsername === null && s.joined.getTime() > day.getTime() - 200 * 86_400_000)
    .slice(0, 3)) {
    const days = Math.round((day.getTime() - b.joined.getTime()) / 86_400_000) + 2;
    addTransfer(b, 1 + (rows.length % 2), 0, SourceAgency, TransferStatus.Completed, days);
  }
  const pending = new Set(rows.filter((r) => r.finishedAt === null).map((r) => r.broadcasterUid));
  busy.clear();
  for (const uid of pending) busy.add(uid);
  if (rows.length > 0) await db.insert(transfers).values(rows);

  const cancelRows: (typeof cancellations.$inferInsert)[] = [];
  const addCancel = (b: SeededBroadcaster | undefined, status: CancellationStatus, at: Date) => {
    const agency = agencyId(b?.agencyIndex ?? null);
    if (b === undefined || agency === undefined) return;
    const waiting = status === CancellationStatus.WaitingBroadcaster;
    const answered = status === CancellationStatus.Completed || status === CancellationStatus.Rejected ? new Date(at.getTime() + 86_400_000) : null;
    const finished = waiting ? null : (answered ?? new Date(at.getTime() + WINDOW_MS));
    cancelRows.push({
      broadcasterUid: b.uid,
      agencyId: agency,
      reasonType: prng.pick(Object.values(CancelReasonType)),
      reason: prng.pick(CANCEL_REASONS),
      status,
      createdAt: at,
      updatedAt: finished ?? at,
      expiresAt: waiting ? new Date(at.getTime() + WINDOW_MS) : null,
      answeredAt: answered,
      answerRemark: status === CancellationStatus.Rejected ? "I want to keep streaming with the agency." : "",
      finishedAt: finished,
    });
  };
  addCancel(take(0), CancellationStatus.WaitingBroadcaster, atHour(day, -2, 11));
  addCancel(take(1), CancellationStatus.WaitingBroadcaster, atHour(day, -1, 11));
  addCancel(take(0), CancellationStatus.Rejected, atHour(day, -30, 11));
  addCancel(take(0), CancellationStatus.Expired, atHour(day, -45, 11));
  for (const b of seeded.filter((s) => s.kind === "terminated" && s.end !== null)) {
    if (b.end !== null && prng.chance(0.4)) addCancel(b, CancellationStatus.Completed, atHour(b.end, -1, 9));
  }
  if (cancelRows.length > 0) await db.insert(cancellations).values(cancelRows);
  for (const row of cancelRows) if (row.finishedAt === null) pending.add(row.broadcasterUid);
  return pending;
}
