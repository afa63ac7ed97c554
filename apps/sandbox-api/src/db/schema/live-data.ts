/**
 * Live data: one row per broadcaster and day (90 days seeded, deterministic), the source of
 * every report, graph, aggregate, PK figure and export of the live-data family.
 */
import { date, index, integer, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";
import { broadcasters } from "./broadcasters.ts";

/** A broadcaster's figures for one UTC day. */
export const liveDailyMetrics = pgTable(
  "live_daily_metrics",
  {
    broadcasterUid: text("broadcaster_uid")
      .notNull()
      .references(() => broadcasters.uid, { onDelete: "cascade" }),
    /** The day (YYYY-MM-DD, UTC). */
    day: date("day", { mode: "string" }).notNull(),
    /** The agency the broadcaster belonged to that day (for agency reports); null when none. */
    agencyId: integer("agency_id"),
    /** Time live, seconds. */
    liveSeconds: integer("live_seconds").notNull(),
    /** Beans received. */
    beans: integer("beans").notNull(),
    /** 1 when the day counts as a valid live day (at least 1 hour live). */
    validDay: smallint("valid_day").notNull(),
    /** PK battles played and won. */
    pkCount: smallint("pk_count").notNull(),
    pkWins: smallint("pk_wins").notNull(),
    /** Beans received during PKs. */
    pkBeans: integer("pk_beans").notNull(),
    /** New followers. */
    newFans: integer("new_fans").notNull(),
    /** Distinct viewers. */
    viewers: integer("viewers").notNull(),
    /** Distinct gift senders. */
    giftSenders: integer("gift_senders").notNull(),
    /** Multi-guest room time, seconds. */
    multiRoomSeconds: integer("multi_room_seconds").notNull(),
  },
  (t) => [primaryKey({ columns: [t.broadcasterUid, t.day] }), index("live_daily_metrics_agency_day_idx").on(t.agencyId, t.day)],
);

/** Row type. */
export type LiveDailyMetric = typeof liveDailyMetrics.$inferSelect;
