/**
 * The sandbox outbox (sandbox only): messages that a real deployment would deliver by SMS or
 * Bigo IM are stored, printed on the console and readable at `GET /sandbox/outbox`.
 */
import { desc, eq } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { outboxMessages } from "#db/schema/outbox.ts";
import type { OutboxChannel, OutboxMessage } from "#db/schema/outbox.ts";

/** A message to send. */
export interface OutgoingMessage {
  readonly channel: OutboxChannel;
  /** Username the message goes to (lower-case). */
  readonly recipient: string;
  readonly accountId: number | null;
  /** What it is for, e.g. `login`. */
  readonly purpose: string;
  readonly code: string | null;
  readonly body: string;
}

/**
 * Stores a message and prints it: `[outbox] <channel> code for <username>: 123456`.
 * Printing the code is the sandbox's delivery channel, never done outside the sandbox.
 */
export async function sendMessage(db: Database, message: OutgoingMessage, now: Date): Promise<void> {
  await db.insert(outboxMessages).values({ ...message, createdAt: now });
  const what = message.code === null ? message.body : `code for ${message.recipient}: ${message.code}`;
  console.info(`[outbox] ${message.channel} ${what}`);
}

/** An outbox message as `GET /sandbox/outbox` answers it. */
export interface OutboxEntry {
  readonly id: number;
  readonly channel: OutboxChannel;
  readonly to: string;
  readonly purpose: string;
  readonly code: string | null;
  readonly body: string;
  /** ISO 8601 instant. */
  readonly createdAt: string;
}

const toEntry = (row: OutboxMessage): OutboxEntry => ({
  id: row.id,
  channel: row.channel,
  to: row.recipient,
  purpose: row.purpose,
  code: row.code,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

/** Messages, newest first; only those sent to `to` (case-insensitive) when given. At most `limit` (default 50). */
export async function listOutbox(db: Database, to: string | undefined, limit = 50): Promise<OutboxEntry[]> {
  const query = db.select().from(outboxMessages);
  const filtered = to === undefined ? query : query.where(eq(outboxMessages.recipient, to.trim().toLowerCase()));
  const rows = await filtered.orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id)).limit(limit);
  return rows.map(toEntry);
}
