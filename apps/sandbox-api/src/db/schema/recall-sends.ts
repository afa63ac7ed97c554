/**
 * Recall sends (preLostUser sendRecallIm): one row per accepted send, under the client's
 * idempotency key, so a retry of the same send answers the first result and sends nothing again.
 */
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { accounts } from "./accounts.ts";
import { instant } from "./columns.ts";

/** One accepted recall send of an agency. */
export const recallSends = pgTable(
  "recall_sends",
  {
    id: serial("id").primaryKey(),
    agencyId: integer("agency_id").notNull(),
    /** Who sent it. */
    accountId: integer("account_id").references(() => accounts.id, { onDelete: "set null" }),
    /** The client's idempotency key (`requestId`), unique per agency. */
    requestId: text("request_id").notNull(),
    /** The broadcasters messaged, and those skipped (not at risk). */
    sentUids: jsonb("sent_uids").$type<string[]>().notNull(),
    skippedUids: jsonb("skipped_uids").$type<string[]>().notNull(),
    /** The message as sent and the beans each recipient can draw. */
    message: text("message").notNull(),
    rewardBeans: integer("reward_beans").notNull(),
    sentAt: instant("sent_at").notNull(),
  },
  (t) => [uniqueIndex("recall_sends_request_idx").on(t.agencyId, t.requestId), index("recall_sends_agency_idx").on(t.agencyId, t.sentAt)],
);

/** Row type. */
export type RecallSend = typeof recallSends.$inferSelect;
