/**
 * The agencies' payment blacklists (live_agent_service PaymentAgencyBlacklist*, PaymentBlacklist
 * 10). An entry is never edited or deleted: a removal sets `removed_at` with its reason, and an
 * entry past `expires_at` no longer applies. A Bigo ID has at most one entry in force per agency
 * (checked by the handler under the agency's row lock, since "in force" depends on the clock).
 */
import { index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { accounts } from "./accounts.ts";
import { instant } from "./columns.ts";
import { agencies } from "./organisation.ts";

/** One blacklisting of a user by an agency. */
export const paymentBlacklistEntries = pgTable(
  "payment_blacklist_entries",
  {
    id: serial("id").primaryKey(),
    agencyId: integer("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    /** The user's uid (decimal text). */
    uid: text("uid").notNull(),
    /** Their Bigo ID and name when blacklisted. */
    bigoId: text("bigo_id").notNull(),
    nickname: text("nickname").notNull(),
    reason: text("reason").notNull(),
    /** When it stops applying; null: never. */
    expiresAt: instant("expires_at"),
    createdBy: integer("created_by").references(() => accounts.id, { onDelete: "set null" }),
    creatorName: text("creator_name").notNull(),
    createdAt: instant("created_at").notNull(),
    removedAt: instant("removed_at"),
    removeReason: text("remove_reason").notNull().default(""),
    removerName: text("remover_name").notNull().default(""),
  },
  (t) => [index("payment_blacklist_entries_agency_idx").on(t.agencyId, t.createdAt), index("payment_blacklist_entries_uid_idx").on(t.agencyId, t.uid)],
);

/** Row type. */
export type PaymentBlacklistEntry = typeof paymentBlacklistEntries.$inferSelect;
