/**
 * The user's effective permission set and the transfer flags (SPEC section 6), and the two checks the guard
 * builds on.
 */
import { PermissionId } from "./ids.ts";
import { AccountRole } from "@agent-portal/api-client/enums";

const knownPermissionIds: ReadonlySet<number> = new Set(Object.values(PermissionId));

/** Whether `value` is a known permission id of SPEC section 3. */
export function isPermissionId(value: number): value is PermissionId {
  return knownPermissionIds.has(value);
}

/**
 * The relation-tab visibility answer (manage anchor `QryAnchorRelationChgTabVisible`, SPEC section 7): `transfer`
 * and `cancel`, each 0 or 1 in practice.
 */
export interface RelationTab {
  readonly transfer: number;
  readonly cancel: number;
}

/**
 * The user's permissions (SPEC section 6): the union of the user-info permissions (`/agent/user/info`
 * `permissions`) and the GetPermissions ones (entry type 3, `data.permissions`), plus TransferRelation (26) when
 * the relation-tab check shows `transfer` or `cancel` of at least 1. `relationTab` is `null` when the check was not
 * made or failed (no TransferRelation from it). Unknown ids are dropped; the result is sorted ascending and free of
 * duplicates.
 */
export function unionPermissions(userInfoPermissions: readonly number[], getPermissionsPermissions: readonly number[], relationTab: RelationTab | null): readonly PermissionId[] {
  const union = new Set<PermissionId>();
  for (const id of [...userInfoPermissions, ...getPermissionsPermissions]) {
    if (isPermissionId(id)) union.add(id);
  }
  if (relationTab !== null && (relationTab.transfer >= 1 || relationTab.cancel >= 1)) {
    union.add(PermissionId.TransferRelation);
  }
  return [...union].sort((a, b) => a - b);
}

/** The session's transfer flags (SPEC sections 3 and 6), cleared on logout. */
export interface TransferFlags {
  /** TransferRelation granted: `transfer` or `cancel` is at least 1 (the modify menu shows). */
  readonly transferPermission: boolean;
  /** Transfer in/out allowed: `transfer === 1`. */
  readonly transferInOut: boolean;
  /** Terminating an anchor allowed: `cancel === 1`. */
  readonly terminateAnchor: boolean;
}

/** Derives the transfer flags from the relation-tab answer (SPEC section 6). */
export function deriveTransferFlags(relationTab: RelationTab): TransferFlags {
  return {
    transferPermission: relationTab.transfer >= 1 || relationTab.cancel >= 1,
    transferInOut: relationTab.transfer === 1,
    terminateAnchor: relationTab.cancel === 1,
  };
}

/** Whether the user is an admin (account role Admin 1): admins bypass route checks (SPEC sections 4 and 6). */
export function isAdmin(user: { readonly role: number }): boolean {
  return user.role === AccountRole.Admin;
}

/**
 * Whether `granted` satisfies a route's `required` list (SPEC section 6): an empty or missing list is open;
 * otherwise at least one required id must be granted.
 */
export function hasAnyPermission(granted: readonly number[], required: readonly number[] | undefined): boolean {
  if (required === undefined || required.length === 0) return true;
  return required.some((id) => granted.includes(id));
}
