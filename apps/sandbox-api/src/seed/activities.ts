/**
 * Seeds activity 75352: per region an upcoming activity, one with sign-up open (with rounds; it
 * closes in 24-48 hours, so the home counts one deadline within 48 hours), a running one and an
 * ended one with round results (rank, score, beans); the first agency's registrations in them.
 */
import { ActivitySignStatus } from "@agent-portal/api-client/enums";
import type { RegistrationStatus } from "@agent-portal/api-client/enums";
import type { Database } from "#db/client.ts";
import { activities, activityRounds, activitySigns } from "#db/schema/activities.ts";
import type { ActivityFormField } from "#db/schema/activities.ts";
import type { SeededBroadcaster } from "./broadcasters.ts";
import { atHour, isoDay } from "./dates.ts";
import { REGION_FIXTURES } from "./fixtures.ts";
import type { SeededOrganisation } from "./organisation.ts";
import type { Prng } from "./prng.ts";
import { createPrng } from "./prng.ts";

/** The round results' beans come from a generator of their own, so adding them left every other seeded value as it was. */
const RESULT_BEANS_SEED = 75_352;

const FORM: readonly ActivityFormField[] = [
  { key: "talent", label: "Talent shown in the activity", type: "select", required: true, options: ["singing", "dancing", "chatting", "gaming"] },
  { key: "note", label: "Note for the organiser", type: "text", required: false, options: [] },
];

/** A page token (for `GET /api/act75352/<token>`): 22 base64url characters from the seed. */
const token = (prng: Prng): string => Buffer.from(prng.bytes(16)).toString("base64url");

/** Inserts activities, rounds and registrations. Activity ids are `<region id>0<n>` (e.g. 101-104). */
export async function seedActivities(db: Database, prng: Prng, day: Date, organisation: SeededOrganisation, seeded: readonly SeededBroadcaster[]): Promise<void> {
  const plan = [
    { n: 1, name: "Summer Star Search", signFrom: 5, signTo: 12, from: 14, to: 28, rounds: 0 },
    { n: 2, name: "PK Championship", signFrom: -3, signTo: 2, from: 8, to: 20, rounds: 3 },
    { n: 3, name: "Weekend Music Night", signFrom: -20, signTo: -8, from: -6, to: 9, rounds: 2 },
    { n: 4, name: "New Talent Cup", signFrom: -60, signTo: -45, from: -40, to: -25, rounds: 2 },
  ];
  const activityRows: (typeof activities.$inferInsert)[] = [];
  const roundRows: (typeof activityRounds.$inferInsert)[] = [];
  for (const region of REGION_FIXTURES.filter((r) => r.id <= 3)) {
    for (const p of plan) {
      const id = region.id * 100 + p.n;
      const start = atHour(day, p.from, 12);
      activityRows.push({
        id,
        name: `${p.name} ${region.shortName}`,
        zone: region.shortName,
        month: isoDay(start).slice(0, 7),
        signStartAt: atHour(day, p.signFrom, 0),
        signEndAt: atHour(day, p.signTo, 0),
        startAt: start,
        endAt: atHour(day, p.to, 23),
        maxAnchors: 20,
        minLevel: 5,
        coverUrl: "",
        formFields: [...FORM],
      });
      for (let r = 1; r <= p.rounds; r += 1) {
        roundRows.push({
          id: id * 10 + r,
          activityId: id,
          name: `Round ${String(r)}`,
          startAt: atHour(day, p.from + (r - 1) * 4, 12),
          endAt: atHour(day, p.from + (r - 1) * 4 + 3, 23),
          capacity: r === 1 ? 6 : 10,
        });
      }
    }
  }
  await db.insert(activities).values(activityRows);
  await db.insert(activityRounds).values(roundRows);

  const agency = organisation.agencies[0];
  if (agency === undefined) return;
  const pool = seeded.filter((b) => b.kind === "signed" && b.agencyIndex === 0 && b.status === "active" && b.accountUsername === null);
  const signs: (typeof activitySigns.$inferInsert)[] = [];
  const beans = createPrng(RESULT_BEANS_SEED);
  const register = (activityId: number, roundId: number | null, status: RegistrationStatus, daysAgo: number, result: boolean) => {
    const b = pool[signs.length % Math.max(pool.length, 1)];
    if (b === undefined) return;
    const at = atHour(day, -daysAgo, 10);
    signs.push({
      activityId,
      agencyId: agency.id,
      broadcasterUid: b.uid,
      roundId,
      status,
      operatorName: agency.ownerName,
      rejectReason: status === ActivitySignStatus.Rejected ? "The broadcaster was under a live-streaming ban." : "",
      formValues: { talent: prng.pick(["singing", "chatting", "gaming"]) },
      signedAt: at,
      updatedAt: at,
      rank: result ? prng.int(1, 40) : 0,
      score: result ? prng.int(1_000, 90_000) : 0,
      beans: result ? beans.int(500, 60_000) : 0,
      pageToken: token(prng),
    });
  };
  // Agency 0 (region 1): PK Championship (open) 3 approved + 1 registered; Music Night (running) 2; New Talent Cup (ended) 3 with results.
  const { Registered, Approved, Rejected, Cancelled } = ActivitySignStatus;
  register(102, 1021, Approved, 2, false);
  register(102, 1021, Approved, 2, false);
  register(102, 1022, Approved, 1, false);
  register(102, 1022, Registered, 0, false);
  register(103, 1031, Approved, 15, false);
  register(103, 1032, Rejected, 14, false);
  register(104, 1041, Approved, 50, true);
  register(104, 1041, Approved, 50, true);
  register(104, 1042, Cancelled, 48, false);
  if (signs.length > 0) await db.insert(activitySigns).values(signs);
}
