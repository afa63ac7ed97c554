/**
 * Seeds guild security: violation (audit) records of the agencies' broadcasters, the violation
 * class and platform evidence of the bans, and appeals of some bans (rejected, accepted and
 * pending). Evidence is one placeholder image stored as a file, on every other ban and every
 * third record; the others have none ("evidence not provided by the platform").
 */
import { eq } from "drizzle-orm";
import { AppealStatus, BanType, ViolationType } from "@agent-portal/api-client/enums";
import type { Database } from "#db/client.ts";
import { storedFiles } from "#db/schema/kyc.ts";
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

/** The platform's rule behind each violation class. */
const RULES: Readonly<Record<ViolationType, string>> = {
  [ViolationType.Content]: "Content rule 2.1: licensed and suitable content only",
  [ViolationType.Behaviour]: "Community rule 4.2: respect viewers",
  [ViolationType.Fraud]: "Fair play rule 6.1: no self-gifting",
  [ViolationType.Other]: "Service rule 9.3: permitted locations",
};

/** Id of the placeholder evidence screenshot. */
export const SEED_EVIDENCE_FILE_ID = "seed-evidence-shot-0001";
const PLACEHOLDER_PNG_BASE64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";
const BAN_CLASSES = [ViolationType.Content, ViolationType.Behaviour, ViolationType.Content, ViolationType.Other] as const;

/** Inserts audit records and appeals (after the bans of `seedEngagement`). */
export async function seedSecurityHistory(db: Database, prng: Prng, day: Date, seeded: readonly SeededBroadcaster[]): Promise<void> {
  await db.insert(storedFiles).values({
    id: SEED_EVIDENCE_FILE_ID,
    kind: "image",
    mime: "image/png",
    name: "evidence.png",
    sizeBytes: 70,
    data: PLACEHOLDER_PNG_BASE64,
    ownerAccountId: null,
    createdAt: atHour(day, -400, 0),
  });
  const rows: (typeof auditRecords.$inferInsert)[] = [];
  for (const b of seeded) {
    if (b.kind !== "signed" && b.kind !== "terminated") continue;
    const n = b.status === "banned" ? 2 : prng.chance(0.12) ? 1 : 0;
    for (let i = 0; i < n; i += 1) {
      const [type, description, punishment] = prng.pick(VIOLATIONS);
      const k = rows.length;
      rows.push({
        subjectUid: b.uid,
        violationType: type,
        description,
        rule: RULES[type],
        punishment,
        evidenceIds: k % 3 === 0 ? [SEED_EVIDENCE_FILE_ID] : [],
        operatorName: k % 2 === 0 ? "" : "Audit operator Mira",
        createdAt: atHour(day, -prng.int(1, 80), prng.int(0, 23)),
      });
    }
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(auditRecords).values(rows.slice(i, i + 500));
  const bans = await db.select({ id: auditBans.id, startAt: auditBans.startAt, banType: auditBans.banType, endAt: auditBans.endAt }).from(auditBans).orderBy(auditBans.id);
  for (const [i, ban] of bans.entries()) {
    // A permanent account ban is for fraud; the others take a class in turn.
    const violationType = ban.banType === BanType.AccountBan && ban.endAt === null ? ViolationType.Fraud : (BAN_CLASSES[i % BAN_CLASSES.length] ?? ViolationType.Other);
    await db
      .update(auditBans)
      .set({ violationType, evidenceIds: i % 2 === 0 ? [SEED_EVIDENCE_FILE_ID] : [] })
      .where(eq(auditBans.id, ban.id));
  }
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
