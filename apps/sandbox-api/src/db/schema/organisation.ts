/**
 * Regions, agencies (guilds) and their staff (SPEC section 1: agency staff are the super
 * manager, managers and brokers; section 3: AgentRole).
 */
import { boolean, date, index, integer, pgTable, serial, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { AgencyOperationType, MemberRole } from "@agent-portal/api-client/enums";
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
  /** Country the agency operates from (ISO 3166-1 alpha-2). */
  country: text("country").notNull().default("ID"),
  /** Agency level, 1 (new) to 5. */
  level: smallint("level").notNull().default(1),
  /** Introduction shown to broadcasters, plain text. */
  intro: text("intro").notNull().default(""),
  /** Takes applications and invitations now. */
  recruiting: boolean("recruiting").notNull().default(true),
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
    role: smallint("role").$type<MemberRole>().notNull(),
    /** The portal login of this member, when they have one. */
    accountId: integer("account_id").references(() => accounts.id, { onDelete: "set null" }),
    joinedAt: date("joined_at", { mode: "string" }).notNull(),
    /** May recruit broadcasters (modifyAgencyRecruitment). */
    recruitEnabled: boolean("recruit_enabled").notNull().default(true),
    /** Who added the member (uid; addAgencyMember); "0" for the founder and members added before this was recorded. */
    addedByUid: text("added_by_uid").notNull().default("0"),
    /** Their name at the time; "" when `addedByUid` is "0". */
    addedByName: text("added_by_name").notNull().default(""),
  },
  (t) => [uniqueIndex("agency_members_agency_uid_idx").on(t.agencyId, t.uid), index("agency_members_account_idx").on(t.accountId)],
);

/** One change to an agency's team or recruit settings (union_oss getAgencyOperationRecord). */
export const agencyOperationRecords = pgTable(
  "agency_operation_records",
  {
    id: serial("id").primaryKey(),
    agencyId: integer("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    /** 1 member added, 2 member removed, 3 role changed, 4 recruiting switched, 5 recruit settings changed. */
    type: smallint("type").$type<AgencyOperationType>().notNull(),
    operatorUid: text("operator_uid").notNull(),
    operatorName: text("operator_name").notNull(),
    /** The member concerned; "0" for agency-wide changes. */
    targetUid: text("target_uid").notNull(),
    targetName: text("target_name").notNull(),
    detail: text("detail").notNull(),
    /** AgentRole before a role change, the removed member's role; 0 otherwise. */
    roleBefore: smallint("role_before").$type<MemberRole | 0>().notNull().default(0),
    /** AgentRole after a role change, the added member's role; 0 otherwise. */
    roleAfter: smallint("role_after").$type<MemberRole | 0>().notNull().default(0),
    createdAt: instant("created_at").notNull(),
  },
  (t) => [index("agency_operation_records_agency_idx").on(t.agencyId, t.createdAt)],
);

/** Row types. */
export type Region = typeof regions.$inferSelect;
export type Agency = typeof agencies.$inferSelect;
export type AgencyMember = typeof agencyMembers.$inferSelect;
