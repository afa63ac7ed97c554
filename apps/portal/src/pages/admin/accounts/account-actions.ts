import { PermissionId } from "@agent-portal/permissions/ids";

/** The actions of the Accounts page a user may take on one row (each hidden otherwise). */
export interface AccountActions {
  /** Edit name, role and permissions (ModifyAccount; ModifySubAccount for its agency's accounts, which are the only rows it is answered). */
  readonly edit: boolean;
  /** Disable or enable with a reason (same permissions as edit). */
  readonly status: boolean;
  /** Reset the password (ResetPassword; ModifySubAccount). */
  readonly reset: boolean;
}

/** What the page knows about the user. */
export interface AccountActor {
  /** Effective permission ids (SPEC section 6); admins hold every one. */
  readonly permissions: readonly number[];
  readonly isAdmin: boolean;
  readonly username: string;
}

const holds = (actor: AccountActor, ...ids: number[]) => actor.isAdmin || ids.some((id) => actor.permissions.includes(id));

/** Whether the user may create accounts (ModifyAccount 1). */
export const mayCreateAccount = (actor: AccountActor): boolean => holds(actor, PermissionId.ModifyAccount);

/**
 * Whether the user manages sub-accounts only (ModifySubAccount 3 without ModifyAccount, not an
 * admin): it creates sub-accounts (createSubAccount) and edits them as Agency accounts below its
 * own sub-role; the server refuses anything else (47011).
 */
export const managesSubAccountsOnly = (actor: AccountActor): boolean => !mayCreateAccount(actor) && holds(actor, PermissionId.ModifySubAccount);

/** What the list's "new" action creates for the user: an account, a sub-account, or nothing (no button). */
export const creationOf = (actor: AccountActor): "account" | "subAccount" | null => (mayCreateAccount(actor) ? "account" : managesSubAccountsOnly(actor) ? "subAccount" : null);

/**
 * The actions on `row` shown to `actor`. Nobody acts on their own account here; the server refuses
 * the same (47002) and everything else these hide (30001, 47003-47007) whatever is shown.
 */
export function accountActions(actor: AccountActor, row: { readonly username: string }): AccountActions {
  if (row.username === actor.username) return { edit: false, status: false, reset: false };
  const edit = holds(actor, PermissionId.ModifyAccount, PermissionId.ModifySubAccount);
  return { edit, status: edit, reset: holds(actor, PermissionId.ResetPassword, PermissionId.ModifySubAccount) };
}
