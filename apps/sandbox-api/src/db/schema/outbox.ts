/**
 * The outbox: every message the sandbox "sends" (verification codes today). Sandbox only:
 * readable at `GET /sandbox/outbox` instead of reaching a phone or an IM inbox.
 */
import { index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { accounts } from "./accounts.ts";
import { instant } from "./columns.ts";

/** Delivery channels: Bigo IM message or SMS (VerifyCodeType IM 0, PHONE_MSG 1). */
export const outboxChannels = ["im", "sms"] as const;
/** One of {@link outboxChannels}. */
export type OutboxChannel = (typeof outboxChannels)[number];

/** One sent message. */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: serial("id").primaryKey(),
    channel: text("channel", { enum: outboxChannels }).notNull(),
    /** Username the message went to (lower-case). */
    recipient: text("recipient").notNull(),
    accountId: integer("account_id").references(() => accounts.id, { onDelete: "cascade" }),
    /** What it is for: `login` (phone scenes later). */
    purpose: text("purpose").notNull(),
    /** The code it carries, if any. */
    code: text("code"),
    body: text("body").notNull(),
    createdAt: instant("created_at").notNull(),
  },
  (t) => [index("outbox_recipient_idx").on(t.recipient, t.createdAt)],
);

/** Row type. */
export type OutboxMessage = typeof outboxMessages.$inferSelect;
