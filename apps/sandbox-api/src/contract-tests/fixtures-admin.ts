/**
 * Contract-test fixtures of the administration calls: the admin creates an account, then edits,
 * disables and resets it (each change sending the version it last read).
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

/** Fixtures of `contract/admin-accounts`. */
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
};
