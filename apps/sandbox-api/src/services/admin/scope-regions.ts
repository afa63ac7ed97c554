/**
 * Removing a region from every data scope that lists it (README "Administration";
 * removeScopeRegion, DataPermission 13). The answer always names the accounts affected. Nothing
 * changes without `confirm`, nor while the region is the only entry of some scope (47012: an
 * admin's empty scope would read as "all", an operator's as nothing); otherwise every change is
 * checked by the accounts' rules, claims the account's version and is logged as `account.scope`
 * with the scope before and after, all in one transaction.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { DataScopeErrorCode } from "@agent-portal/api-client/contract/admin-data-scope";
import type { RegionUser } from "@agent-portal/api-client/contract/admin-data-scope";
import { AccountRole } from "@agent-portal/api-client/enums";
import type { Database } from "#db/client.ts";
import { accounts } from "#db/schema/accounts.ts";
import { accountAdminStates } from "#db/schema/admin.ts";
import { dataPermissions } from "#db/schema/data-permissions.ts";
import { regions } from "#db/schema/organisation.ts";
import { ContractError } from "#http/codes.ts";
import type { Caller } from "#services/sessions.ts";
import { claimVersion, shapeOf } from "./account-changes.ts";
import { logAction } from "./action-log.ts";
import { loggedScope } from "./data-scope.ts";
import { checkChange, heldPermissions } from "./guards.ts";

/** What {@link removeRegionFromScopes} answers (the contract's `removeScopeRegion` answer). */
export interface RegionRemoval {
  readonly region_id: number;
  readonly outcome: "preview" | "removed" | "refused";
  /** 0, or 47012 when some listed scope would be left empty. */
  readonly code: number;
  readonly accounts: RegionUser[];
}

/** The admin and operator accounts whose scope lists `regionId`, by username, each marked when the region is its scope's only entry. */
export async function regionUsers(db: Database, regionId: number): Promise<RegionUser[]> {
  const entries = sql<number>`(SELECT count(*)::int FROM ${dataPermissions} AS d WHERE d.account_id = ${accounts.id})`;
  const rows = await db
    .select({ id: accounts.id, username: accounts.username, nick_name: accounts.nickname, role: accounts.role, entries })
    .from(dataPermissions)
    .innerJoin(accounts, eq(dataPermissions.accountId, accounts.id))
    .where(and(eq(dataPermissions.regionId, regionId), inArray(accounts.role, [AccountRole.Admin, AccountRole.Operator])))
    .orderBy(accounts.username);
  return rows.map(({ entries: count, ...row }) => ({ ...row, left_empty: count <= 1 }));
}

/**
 * Previews (`confirm` false) or removes `regionId` from every scope that lists it.
 *
 * @throws {ContractError} 47010 for an unknown region; 47002 or 47004 when a listed account is the
 *   caller's own or ranks above it; 47006 when one changes meanwhile.
 */
export async function removeRegionFromScopes(db: Database, caller: Caller, regionId: number, confirm: boolean, requestId: string, now: Date): Promise<RegionRemoval> {
  const [region] = await db.select({ id: regions.id }).from(regions).where(eq(regions.id, regionId)).limit(1);
  if (region === undefined) throw new ContractError(DataScopeErrorCode.ScopeNotApplicable, "Unknown region");
  const users = await regionUsers(db, regionId);
  const code = users.some((u) => u.left_empty) ? DataScopeErrorCode.RegionLastInScope : 0;
  if (!confirm || code !== 0) return { region_id: regionId, outcome: confirm ? "refused" : "preview", code, accounts: users };
  const targets =
    users.length === 0
      ? []
      : await db
          .select()
          .from(accounts)
          .where(
            inArray(
              accounts.id,
              users.map((u) => u.id),
            ),
          );
  for (const target of targets) checkChange(shapeOf(caller.account), heldPermissions(caller), shapeOf(target), shapeOf(target));
  await db.transaction(async (tx) => {
    for (const target of targets) {
      const before = await loggedScope(tx, target);
      const [state] = await tx.select({ version: accountAdminStates.version }).from(accountAdminStates).where(eq(accountAdminStates.accountId, target.id)).limit(1);
      await claimVersion(tx, target.id, state?.version ?? 0, caller, now);
      await tx.delete(dataPermissions).where(and(eq(dataPermissions.accountId, target.id), eq(dataPermissions.regionId, regionId)));
      await logAction(tx, caller, { action: "account.scope", target, before, after: await loggedScope(tx, target), requestId }, now);
    }
  });
  return { region_id: regionId, outcome: "removed", code: 0, accounts: users };
}
