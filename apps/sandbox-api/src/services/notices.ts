/**
 * Which notices an account receives (notification family, AgencyNotification 14): the notices to
 * every agency, and those addressed to the agencies in the caller's reach: their memberships for
 * agency staff, the agencies their data permissions cover for admins and operators
 * (`agencyReachOf`, the data-scope rule of `scope.ts`). Read state is per account
 * (`notification_reads`).
 */
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { NoticeType } from "@agent-portal/api-client/enums";
import type { Database } from "#db/client.ts";
import { notifications } from "#db/schema/content.ts";
import { membershipsOf } from "./memberships.ts";
import { agencyReachOf } from "./scope.ts";
import type { AgencyReach } from "./scope.ts";
import type { Caller } from "./sessions.ts";

/**
 * The agencies whose records the caller sees: the agencies they are a member of, else (admins and
 * operators) the agencies their data permissions cover (`agencyReachOf`).
 */
export async function callerAgencies(db: Database, caller: Caller): Promise<AgencyReach> {
  const memberOf = (await membershipsOf(db, caller.account.id)).map((m) => m.agencyId);
  return memberOf.length > 0 ? memberOf : agencyReachOf(db, caller);
}

/** The condition on `notifications` selecting what the caller receives. */
export async function noticesOf(db: Database, caller: Caller): Promise<SQL | undefined> {
  const reach = await callerAgencies(db, caller);
  if (reach === "all") return undefined;
  return reach.length === 0 ? isNull(notifications.agencyId) : or(isNull(notifications.agencyId), inArray(notifications.agencyId, [...reach]));
}

/** Notices the account has marked read (a sub-select of `notification_reads`). */
export const readBy = (accountId: number): SQL => sql`${notifications.id} IN (SELECT notification_id FROM notification_reads WHERE account_id = ${accountId})`;

/** The caller's notices narrowed by type and read state (`read` 1 read, 0 unread, for the caller). */
export function noticeFilter(received: SQL | undefined, accountId: number, filter: { readonly type?: NoticeType | undefined; readonly read?: 0 | 1 | undefined }): SQL | undefined {
  return and(
    received,
    filter.type === undefined ? undefined : eq(notifications.type, filter.type),
    filter.read === undefined ? undefined : filter.read === 1 ? readBy(accountId) : sql`NOT (${readBy(accountId)})`,
  );
}
