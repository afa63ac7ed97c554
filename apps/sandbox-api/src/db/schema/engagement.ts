/**
 * Follows (follow store) and PK recommendations (live_agent_service): who an account follows,
 * and each broadcaster's recommended PK opponents.
 */
import { index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { accounts } from "./accounts.ts";
import { broadcasters } from "./broadcasters.ts";
import { instant } from "./columns.ts";

/** An account following a user (by uid). */
export const follows = pgTable(
  "follows",
  {
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    /** The followed user's uid (a broadcaster or any account). */
    followedUid: text("followed_uid").notNull(),
    createdAt: instant("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.followedUid] })],
);

/** A recommended PK opponent of a broadcaster. */
export const pkRecommendations = pgTable(
  "pk_recommendations",
  {
    broadcasterUid: text("broadcaster_uid")
      .notNull()
      .references(() => broadcasters.uid, { onDelete: "cascade" }),
    candidateUid: text("candidate_uid")
      .notNull()
      .references(() => broadcasters.uid, { onDelete: "cascade" }),
    createdAt: instant("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.broadcasterUid, t.candidateUid] }), index("pk_recommendations_candidate_idx").on(t.candidateUid)],
);
