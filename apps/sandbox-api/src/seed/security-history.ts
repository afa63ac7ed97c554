/**
 * Seeds guild security: violation (audit) records of the agencies' broadcasters, and appeals of
 * some bans (rejected, accepted and pending).
 */
import { AppealStatus, ViolationType } from "@agent-portal/api-client/enums";
import type { Database } from "#db/client.ts";
import { appeals, auditBans, auditRecords } from "#db/schema/security.ts";
import type { SeededBroadcaster } from "./broadcasters.ts";
import { atHour } from "./dates.ts";
import type { Prng } from "./prng.ts";

const VIOLATIONS: readonly [type: ViolationType, description: string, punishment: string][] = [
  [ViolationType.Content, "Showed copyrighted video during a live stream.", "warning"],
  [ViolationType.Behaviour, "Insulted viewers in the chat.", "3-day live ban"],
  [ViolationType.Content, "Inappropriate outfit for the stream category.", "warning"],
  [ViolationType.Fraud, "Used a second account to send gifts to themselves.", "account review"],
  [ViolationType.Other, "Streamed from a restricted location.", "warning"],
];

/** Inserts audit records and appeals (after the bans of `seedEngagement`). */
export async function seedSecurityHistory(db: Database, prng: Prng, day: Date, seeded: readonly SeededBroadcaster[]): Promise<void> {
  const rows: (typeof auditRecords.$inferInsert)[] = [];
  for (const b of seeded) {
    if (b.kind !== "signed" && b.kind !== "terminated") continue;
    const n = b.status === "banned" ? 2 : prng.chance(0.12) ? 1 : 0;
    for (let i = 0; i < n; i += 1) {
      const [type, description, punishment] = prng.pick(VIOLATIONS);
      rows.push({ subjectUid: b.uid, violationType: type, description, punishment, createdAt: atHour(day, -prng.int(1, 80), prng.int(0, 23)) });
    }
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(auditRecords).values(rows.slice(i, i + 500));
  const bans = await db.select({ id: auditBans.id, startAt: auditBans.startAt }).from(auditBans);
  const appealRows: (typeof appeals.$inferInsert)[] = bans.slice(0, 3).map((ban, i) => {
    const created = new Date(ban.startAt.getTime() + 86_400_000);
    const status = i === 0 ? AppealStatus.Rejected : i === 1 ? AppealStatus.Accepted : AppealStatus.Pending;
    return {
      banId: ban.id,
      status,
      reason: "The clip was licensed music; I can send the licence.",
      evidenceIds: [],
      contactEmail: "",
      reply: status === AppealStatus.Rejected ? "The licence does not cover live streaming." : status === AppealStatus.Accepted ? "Accepted: the ban is lifted." : "",
      version: 1,
      createdBy: null,
      createdAt: created,
      reviewDueAt: status === AppealStatus.Pending ? atHour(day, 3, 9) : null,
      handledAt: status === AppealStatus.Pending ? null : new Date(created.getTime() + 2 * 86_400_000),
    };
  });
  if (appealRows.length > 0) await db.insert(appeals).values(appealRows);
}
