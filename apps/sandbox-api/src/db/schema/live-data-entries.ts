/**
 * The live-data family entries each agency has (issue 20 item 6): which of multi-room, creator,
 * activity 67110, activity 78062 and the recall of users drifting away (preLostUser) its staff see beside the four live-data tabs. live data
 * `config` answers them as `entries`; an agency without a row for an entry has no such tab.
 */
import { check, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import type { LiveDataEntry } from "@agent-portal/api-client/contract/live-data-report";
import { agencies } from "./organisation.ts";

/** One entry an agency has. */
export const agencyLiveDataEntries = pgTable(
  "agency_live_data_entries",
  {
    agencyId: integer("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    /** A `LIVE_DATA_ENTRIES` name: multiRoom, creator, act67110, act78062 or preLostUser. */
    entry: text("entry").$type<LiveDataEntry>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.entry] }),
    check("agency_live_data_entries_entry", sql`${t.entry} IN ('multiRoom', 'creator', 'act67110', 'act78062', 'preLostUser')`),
  ],
);

/** Row type. */
export type AgencyLiveDataEntry = typeof agencyLiveDataEntries.$inferSelect;
