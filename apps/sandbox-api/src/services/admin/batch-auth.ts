/**
 * Batch authorisation (BatchAuth 4; README "Administration"): grant and revoke permissions on many
 * accounts. Each account is changed in a transaction of its own, checked by the rules of
 * `guards.ts` (own account 47002, permission not held 47003, role above 47004, last BatchAuth
 * holder or admin 47005) and written to the action log (`permission.batch`, request id = batch
 * id), so it is either fully changed or unchanged. The preview runs the same code in a transaction
 * that is rolled back, so it answers exactly what applying would do at that moment.
 *
 * Idempotent by batch id: an account whose log already has this batch's entry answers that
 * entry's result again and is not changed twice.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { BatchAccount } from "@agent-portal/api-client/contract/admin-permissions";
import { BATCH_AUTH_MAX_ACCOUNTS, BatchAuthErrorCode } from "@agent-portal/api-client/contract/admin-permissions";
import type { Database } from "#db/client.ts";
import { accounts } from "#db/schema/accounts.ts";
import type { Account } from "#db/schema/accounts.ts";
import { accountAdminStates, adminActionLog } from "#db/schema/admin.ts";
import { ContractError } from "#http/codes.ts";
import type { Caller } from "#services/sessions.ts";
import type { AccountFilter } from "./account-rows.ts";
import { filterWhere, reachWhere } from "./account-rows.ts";
import { claimVersion, shapeOf } from "./account-changes.ts";
import { logAction } from "./action-log.ts";
import { checkChange, checkGuardians, heldPermissions } from "./guards.ts";
import type { ManagedReach } from "./guards.ts";

/** A batch: its accounts (by ids, or every one matching `filter`) and the permissions to grant and revoke. */
export interface BatchInput {
  readonly account_ids: readonly number[];
  readonly filter: AccountFilter | null;
  readonly grant: readonly number[];
  readonly revoke: readonly number[];
}

/** The log action of one account's batch change. */
export const BATCH_ACTION = "permission.batch";

/**
 * The accounts of a batch that `reach` covers, by username. Ids outside the reach are left out
 * (the caller does not see them).
 *
 * @throws {ContractError} 47008 when they are more than {@link BATCH_AUTH_MAX_ACCOUNTS}.
 */
export async function batchTargets(db: Database, reach: ManagedReach, input: BatchInput): Promise<Account[]> {
  const which = input.filter === null ? inArray(accounts.id, [...input.account_ids]) : filterWhere(input.filter);
  const rows = await db
    .select()
    .from(accounts)
    .where(and(reachWhere(reach), which))
    .orderBy(asc(accounts.username))
    .limit(BATCH_AUTH_MAX_ACCOUNTS + 1);
  if (rows.length > BATCH_AUTH_MAX_ACCOUNTS) throw new ContractError(BatchAuthErrorCode.TooManyAccounts, "Too many accounts in one batch");
  return rows;
}

const sorted = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);
const sameSet = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, i) => id === b[i]);
const numbers = (value: unknown): number[] => (Array.isArray(value) ? value.filter((v): v is number => typeof v === "number") : []);

/** The permissions `account` would hold after the batch: its own, plus `grant`, minus `revoke`. */
export const permissionsAfter = (own: readonly number[], grant: readonly number[], revoke: readonly number[]): number[] =>
  sorted([...own, ...grant].filter((id) => !revoke.includes(id)));

/** This batch's earlier result for an account, from the log, or null. */
async function earlierResult(db: Database, batchId: string, account: Account): Promise<BatchAccount | null> {
  const [entry] = await db
    .select({ before: adminActionLog.before, after: adminActionLog.after })
    .from(adminActionLog)
    .where(and(eq(adminActionLog.requestId, batchId), eq(adminActionLog.targetId, account.id), eq(adminActionLog.action, BATCH_ACTION)))
    .limit(1);
  if (entry === undefined) return null;
  return { id: account.id, username: account.username, outcome: "changed", code: 0, before: numbers(entry.before?.permissions), after: numbers(entry.after?.permissions) };
}

/** Changes one account in its own transaction (a savepoint inside a preview's), or answers why not. */
async function changeOne(db: Database, caller: Caller, account: Account, input: BatchInput, batchId: string, now: Date): Promise<BatchAccount> {
  const before = sorted(account.permissions);
  const after = permissionsAfter(before, input.grant, input.revoke);
  const line = { id: account.id, username: account.username, before };
  const earlier = await earlierResult(db, batchId, account);
  if (earlier !== null) return earlier;
  if (sameSet(before, after)) return { ...line, outcome: "unchanged", code: 0, after: before };
  try {
    const shape = shapeOf(account);
    checkChange(shapeOf(caller.account), heldPermissions(caller), shape, { ...shape, permissions: after });
    await db.transaction(async (tx) => {
      await checkGuardians(tx, shape, { ...shape, permissions: after });
      const [state] = await tx.select({ version: accountAdminStates.version }).from(accountAdminStates).where(eq(accountAdminStates.accountId, account.id)).limit(1);
      await claimVersion(tx, account.id, state?.version ?? 0, caller, now);
      await tx.update(accounts).set({ permissions: after }).where(eq(accounts.id, account.id));
      await logAction(tx, caller, { action: BATCH_ACTION, target: account, before: { permissions: before }, after: { permissions: after }, requestId: batchId }, now);
    });
    return { ...line, outcome: "changed", code: 0, after };
  } catch (error) {
    if (error instanceof ContractError) return { ...line, outcome: "refused", code: error.code, after: before };
    throw error;
  }
}

/** The answer of a batch: its lines and their totals. */
const answerOf = (lines: BatchAccount[]) => ({
  accounts: lines,
  changed: lines.filter((l) => l.outcome === "changed").length,
  unchanged: lines.filter((l) => l.outcome === "unchanged").length,
  refused: lines.filter((l) => l.outcome === "refused").length,
});

/** Applies a batch to `targets`, one account after the other (so the last BatchAuth holder is counted as the batch goes). */
export async function applyBatch(db: Database, caller: Caller, targets: readonly Account[], input: BatchInput, batchId: string, now: Date) {
  const lines: BatchAccount[] = [];
  for (const account of targets) lines.push(await changeOne(db, caller, account, input, batchId, now));
  return answerOf(lines);
}

/** Thrown to roll a preview back with its answer. */
class PreviewDone extends Error {
  constructor(readonly answer: ReturnType<typeof answerOf>) {
    super("preview");
  }
}

/** What applying the batch would do now, computed by applying it in a transaction that is rolled back. */
export async function previewBatch(db: Database, caller: Caller, targets: readonly Account[], input: BatchInput, now: Date) {
  try {
    await db.transaction(async (tx) => {
      throw new PreviewDone(await applyBatch(tx, caller, targets, input, `preview-${String(now.getTime())}`, now));
    });
  } catch (error) {
    if (error instanceof PreviewDone) return error.answer;
    throw error;
  }
  throw new Error("preview not rolled back");
}
