/**
 * Seeds follows of the staff logins, PK recommendations and audit bans of banned broadcasters.
 */
import type { Database } from "#db/client.ts";
import { follows, pkRecommendations } from "#db/schema/engagement.ts";
import { auditBans } from "#db/schema/security.ts";
import type { SeededBroadcaster } from "./broadcasters.ts";
import { atHour } from "./dates.ts";
import type { SeededOrganisation } from "./organisation.ts";
import type { Prng } from "./prng.ts";

const BAN_REASONS = ["Inappropriate content during a live stream.", "Repeated use of copyrighted music.", "Harassment of viewers in the chat."];

/** Inserts follows, PK recommendations and bans. */
export async function seedEngagement(db: Database, prng: Prng, day: Date, organisation: SeededOrganisation, seeded: readonly SeededBroadcaster[]): Promise<void> {
  const first = seeded.filter((b) => b.kind === "signed" && b.agencyIndex === 0);
  const followRows: (typeof follows.$inferInsert)[] = [];
  for (const [username, howMany] of [
    ["agency.owner", 15],
    ["agency.manager", 8],
    ["agency.subagent", 5],
  ] as const) {
    const accountId = organisation.staffAccounts.get(username);
    if (accountId === undefined) continue;
    const picked = new Set<string>();
    for (let n = 0; n < howMany && picked.size < first.length; n += 1) picked.add(prng.pick(first).uid);
    for (const uid of picked) followRows.push({ accountId, followedUid: uid, createdAt: atHour(day, -prng.int(1, 60), 12) });
  }
  if (followRows.length > 0) await db.insert(follows).values(followRows);

  const pkRows: (typeof pkRecommendations.$inferInsert)[] = [];
  const candidates = seeded.filter((b) => b.kind === "signed" && b.status === "active");
  for (const b of first.filter((s) => s.status === "active").slice(0, 10)) {
    const picked = new Set<string>();
    for (let n = 0; n < 3; n += 1) {
      const c = prng.pick(candidates);
      if (c.uid !== b.uid) picked.add(c.uid);
    }
    for (const uid of picked) pkRows.push({ broadcasterUid: b.uid, candidateUid: uid, createdAt: atHour(day, -prng.int(1, 20), 15) });
  }
  if (pkRows.length > 0) await db.insert(pkRecommendations).values(pkRows);

  const banRows: (typeof auditBans.$inferInsert)[] = seeded
    .filter((b) => b.status === "banned")
    .map((b) => {
      const start = atHour(day, -prng.int(1, 30), prng.int(0, 23));
      const permanent = prng.chance(0.3);
      return {
        subjectUid: b.uid,
        banType: permanent ? 2 : prng.pick([1, 3]),
        reason: prng.pick(BAN_REASONS),
        startAt: start,
        endAt: permanent ? null : new Date(start.getTime() + prng.int(3, 60) * 86_400_000),
      };
    });
  if (banRows.length > 0) await db.insert(auditBans).values(banRows);
}
