/**
 * Payments (live_agent_service): payment method configuration per country, payment info
 * submissions of broadcasters and agencies (reviewed by the sandbox), by-beans methods, the
 * payment action log, and the operator's whitelist, blacklist and monthly distributions.
 */
import { sql } from "drizzle-orm";
import { bigint, index, integer, pgTable, primaryKey, serial, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { AgentRole, ByBeansMethodStatus, DistributionStatus, PaymentActionType, PaymentConfigRole, PaymentMethodType, PaymentStatus } from "@agent-portal/api-client/enums";
import { accounts } from "./accounts.ts";
import { instant } from "./columns.ts";
import { agencies } from "./organisation.ts";

/** A payment method offered in a country to broadcasters (role 1) or agencies (role 2). */
export const paymentConfigs = pgTable(
  "payment_configs",
  {
    /** ISO country, or `*` for every country without its own rows. */
    country: text("country").notNull(),
    role: smallint("role").$type<PaymentConfigRole>().notNull(),
    /** 1 bank transfer, 2 e-wallet, 3 by beans. */
    methodType: smallint("method_type").$type<Exclude<PaymentMethodType, typeof PaymentMethodType.None>>().notNull(),
    name: text("name").notNull(),
    currency: text("currency").notNull(),
    minAmountCents: integer("min_amount_cents").notNull(),
    bankFieldsRequired: smallint("bank_fields_required").notNull(),
  },
  (t) => [primaryKey({ columns: [t.country, t.role, t.methodType] })],
);

/** Payment info submitted by a broadcaster (`anchor`) or an agency (`agency`). */
export const paymentSubmissions = pgTable(
  "payment_submissions",
  {
    id: serial("id").primaryKey(),
    ownerKind: text("owner_kind", { enum: ["anchor", "agency"] }).notNull(),
    /** The broadcaster's uid, or the agency's uid. */
    ownerUid: text("owner_uid").notNull(),
    /** The agency concerned (the broadcaster's at submission time, or the submitting agency). */
    agencyId: integer("agency_id").references(() => agencies.id, { onDelete: "set null" }),
    methodType: smallint("method_type").$type<Exclude<PaymentMethodType, typeof PaymentMethodType.None>>().notNull(),
    accountName: text("account_name").notNull(),
    accountNo: text("account_no").notNull(),
    bankName: text("bank_name").notNull(),
    bankCode: text("bank_code").notNull(),
    /** ISO 3166-1 alpha-2 country of the bank ("" when not given: by beans, e-wallets, older rows). */
    bankCountry: text("bank_country").notNull().default(""),
    /** 1 under review, 2 approved, 3 rejected. */
    status: smallint("status").$type<PaymentStatus>().notNull(),
    rejectReason: text("reject_reason").notNull().default(""),
    submittedBy: integer("submitted_by").references(() => accounts.id, { onDelete: "set null" }),
    submittedAt: instant("submitted_at").notNull(),
    reviewDueAt: instant("review_due_at"),
    reviewedAt: instant("reviewed_at"),
  },
  (t) => [
    index("payment_submissions_owner_idx").on(t.ownerKind, t.ownerUid, t.submittedAt),
    /** At most one submission under review per owner (38002 PaymentUnderReview). */
    uniqueIndex("payment_submissions_reviewing_idx")
      .on(t.ownerKind, t.ownerUid)
      .where(sql`${t.status} = 1`),
  ],
);

/** A by-beans method of an agency. */
export const byBeansMethods = pgTable(
  "by_beans_methods",
  {
    id: serial("id").primaryKey(),
    agencyId: integer("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    minBeans: integer("min_beans").notNull(),
    feeBp: integer("fee_bp").notNull(),
    anchorUids: text("anchor_uids").array().notNull(),
    /** 1 active, 2 disabled. */
    status: smallint("status").$type<ByBeansMethodStatus>().notNull(),
    createdAt: instant("created_at").notNull(),
    updatedAt: instant("updated_at").notNull(),
  },
  (t) => [
    index("by_beans_methods_agency_idx").on(t.agencyId),
    /** Method names are unique per agency, case-insensitively (38004 MethodNameDuplicate). */
    uniqueIndex("by_beans_methods_agency_name_idx").on(t.agencyId, sql`lower(${t.name})`),
  ],
);

/**
 * One payment action of an agency (PaymentAgencyActionLog*): submissions, method changes,
 * blacklist changes, distributions, adjustments, transfers. Append-only: nothing updates or
 * deletes a row. Amounts and balances are whole beans (bigint, read as JS numbers: beans stay far
 * below 2^53); null where no money moved.
 */
export const paymentActionLogs = pgTable(
  "payment_action_logs",
  {
    id: serial("id").primaryKey(),
    agencyId: integer("agency_id").references(() => agencies.id, { onDelete: "cascade" }),
    accountId: integer("account_id").references(() => accounts.id, { onDelete: "set null" }),
    /** Legacy text name of the action (`by-beans-method-add`, ...); `actionType` is what the log call answers. */
    action: text("action").notNull(),
    /** PaymentActionType. */
    actionType: smallint("action_type").$type<PaymentActionType>().notNull().default(1),
    /** The actor's AgentRole in the agency at the time (0 not an agent). */
    actorRole: smallint("actor_role").$type<AgentRole>().notNull().default(0),
    /** The actor's name and Bigo ID at the time. */
    actorName: text("actor_name").notNull().default(""),
    actorBigoId: text("actor_bigo_id").notNull().default(""),
    /** The user acted on; "" for the agency as a whole. */
    targetBigoId: text("target_bigo_id").notNull().default(""),
    amountBeans: bigint("amount_beans", { mode: "number" }),
    balanceBefore: bigint("balance_before", { mode: "number" }),
    balanceAfter: bigint("balance_after", { mode: "number" }),
    /** The batch, adjustment, transfer, entry or approval id; "" when none. */
    refId: text("ref_id").notNull().default(""),
    detail: text("detail").notNull(),
    createdAt: instant("created_at").notNull(),
  },
  (t) => [index("payment_action_logs_agency_idx").on(t.agencyId, t.createdAt)],
);

/** Users the operator lets use by-beans payment (payment by-beans whitelist). */
export const paymentWhitelist = pgTable("payment_whitelist", {
  uid: text("uid").primaryKey(),
  note: text("note").notNull(),
  createdAt: instant("created_at").notNull(),
});

/** Users whose payouts the operator holds (payment blacklist). */
export const paymentBlacklist = pgTable("payment_blacklist", {
  uid: text("uid").primaryKey(),
  reason: text("reason").notNull(),
  createdAt: instant("created_at").notNull(),
});

/** A monthly payout to an agency (distribution upload and back end). */
export const paymentDistributions = pgTable(
  "payment_distributions",
  {
    id: serial("id").primaryKey(),
    agencyId: integer("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    /** YYYY-MM. */
    month: text("month").notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** 1 uploaded, 2 paid, 3 adjusted. */
    status: smallint("status").$type<DistributionStatus>().notNull(),
    createdAt: instant("created_at").notNull(),
  },
  (t) => [index("payment_distributions_agency_idx").on(t.agencyId, t.month)],
);

/** Row types. */
export type PaymentSubmission = typeof paymentSubmissions.$inferSelect;
export type ByBeansMethod = typeof byBeansMethods.$inferSelect;
export type PaymentActionLog = typeof paymentActionLogs.$inferSelect;
