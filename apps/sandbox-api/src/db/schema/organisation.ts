/**
 * Regions, agencies (guilds) and their staff (SPEC section 1: agency staff are the super
 * manager, managers and brokers; section 3: AgentRole).
 */
import { date, index, integer, pgTable, serial, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { accounts } from "./accounts.ts";
import { instant } from "./columns.ts";

/** A region an operator or agency belongs to (session `regions`: id, name, shortName). */
export const regions = pgTable("regions", {
  /** Stable id chosen by the seed (not a sequence), so region ids never move. */
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  /** Short name used by region checks (SPEC section 6), e.g. `ID`, `PH`, `MENA`. */
  shortName: text("short_name").notNull().unique(),
});

/** An agency (guild). */
export const agencies = pgTable("agencies", {
  id: serial("id").primaryKey(),
  /** The agency's Bigo uid (64-bit number as decimal text): what `agentList[].uid` and `agency_uid` carry. */
  uid: text("uid").notNull().unique(),
  /** The agency's public Bigo ID. */
  bigoId: text("bigo_id").notNull().unique(),
  name: text("name").notNull(),
  regionId: integer("region_id")
    .notNull()
    .references(() => regions.id),
  createdAt: instant("created_at").notNull(),
});

/** A staff member of an agency: super manager, manager or broker. */
export const agencyMembers = pgTable(
  "agency_members",
  {
    id: serial("id").primaryKey(),
    agencyId: integer("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    /** The member's Bigo uid (decimal text). */
    uid: text("uid").notNull(),
    bigoId: text("bigo_id").notNull(),
    nickname: text("nickname").notNull(),
    /** AgentRole: SUPER_MANAGER 1, MANAGER 2, BROKER 3 (never NOT_AGENT here). */
    role: smallint("role").notNull(),
    /** The portal login of this member, when they have one. */
    accountId: integer("account_id").references(() => accounts.id, { onDelete: "set null" }),
    joinedAt: date("joined_at", { mode: "string" }).notNull(),
  },
  (t) => [uniqueIndex("agency_members_agency_uid_idx").on(t.agencyId, t.uid), index("agency_members_account_idx").on(t.accountId)],
);

/** Row types. */
export type Region = typeof regions.$inferSelect;
export type Agency = typeof agencies.$inferSelect;
export type AgencyMember = typeof agencyMembers.$inferSelect;
