/**
 * How an admin's or operator's data permissions read (README "Data scope"), beside the region and
 * agency rows of `data_permissions`: `all` (every agency, whatever rows there are) or `agency` (the
 * agency the account is a member of, followed as its membership changes). An account without a
 * mode row is scoped by its `data_permissions` rows alone (an admin with none sees everything, an
 * operator with none nothing). The data-permission page (DataPermission 13) writes both tables.
 */
import { check, integer, pgTable, text } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { accounts } from "./accounts.ts";
import { instant } from "./columns.ts";

/** The modes a row may hold. */
export const DATA_SCOPE_MODES = ["all", "agency"] as const;
/** One of {@link DATA_SCOPE_MODES}. */
export type DataScopeMode = (typeof DATA_SCOPE_MODES)[number];

/** An account's scope mode, when it is not read from its region and agency rows. */
export const dataScopeModes = pgTable(
  "data_scope_modes",
  {
    accountId: integer("account_id")
      .primaryKey()
      .references(() => accounts.id, { onDelete: "cascade" }),
    mode: text("mode").$type<DataScopeMode>().notNull(),
    createdAt: instant("created_at").notNull(),
  },
  (t) => [check("data_scope_modes_mode", sql`${t.mode} IN ('all', 'agency')`)],
);

/** Row type. */
export type DataScopeModeRow = typeof dataScopeModes.$inferSelect;
