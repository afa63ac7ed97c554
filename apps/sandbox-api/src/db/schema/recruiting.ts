/**
 * Recruiting (recruit anchor, recruit proxy, live_agent_front invites): recruit records with the
 * broadcaster's submitted info, invite links, invitations and applications, and sub-agent
 * applications. State machines: `#domain/machines/recruit.ts`, `invite.ts`, `proxy-application.ts`.
 */
import { index, integer, jsonb, pgTable, serial, smallint, text } from "drizzle-orm/pg-core";
import type { Gender, InviteKind, InviteStatus, ProxyApplyStatus, RecruitStatus, SubAgentDenyReason, SubmitType, TalentType } from "@agent-portal/api-client/enums";
import { accounts } from "./accounts.ts";
import { broadcasters } from "./broadcasters.ts";
import { instant } from "./columns.ts";
import { anchorSigns } from "./contracts.ts";
import { agencies } from "./organisation.ts";

/** The broadcaster info of a recruit record (SaveSubmitAnchorInfo's editable fields). */
export interface SubmittedAnchorInfo {
  readonly real_name: string;
  readonly gender: Gender;
  /** YYYY-MM-DD. */
  readonly birthday: string;
  readonly country: string;
  /** Dial prefix + number, digits only. */
  readonly contact_phone: string;
  readonly talent_types: readonly TalentType[];
  readonly experience_months: number;
  readonly weekly_live_hours: number;
  readonly remark: string;
}

/** A broadcaster being recruited by an agency. */
export const recruitRecords = pgTable(
  "recruit_records",
  {
    id: serial("id").primaryKey(),
    agencyId: integer("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    broadcasterUid: text("broadcaster_uid")
      .notNull()
      .references(() => broadcasters.uid, { onDelete: "cascade" }),
    /** RecruitStatus 1-7. */
    status: smallint("status").$type<RecruitStatus>().notNull(),
    /** SubmitType: 1 AnchorSubmitAnchor, 2 AgencySubmitAnchor. */
    submitType: smallint("submit_type").$type<Exclude<SubmitType, typeof SubmitType.AgentSubmitAgent>>().notNull(),
    submitterName: text("submitter_name").notNull(),
    info: jsonb("info").$type<SubmittedAnchorInfo>().notNull(),
    createdAt: instant("created_at").notNull(),
    updatedAt: instant("updated_at").notNull(),
    submittedAt: instant("submitted_at"),
    /** When the (simulated) operator review completes; null unless under review. */
    reviewDueAt: instant("review_due_at"),
    reviewedAt: instant("reviewed_at"),
    /** Deadline of a draft or of the broadcaster's answer; null otherwise. */
    expiresAt: instant("expires_at"),
    /** The contract offer sent after review. */
    signId: integer("sign_id").references(() => anchorSigns.id, { onDelete: "set null" }),
    rejectReason: text("reject_reason").notNull().default(""),
    finishedAt: instant("finished_at"),
  },
  (t) => [index("recruit_records_agency_idx").on(t.agencyId, t.createdAt), index("recruit_records_broadcaster_idx").on(t.broadcasterUid)],
);

/** An agency's shareable invite link. */
export const inviteLinks = pgTable(
  "invite_links",
  {
    id: serial("id").primaryKey(),
    agencyId: integer("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    /** Short code in the URL. */
    code: text("code").notNull().unique(),
    createdAt: instant("created_at").notNull(),
    expiresAt: instant("expires_at").notNull(),
    visitCount: integer("visit_count").notNull().default(0),
    shareCount: integer("share_count").notNull().default(0),
  },
  (t) => [index("invite_links_agency_idx").on(t.agencyId, t.createdAt)],
);

/** An invitation (kind 1) or application (kind 2) between an agency and a broadcaster. */
export const invites = pgTable(
  "invites",
  {
    id: serial("id").primaryKey(),
    /** 1 invitation, 2 application. */
    kind: smallint("kind").$type<InviteKind>().notNull(),
    linkId: integer("link_id").references(() => inviteLinks.id, { onDelete: "set null" }),
    agencyId: integer("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    broadcasterUid: text("broadcaster_uid")
      .notNull()
      .references(() => broadcasters.uid, { onDelete: "cascade" }),
    /** InviteStatus 1-4. */
    status: smallint("status").$type<InviteStatus>().notNull(),
    remark: text("remark").notNull().default(""),
    rejectReason: text("reject_reason").notNull().default(""),
    createdAt: instant("created_at").notNull(),
    handledAt: instant("handled_at"),
    expiresAt: instant("expires_at").notNull(),
    /** The contract offer made when an invitation was accepted. */
    signId: integer("sign_id").references(() => anchorSigns.id, { onDelete: "set null" }),
    /** The recruit record of an application. */
    recruitId: integer("recruit_id").references(() => recruitRecords.id, { onDelete: "set null" }),
  },
  (t) => [index("invites_agency_idx").on(t.agencyId, t.createdAt), index("invites_broadcaster_idx").on(t.broadcasterUid)],
);

/** A user's application to become a sub-agent (proxy) of an agency. */
export const proxyApplications = pgTable(
  "proxy_applications",
  {
    id: serial("id").primaryKey(),
    /** The applicant's login; null for seeded applicants without one. */
    accountId: integer("account_id").references(() => accounts.id, { onDelete: "cascade" }),
    applicantUid: text("applicant_uid").notNull(),
    applicantBigoId: text("applicant_bigo_id").notNull(),
    applicantName: text("applicant_name").notNull(),
    parentAgencyId: integer("parent_agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    /** ProxyApplyStatus 1-6. */
    status: smallint("status").$type<ProxyApplyStatus>().notNull(),
    name: text("name").notNull().default(""),
    contactPhone: text("contact_phone").notNull().default(""),
    country: text("country").notNull().default(""),
    teamSize: integer("team_size").notNull().default(0),
    experience: text("experience").notNull().default(""),
    denyReason: text("deny_reason").notNull().default(""),
    /** SubAgentDenyReason preset of a denial; 0 none. */
    denyReasonCode: smallint("deny_reason_code").$type<SubAgentDenyReason>().notNull().default(0),
    /** The agency member (account) who denied it; null otherwise. */
    deniedBy: integer("denied_by").references(() => accounts.id, { onDelete: "set null" }),
    /** Who decided, as shown to the agency (the member's nickname, or the operator); "" when undecided or decided by the system. */
    decidedByName: text("decided_by_name").notNull().default(""),
    createdAt: instant("created_at").notNull(),
    updatedAt: instant("updated_at").notNull(),
    committedAt: instant("committed_at"),
    agencyAnsweredAt: instant("agency_answered_at"),
    reviewDueAt: instant("review_due_at"),
    reviewedAt: instant("reviewed_at"),
    expiresAt: instant("expires_at"),
  },
  (t) => [index("proxy_applications_account_idx").on(t.accountId), index("proxy_applications_agency_idx").on(t.parentAgencyId)],
);

/** Row types. */
export type RecruitRecord = typeof recruitRecords.$inferSelect;
export type InviteLink = typeof inviteLinks.$inferSelect;
export type Invite = typeof invites.$inferSelect;
export type ProxyApplication = typeof proxyApplications.$inferSelect;
