/**
 * Fixed-window counters for the abuse limits (README "Abuse limits"), in the database so that they
 * hold across concurrent requests (and across sandbox processes sharing one PostgreSQL): each hit
 * is one `INSERT ... ON CONFLICT DO UPDATE ... RETURNING`, which PostgreSQL runs under the row's
 * lock, so N concurrent hits are numbered 1 to N and never two alike.
 */
import { eq, sql } from "drizzle-orm";
import { instantParam } from "#db/client.ts";
import type { Database } from "#db/client.ts";
import { rateLimits } from "#db/schema/limits.ts";

/** A limit: at most `max` hits per window of `windowSeconds`. */
export interface Limit {
  readonly max: number;
  readonly windowSeconds: number;
}

/**
 * Counts one hit of `key` at `now` and answers its number in the current window (1 for the first).
 * A hit after the window has run out starts a new window.
 */
export async function countHit(db: Database, key: string, windowSeconds: number, now: Date): Promise<number> {
  const expired = new Date(now.getTime() - windowSeconds * 1000);
  const fresh = sql`${rateLimits.windowStart} <= ${instantParam(expired)}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${fresh} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${fresh} THEN ${instantParam(now)} ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? 1;
}

/** Counts one hit and answers whether it lies within the limit (the first `max` hits of a window do). */
export async function withinLimit(db: Database, key: string, limit: Limit, now: Date): Promise<boolean> {
  return (await countHit(db, key, limit.windowSeconds, now)) <= limit.max;
}

/** Takes back one hit of `key` (a hit that turned out not to count), never below zero. */
export async function takeBackHit(db: Database, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/** Forgets every hit of `key` (a successful login clears its failures). */
export async function clearHits(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** The hits of `key` in its current window at `now` (0 when none or the window ran out). */
export async function hitsOf(db: Database, key: string, windowSeconds: number, now: Date): Promise<number> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
  if (row === undefined || row.windowStart.getTime() <= now.getTime() - windowSeconds * 1000) return 0;
  return row.count;
}
