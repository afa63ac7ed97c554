/**
 * Agent applications (union_oss userCreateApply) and each agency's recruit configuration
 * (getAgentRecruitCfg / modifyAgentRecruitCfg). State machine: `#domain/machines/applications.ts`.
 */
import { index, integer, pgTable, serial, smallint, text } from "drizzle-orm/pg-core";
import type { AgentApplyStatus, KycSource } from "@agent-portal/api-client/enums";
import { accounts } from "./accounts.ts";
import { instant } from "./columns.ts";
import { kycSubmissions } from "./kyc.ts";
import { agencies } from "./organisation.ts";

/** A user's application to become an agent. */
export const agentApplications = pgTable(
  "agent_applications",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    /** AgentApplyStatus: 1 KYC needed, 2 under review, 3 approved, 4 rejected. */
    status: smallint("status").$type<AgentApplyStatus>().notNull(),
    agencyName: text("agency_name").notNull(),
    country: text("country").notNull(),
    contactPhone: text("contact_phone").notNull(),
    teamSize: integer("team_size").notNull(),
    experience: text("experience").notNull(),
    /** KycSource: APP 1, PC 2. */
    source: smallint("source").$type<KycSource>().notNull(),
    kycId: integer("kyc_id").references(() => kycSubmissions.id, { onDelete: "set null" }),
    rejectReason: text("reject_reason").notNull().default(""),
    createdAt: instant("created_at").notNull(),
    updatedAt: instant("updated_at").notNull(),
    kycSubmittedAt: instant("kyc_submitted_at"),
    /** When the (simulated) operator review completes; null unless under review. */
    reviewDueAt: instant("review_due_at"),
    reviewedAt: instant("reviewed_at"),
  },
  (t) => [index("agent_applications_account_idx").on(t.accountId, t.createdAt)],
);

/** An agency's recruit configuration: what applicants see. */
export const agencyRecruitConfigs = pgTable("agency_recruit_configs", {
  agencyId: integer("agency_id")
    .primaryKey()
    .references(() => agencies.id, { onDelete: "cascade" }),
  /** 1: takes broadcaster applications. */
  open: smallint("open").notNull(),
  countries: text("countries").array().notNull(),
  minAge: smallint("min_age").notNull(),
  requirements: text("requirements").notNull(),
  contact: text("contact").notNull(),
  updatedAt: instant("updated_at"),
  /** Who made the last change through modifyAgentRecruitCfg (uid); "0" for the seeded configuration. */
  updatedByUid: text("updated_by_uid").notNull().default("0"),
  /** Their name at the time; "" when `updatedByUid` is "0". */
  updatedByName: text("updated_by_name").notNull().default(""),
});

/** Row types. */
export type AgentApplication = typeof agentApplications.$inferSelect;
export type AgencyRecruitConfig = typeof agencyRecruitConfigs.$inferSelect;
