/**
 * Payment transfers (live_agent_service PaymentAgencyTransfer*, PaymentDistributionBackend 9):
 * append-only; each moved `total_beans` (amount plus fee) out of the agency's balance once, under
 * its idempotency key. Never updated or deleted (a transfer cannot be reversed). Beans are bigint,
 * read as JS numbers (far below 2^53).
 */
import { bigint, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { accounts } from "./accounts.ts";
import { instant } from "./columns.ts";
import { agencies } from "./organisation.ts";

/** A transfer of the agency's beans to one Bigo user. */
export const paymentTransfers = pgTable(
  "payment_transfers",
  {
    id: serial("id").primaryKey(),
    agencyId: integer("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    idempotencyKey: text("idempotency_key").notNull(),
    referenceNo: text("reference_no").notNull(),
    receiverUid: text("receiver_uid").notNull(),
    receiverBigoId: text("receiver_bigo_id").notNull(),
    receiverName: text("receiver_name").notNull(),
    amountBeans: bigint("amount_beans", { mode: "number" }).notNull(),
    feeBeans: bigint("fee_beans", { mode: "number" }).notNull(),
    balanceBefore: bigint("balance_before", { mode: "number" }).notNull(),
    balanceAfter: bigint("balance_after", { mode: "number" }).notNull(),
    createdBy: integer("created_by").references(() => accounts.id, { onDelete: "set null" }),
    creatorName: text("creator_name").notNull(),
    createdAt: instant("created_at").notNull(),
  },
  (t) => [uniqueIndex("payment_transfers_key_idx").on(t.agencyId, t.idempotencyKey)],
);

/** Row type. */
export type PaymentTransfer = typeof paymentTransfers.$inferSelect;
