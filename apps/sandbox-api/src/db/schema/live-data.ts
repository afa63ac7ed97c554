/**
 * Live data: one row per broadcaster and day (90 days seeded, deterministic), the source of
 * every report, graph, aggregate, PK figure and export of the live-data family.
 */
import { date, index, integer, pgTable, primaryKey, serial, smallint, text } from "drizzle-orm/pg-core";
import type { CoverIssueReason, InvoiceStatus, RecallStatus, RewardStatus, RewardType } from "@agent-portal/api-client/enums";
import { broadcasters } from "./broadcasters.ts";
import { instant } from "./columns.ts";

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

/** A recall of a broadcaster at risk of leaving (preLostUser). */
export const recalls = pgTable(
  "recalls",
  {
    id: serial("id").primaryKey(),
    agencyId: integer("agency_id").notNull(),
    broadcasterUid: text("broadcaster_uid")
      .notNull()
      .references(() => broadcasters.uid, { onDelete: "cascade" }),
    /** 1 IM sent, 2 IM opened, 3 reward drawn, 4 called back. */
    status: smallint("status").$type<RecallStatus>().notNull(),
    rewardBeans: integer("reward_beans").notNull(),
    sentAt: instant("sent_at").notNull(),
    openedAt: instant("opened_at"),
    drawnAt: instant("drawn_at"),
    calledBackAt: instant("called_back_at"),
    remark: text("remark").notNull().default(""),
  },
  (t) => [index("recalls_agency_idx").on(t.agencyId, t.sentAt), index("recalls_broadcaster_idx").on(t.broadcasterUid)],
);

/** A monthly invoice of an agency's income (agentOss invoices). */
export const agencyInvoices = pgTable(
  "agency_invoices",
  {
    id: serial("id").primaryKey(),
    agencyId: integer("agency_id").notNull(),
    /** YYYY-MM. */
    month: text("month").notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** 1 waiting for signature, 2 signed, 3 paid. */
    status: smallint("status").$type<InvoiceStatus>().notNull(),
    signerName: text("signer_name").notNull().default(""),
    createdAt: instant("created_at").notNull(),
    signedAt: instant("signed_at"),
  },
  (t) => [index("agency_invoices_agency_idx").on(t.agencyId, t.month)],
);

/** A live cover flagged as low quality. */
export const liveCoverFlags = pgTable(
  "live_cover_flags",
  {
    id: serial("id").primaryKey(),
    broadcasterUid: text("broadcaster_uid")
      .notNull()
      .references(() => broadcasters.uid, { onDelete: "cascade" }),
    /** 1 blurry, 2 too dark, 3 text or watermark, 4 not the broadcaster, 5 other. */
    reason: smallint("reason").$type<CoverIssueReason>().notNull(),
    detectedAt: instant("detected_at").notNull(),
  },
  (t) => [index("live_cover_flags_broadcaster_idx").on(t.broadcasterUid)],
);

/** A reward of a broadcaster (manageOss getRewardList). */
export const broadcasterRewards = pgTable(
  "broadcaster_rewards",
  {
    id: serial("id").primaryKey(),
    broadcasterUid: text("broadcaster_uid")
      .notNull()
      .references(() => broadcasters.uid, { onDelete: "cascade" }),
    agencyId: integer("agency_id").notNull(),
    /** 1 activity reward, 2 PK reward, 3 new-broadcaster bonus, 4 other. */
    rewardType: smallint("reward_type").$type<RewardType>().notNull(),
    /** YYYY-MM. */
    month: text("month").notNull(),
    beans: integer("beans").notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** 1 pending, 2 issued, 3 cancelled. */
    status: smallint("status").$type<RewardStatus>().notNull(),
    reason: text("reason").notNull(),
  },
  (t) => [index("broadcaster_rewards_agency_idx").on(t.agencyId, t.month)],
);

/** Row types. */
export type AgencyInvoice = typeof agencyInvoices.$inferSelect;
export type Recall = typeof recalls.$inferSelect;
