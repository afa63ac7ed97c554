/**
 * Broadcasters (anchors) and their relation to an agency and a broker (SPEC section 1:
 * contracts, renewal, cancellation, transfer, broker assignment).
 */
import { boolean, date, index, integer, pgTable, smallint, text } from "drizzle-orm/pg-core";
import type { KycStatus } from "@agent-portal/api-client/enums";
import { accounts } from "./accounts.ts";
import { instant } from "./columns.ts";
import { agencies, agencyMembers } from "./organisation.ts";

/**
 * Stored contract states: `none` (no agency: free, or being recruited), `signed` (under
 * contract; "to be renewed" and "renewal pending" are derived from the end day and renewals),
 * `terminated` (cancelled or ended; still listed in the agency's terminated tab).
 */
export const contractStates = ["none", "signed", "terminated"] as const;
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
    /** Agency the broadcaster is signed to (or was, when terminated); null when unaffiliated. */
    agencyId: integer("agency_id").references(() => agencies.id, { onDelete: "set null" }),
    /** Broker (an agency member with role BROKER or MANAGER) looking after the broadcaster; null when unassigned. */
    brokerId: integer("broker_id").references(() => agencyMembers.id, { onDelete: "set null" }),
    contractState: text("contract_state", { enum: contractStates }).notNull(),
    /** Contract dates (YYYY-MM-DD); null without a contract. */
    contractStart: date("contract_start", { mode: "string" }),
    contractEnd: date("contract_end", { mode: "string" }),
    /** Day the broadcaster joined the agency (YYYY-MM-DD); the platform sign-up day when unaffiliated. */
    joinedAt: date("joined_at", { mode: "string" }).notNull(),
    status: text("status", { enum: broadcasterStatuses }).notNull(),
    /** Platform level, 1 to 50. */
    level: smallint("level").notNull(),
    /** The broadcaster's own portal login (seeded `anchor.N` accounts); null for most. */
    accountId: integer("account_id").references(() => accounts.id, { onDelete: "set null" }),
    /** Grade label ("S", "A", "B", "C"); "" before grading. */
    grade: text("grade").notNull().default(""),
    /** Followers on the platform. */
    fansCount: integer("fans_count").notNull().default(0),
    /** KYC status, kept in step with the newest submission: 0 none, 1 review, 2 approved, 3 rejected, 4 recheck required. */
    kycStatus: smallint("kyc_status").$type<KycStatus>().notNull().default(0),
    /** Day a required KYC recheck is due (YYYY-MM-DD); null when none. */
    kycRecheckDue: date("kyc_recheck_due", { mode: "string" }),
    /** The contract was extended once (ExtendContract). */
    extensionUsed: boolean("extension_used").notNull().default(false),
    /** When a re-grade was requested (SendNewAnchorReGrade); null when none is open. */
    regradeRequestedAt: instant("regrade_requested_at"),
  },
  (t) => [index("broadcasters_agency_idx").on(t.agencyId), index("broadcasters_broker_idx").on(t.brokerId), index("broadcasters_account_idx").on(t.accountId)],
);

/** Row type. */
export type Broadcaster = typeof broadcasters.$inferSelect;
export type NewBroadcaster = typeof broadcasters.$inferInsert;
