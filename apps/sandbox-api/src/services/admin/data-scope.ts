/**
 * Data permissions (README "Administration", "Data scope"; DataPermission 13): reading and setting
 * an admin's or operator's data scope. A change is checked by the accounts' rules (not one's own
 * account, not one above one's role), is never wider than the caller's own scope (47009), claims
 * the account's version (47006 when it changed since it was read) and is written to the action log
 * with the scope before and after, all in one transaction.
 */
import { asc, eq, inArray } from "drizzle-orm";
import { DataScopeErrorCode } from "@agent-portal/api-client/contract/admin-data-scope";
import type { ScopeAgency, SettableScopeKind } from "@agent-portal/api-client/contract/admin-data-scope";
import type { Database } from "#db/client.ts";
import type { Account } from "#db/schema/accounts.ts";
import { dataPermissions } from "#db/schema/data-permissions.ts";
import { dataScopeModes } from "#db/schema/data-scope-modes.ts";
import { agencies, regions } from "#db/schema/organisation.ts";
import type { Agency } from "#db/schema/organisation.ts";
import { ContractError } from "#http/codes.ts";
import { dataGrantsOf, hasDataPermissions, reachOfAccount } from "#services/data-grants.ts";
import { membershipsOf } from "#services/memberships.ts";
import type { Caller } from "#services/sessions.ts";
import { accountRow } from "./account-rows.ts";
import { claimVersion, shapeOf } from "./account-changes.ts";
import { logAction } from "./action-log.ts";
import { checkChange, heldPermissions } from "./guards.ts";

/** The most agencies {@link scopeAgencyList} answers. */
const AGENCY_LIST_LIMIT = 500;

/** A scope as the caller asks for it. */
export interface ScopeChange {
  readonly kind: SettableScopeKind;
  readonly region_ids: readonly number[];
  readonly agency_ids: readonly number[];
}

const asScopeAgency = (a: Agency): ScopeAgency => ({ id: a.id, name: a.name, bigo_id: a.bigoId, region_id: a.regionId });

/** The agency an account is a member of (its highest membership), or null. */
async function ownAgencyOf(db: Database, accountId: number): Promise<Agency | null> {
  const [top] = await membershipsOf(db, accountId);
  if (top === undefined) return null;
  const [agency] = await db.select().from(agencies).where(eq(agencies.id, top.agencyId)).limit(1);
  return agency ?? null;
}

/** One account's data scope as `getDataScope` answers it. */
export async function scopeAnswer(db: Database, account: Account) {
  const grants = await dataGrantsOf(db, account.id);
  const listed =
    grants.mode === null && grants.agencyIds.length > 0
      ? await db
          .select()
          .from(agencies)
          .where(inArray(agencies.id, [...grants.agencyIds]))
          .orderBy(asc(agencies.name))
      : [];
  const own = await ownAgencyOf(db, account.id);
  const reach = await reachOfAccount(db, account);
  return {
    id: account.id,
    kind: (await accountRow(db, account)).scope_kind,
    settable: hasDataPermissions(account),
    region_ids: grants.mode === null ? [...grants.regionIds] : [],
    agencies: listed.map(asScopeAgency),
    own_agency: own === null ? null : asScopeAgency(own),
    agency_count: reach === "all" ? null : reach.length,
  };
}

/** The agencies within the caller's own scope, by name (at most 500): what a scope it sets may list. */
export async function scopeAgencyList(db: Database, caller: Caller): Promise<{ list: ScopeAgency[] }> {
  const reach = await reachOfAccount(db, caller.account);
  const rows = await db
    .select()
    .from(agencies)
    .where(reach === "all" ? undefined : inArray(agencies.id, reach.length === 0 ? [-1] : [...reach]))
    .orderBy(asc(agencies.name), asc(agencies.id))
    .limit(AGENCY_LIST_LIMIT);
  return { list: rows.map(asScopeAgency) };
}

const refuse = (code: number, message: string) => new ContractError(code, message);

