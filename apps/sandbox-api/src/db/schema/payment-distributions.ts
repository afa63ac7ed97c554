/**
 * Distribution upload (live_agent_service PaymentAgencyDistribution*, PaymentDistributionUpload 8):
 * each agency's beans balance, and its distribution batches. A batch is stored at preview with
 * its idempotency key and every row as typed with its state; the confirm applies it once (the
 * status goes from previewed to confirmed under the balance row's lock). Beans are bigint, read as
 * JS numbers (far below 2^53).
 */
import { bigint, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { DistributionBatchStatus, DistributionRowState } from "@agent-portal/api-client/enums";
import { accounts } from "./accounts.ts";
import { instant } from "./columns.ts";
import { agencies } from "./organisation.ts";

/** An agency's beans available for distributions. */
export const agencyBeanBalances = pgTable("agency_bean_balances", {
  agencyId: integer("agency_id")
    .primaryKey()
    .references(() => agencies.id, { onDelete: "cascade" }),
  balanceBeans: bigint("balance_beans", { mode: "number" }).notNull(),
});

/** One row of a batch, as typed, with its state and reason. */
export interface StoredDistributionRow {
  readonly line: number;
  readonly bigoId: string;
  readonly amount: string;
  readonly amountBeans: number | null;
  readonly note: string;
  readonly uid: string | null;
  readonly state: DistributionRowState;
  readonly reason: string;
  readonly column: string;
  readonly blacklistedSince: number;
  readonly blacklistReason: string;
}

/** A distribution batch of an agency. */
export const distributionBatches = pgTable(
  "distribution_batches",
  {
    id: serial("id").primaryKey(),
    agencyId: integer("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    idempotencyKey: text("idempotency_key").notNull(),
    status: smallint("status").$type<DistributionBatchStatus>().notNull(),
    fileName: text("file_name").notNull(),
    fileSha256: text("file_sha256").notNull(),
    totalBeans: bigint("total_beans", { mode: "number" }).notNull(),
    unusuallyLarge: smallint("unusually_large").notNull(),
    duplicateOf: integer("duplicate_of"),
    rows: jsonb("rows").$type<readonly StoredDistributionRow[]>().notNull(),
    createdBy: integer("created_by").references(() => accounts.id, { onDelete: "set null" }),
    createdAt: instant("created_at").notNull(),
    confirmedAt: instant("confirmed_at"),
    /** The balance before and after, fixed at confirm. */
    balanceBefore: bigint("balance_before", { mode: "number" }),
    balanceAfter: bigint("balance_after", { mode: "number" }),
  },
  (t) => [uniqueIndex("distribution_batches_key_idx").on(t.agencyId, t.idempotencyKey), index("distribution_batches_file_idx").on(t.agencyId, t.fileSha256)],
);

/** Row type. */
export type DistributionBatch = typeof distributionBatches.$inferSelect;
