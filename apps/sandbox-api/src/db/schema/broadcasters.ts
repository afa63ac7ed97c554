/**
 * Broadcasters (anchors) and their relation to an agency and a broker (SPEC section 1:
 * contracts, renewal, cancellation, transfer, broker assignment).
 */
import { date, index, integer, pgTable, smallint, text } from "drizzle-orm/pg-core";
import { agencies, agencyMembers } from "./organisation.ts";

/** Contract states a broadcaster's relation to their agency can be in. `expiring` = signed, ending within 30 days of the seed day. */
export const contractStates = ["pending", "signed", "expiring", "terminated"] as const;
/** One of {@link contractStates}. */
export type ContractState = (typeof contractStates)[number];

/** Account states of a broadcaster on the platform. */
export const broadcasterStatuses = ["active", "inactive", "banned"] as const;
/** One of {@link broadcasterStatuses}. */
export type BroadcasterStatus = (typeof broadcasterStatuses)[number];

/** A broadcaster (anchor). */
export const broadcasters = pgTable(
  "broadcasters",
  {
    /** Bigo uid: a 64-bit number kept as decimal text (never a JS number). */
    uid: text("uid").primaryKey(),
    /** Public Bigo ID (handle). */
    bigoId: text("bigo_id").notNull().unique(),
    nickname: text("nickname").notNull(),
    /** ISO 3166-1 alpha-2 country code. */
    country: text("country").notNull(),
    /** Agency the broadcaster is signed to; null when unaffiliated. */
    agencyId: integer("agency_id").references(() => agencies.id, { onDelete: "set null" }),
    /** Broker (an agency member with role BROKER) looking after the broadcaster; null when unassigned. */
    brokerId: integer("broker_id").references(() => agencyMembers.id, { onDelete: "set null" }),
    contractState: text("contract_state", { enum: contractStates }).notNull(),
    /** Contract dates (YYYY-MM-DD); null while pending. */
    contractStart: date("contract_start", { mode: "string" }),
    contractEnd: date("contract_end", { mode: "string" }),
    /** Day the broadcaster joined the agency (YYYY-MM-DD). */
    joinedAt: date("joined_at", { mode: "string" }).notNull(),
    status: text("status", { enum: broadcasterStatuses }).notNull(),
    /** Platform level, 1 to 50. */
    level: smallint("level").notNull(),
  },
  (t) => [index("broadcasters_agency_idx").on(t.agencyId), index("broadcasters_broker_idx").on(t.brokerId)],
);

/** Row type. */
export type Broadcaster = typeof broadcasters.$inferSelect;
export type NewBroadcaster = typeof broadcasters.$inferInsert;
