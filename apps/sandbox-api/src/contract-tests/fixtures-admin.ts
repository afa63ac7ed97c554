/**
 * Contract-test fixtures of the administration calls: the admin creates an account, then edits,
 * disables and resets it (each change sending the version it last read), reads its access and
 * changes its permissions in a batch, reads the operator's data scope and sets the created
 * account's to one region; the agency owner creates a sub-account; both lists are exported and a
 * region's removal from the scopes is previewed.
 */
import { eq } from "drizzle-orm";
import { accounts } from "#db/schema/accounts.ts";
import { accountAdminStates } from "#db/schema/admin.ts";
import type { Ctx } from "./context.ts";
import type { Fixtures } from "./fixtures.ts";

const CREATED = "contract.created";

/** The created account's id and version (a missing one: an id no account has, so a refused call stays harmless). */
async function created(ctx: Ctx): Promise<{ id: number; version: number }> {
  const [row] = await ctx.db
    .select({ id: accounts.id, version: accountAdminStates.version })
    .from(accounts)
    .leftJoin(accountAdminStates, eq(accountAdminStates.accountId, accounts.id))
    .where(eq(accounts.username, CREATED))
    .limit(1);
  return row === undefined ? { id: 999_999, version: 0 } : { id: row.id, version: row.version ?? 0 };
}

/** A seeded account's id. */
async function seededId(ctx: Ctx, username: string): Promise<number> {
  const [row] = await ctx.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, username)).limit(1);
  return row?.id ?? 999_999;
}

/** Fixtures of `contract/admin-accounts`, `admin-action-log`, `admin-permissions` and `admin-data-scope`. */
export const adminFixtures: Fixtures = {
  getAccountList: { as: "admin", args: () => ({ keyword: "agency" }) },
  createAccount: {
    as: "admin",
    args: () => ({ username: ` ${CREATED.toUpperCase()} `, bigo_id: "contract_created", nick_name: "Contract Created", role: 2, sub_role: 0, permissions: [10] }),
  },
  updateAccount: { as: "admin", args: async (ctx) => ({ ...(await created(ctx)), nick_name: "Contract Edited", role: 2, sub_role: 0, permissions: [10, 11] }) },
  setAccountStatus: { as: "admin", args: async (ctx) => ({ ...(await created(ctx)), status: -1, reason: "Contract test" }) },
  resetAccountPassword: { as: "admin", args: async (ctx) => ({ ...(await created(ctx)) }) },
  getAdminActionLog: { as: "admin", args: () => ({ target: CREATED }) },
  exportAdminActionLog: { as: "admin", args: () => ({ action: "account.update" }) },
  getAccountAccess: { as: "admin", args: async (ctx) => ({ id: await seededId(ctx, "agency.owner") }) },
  previewBatchAuth: { as: "admin", args: async (ctx) => ({ account_ids: [(await created(ctx)).id], filter: null, grant: [5], revoke: [10] }) },
  applyBatchAuth: { as: "admin", args: async (ctx) => ({ account_ids: [(await created(ctx)).id], filter: null, grant: [5], revoke: [10], batch_id: "contract-batch-01" }) },
  getDataScope: { as: "admin", args: async (ctx) => ({ id: await seededId(ctx, "operator") }) },
  getScopeAgencies: { as: "admin", args: () => ({}) },
  setDataScope: { as: "admin", args: async (ctx) => ({ ...(await created(ctx)), kind: "regions", region_ids: [1], agency_ids: [] }) },
  createSubAccount: { as: "agency.owner", args: () => ({ username: " Contract.Sub ", bigo_id: "contract_sub", nick_name: "Contract Sub", sub_role: 3, permissions: [6] }) },
  exportAccountList: { as: "admin", args: () => ({ keyword: "agency" }) },
  exportDataScopeList: { as: "admin", args: () => ({ role: 2 }) },
  // A preview: nothing changes.
  removeScopeRegion: { as: "admin", args: () => ({ region_id: 4, confirm: false }) },
};
