/**
 * Per-account data permissions (README "Data scope"): which regions and agencies an admin or
 * operator account may see. An operator sees the regions (and agencies) listed for it, nothing
 * else; an admin with no row sees everything, with rows only what they list. Agency staff and
 * other accounts are scoped by their memberships and never read this table. The seed gives the
 * operator its regions; the admin section's data-permission page (DataPermission 13) fills it.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, uniqueIndex } from "drizzle-orm/pg-core";
import { accounts } from "./accounts.ts";
import { instant } from "./columns.ts";
import { agencies, regions } from "./organisation.ts";

/** One region or one agency an account may see. */
export const dataPermissions = pgTable(
  "data_permissions",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    /** A region the account may see (every agency of it); null when the row names an agency. */
    regionId: integer("region_id").references(() => regions.id, { onDelete: "cascade" }),
    /** One agency the account may see; null when the row names a region. */
    agencyId: integer("agency_id").references(() => agencies.id, { onDelete: "cascade" }),
    createdAt: instant("created_at").notNull(),
  },
  (t) => [
    index("data_permissions_account_idx").on(t.accountId),
    uniqueIndex("data_permissions_account_region_idx")
      .on(t.accountId, t.regionId)
      .where(sql`${t.regionId} IS NOT NULL`),
    uniqueIndex("data_permissions_account_agency_idx")
      .on(t.accountId, t.agencyId)
      .where(sql`${t.agencyId} IS NOT NULL`),
    check("data_permissions_names_one", sql`(${t.regionId} IS NULL) <> (${t.agencyId} IS NULL)`),
  ],
);

/** Row type. */
export type DataPermission = typeof dataPermissions.$inferSelect;
