/**
 * The interview calls of live_agent_service (ours; InterviewPermission 12): GetInterviewList
 * (soonest first; `past_due` judged on the server's clock), GetInterviewRescheduleHistory and
 * RescheduleInterview (a scheduled interview to a future time, with a reason; the history row is
 * written in the same transaction, and the idempotency key answers the first result again), and
 * ExportInterviewList (the list's filters, every row, a CSV file).
 * Rows are those of the agencies in the caller's reach (`callerAgencies`, the data-scope rule).
 */
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { InterviewResult, InterviewStatus } from "@agent-portal/api-client/enums";
import type { RequestOf } from "@agent-portal/api-client/contract/define";
import {
  ExportInterviewList,
  GetInterviewList,
  GetInterviewRescheduleHistory,
  InterviewErrorCode,
  RescheduleInterview,
} from "@agent-portal/api-client/contract/live-agent-service-interview";
import { PermissionId } from "@agent-portal/permissions/ids";
import type { Database } from "#db/client.ts";
import { interviewReschedules, interviews } from "#db/schema/interviews.ts";
import { agencies } from "#db/schema/organisation.ts";
import { ContractError } from "#http/codes.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { enumName, storeExport, toCsv } from "#services/files.ts";
import { callerAgencies } from "#services/notices.ts";
import type { Caller } from "#services/sessions.ts";
import { parseId, toSeconds } from "#services/time.ts";

const INTERVIEWS = [PermissionId.InterviewPermission];
const notFound = () => new ContractError(InterviewErrorCode.InterviewNotFound, "No such interview");

/** The condition on `interviews` for the caller's reach. */
async function inReach(db: Database, caller: Caller): Promise<SQL | undefined> {
  const reach = await callerAgencies(db, caller);
  return reach === "all" ? undefined : inArray(interviews.agencyId, reach.length === 0 ? [-1] : [...reach]);
}

type Row = { interview: typeof interviews.$inferSelect; agencyUid: string; agencyName: string; moves: number };

function toAnswer({ interview, agencyUid, agencyName, moves }: Row, now: Date) {
  return {
    interview_id: String(interview.id),
    agency_uid: agencyUid,
    agency_name: agencyName,
    candidate_name: interview.candidateName,
    candidate_bigo_id: interview.candidateBigoId,
    candidate_time_zone: interview.candidateTimeZone,
    scheduled_time: toSeconds(interview.scheduledAt),
    status: interview.status,
    interviewer_name: interview.interviewerName,
    result: interview.result,
    notes: interview.notes,
    past_due: interview.status === InterviewStatus.Scheduled && interview.scheduledAt.getTime() < now.getTime() ? (1 as const) : (0 as const),
    reschedule_count: moves,
  };
}

const moveCount = sql<number>`(SELECT count(*)::int FROM interview_reschedules r WHERE r.interview_id = ${interviews.id})`;

async function selectRows(db: Database, where: SQL | undefined, page?: { limit: number; offset: number }): Promise<Row[]> {
  const query = db
    .select({ interview: interviews, agencyUid: agencies.uid, agencyName: agencies.name, moves: moveCount })
    .from(interviews)
    .innerJoin(agencies, eq(agencies.id, interviews.agencyId))
    .where(where)
    .orderBy(asc(interviews.scheduledAt), asc(interviews.id));
  return page === undefined ? query : query.limit(page.limit).offset(page.offset);
}

async function requireInterview(db: Database, caller: Caller, interviewId: string): Promise<Row> {
  const id = parseId(interviewId);
  const [row] = id === null ? [] : await selectRows(db, and(await inReach(db, caller), eq(interviews.id, id)));
  if (row === undefined) throw notFound();
  return row;
}

/** The interviews of the caller's reach matching the list's filters (GetInterviewList, ExportInterviewList) at `now`. */
async function listFilter(db: Database, caller: Caller, input: RequestOf<typeof ExportInterviewList>, now: Date): Promise<SQL | undefined> {
  const pattern = input.keyword === undefined || input.keyword === "" ? null : `%${input.keyword.replace(/[%_\\]/g, "\\$&")}%`;
  return and(
    await inReach(db, caller),
    input.status === undefined ? undefined : eq(interviews.status, input.status),
    input.start_time === undefined ? undefined : gte(interviews.scheduledAt, new Date(input.start_time * 1000)),
    input.end_time === undefined ? undefined : lte(interviews.scheduledAt, new Date(input.end_time * 1000)),
    input.past_due === 1 ? and(eq(interviews.status, InterviewStatus.Scheduled), lte(interviews.scheduledAt, now)) : undefined,
    pattern === null ? undefined : or(ilike(interviews.candidateName, pattern), ilike(interviews.candidateBigoId, pattern)),
  );
}

