/**
 * Changing accounts (README "Administration"): create, edit, disable or enable, reset the password.
 * Every change is checked by the rules of `guards.ts`, claims the account's version first (a change
 * naming another version is refused with 47006, so two admins never overwrite each other), and is
 * written to the action log in the same transaction.
 */
import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { AdminErrorCode } from "@agent-portal/api-client/contract/admin-accounts";
import { AccountRole, AccountStatus, AgentRole } from "@agent-portal/api-client/enums";
import type { AccountSubRole } from "@agent-portal/api-client/enums";
import { hashPassword } from "#auth/password.ts";
import type { Database } from "#db/client.ts";
import { accounts, sessions } from "#db/schema/accounts.ts";
import type { Account } from "#db/schema/accounts.ts";
import { accountAdminStates } from "#db/schema/admin.ts";
import { agencyMembers } from "#db/schema/organisation.ts";
import { ContractError } from "#http/codes.ts";
import { setAccountStatus } from "#services/sessions.ts";
import type { Caller } from "#services/sessions.ts";
import { dayOf } from "#services/time.ts";
import { changedFields, logAction, loggedFields } from "./action-log.ts";
import { checkChange, checkGuardians, checkSubAccount, heldPermissions } from "./guards.ts";
import type { AccountShape } from "./guards.ts";

/** The editable fields of an account. */
export interface AccountFields {
  readonly nick_name: string;
  readonly role: AccountRole;
  readonly sub_role: number;
  readonly permissions: readonly number[];
}

/** The fields of an account the rules of `guards.ts` read. */
export const shapeOf = (a: Account): AccountShape => ({
  id: a.id,
  role: a.role,
  subRole: a.role === AccountRole.Agency ? a.subRole : 0,
  status: a.status,
  permissions: a.permissions,
});
/** The stored sub-role: the given one for Agency accounts, 0 ("none", as `accounts.sub_role` defaults) otherwise. */
const subRoleFor = (role: AccountRole, subRole: number): AccountSubRole => (role === AccountRole.Agency ? subRole : 0) as AccountSubRole;
const uniqueIds = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** A one-time password: 16 URL-safe characters (96 random bits), never stored in clear. */
export const oneTimePassword = (): string => randomBytes(12).toString("base64url");

/**
 * Claims the next version of an account for a change by `caller`: answers the new version.
 *
 * @throws {ContractError} 47006 when the account's version is not `expected` (someone changed it since).
 */
export async function claimVersion(db: Database, accountId: number, expected: number, caller: Caller, now: Date, statusReason?: string): Promise<number> {
  const reason = statusReason === undefined ? {} : { statusReason };
  const [updated] = await db
    .update(accountAdminStates)
    .set({ version: sql`${accountAdminStates.version} + 1`, updatedBy: caller.account.username, updatedAt: now, ...reason })
    .where(and(eq(accountAdminStates.accountId, accountId), eq(accountAdminStates.version, expected)))
    .returning({ version: accountAdminStates.version });
  if (updated !== undefined) return updated.version;
  if (expected === 0) {
    // A seeded account has no bookkeeping row until its first change.
    const [inserted] = await db
      .insert(accountAdminStates)
      .values({ accountId, version: 1, updatedBy: caller.account.username, updatedAt: now, ...reason })
      .onConflictDoNothing()
      .returning({ version: accountAdminStates.version });
    if (inserted !== undefined) return inserted.version;
  }
  throw new ContractError(AdminErrorCode.StaleVersion, "The account changed since you opened it");
}

/** A Bigo uid for a new account: 19 decimal digits, above 2^53 like the seeded ones. */
const newUid = (): string => ((BigInt(`0x${randomBytes(8).toString("hex")}`) % 9_000_000_000_000_000_000n) + 1_000_000_000_000_000_000n).toString();

/**
 * Creates an account with a one-time password (answered once). A sub-account (`subAccountOf`: the
 * caller's agency) also becomes a MANAGER member of that agency, which puts it in the caller's reach.
 *
 * @throws {ContractError} 47001 when the username (trimmed, lower-case) is taken; 47003, 47004 from the rules.
 */
