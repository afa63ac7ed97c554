/**
 * Changes of activity 75352 registrations (issue 24 item 4): one row per change an agency made
 * (cancel_sign, cancel_round, change_round, change_anchor). The rows count the agency's change
 * allowance per activity (`ROUND_CHANGE_LIMIT` of the handlers), make a change idempotent under
 * its request id (a repeated submit answers the stored answer and changes nothing again), and
 * record who changed what.
 */
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { activities } from "./activities.ts";
import { instant } from "./columns.ts";
import { agencies } from "./organisation.ts";

/** The kind of a change: the call that made it. */
export type ActivityChangeKind = "cancel_sign" | "cancel_round" | "change_round" | "change_anchor";

/** One change of an agency's registrations in an activity. */
export const activitySignChanges = pgTable(
  "activity_sign_changes",
  {
    id: serial("id").primaryKey(),
    activityId: integer("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    agencyId: integer("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    kind: text("kind").$type<ActivityChangeKind>().notNull(),
    /** The broadcaster changed (for change_anchor: the one leaving). */
    broadcasterUid: text("broadcaster_uid").notNull(),
    /** change_anchor: the broadcaster taking the place; null otherwise. */
    toBroadcasterUid: text("to_broadcaster_uid"),
    /** The round before and after; null where none. */
    fromRoundId: integer("from_round_id"),
    toRoundId: integer("to_round_id"),
    /** Member who made the change. */
    operatorName: text("operator_name").notNull(),
    /** The idempotency key the portal sent; null when none. */
    requestKey: text("request_key"),
    /** The answer given, repeated for the same request key. */
    answer: jsonb("answer").$type<Record<string, unknown>>().notNull(),
    at: instant("at").notNull(),
  },
  (t) => [uniqueIndex("activity_sign_changes_request_idx").on(t.agencyId, t.requestKey), index("activity_sign_changes_activity_idx").on(t.activityId, t.agencyId)],
);

/** A row of {@link activitySignChanges}. */
export type ActivitySignChange = typeof activitySignChanges.$inferSelect;
