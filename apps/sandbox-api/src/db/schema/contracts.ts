/**
 * Contracts and their changes (broker, live_agent_front, live_agent_portal): contract offers
 * ("signs") the broadcaster confirms, renewals, broker assignment history. State machines:
 * `#domain/machines/sign.ts`, `#domain/machines/renewal.ts`.
 */
import { sql } from "drizzle-orm";
import { date, index, integer, pgTable, serial, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { RenewalStatus, SignStatus, SignType } from "@agent-portal/api-client/enums";
import { broadcasters } from "./broadcasters.ts";
import { instant } from "./columns.ts";
import { agencies, agencyMembers } from "./organisation.ts";

/** A contract offered to a broadcaster: new (invitation or recruit) or a renewal. */
export const anchorSigns = pgTable(
  "anchor_signs",
  {
    id: serial("id").primaryKey(),
    broadcasterUid: text("broadcaster_uid")
      .notNull()
      .references(() => broadcasters.uid, { onDelete: "cascade" }),
    agencyId: integer("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    /** 1 new contract, 2 renewal. */
    signType: smallint("sign_type").$type<SignType>().notNull(),
    durationMonths: smallint("duration_months").notNull(),
    /** Contract days once confirmed (YYYY-MM-DD). */
    startDay: date("start_day", { mode: "string" }).notNull(),
    endDay: date("end_day", { mode: "string" }).notNull(),
    /** Broadcaster's income share, basis points. */
    shareRatioBp: integer("share_ratio_bp").notNull(),
    baseSalaryCents: integer("base_salary_cents").notNull(),
    minLiveDays: smallint("min_live_days").notNull(),
    minLiveHours: smallint("min_live_hours").notNull(),
    termsText: text("terms_text").notNull(),
    /** SignStatus: 1 waiting, 2 confirmed, 3 declined, 4 expired, 5 withdrawn. */
    status: smallint("status").$type<SignStatus>().notNull(),
    createdAt: instant("created_at").notNull(),
    expiresAt: instant("expires_at").notNull(),
    /** When the broadcaster answered (or it expired / was withdrawn); null while waiting. */
    answeredAt: instant("answered_at"),
  },
  (t) => [index("anchor_signs_broadcaster_idx").on(t.broadcasterUid, t.createdAt), index("anchor_signs_agency_idx").on(t.agencyId)],
);

/** A renewal offered for a contract ending soon. */
export const renewals = pgTable(
  "renewals",
  {
    id: serial("id").primaryKey(),
    broadcasterUid: text("broadcaster_uid")
      .notNull()
      .references(() => broadcasters.uid, { onDelete: "cascade" }),
    agencyId: integer("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    /** The contract offer the broadcaster confirms. */
    signId: integer("sign_id").references(() => anchorSigns.id, { onDelete: "set null" }),
    durationMonths: smallint("duration_months").notNull(),
    oldEndDay: date("old_end_day", { mode: "string" }).notNull(),
    newEndDay: date("new_end_day", { mode: "string" }).notNull(),
    /** RenewalStatus: 1 pending, 2 accepted, 3 rejected, 4 withdrawn, 5 expired. */
    status: smallint("status").$type<RenewalStatus>().notNull(),
    remark: text("remark").notNull().default(""),
    operatorName: text("operator_name").notNull(),
    createdAt: instant("created_at").notNull(),
    expiresAt: instant("expires_at").notNull(),
    updatedAt: instant("updated_at").notNull(),
    lastRemindAt: instant("last_remind_at"),
  },
  (t) => [
    index("renewals_agency_idx").on(t.agencyId, t.createdAt),
    index("renewals_broadcaster_idx").on(t.broadcasterUid),
    /** At most one pending renewal per broadcaster (31003 RenewalPending), also under concurrent offers. */
    uniqueIndex("renewals_pending_broadcaster_idx")
      .on(t.broadcasterUid)
      .where(sql`${t.status} = 1`),
  ],
);

/** One broker change of a broadcaster (history of SetBroker / SetBrokerNoVerify). */
export const brokerRecords = pgTable(
  "broker_records",
  {
    id: serial("id").primaryKey(),
    agencyId: integer("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    broadcasterUid: text("broadcaster_uid")
      .notNull()
      .references(() => broadcasters.uid, { onDelete: "cascade" }),
    oldBrokerId: integer("old_broker_id").references(() => agencyMembers.id, { onDelete: "set null" }),
    newBrokerId: integer("new_broker_id").references(() => agencyMembers.id, { onDelete: "set null" }),
    operatorName: text("operator_name").notNull(),
    createdAt: instant("created_at").notNull(),
  },
  (t) => [index("broker_records_agency_idx").on(t.agencyId, t.createdAt)],
);

/** Row types. */
export type AnchorSign = typeof anchorSigns.$inferSelect;
export type Renewal = typeof renewals.$inferSelect;
export type BrokerRecord = typeof brokerRecords.$inferSelect;