export async function createAccount(
  db: Database,
  caller: Caller,
  input: AccountFields & { username: string; bigo_id: string },
  requestId: string,
  now: Date,
  subAccountOf: { readonly agencyId: number } | null = null,
) {
  const username = input.username.trim().toLowerCase();
  const permissions = uniqueIds(input.permissions);
  checkChange(shapeOf(caller.account), heldPermissions(caller), null, { role: input.role, subRole: subRoleFor(input.role, input.sub_role), permissions });
  const password = oneTimePassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, username)).limit(1);
    if (taken !== undefined) throw new ContractError(AdminErrorCode.UsernameTaken, "Username taken");
    const [account] = await tx
      .insert(accounts)
      .values({
        username,
        passwordHash,
        role: input.role,
        subRole: subRoleFor(input.role, input.sub_role),
        status: AccountStatus.Enabled,
        bigoUid: newUid(),
        bigoId: input.bigo_id.trim(),
        unModifyBigoId: input.bigo_id.trim(),
        nickname: input.nick_name.trim(),
        permissions,
        agencyPermissions: [],
        createdAt: now,
      })
      .returning();
    if (account === undefined) throw new Error("account not created");
    await tx.insert(accountAdminStates).values({ accountId: account.id, version: 0, createdBy: caller.account.username });
    if (subAccountOf !== null) {
      await tx.insert(agencyMembers).values({
        agencyId: subAccountOf.agencyId,
        uid: account.bigoUid,
        bigoId: account.bigoId,
        nickname: account.nickname,
        role: AgentRole.MANAGER,
        accountId: account.id,
        joinedAt: dayOf(now),
        addedByUid: caller.account.bigoUid,
        addedByName: caller.account.nickname,
      });
    }
    await logAction(tx, caller, { action: "account.create", target: account, before: null, after: loggedFields(account), requestId }, now);
    return { account, password };
  });
}

/**
 * Changes an account's name, role, sub-role and permissions; a sub-account (`subAccount`: changed
 * by a ModifySubAccount holder) stays an Agency account below the caller's sub-role.
 *
 * @throws {ContractError} 47002, 47003, 47004, 47005, 47011 from the rules; 47006 when it changed since `version`.
 */
export async function updateAccount(
  db: Database,
  caller: Caller,
  target: Account,
  version: number,
  input: AccountFields,
  requestId: string,
  now: Date,
  subAccount = false,
): Promise<Account> {
  const after = { role: input.role, subRole: subRoleFor(input.role, input.sub_role), permissions: uniqueIds(input.permissions) };
  checkChange(shapeOf(caller.account), heldPermissions(caller), shapeOf(target), after);
  if (subAccount) checkSubAccount(caller.account, after);
  return db.transaction(async (tx) => {
    await checkGuardians(tx, shapeOf(target), { ...after, status: target.status });
    await claimVersion(tx, target.id, version, caller, now);
    const [changed] = await tx
      .update(accounts)
      .set({ nickname: input.nick_name.trim(), role: after.role, subRole: after.subRole, permissions: after.permissions })
      .where(eq(accounts.id, target.id))
      .returning();
    if (changed === undefined) throw new Error("account vanished");
    const [before, afterFields] = changedFields(loggedFields(target), loggedFields(changed));
    await logAction(tx, caller, { action: "account.update", target, before, after: afterFields, requestId }, now);
    return changed;
  });
}

/**
 * Disables (its sessions end: their next call answers 20006) or enables (old sessions stay ended) an account.
 *
 * @throws {ContractError} 47002, 47004, 47005 from the rules; 47006 when it changed since `version`.
 */
export async function changeStatus(db: Database, caller: Caller, target: Account, version: number, status: AccountStatus, reason: string, requestId: string, now: Date) {
  checkChange(shapeOf(caller.account), heldPermissions(caller), shapeOf(target), { ...shapeOf(target), permissions: target.permissions });
  return db.transaction(async (tx) => {
    await checkGuardians(tx, shapeOf(target), { ...shapeOf(target), status });
    await claimVersion(tx, target.id, version, caller, now, reason.trim());
    const ended = await setAccountStatus(tx, target.id, status, now);
    const action = status === AccountStatus.Disabled ? "account.disable" : "account.enable";
    await logAction(tx, caller, { action, target, before: { status: target.status }, after: { status, reason: reason.trim() }, requestId }, now);
    const [changed] = await tx.select().from(accounts).where(eq(accounts.id, target.id)).limit(1);
    if (changed === undefined) throw new Error("account vanished");
    return { account: changed, ended };
  });
}

/**
 * Replaces an account's password with a one-time password (answered once) and ends its sessions.
 *
 * @throws {ContractError} 47002, 47004 from the rules; 47006 when it changed since `version`.
 */
export async function resetPassword(db: Database, caller: Caller, target: Account, version: number, requestId: string, now: Date) {
  checkChange(shapeOf(caller.account), heldPermissions(caller), shapeOf(target), { ...shapeOf(target), permissions: target.permissions });
  const password = oneTimePassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    await claimVersion(tx, target.id, version, caller, now);
    await tx.update(accounts).set({ passwordHash }).where(eq(accounts.id, target.id));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.accountId, target.id), sql`${sessions.revokedAt} IS NULL`));
    await logAction(tx, caller, { action: "account.resetPassword", target, before: null, after: null, requestId }, now);
    const [changed] = await tx.select().from(accounts).where(eq(accounts.id, target.id)).limit(1);
    return { account: changed ?? target, password };
  });
}
