/**
 * Guild security (security centre, live_agent_front GetAuditBanList): bans of broadcasters by
 * the platform's audit.
 */
import { index, pgTable, serial, smallint, text } from "drizzle-orm/pg-core";
import { instant } from "./columns.ts";

/** A ban of a user by audit. */
export const auditBans = pgTable(
  "audit_bans",
  {
    id: serial("id").primaryKey(),
    /** The banned user's uid (usually a broadcaster). */
    subjectUid: text("subject_uid").notNull(),
    /** 1 live-streaming ban, 2 account ban, 3 feature restriction. */
    banType: smallint("ban_type").notNull(),
    reason: text("reason").notNull(),
    startAt: instant("start_at").notNull(),
    /** Null when permanent. */
    endAt: instant("end_at"),
  },
  (t) => [index("audit_bans_subject_idx").on(t.subjectUid)],
);

/** Row type. */
export type AuditBan = typeof auditBans.$inferSelect;
