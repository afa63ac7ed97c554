/**
 * Relation changes (manage anchor): transfers between agencies and cancellations. State
 * machines: `#domain/machines/transfer.ts`, `#domain/machines/cancellation.ts`.
 */
import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { CancellationStatus, CancelReasonType, TransferInitiator, TransferStatus } from "@agent-portal/api-client/enums";
import { broadcasters } from "./broadcasters.ts";
import { instant } from "./columns.ts";
import { agencies } from "./organisation.ts";

/** A transfer of a broadcaster from one agency to another. */
export const transfers = pgTable(
  "transfers",
  {
    id: serial("id").primaryKey(),
    broadcasterUid: text("broadcaster_uid")
      .notNull()
      .references(() => broadcasters.uid, { onDelete: "cascade" }),
    sourceAgencyId: integer("source_agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    targetAgencyId: integer("target_agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    /** 1 the source agency started it (transfer out), 2 the target agency (transfer in). */
    initiator: smallint("initiator").$type<TransferInitiator>().notNull(),
    /** TransferStatus 1-6. */
    status: smallint("status").$type<TransferStatus>().notNull(),
    reason: text("reason").notNull(),
    createdAt: instant("created_at").notNull(),
    updatedAt: instant("updated_at").notNull(),
    /** Deadline of the current waiting step; null once finished. */
    expiresAt: instant("expires_at"),
    /** The counterpart agency's answer. */
    agencyAnsweredAt: instant("agency_answered_at"),
    agencyRemark: text("agency_remark").notNull().default(""),
    /** The broadcaster's answer. */
    anchorAnsweredAt: instant("anchor_answered_at"),
    anchorRemark: text("anchor_remark").notNull().default(""),
    /** When it finished (completed, rejected or expired). */
    finishedAt: instant("finished_at"),
  },
  (t) => [
    index("transfers_broadcaster_idx").on(t.broadcasterUid, t.createdAt),
    index("transfers_source_idx").on(t.sourceAgencyId),
    index("transfers_target_idx").on(t.targetAgencyId),
    /** At most one transfer open (waiting for the other agency or the broadcaster) per broadcaster, also under concurrent starts. */
    uniqueIndex("transfers_open_broadcaster_idx")
      .on(t.broadcasterUid)
      .where(sql`${t.status} IN (1, 2)`),
  ],
);

/** A contract cancellation started by the agency. */
export const cancellations = pgTable(
  "cancellations",
  {
    id: serial("id").primaryKey(),
    broadcasterUid: text("broadcaster_uid")
      .notNull()
      .references(() => broadcasters.uid, { onDelete: "cascade" }),
    agencyId: integer("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    /** 1 inactive, 2 violation, 3 mutual agreement, 4 other. */
    reasonType: smallint("reason_type").$type<CancelReasonType>().notNull(),
    reason: text("reason").notNull(),
    /** CancellationStatus 1-4. */
    status: smallint("status").$type<CancellationStatus>().notNull(),
    createdAt: instant("created_at").notNull(),
    updatedAt: instant("updated_at").notNull(),
    /** Deadline of the broadcaster's answer; null once finished. */
    expiresAt: instant("expires_at"),
    answeredAt: instant("answered_at"),
    answerRemark: text("answer_remark").notNull().default(""),
    finishedAt: instant("finished_at"),
  },
  (t) => [
    index("cancellations_broadcaster_idx").on(t.broadcasterUid, t.createdAt),
    index("cancellations_agency_idx").on(t.agencyId),
    /** At most one cancellation waiting per broadcaster (the relation-change guard), also under concurrent starts. */
    uniqueIndex("cancellations_open_broadcaster_idx")
      .on(t.broadcasterUid)
      .where(sql`${t.status} = 1`),
  ],
);

/** Row types. */
export type Transfer = typeof transfers.$inferSelect;
export type Cancellation = typeof cancellations.$inferSelect;
