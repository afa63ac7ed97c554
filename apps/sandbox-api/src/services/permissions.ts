/**
 * Server-side view of an account's permissions (SPEC section 6), computed with the same
 * functions the portal uses (`@agent-portal/permissions/permission-set`).
 */
import { hasAnyPermission, isAdmin, unionPermissions } from "@agent-portal/permissions/permission-set";
import type { PermissionId } from "@agent-portal/permissions/ids";
import type { Account } from "#db/schema/accounts.ts";

/**
 * The permission ids an account holds: its own (`user/info`) unioned with its agency ones
 * (GetPermissions, entry type 3), plus TransferRelation when the relation-change tab shows
 * transfer or cancel. Sorted ascending, unknown ids dropped.
 */
export function effectivePermissions(account: Pick<Account, "permissions" | "agencyPermissions" | "relationTransfer" | "relationCancel">): readonly PermissionId[] {
  return unionPermissions(account.permissions, account.agencyPermissions, {
    transfer: account.relationTransfer,
    cancel: account.relationCancel,
  });
}

/**
 * True when the account may make a call that accepts any of `required`: admins always
 * (they bypass permission checks), everyone when `required` is empty, otherwise when one is held.
 */
export function mayCall(account: Pick<Account, "role">, held: readonly number[], required: readonly number[]): boolean {
  return isAdmin(account) || hasAnyPermission(held, required);
}

/** True when the account may make a by-beans call (`whitelist: true`): on the by-beans whitelist (`isWhite`), or an admin. */
export function onByBeansWhitelist(account: Pick<Account, "role" | "isWhite">): boolean {
  return isAdmin(account) || account.isWhite;
}
