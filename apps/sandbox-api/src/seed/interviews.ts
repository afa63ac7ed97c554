/**
 * Seeded interviews (interview/list, InterviewPermission 12): for each agency, candidates
 * interviewed in the past (done, no-show), cancelled, and scheduled in the coming days, one of
 * them scheduled yesterday and never held (past due), and one already rescheduled once.
 */
import { InterviewResult, InterviewStatus } from "@agent-portal/api-client/enums";
import type { Database } from "#db/client.ts";
import { interviewReschedules, interviews } from "#db/schema/interviews.ts";
import { atHour } from "./dates.ts";
import type { SeededOrganisation } from "./organisation.ts";

interface InterviewFixture {
  readonly name: string;
  readonly bigoId: string;
  readonly zone: string;
  /** Days from the seed's day and the hour (UTC). */
  readonly days: number;
  readonly hour: number;
  readonly status: InterviewStatus;
  readonly result?: InterviewResult;
  readonly notes?: string;
}

const { Scheduled, Done, NoShow, Cancelled } = InterviewStatus;

const FIXTURES: readonly InterviewFixture[] = [
  { name: "Putri Ayu", bigoId: "putri.ayu", zone: "Asia/Jakarta", days: -1, hour: 3, status: Scheduled },
  { name: "Maria Santos", bigoId: "maria.santos", zone: "Asia/Manila", days: 1, hour: 6, status: Scheduled },
  { name: "Nguyen Thi Lan", bigoId: "lan.nguyen", zone: "Asia/Ho_Chi_Minh", days: 2, hour: 8, status: Scheduled },
  { name: "Arjun Mehta", bigoId: "arjun.mehta", zone: "Asia/Kolkata", days: 4, hour: 10, status: Scheduled },
  {
    name: "Siti Rahma",
    bigoId: "siti.rahma",
    zone: "Asia/Jakarta",
    days: -3,
    hour: 4,
    status: Done,
    result: InterviewResult.Passed,
    notes: "Confident on camera; starts next week.",
  },
  { name: "Jose Reyes", bigoId: "jose.reyes", zone: "Asia/Manila", days: -5, hour: 7, status: Done, result: InterviewResult.Failed, notes: "Internet too unstable for live." },
  { name: "Tran Minh", bigoId: "tran.minh", zone: "Asia/Ho_Chi_Minh", days: -2, hour: 9, status: NoShow, notes: "No answer on two calls." },
  { name: "Dewi Lestari", bigoId: "dewi.lestari", zone: "Asia/Jakarta", days: 3, hour: 5, status: Cancelled, notes: "Candidate withdrew." },
];

/** Inserts the interviews of the first agencies (each agency's own candidates) and one past reschedule. */
export async function seedInterviews(db: Database, day: Date, organisation: SeededOrganisation): Promise<void> {
  const holders = organisation.agencies.slice(0, 3);
  for (const [position, agency] of holders.entries()) {
    const rows = await db
      .insert(interviews)
      .values(
        FIXTURES.map((f) => ({
          agencyId: agency.id,
          candidateName: position === 0 ? f.name : `${f.name} ${String(position + 1)}`,
          candidateBigoId: position === 0 ? f.bigoId : `${f.bigoId}.${String(position + 1)}`,
          candidateTimeZone: f.zone,
          scheduledAt: atHour(day, f.days, f.hour),
          status: f.status,
          interviewerName: agency.ownerName,
          result: f.result ?? InterviewResult.Pending,
          notes: f.notes ?? "",
          createdAt: atHour(day, -10, 8),
        })),
      )
      .returning({ id: interviews.id, scheduledAt: interviews.scheduledAt });
    const moved = rows[2];
    if (moved !== undefined)
      await db.insert(interviewReschedules).values({
        interviewId: moved.id,
        fromAt: atHour(day, 1, 8),
        toAt: moved.scheduledAt,
        reason: "The candidate asked for a later day.",
        operatorName: agency.ownerName,
        idempotencyKey: `seed-${String(moved.id)}`,
        createdAt: atHour(day, -4, 6),
      });
  }
}
