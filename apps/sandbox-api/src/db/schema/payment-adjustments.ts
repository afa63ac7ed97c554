/**
 * Distribution adjustments (live_agent_service PaymentAgencyDistributionAdjust*,
 * PaymentDistributionBackend 9): append-only signed beans changes of a confirmed distribution batch
 * or one of its rows, each with its reason, its idempotency key and the agency's balance before and
 * after. Never updated except for `correctedBy` (set once, when the opposite adjustment is posted)
 * and never deleted. Beans are bigint, read as JS numbers (far below 2^53).
 */
import { bigint, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { accounts } from "./accounts.ts";
import { instant } from "./columns.ts";
import { agencies } from "./organisation.ts";
import { distributionBatches } from "./payment-distributions.ts";

/** An adjustment of a distribution batch (or one row of it). */
export const distributionAdjustments = pgTable(
  "distribution_adjustments",
  {
    id: serial("id").primaryKey(),
    agencyId: integer("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    idempotencyKey: text("idempotency_key").notNull(),
    batchId: integer("batch_id")
      .notNull()
      .references(() => distributionBatches.id, { onDelete: "cascade" }),
    /** The row's line in the batch's file; 0 for the whole batch. */
    line: integer("line").notNull(),
    /** The row's Bigo ID; "" for the whole batch. */
    bigoId: text("bigo_id").notNull(),
    /** Signed whole beans: positive pays more, negative takes back. */
    amountBeans: bigint("amount_beans", { mode: "number" }).notNull(),
    reason: text("reason").notNull(),
    /** The adjustment this one corrects (its exact opposite). */
    correctsId: integer("corrects_id"),
    /** The adjustment correcting this one, set once. */
    correctedById: integer("corrected_by_id"),
    balanceBefore: bigint("balance_before", { mode: "number" }).notNull(),
    balanceAfter: bigint("balance_after", { mode: "number" }).notNull(),
    createdBy: integer("created_by").references(() => accounts.id, { onDelete: "set null" }),
    creatorName: text("creator_name").notNull(),
    createdAt: instant("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("distribution_adjustments_key_idx").on(t.agencyId, t.idempotencyKey),
    uniqueIndex("distribution_adjustments_corrects_idx").on(t.correctsId),
    index("distribution_adjustments_batch_idx").on(t.agencyId, t.batchId),
  ],
);

/** Row type. */
export type DistributionAdjustment = typeof distributionAdjustments.$inferSelect;
