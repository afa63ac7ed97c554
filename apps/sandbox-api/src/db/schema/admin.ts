/**
 * The administration's own records (README "Administration"): who created and last changed each
 * account (the optimistic-concurrency version the admin pages send back), and the action log of
 * every account, permission and scope change, and of every view and export of the log itself.
 */
import { index, integer, jsonb, pgTable, serial, smallint, text } from "drizzle-orm/pg-core";
import type { AccountRole } from "@agent-portal/api-client/enums";
import { accounts } from "./accounts.ts";
import { instant } from "./columns.ts";

/** Per account: creation and change bookkeeping. Seeded accounts have no row until first changed (version 0). */
export const accountAdminStates = pgTable("account_admin_states", {
  accountId: integer("account_id")
    .primaryKey()
    .references(() => accounts.id, { onDelete: "cascade" }),
  /** Increases with every change made through the admin calls; a change naming another version is refused (47006). */
  version: integer("version").notNull().default(0),
  /** Username of the account that created it; null for seeded accounts. */
  createdBy: text("created_by"),
  /** Username of the account that made the last change; null when never changed. */
  updatedBy: text("updated_by"),
  updatedAt: instant("updated_at"),
  /** The reason given with the last disable or enable; null when none. */
  statusReason: text("status_reason"),
});

/** One entry of the action log: append-only, never edited or deleted. */
export const adminActionLog = pgTable(
  "admin_action_log",
  {
    id: serial("id").primaryKey(),
    /** The actor: account id, username and AccountRole at the time. */
    actorId: integer("actor_id").references(() => accounts.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    actorRole: smallint("actor_role").$type<AccountRole>().notNull(),
    /** What was done (`AdminAction` of the contract: `account.create`, `account.disable`, `log.export`, ...). */
    action: text("action").notNull(),
    /** The account changed, by id and username; null for actions on no account (viewing the log). */
    targetId: integer("target_id").references(() => accounts.id, { onDelete: "set null" }),
    targetName: text("target_name"),
    /** The changed fields before and after (no password, no token); null where nothing was before (a creation) or after. */
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    /** The batch or request this entry belongs to (one batch authorisation writes several entries). */
    requestId: text("request_id").notNull(),
    at: instant("at").notNull(),
  },
  (t) => [index("admin_action_log_at_idx").on(t.at), index("admin_action_log_target_idx").on(t.targetId)],
);

/** Row types. */
export type AccountAdminState = typeof accountAdminStates.$inferSelect;
export type AdminActionLogEntry = typeof adminActionLog.$inferSelect;
