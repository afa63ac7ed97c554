/**
 * Reading accounts for the admin pages: the filtered, paged list and one row, each with its
 * bookkeeping (creator, version, last change), last login and what its data permissions (or its
 * agency) let it see.
 */
import { and, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { AccountRow, ScopeKind } from "@agent-portal/api-client/contract/admin-accounts";
import { AccountRole } from "@agent-portal/api-client/enums";
import type { AccountStatus } from "@agent-portal/api-client/enums";
import type { Database } from "#db/client.ts";
import { accounts, loginAttempts } from "#db/schema/accounts.ts";
import type { Account } from "#db/schema/accounts.ts";
import { accountAdminStates } from "#db/schema/admin.ts";
import { dataPermissions } from "#db/schema/data-permissions.ts";
import { dataScopeModes } from "#db/schema/data-scope-modes.ts";
import { agencies, agencyMembers, regions } from "#db/schema/organisation.ts";
import { toSeconds } from "#services/time.ts";
import type { ManagedReach } from "./guards.ts";

/** The filters of the account list. */
export interface AccountFilter {
  readonly keyword?: string | undefined;
  readonly role?: AccountRole | undefined;
  readonly status?: AccountStatus | undefined;
}

/** Condition: the accounts a reach covers (every one, or the sub-accounts: Agency members of one agency below a sub-role). */
export const reachWhere = (reach: ManagedReach): SQL | undefined =>
  reach.kind === "all"
    ? undefined
    : and(
        inArray(
          accounts.id,
          sql`(SELECT ${agencyMembers.accountId} FROM ${agencyMembers} WHERE ${agencyMembers.agencyId} = ${reach.agencyId} AND ${agencyMembers.accountId} IS NOT NULL)`,
        ),
        eq(accounts.role, AccountRole.Agency),
        sql`${accounts.subRole} > ${reach.belowSubRole}`,
      );

/** An ILIKE pattern matching text that contains `typed` (trimmed, `%` `_` `\\` taken literally), or null when nothing was typed. */
export function containing(typed: string | undefined): string | null {
  const trimmed = typed?.trim() ?? "";
  return trimmed === "" ? null : `%${trimmed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Condition: the accounts matching the list's filter (keyword in username, Bigo ID or name; role; status). */
export const filterWhere = (filter: AccountFilter): SQL | undefined => {
  const pattern = containing(filter.keyword);
  return and(
    pattern === null ? undefined : or(ilike(accounts.username, pattern), ilike(accounts.bigoId, pattern), ilike(accounts.nickname, pattern)),
    filter.role === undefined ? undefined : eq(accounts.role, filter.role),
    filter.status === undefined ? undefined : eq(accounts.status, filter.status),
  );
};

/** What an account's data permissions (its mode, else its rows) or its agency let it see, by kind and names. */
async function scopesOf(db: Database, rows: readonly Account[]): Promise<Map<number, { kind: ScopeKind; names: string[]; agency: string }>> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return new Map();
  const grants = await db
    .select({ accountId: dataPermissions.accountId, region: regions.name, agency: agencies.name })
    .from(dataPermissions)
    .leftJoin(regions, eq(dataPermissions.regionId, regions.id))
    .leftJoin(agencies, eq(dataPermissions.agencyId, agencies.id))
    .where(inArray(dataPermissions.accountId, ids))
    .orderBy(dataPermissions.id);
  const members = await db
    .select({ accountId: agencyMembers.accountId, agency: agencies.name, role: agencyMembers.role })
    .from(agencyMembers)
    .innerJoin(agencies, eq(agencyMembers.agencyId, agencies.id))
    .where(inArray(agencyMembers.accountId, ids))
    .orderBy(agencyMembers.role, agencies.id);
  const modes = await db.select().from(dataScopeModes).where(inArray(dataScopeModes.accountId, ids));
  const out = new Map<number, { kind: ScopeKind; names: string[]; agency: string }>();
  for (const row of rows) {
    const agency = members.find((m) => m.accountId === row.id)?.agency ?? "";
    const own = grants.filter((g) => g.accountId === row.id);
    const regionNames = own.flatMap((g) => (g.region === null ? [] : [g.region]));
    const agencyNames = own.flatMap((g) => (g.agency === null ? [] : [g.agency]));
    const staff = row.role === AccountRole.Admin || row.role === AccountRole.Operator;
    const mode = staff ? modes.find((m) => m.accountId === row.id)?.mode : undefined;
    if (mode === "all") out.set(row.id, { kind: "all", names: [], agency });
    else if (mode === "agency" || !staff) out.set(row.id, agency === "" ? { kind: "none", names: [], agency } : { kind: "agency", names: [agency], agency });
    else if (own.length === 0) out.set(row.id, { kind: row.role === AccountRole.Admin ? "all" : "none", names: [], agency });
    else out.set(row.id, { kind: regionNames.length > 0 ? "regions" : "agencies", names: [...regionNames, ...agencyNames], agency });
  }
  return out;
}

/** The rows of `selected` accounts as the contract answers them. */
async function toRows(db: Database, selected: readonly Account[]): Promise<AccountRow[]> {
  const ids = selected.map((a) => a.id);
  if (ids.length === 0) return [];
  const states = await db.select().from(accountAdminStates).where(inArray(accountAdminStates.accountId, ids));
  const logins = await db
    .select({ username: loginAttempts.username, at: sql<Date | string>`max(${loginAttempts.at})` })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.succeeded, true),
        inArray(
          loginAttempts.username,
          selected.map((a) => a.username),
        ),
      ),
    )
    .groupBy(loginAttempts.username);
  const scopes = await scopesOf(db, selected);
  return selected.map((a) => {
    const state = states.find((s) => s.accountId === a.id);
    const login = logins.find((l) => l.username === a.username)?.at;
    const scope = scopes.get(a.id) ?? { kind: "none" as const, names: [], agency: "" };
    return {
      id: a.id,
      username: a.username,
      bigo_id: a.bigoId,
      nick_name: a.nickname,
      role: a.role,
      sub_role: a.role === AccountRole.Agency ? a.subRole : 0,
      status: a.status,
      status_reason: state?.statusReason ?? "",
      permissions: [...a.permissions].sort((x, y) => x - y),
      scope_kind: scope.kind,
      scope_names: scope.names,
      agency_name: scope.agency,
      last_login_time: login === undefined ? 0 : toSeconds(new Date(login)),
      created_by: state?.createdBy ?? "",
      create_time: toSeconds(a.createdAt),
      version: state?.version ?? 0,
      updated_by: state?.updatedBy ?? "",
      update_time: toSeconds(state?.updatedAt),
    };
  });
}

/** The accounts `reach` covers matching `filter`, newest first, from row `offset` on (at most `limit`). */
async function matchingRows(db: Database, reach: ManagedReach, filter: AccountFilter, limit: number, offset: number): Promise<AccountRow[]> {
  const selected = await db
    .select()
    .from(accounts)
    .where(and(reachWhere(reach), filterWhere(filter)))
    .orderBy(desc(accounts.createdAt), desc(accounts.id))
    .limit(limit)
    .offset(offset);
  return toRows(db, selected);
}

/** One page of the accounts `reach` covers matching `filter`, newest first, with the total. */
export async function accountPage(db: Database, reach: ManagedReach, filter: AccountFilter, page: number, pageSize: number): Promise<{ list: AccountRow[]; total: number }> {
  const total = await db.$count(accounts, and(reachWhere(reach), filterWhere(filter)));
  return { list: await matchingRows(db, reach, filter, pageSize, (page - 1) * pageSize), total };
}

/** The most rows an account export holds (the sandbox has far fewer accounts). */
export const ACCOUNT_EXPORT_LIMIT = 50_000;

/** Every account `reach` covers matching `filter` (the list's order; at most {@link ACCOUNT_EXPORT_LIMIT}), for the exports. */
export const allAccountRows = (db: Database, reach: ManagedReach, filter: AccountFilter): Promise<AccountRow[]> => matchingRows(db, reach, filter, ACCOUNT_EXPORT_LIMIT, 0);

/** One account `reach` covers, or null. */
export async function managedAccount(db: Database, reach: ManagedReach, id: number): Promise<Account | null> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, id), reachWhere(reach)))
    .limit(1);
  return row ?? null;
}

/** One account's row. */
export async function accountRow(db: Database, account: Account): Promise<AccountRow> {
  const [row] = await toRows(db, [account]);
  if (row === undefined) throw new Error(`account ${String(account.id)} has no row`);
  return row;
}
