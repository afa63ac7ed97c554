/**
 * The administration's rules against escalation and lock-out (README "Administration"), enforced
 * on the server whatever the portal shows:
 *
 * - who manages which accounts: holders of ModifyAccount (edit, status) or ResetPassword (reset)
 *   manage every account; holders of ModifySubAccount only their sub-accounts: the Agency accounts
 *   of their own agency with a sub-role below theirs; admins hold every permission (SPEC section 6: admins bypass permission checks);
 * - nobody changes their own account (47002), touches an account above their own role or gives a
 *   role above their own (47004), or grants a permission they do not hold (47003);
 * - no change leaves no enabled admin, or nobody enabled holding BatchAuth (47005);
 * - a sub-account stays an Agency account with a sub-role below its manager's (47011).
 */
import { and, eq, ne, sql } from "drizzle-orm";
import { AdminErrorCode } from "@agent-portal/api-client/contract/admin-accounts";
import { AccountRole, AccountStatus } from "@agent-portal/api-client/enums";
import { PermissionId } from "@agent-portal/permissions/ids";
import { NO_SUB_ROLE } from "@agent-portal/permissions/profiles";
import type { Database } from "#db/client.ts";
import { accounts } from "#db/schema/accounts.ts";
import { ContractError, ServerCode } from "#http/codes.ts";
import { membershipsOf } from "#services/memberships.ts";
import type { Caller } from "#services/sessions.ts";

/** Every permission id of SPEC section 3. */
export const ALL_PERMISSION_IDS: readonly number[] = Object.values(PermissionId);

/** The fields of an account the rules read. */
export interface AccountShape {
  readonly id: number;
  /** AccountRole: Admin 1 (highest) ... NormalUser 4. */
  readonly role: AccountRole;
  /** AccountSubRole of an Agency account: SuperAdmin 1 (highest) ... Manager 3; 0 otherwise. */
  readonly subRole: number;
  readonly status: AccountStatus;
  /** The account's own permission ids. */
  readonly permissions: readonly number[];
}

/**
 * Which accounts a caller manages for one action: every account, or the sub-accounts of a
 * ModifySubAccount holder: the Agency accounts of its agency whose sub-role is below `belowSubRole`
 * (the holder's own; a larger AccountSubRole number ranks lower).
 */
export type ManagedReach = { readonly kind: "all" } | { readonly kind: "agency"; readonly agencyId: number; readonly belowSubRole: number };

/** The sub-role `account` ranks by: its AccountSubRole when it is an Agency account, else 0 (none). */
export const subRoleOf = (account: Pick<AccountShape, "role" | "subRole">): number => (account.role === AccountRole.Agency ? account.subRole : NO_SUB_ROLE);

/**
 * Checks that `after` may be a sub-account of `manager`: an Agency account whose sub-role is set
 * and below the manager's own.
 *
 * @throws {ContractError} 47011 (SubAccountRank).
 */
export function checkSubAccount(manager: Pick<AccountShape, "role" | "subRole">, after: Pick<AccountShape, "role" | "subRole">): void {
  if (after.role !== AccountRole.Agency || after.subRole === NO_SUB_ROLE || after.subRole <= subRoleOf(manager)) {
    throw new ContractError(AdminErrorCode.SubAccountRank, "A sub-account is an Agency account below your own sub-role");
  }
}

/** The permissions a caller holds for granting: every one for an admin, else its effective set. */
export const heldPermissions = (caller: Caller): readonly number[] => (caller.account.role === AccountRole.Admin ? ALL_PERMISSION_IDS : caller.permissions);

/**
 * The accounts `caller` manages for an action open to `everyAccount` (any of them: every account)
 * or, for ModifySubAccount holders, their sub-accounts (see {@link ManagedReach}).
 *
 * @throws {ContractError} 30001 when the caller holds none of them.
 */
export async function managedReach(db: Database, caller: Caller, everyAccount: readonly number[]): Promise<ManagedReach> {
  const held = heldPermissions(caller);
  if (everyAccount.some((p) => held.includes(p))) return { kind: "all" };
  if (held.includes(PermissionId.ModifySubAccount)) {
    const [top] = await membershipsOf(db, caller.account.id);
    if (top !== undefined) return { kind: "agency", agencyId: top.agencyId, belowSubRole: subRoleOf(caller.account) };
  }
  throw new ContractError(ServerCode.NoPermission, "No permission");
}

/** True when `a` ranks above `b`: a lower AccountRole, or, both Agency accounts, a lower sub-role. */
export function isAbove(a: Pick<AccountShape, "role" | "subRole">, b: Pick<AccountShape, "role" | "subRole">): boolean {
  if (a.role !== b.role) return a.role < b.role;
  return a.role === AccountRole.Agency && a.subRole !== NO_SUB_ROLE && (b.subRole === NO_SUB_ROLE || a.subRole < b.subRole);
}

/** The permission ids of `after` that `before` lacks (all of them for a new account). */
export const addedPermissions = (before: readonly number[], after: readonly number[]): number[] => [...new Set(after)].filter((p) => !before.includes(p));

/**
 * Checks one change of `before` (null: a creation) into `after` by `actor`, who holds `held`.
 *
 * @throws {ContractError} 47002 on the actor's own account, 47004 when `before` or `after` ranks
 *   above the actor, 47003 when `after` adds a permission the actor does not hold.
 */
export function checkChange(actor: AccountShape, held: readonly number[], before: AccountShape | null, after: Omit<AccountShape, "id" | "status">): void {
  if (before !== null && before.id === actor.id) throw new ContractError(AdminErrorCode.SelfChange, "You cannot change your own account");
  if ((before !== null && isAbove(before, actor)) || isAbove(after, actor)) throw new ContractError(AdminErrorCode.RoleAboveOwn, "Role above your own");
  const unheld = addedPermissions(before?.permissions ?? [], after.permissions).filter((p) => !held.includes(p));
  if (unheld.length > 0) throw new ContractError(AdminErrorCode.PermissionNotHeld, `Permission not held: ${unheld.join(", ")}`);
}

const isGuardian = (account: Pick<AccountShape, "role" | "status" | "permissions">, permission: number | null): boolean =>
  account.status === AccountStatus.Enabled && (account.role === AccountRole.Admin || (permission !== null && account.permissions.includes(permission)));

/**
 * Refuses a change that would leave no enabled admin, or nobody enabled holding BatchAuth (admins
 * hold it): counts the other guardians when `before` is one and `after` no longer is.
 *
 * @throws {ContractError} 47005 (LastGuardian).
 */
export async function checkGuardians(db: Database, before: AccountShape, after: Pick<AccountShape, "role" | "status" | "permissions">): Promise<void> {
  const others = and(ne(accounts.id, before.id), eq(accounts.status, AccountStatus.Enabled));
  if (isGuardian(before, null) && !isGuardian(after, null)) {
    const admins = await db.$count(accounts, and(others, eq(accounts.role, AccountRole.Admin)));
    if (admins === 0) throw new ContractError(AdminErrorCode.LastGuardian, "The last admin cannot be disabled or demoted");
  }
  if (isGuardian(before, PermissionId.BatchAuth) && !isGuardian(after, PermissionId.BatchAuth)) {
    const holders = await db.$count(accounts, and(others, sql`(${accounts.role} = ${AccountRole.Admin} OR ${PermissionId.BatchAuth} = ANY(${accounts.permissions}))`));
    if (holders === 0) throw new ContractError(AdminErrorCode.LastGuardian, "The last holder of BatchAuth cannot be disabled or stripped");
  }
}
