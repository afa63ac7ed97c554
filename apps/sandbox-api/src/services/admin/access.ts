/**
 * One account's effective permissions with where each comes from (SPEC section 6; README
 * "Administration"): its own (`user/info`), its agency ones (GetPermissions, entry type 3), and
 * TransferRelation when the relation-tab check shows transfer or cancel of at least 1. The set is
 * the one the session and the route guard use (`effectivePermissions`).
 */
import type { PermissionSource } from "@agent-portal/api-client/contract/admin-permissions";
import { PermissionId } from "@agent-portal/permissions/ids";
import type { Account } from "#db/schema/accounts.ts";
import { effectivePermissions } from "#services/permissions.ts";

/** One effective permission and its sources (at least one). */
export interface SourcedPermission {
  readonly id: number;
  readonly sources: PermissionSource[];
}

/** The sources of one permission id held by `account`. */
function sourcesOf(account: Pick<Account, "permissions" | "agencyPermissions" | "relationTransfer" | "relationCancel">, id: number): PermissionSource[] {
  const sources: PermissionSource[] = [];
  if (account.permissions.includes(id)) sources.push("user_info");
  if (account.agencyPermissions.includes(id)) sources.push("get_permissions");
  if (id === PermissionId.TransferRelation && (account.relationTransfer >= 1 || account.relationCancel >= 1)) sources.push("relation_tab");
  return sources;
}

/** The effective permissions of `account`, ascending, each with its sources. */
export function sourcedPermissions(account: Pick<Account, "permissions" | "agencyPermissions" | "relationTransfer" | "relationCancel">): SourcedPermission[] {
  return effectivePermissions(account).map((id) => ({ id, sources: sourcesOf(account, id) }));
}
