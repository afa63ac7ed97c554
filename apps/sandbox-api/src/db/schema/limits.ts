/**
 * Abuse limits (README "Abuse limits"): one counter per key and fixed window, counted with an atomic
 * upsert so that concurrent requests never pass a limit. Keys name what is counted and for whom:
 * `login-fail:<username>:<client>`, `login:<client>`, `code:<client>`, `id-check:<account>`.
 */
import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { instant } from "./columns.ts";

/** A counter in its current window. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  /** When the current window started; a hit after `window_start + window` starts a new one. */
  windowStart: instant("window_start").notNull(),
  /** Hits counted in the current window. */
  count: integer("count").notNull(),
});