/** `instant` as wall-clock time in the IANA `zone` (`2026-11-26 18:30`); "" when the zone is unknown. */
function wallClock(instant: Date, zone: string): string {
  try {
    return new Intl.DateTimeFormat("sv-SE", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" }).format(instant);
  } catch {
    return "";
  }
}

/** Registers the interview handlers. */
export const registerInterviewHandlers: RegisterHandlers = (router) => {
  router.handle(GetInterviewList, { permissions: INTERVIEWS, scope: { rows: { agency: ["agency_uid"] } } }, async ({ input, caller, deps, now }) => {
    const where = await listFilter(deps.db, caller, input, now);
    const rows = await selectRows(deps.db, where, { limit: input.page_size, offset: (input.page - 1) * input.page_size });
    return { list: rows.map((row) => toAnswer(row, now)), total: await deps.db.$count(interviews, where), data_time: toSeconds(now) };
  });

  /** Every interview of the list's filters as CSV (`toCsv`: header row, formula-safe text; the file route adds the byte-order mark), soonest first; times in UTC and in the candidate's zone (the headers say so). */
  router.handle(ExportInterviewList, { permissions: INTERVIEWS, scope: { csv: { agency: ["agency_uid"] } } }, async ({ input, caller, deps, now, c }) => {
    const rows = (await selectRows(deps.db, await listFilter(deps.db, caller, input, now))).map((row) => toAnswer(row, now));
    const csv = toCsv(
      [
        "interview_id",
        "agency_uid",
        "agency_name",
        "candidate_name",
        "candidate_bigo_id",
        "scheduled_at (UTC)",
        "scheduled_at (candidate's zone)",
        "candidate_time_zone",
        "status",
        "past_due",
        "interviewer",
        "result",
        "notes",
        "reschedule_count",
      ],
      rows.map((r) => {
        const at = new Date(r.scheduled_time * 1000);
        return [
          r.interview_id,
          r.agency_uid,
          r.agency_name,
          r.candidate_name,
          r.candidate_bigo_id,
          at.toISOString(),
          wallClock(at, r.candidate_time_zone),
          r.candidate_time_zone,
          enumName(InterviewStatus, r.status),
          r.past_due === 1 ? "yes" : "no",
          r.interviewer_name,
          enumName(InterviewResult, r.result),
          r.notes,
          r.reschedule_count,
        ];
      }),
    );
    return storeExport(deps.db, { name: "interviews.csv", csv, ownerAccountId: caller.account.id, origin: c.get("publicOrigin") }, now);
  });

  router.handle(GetInterviewRescheduleHistory, { permissions: INTERVIEWS, scope: { agencyWide: true } }, async ({ input, caller, deps }) => {
    const { interview } = await requireInterview(deps.db, caller, input.interview_id);
    const moves = await deps.db
      .select()
      .from(interviewReschedules)
      .where(eq(interviewReschedules.interviewId, interview.id))
      .orderBy(desc(interviewReschedules.createdAt), desc(interviewReschedules.id));
    return {
      list: moves.map((m) => ({
        from_time: toSeconds(m.fromAt),
        to_time: toSeconds(m.toAt),
        reason: m.reason,
        operator_name: m.operatorName,
        create_time: toSeconds(m.createdAt),
      })),
    };
  });

  router.handle(RescheduleInterview, { permissions: INTERVIEWS, scope: { agencyWide: true } }, async ({ input, caller, deps, now }) => {
    const row = await requireInterview(deps.db, caller, input.interview_id);
    const id = row.interview.id;
    const [earlier] = await deps.db
      .select({ id: interviewReschedules.id })
      .from(interviewReschedules)
      .where(and(eq(interviewReschedules.interviewId, id), eq(interviewReschedules.idempotencyKey, input.idempotency_key)))
      .limit(1);
    if (earlier !== undefined) return toAnswer(row, now);
    if (row.interview.status !== InterviewStatus.Scheduled) throw new ContractError(InterviewErrorCode.InterviewNotScheduled, "Only a scheduled interview can be rescheduled");
    const to = new Date(input.scheduled_time * 1000);
    if (to.getTime() <= now.getTime()) throw new ContractError(InterviewErrorCode.RescheduleTimePassed, "The new time must be in the future");
    await deps.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(interviewReschedules)
        .values({
          interviewId: id,
          fromAt: row.interview.scheduledAt,
          toAt: to,
          reason: input.reason,
          operatorName: caller.account.nickname,
          idempotencyKey: input.idempotency_key,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: interviewReschedules.id });
      if (inserted.length > 0) await tx.update(interviews).set({ scheduledAt: to }).where(eq(interviews.id, id));
    });
    return toAnswer(await requireInterview(deps.db, caller, input.interview_id), now);
  });
};