/**
 * Checks that `change` names existing regions and agencies, fits `target`, and is not wider than
 * the caller's own scope: `all` needs a caller reaching every agency; a region needs the caller's
 * own scope to list that region (or reach everything); an agency, and for `agency` the target's own
 * agency, must be within the caller's reach.
 *
 * @throws {ContractError} 47010 (ScopeNotApplicable), 47009 (ScopeWiderThanOwn).
 */
async function checkScope(db: Database, caller: Caller, target: Account, change: ScopeChange): Promise<void> {
  const notApplicable = (why: string) => refuse(DataScopeErrorCode.ScopeNotApplicable, why);
  if (!hasDataPermissions(target)) throw notApplicable("Only admin and operator accounts have data permissions");
  const known =
    change.region_ids.length === 0
      ? []
      : await db
          .select({ id: regions.id })
          .from(regions)
          .where(inArray(regions.id, [...change.region_ids]));
  const knownAgencies =
    change.agency_ids.length === 0
      ? []
      : await db
          .select({ id: agencies.id })
          .from(agencies)
          .where(inArray(agencies.id, [...change.agency_ids]));
  if (known.length !== new Set(change.region_ids).size || knownAgencies.length !== new Set(change.agency_ids).size) throw notApplicable("Unknown region or agency");
  const targetAgencies = change.kind === "agency" ? (await membershipsOf(db, target.id)).map((m) => m.agencyId) : [];
  if (change.kind === "agency" && targetAgencies.length === 0) throw notApplicable("The account is in no agency");

  const reach = await reachOfAccount(db, caller.account);
  if (reach === "all") return;
  const wider = refuse(DataScopeErrorCode.ScopeWiderThanOwn, "The scope is wider than your own");
  if (change.kind === "all") throw wider;
  const ownGrants = hasDataPermissions(caller.account) ? await dataGrantsOf(db, caller.account.id) : null;
  const ownRegions = ownGrants?.mode === null ? ownGrants.regionIds : [];
  if (change.region_ids.some((id) => !ownRegions.includes(id))) throw wider;
  if ([...change.agency_ids, ...targetAgencies].some((id) => !reach.includes(id))) throw wider;
}

/** The scope fields the action log records for `account`: kind and names, as the accounts list shows them. */
export const loggedScope = async (db: Database, account: Account) => {
  const row = await accountRow(db, account);
  return { scope_kind: row.scope_kind, scope_names: row.scope_names };
};

/**
 * Sets an admin's or operator's data scope.
 *
 * @throws {ContractError} 47002, 47004 from the accounts' rules; 47009, 47010 from {@link checkScope};
 *   47006 when the account changed since `version`.
 */
export async function setScope(db: Database, caller: Caller, target: Account, version: number, change: ScopeChange, requestId: string, now: Date): Promise<Account> {
  checkChange(shapeOf(caller.account), heldPermissions(caller), shapeOf(target), shapeOf(target));
  await checkScope(db, caller, target, change);
  return db.transaction(async (tx) => {
    const before = await loggedScope(tx, target);
    await claimVersion(tx, target.id, version, caller, now);
    await tx.delete(dataPermissions).where(eq(dataPermissions.accountId, target.id));
    await tx.delete(dataScopeModes).where(eq(dataScopeModes.accountId, target.id));
    if (change.kind === "all" || change.kind === "agency") await tx.insert(dataScopeModes).values({ accountId: target.id, mode: change.kind, createdAt: now });
    const rows = [
      ...[...new Set(change.region_ids)].map((regionId) => ({ accountId: target.id, regionId, agencyId: null, createdAt: now })),
      ...[...new Set(change.agency_ids)].map((agencyId) => ({ accountId: target.id, regionId: null, agencyId, createdAt: now })),
    ];
    if (rows.length > 0) await tx.insert(dataPermissions).values(rows);
    const after = await loggedScope(tx, target);
    await logAction(tx, caller, { action: "account.scope", target, before, after, requestId }, now);
    return target;
  });
}
