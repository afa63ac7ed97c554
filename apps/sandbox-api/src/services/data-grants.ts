/**
 * An admin's or operator's data permissions as stored (README "Data scope"): its mode (`all`, its
 * own `agency`, or none: read from its rows) and its region and agency rows, and the agencies they
 * reach. The data-scope rule (`scope.ts`) reads accounts' scopes through these helpers only; the
 * data-permission page writes them (`admin/data-scope.ts`).
 */
import { eq, inArray } from "drizzle-orm";
import { AccountRole } from "@agent-portal/api-client/enums";
import type { Database } from "#db/client.ts";
import type { Account } from "#db/schema/accounts.ts";
import { dataPermissions } from "#db/schema/data-permissions.ts";
import { dataScopeModes } from "#db/schema/data-scope-modes.ts";
import type { DataScopeMode } from "#db/schema/data-scope-modes.ts";
import { agencies } from "#db/schema/organisation.ts";
import { membershipsOf } from "./memberships.ts";

/** The agencies an account's data permissions cover (ids, ascending), or every agency. */
export type AgencyReach = "all" | readonly number[];

/** What an account's data permissions say, as stored. */
export interface DataGrants {
  /** `all` or `agency` when set so; null: the rows decide. */
  readonly mode: DataScopeMode | null;
  /** Region ids of its rows, ascending. */
  readonly regionIds: readonly number[];
  /** Agency ids of its rows, ascending. */
  readonly agencyIds: readonly number[];
}

const ascending = (ids: Iterable<number>): number[] => [...new Set(ids)].sort((a, b) => a - b);

/** The stored data permissions of one account. */
export async function dataGrantsOf(db: Database, accountId: number): Promise<DataGrants> {
  const [mode] = await db.select({ mode: dataScopeModes.mode }).from(dataScopeModes).where(eq(dataScopeModes.accountId, accountId)).limit(1);
  const rows = await db.select().from(dataPermissions).where(eq(dataPermissions.accountId, accountId));
  return {
    mode: mode?.mode ?? null,
    regionIds: ascending(rows.flatMap((g) => (g.regionId === null ? [] : [g.regionId]))),
    agencyIds: ascending(rows.flatMap((g) => (g.agencyId === null ? [] : [g.agencyId]))),
  };
}

/** True when an account's scope is set on this page (admins and operators); the others follow their memberships. */
export const hasDataPermissions = (account: Pick<Account, "role">): boolean => account.role === AccountRole.Admin || account.role === AccountRole.Operator;

/**
 * The agencies an admin's or operator's grants reach: every one for `all`; its memberships'
 * agencies for `agency`; otherwise the listed agencies and every agency of the listed regions, and,
 * with no row at all, every agency for an admin and none for an operator.
 */
export async function reachOfGrants(db: Database, account: Pick<Account, "id" | "role">, grants: DataGrants): Promise<AgencyReach> {
  if (grants.mode === "all") return "all";
  if (grants.mode === "agency") return ascending((await membershipsOf(db, account.id)).map((m) => m.agencyId));
  if (grants.regionIds.length + grants.agencyIds.length === 0) return account.role === AccountRole.Admin ? "all" : [];
  const inRegions =
    grants.regionIds.length === 0
      ? []
      : await db
          .select({ id: agencies.id })
          .from(agencies)
          .where(inArray(agencies.regionId, [...grants.regionIds]));
  return ascending([...grants.agencyIds, ...inRegions.map((a) => a.id)]);
}

/** The agencies any account reaches: its data permissions' for admins and operators, its memberships' for everyone else. */
export async function reachOfAccount(db: Database, account: Pick<Account, "id" | "role">): Promise<AgencyReach> {
  if (hasDataPermissions(account)) return reachOfGrants(db, account, await dataGrantsOf(db, account.id));
  return ascending((await membershipsOf(db, account.id)).map((m) => m.agencyId));
}
