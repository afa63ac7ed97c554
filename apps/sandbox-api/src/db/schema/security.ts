/**
 * Guild security (security centre, live_agent_front GetAuditBanList): bans of broadcasters by
 * the platform's audit.
 */
import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { AppealStatus, BanType, ViolationType } from "@agent-portal/api-client/enums";
import { instant } from "./columns.ts";

/** A ban of a user by audit. */
export const auditBans = pgTable(
  "audit_bans",
  {
    id: serial("id").primaryKey(),
    /** The banned user's uid (usually a broadcaster). */
    subjectUid: text("subject_uid").notNull(),
    /** 1 live-streaming ban, 2 account ban, 3 feature restriction. */
    banType: smallint("ban_type").$type<BanType>().notNull(),
    reason: text("reason").notNull(),
    startAt: instant("start_at").notNull(),
    /** Null when permanent. */
    endAt: instant("end_at"),
    /** ViolationType of the violation behind the ban: 1 content, 2 behaviour, 3 fraud, 4 other. */
    violationType: smallint("violation_type").$type<ViolationType>().notNull().default(4),
    /** Evidence the platform attached: stored image file ids; empty when it gave none. */
    evidenceIds: text("evidence_ids")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [index("audit_bans_subject_idx").on(t.subjectUid)],
);

/** Row type. */
export type AuditBan = typeof auditBans.$inferSelect;

/** An appeal of a ban. */
export const appeals = pgTable(
  "appeals",
  {
    id: serial("id").primaryKey(),
    banId: integer("ban_id")
      .notNull()
      .references(() => auditBans.id, { onDelete: "cascade" }),
    /** 1 pending, 2 accepted (ban lifted), 3 rejected. */
    status: smallint("status").$type<Exclude<AppealStatus, typeof AppealStatus.None>>().notNull(),
    reason: text("reason").notNull(),
    /** Stored evidence photos (V2 appeals). */
    evidenceIds: text("evidence_ids").array().notNull(),
    contactEmail: text("contact_email").notNull().default(""),
    reply: text("reply").notNull().default(""),
    /** 1 CreateAppeal, 2 CreateAppealV2. */
    version: smallint("version").notNull(),
    createdBy: integer("created_by"),
    /** The client's id of the submission (CreateAppealV2 `request_id`): a repeat answers this appeal. */
    requestId: text("request_id"),
    createdAt: instant("created_at").notNull(),
    /** When the (simulated) review completes; null once handled. */
    reviewDueAt: instant("review_due_at"),
    handledAt: instant("handled_at"),
  },
  (t) => [
    index("appeals_ban_idx").on(t.banId, t.createdAt),
    /** At most one pending appeal per ban (41102 AppealPending). */
    uniqueIndex("appeals_pending_ban_idx")
      .on(t.banId)
      .where(sql`${t.status} = 1`),
    /** One appeal per submission (CreateAppealV2 `request_id`) of an account. */
    uniqueIndex("appeals_request_idx")
      .on(t.createdBy, t.requestId)
      .where(sql`${t.requestId} IS NOT NULL`),
  ],
);

/** A violation record of a user (audit). */
export const auditRecords = pgTable(
  "audit_records",
  {
    id: serial("id").primaryKey(),
    subjectUid: text("subject_uid").notNull(),
    /** 1 content, 2 behaviour, 3 fraud, 4 other. */
    violationType: smallint("violation_type").$type<ViolationType>().notNull(),
    description: text("description").notNull(),
    /** The platform's rule that was broken. */
    rule: text("rule").notNull().default(""),
    punishment: text("punishment").notNull(),
    /** Evidence the platform attached: stored image file ids; empty when it gave none. */
    evidenceIds: text("evidence_ids")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The operator who acted; "" when the system did. */
    operatorName: text("operator_name").notNull().default(""),
    createdAt: instant("created_at").notNull(),
  },
  (t) => [index("audit_records_subject_idx").on(t.subjectUid, t.createdAt)],
);

/** Row types. */
export type Appeal = typeof appeals.$inferSelect;
export type AuditRecord = typeof auditRecords.$inferSelect;
