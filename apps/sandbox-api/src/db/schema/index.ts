/**
 * The sandbox database schema (Drizzle pg-core). One file per domain; this index is what
 * drizzle-kit reads and what `drizzle()` gets as `schema`.
 *
 * A new domain adds its file and a line here, then `pnpm --filter @agent-portal/sandbox-api db:generate`
 * writes the migration.
 */
export * from "./accounts.ts";
export * from "./admin.ts";
export * from "./activities.ts";
export * from "./activity-changes.ts";
export * from "./applications.ts";
export * from "./broadcasters.ts";
export * from "./content.ts";
export * from "./contracts.ts";
export * from "./data-permissions.ts";
export * from "./data-scope-modes.ts";
export * from "./engagement.ts";
export * from "./interviews.ts";
export * from "./kyc.ts";
export * from "./limits.ts";
export * from "./live-data.ts";
export * from "./live-data-entries.ts";
export * from "./organisation.ts";
export * from "./outbox.ts";
export * from "./payments.ts";
export * from "./payment-blacklist.ts";
export * from "./payment-distributions.ts";
export * from "./payment-adjustments.ts";
export * from "./payment-transfers.ts";
export * from "./recruiting.ts";
export * from "./relations.ts";
export * from "./security.ts";
export * from "./export-jobs.ts";
export * from "./recall-sends.ts";
