/**
 * Writing the administration's action log (README "Administration"): one append-only entry per
 * account, permission or scope change, with actor, role, time, target, the changed fields before
 * and after, and the request id. Passwords and tokens are never written.
 */
import type { Database } from "#db/client.ts";
import { adminActionLog } from "#db/schema/admin.ts";
import type { Account } from "#db/schema/accounts.ts";
import type { Caller } from "#services/sessions.ts";

/** What one log entry records besides the actor and the time. */
export interface LoggedAction {
  /** `account.create`, `account.update`, `account.disable`, `account.enable`, `account.resetPassword`, ... */
  readonly action: string;
  readonly target: Pick<Account, "id" | "username"> | null;
  readonly before: Record<string, unknown> | null;
  readonly after: Record<string, unknown> | null;
  /** The request (`X-Request-Id`) or batch id the entry belongs to. */
  readonly requestId: string;
}

/** Appends one entry, written by `caller` at `now`. */
export async function logAction(db: Database, caller: Caller, entry: LoggedAction, now: Date): Promise<void> {
  await db.insert(adminActionLog).values({
    actorId: caller.account.id,
    actorName: caller.account.username,
    actorRole: caller.account.role,
    action: entry.action,
    targetId: entry.target?.id ?? null,
    targetName: entry.target?.username ?? null,
    before: entry.before,
    after: entry.after,
    requestId: entry.requestId,
    at: now,
  });
}

/** The fields of an account the log shows (never its password hash). */
export const loggedFields = (a: Pick<Account, "nickname" | "role" | "subRole" | "status" | "permissions">): Record<string, unknown> => ({
  nick_name: a.nickname,
  role: a.role,
  sub_role: a.subRole,
  status: a.status,
  permissions: [...a.permissions].sort((x, y) => x - y),
});

/** Only the fields that differ between `before` and `after`, as a `[before, after]` pair of records. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): [Record<string, unknown>, Record<string, unknown>] {
  const keys = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  return [Object.fromEntries(keys.map((k) => [k, before[k]])), Object.fromEntries(keys.map((k) => [k, after[k]]))];
}
