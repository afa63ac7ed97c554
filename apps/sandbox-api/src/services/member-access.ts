/**
 * What a change of agency role does to the member's login (README "Data scope", issue 22): the
 * permissions an agency gives a role are its reference profile's (`@agent-portal/permissions/profiles`:
 * super manager `agencySuperAdmin`, manager `agencyManager`, broker `broker`). When a member's role
 * changes from A to B, their account loses what A's profile gives and gains what B's gives, in both
 * sources (user-info `permissions` and GetPermissions); permissions an admin granted outside A's
 * profile stay. A removal is a change to no role: the account keeps only those. The relation-change
 * tab follows B's profile (none after a removal). The change is written to the admin action log.
 *
 * Sessions keep running: the account's next user-info and GetPermissions answers carry the new set,
 * and the portal's guard decides with them (the session refresh, SPEC section 4).
 */
import { eq } from "drizzle-orm";
import { AgentRole } from "@agent-portal/api-client/enums";
import type { MemberRole } from "@agent-portal/api-client/enums";
import { PROFILES } from "@agent-portal/permissions/profiles";
import type { ProfileId, RoleProfile } from "@agent-portal/permissions/profiles";
import type { Database } from "#db/client.ts";
import { accounts } from "#db/schema/accounts.ts";
import { changedFields, logAction } from "./admin/action-log.ts";
import type { Caller } from "./sessions.ts";

/** The reference profile of each member role: what the agency gives a member of that role. */
export const ROLE_PROFILE: Readonly<Record<MemberRole, RoleProfile>> = {
  [AgentRole.SUPER_MANAGER]: PROFILES.agencySuperAdmin,
  [AgentRole.MANAGER]: PROFILES.agencyManager,
  [AgentRole.BROKER]: PROFILES.broker,
};

/** `held` without `from`'s ids, with `to`'s, sorted ascending. */
function moved(held: readonly number[], from: readonly number[], to: readonly number[]): number[] {
  return [...new Set([...held.filter((id) => !from.includes(id)), ...to])].sort((a, b) => a - b);
}

/** The profile the account's present permissions come from: its own when it names one of the role, else the role's (no role: a normal user's). */
function profileFrom(profileId: string | null, role: MemberRole | null): RoleProfile {
  const own = profileId === null ? undefined : PROFILES[profileId as ProfileId];
  if (role === null) return PROFILES.normalUser;
  return own !== undefined && own.agentRole === role ? own : ROLE_PROFILE[role];
}

/**
 * Moves the login of a member from role `from` (`null`: just added) to role `to` (`null`: removed
 * from the agency). Does nothing for a member without a login or when the role did not change.
 */
export async function applyMemberRole(
  db: Database,
  caller: Caller,
  change: { readonly accountId: number | null; readonly from: MemberRole | null; readonly to: MemberRole | null },
  requestId: string,
  now: Date,
): Promise<void> {
  if (change.accountId === null || change.from === change.to) return;
  const [account] = await db.select().from(accounts).where(eq(accounts.id, change.accountId)).limit(1);
  if (account === undefined) return;
  const from = profileFrom(account.profileId, change.from);
  const to = change.to === null ? PROFILES.normalUser : ROLE_PROFILE[change.to];
  const next = {
    permissions: moved(account.permissions, from.accountPermissions, to.accountPermissions),
    agencyPermissions: moved(account.agencyPermissions, from.agencyPermissions, to.agencyPermissions),
    relationTransfer: to.relationTab.transfer,
    relationCancel: to.relationTab.cancel,
    profileId: to.id,
  };
  await db.update(accounts).set(next).where(eq(accounts.id, account.id));
  const before = { permissions: [...account.permissions].sort((a, b) => a - b), agency_permissions: [...account.agencyPermissions].sort((a, b) => a - b) };
  const [was, is] = changedFields(before, { permissions: next.permissions, agency_permissions: next.agencyPermissions });
  const roles = { before: change.from ?? AgentRole.NOT_AGENT, after: change.to ?? AgentRole.NOT_AGENT };
  const action = change.to === null ? "member.remove" : "member.role";
  await logAction(db, caller, { action, target: account, before: { ...was, agent_role: roles.before }, after: { ...is, agent_role: roles.after }, requestId }, now);
}
