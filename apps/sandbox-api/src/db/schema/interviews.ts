/**
 * Interviews of agency candidates (live_agent_service interview calls, ours) and their
 * reschedules, kept forever (none is edited or deleted). A reschedule's idempotency key is unique
 * per interview: sending it again answers the first result.
 */
import { index, integer, pgTable, serial, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { InterviewResult, InterviewStatus } from "@agent-portal/api-client/enums";
import { instant } from "./columns.ts";
import { agencies } from "./organisation.ts";

/** An interview of a candidate by an agency. */
export const interviews = pgTable(
  "interviews",
  {
    id: serial("id").primaryKey(),
    agencyId: integer("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    candidateName: text("candidate_name").notNull(),
    candidateBigoId: text("candidate_bigo_id").notNull(),
    /** IANA zone of the candidate (`Asia/Manila`). */
    candidateTimeZone: text("candidate_time_zone").notNull(),
    scheduledAt: instant("scheduled_at").notNull(),
    /** 1 scheduled, 2 done, 3 no-show, 4 cancelled. */
    status: smallint("status").$type<InterviewStatus>().notNull(),
    interviewerName: text("interviewer_name").notNull(),
    /** 0 none yet, 1 passed, 2 failed. */
    result: smallint("result").$type<InterviewResult>().notNull().default(0),
    notes: text("notes").notNull().default(""),
    createdAt: instant("created_at").notNull(),
  },
  (t) => [index("interviews_agency_time_idx").on(t.agencyId, t.scheduledAt)],
);

/** One move of an interview to another time. */
export const interviewReschedules = pgTable(
  "interview_reschedules",
  {
    id: serial("id").primaryKey(),
    interviewId: integer("interview_id")
      .notNull()
      .references(() => interviews.id, { onDelete: "cascade" }),
    fromAt: instant("from_at").notNull(),
    toAt: instant("to_at").notNull(),
    reason: text("reason").notNull(),
    operatorName: text("operator_name").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: instant("created_at").notNull(),
  },
  (t) => [uniqueIndex("interview_reschedules_key_idx").on(t.interviewId, t.idempotencyKey)],
);
