/**
 * The data-scope rule (README "Data scope"): for a session, the broadcasters, sub-agencies, staff,
 * agencies and regions it may see and act on, and the query helpers every handler reads rows
 * through. Handlers never compare agency ids or broker ids themselves.
 *
 * - a broker: the broadcasters assigned to them (`broadcasters.broker_id`); no sub-agency; among
 *   the staff, themselves;
 * - a manager or sub-agent (agent role MANAGER): their agency; of the data kept per sub-agency
 *   (the proxy reports), their own sub-agency only;
 * - a super manager: the whole agency;
 * - an operator: the agencies of the regions (and agencies) of their data permissions;
 * - an admin: everything, narrowed to their data permissions once the admin section gives them any;
 * - anyone else (a broadcaster, a normal user): their own rows only (`ownBroadcasterOf`).
 *
 * Agency-scoped calls act on one agency: the caller's own (their highest-ranking membership), or,
 * for admins and operators, the first agency (lowest id) their data permissions cover.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { AnyColumn, SQL } from "drizzle-orm";
import { AccountRole, AgentRole } from "@agent-portal/api-client/enums";
import type { Database } from "#db/client.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import type { Broadcaster } from "#db/schema/broadcasters.ts";
import { agencies, agencyMembers, regions } from "#db/schema/organisation.ts";
import type { Agency, AgencyMember, Region } from "#db/schema/organisation.ts";
import { ContractError, ServerCode } from "#http/codes.ts";
import { dataGrantsOf, reachOfGrants } from "./data-grants.ts";
import type { AgencyReach } from "./data-grants.ts";
import type { MetricScope } from "./live-metrics.ts";
import { membershipsOf } from "./memberships.ts";
import type { Caller } from "./sessions.ts";

export type { AgencyReach } from "./data-grants.ts";

/** What a caller may see when a call acts on an agency. */
export interface DataScope {
  /** The agency the call acts on. */
  readonly agency: Agency;
  /** The caller's member id in it; null for admins and operators acting on it. */
  readonly memberId: number | null;
  /** AgentRole of the caller there (NOT_AGENT 0 for admins and operators). */
  readonly role: AgentRole;
  /** Name recorded as the operator of changes. */
  readonly operatorName: string;
  /** The caller's uid. */
  readonly operatorUid: string;
  /** The agencies the caller's scope covers (the acting agency among them). */
  readonly agencyIds: AgencyReach;
}

/** The refusal a helper throws for a subject outside the scope (each call answers its own code). */
export type Refusal = () => ContractError;

const noAgency = () => new ContractError(ServerCode.NoPermission, "You are not a member of an agency");

/**
 * The agencies an admin's or operator's data permissions cover (`data-grants.ts`): every agency
 * for the `all` mode, its own agency for `agency`, else the listed agencies and every agency of
 * the listed regions. An admin without any data permission covers every agency; an operator
 * without any, none.
 */
export async function agencyReachOf(db: Database, caller: Caller): Promise<AgencyReach> {
  return reachOfGrants(db, caller.account, await dataGrantsOf(db, caller.account.id));
}

/**
 * The caller's scope on the agency a call acts on.
 *
 * @throws {ContractError} 30001 when the caller is in no agency and is not an admin or operator
 *   covering one.
 */
export async function scopeOf(db: Database, caller: Caller): Promise<DataScope> {
  const { account } = caller;
  const [top] = await membershipsOf(db, account.id);
  if (top !== undefined) {
    const [agency] = await db.select().from(agencies).where(eq(agencies.id, top.agencyId)).limit(1);
    if (agency !== undefined) return { agency, memberId: top.memberId, role: top.role as AgentRole, operatorName: top.nickname, operatorUid: top.uid, agencyIds: [agency.id] };
  }
  if (account.role === AccountRole.Admin || account.role === AccountRole.Operator) {
    const reach = await agencyReachOf(db, caller);
    const [first] = await db
      .select()
      .from(agencies)
      .where(reach === "all" ? undefined : inArray(agencies.id, [...reach]))
      .orderBy(asc(agencies.id))
      .limit(1);
    if (first !== undefined) return { agency: first, memberId: null, role: AgentRole.NOT_AGENT, operatorName: account.nickname, operatorUid: account.bigoUid, agencyIds: reach };
  }
  throw noAgency();
}

/** True when the scope is a broker's: they see only the broadcasters assigned to them. */
export const isBroker = (scope: DataScope): boolean => scope.role === AgentRole.BROKER;

/** The broker restriction on a broadcaster row aliased `alias` (`b` by default), empty for everyone else. */
const brokerOnly = (scope: DataScope, alias: string): SQL => (isBroker(scope) ? sql` AND ${sql.raw(alias)}.broker_id = ${scope.memberId}` : sql``);

/** SQL condition over `broadcasters` aliased `alias` (default `b`): the broadcasters of the scope. */
export const broadcasterWhere = (scope: DataScope, alias = "b"): SQL => sql`${sql.raw(alias)}.agency_id = ${scope.agency.id}${brokerOnly(scope, alias)}`;

/** Drizzle condition over the `broadcasters` table: the broadcasters of the scope. */
export const scopedBroadcasters = (scope: DataScope): SQL =>
  isBroker(scope) && scope.memberId !== null
    ? sql`${broadcasters.agencyId} = ${scope.agency.id} AND ${broadcasters.brokerId} = ${scope.memberId}`
    : sql`${broadcasters.agencyId} = ${scope.agency.id}`;

/** A subquery of the uids of the scope's broadcasters. */
export const scopedUids = (scope: DataScope): SQL => sql`(SELECT s.uid FROM broadcasters s WHERE ${broadcasterWhere(scope, "s")})`;

/**
 * A condition over any table of agency records about broadcasters (renewals, broker records,
 * rewards, recalls, cancellations, ...): the record is the acting agency's, and, for a broker,
 * about one of their broadcasters.
 */
export const scopedRecords = (scope: DataScope, columns: { readonly agencyId: AnyColumn | SQL; readonly broadcasterUid: AnyColumn | SQL }): SQL =>
  isBroker(scope) ? sql`${columns.agencyId} = ${scope.agency.id} AND ${columns.broadcasterUid} IN ${scopedUids(scope)}` : sql`${columns.agencyId} = ${scope.agency.id}`;

/** The rows of `live_daily_metrics m` the scope sees: the days its broadcasters spent with the acting agency. */
export const metricsInScope = (scope: DataScope): MetricScope =>
  isBroker(scope) ? sql`m.agency_id = ${scope.agency.id} AND m.broadcaster_uid IN ${scopedUids(scope)}` : sql`m.agency_id = ${scope.agency.id}`;

/** The metric rows of one broadcaster of the scope (its days with the acting agency). */
export const broadcasterMetrics = (scope: DataScope, uid: string): MetricScope => sql`m.agency_id = ${scope.agency.id} AND m.broadcaster_uid = ${uid}`;

/** One broadcaster of the scope by uid, or null when there is none (or it lies outside the scope). */
export async function scopedBroadcaster(db: Database, scope: DataScope, uid: string): Promise<Broadcaster | null> {
  const [row] = await db
    .select()
    .from(broadcasters)
    .where(and(eq(broadcasters.uid, uid), scopedBroadcasters(scope)))
    .limit(1);
  return row ?? null;
}

/** One broadcaster of the scope by Bigo ID (case-insensitive), or null. */
export async function scopedBroadcasterByBigoId(db: Database, scope: DataScope, bigoId: string): Promise<Broadcaster | null> {
  const [row] = await db
    .select()
    .from(broadcasters)
    .where(and(eq(sql`lower(${broadcasters.bigoId})`, bigoId.toLowerCase()), scopedBroadcasters(scope)))
    .limit(1);
  return row ?? null;
}

/** One broadcaster of the scope; `refuse()` otherwise. */
export async function requireBroadcaster(db: Database, scope: DataScope, uid: string, refuse: Refusal): Promise<Broadcaster> {
  const row = await scopedBroadcaster(db, scope, uid);
  if (row === null) throw refuse();
  return row;
}

/** Every broadcaster of `uids` (duplicates removed), all of the scope; `refuse()` when one is not. */
export async function requireBroadcasters(db: Database, scope: DataScope, uids: readonly string[], refuse: Refusal): Promise<Broadcaster[]> {
  const wanted = [...new Set(uids)];
  if (wanted.length === 0) return [];
  const rows = await db
    .select()
    .from(broadcasters)
    .where(and(inArray(broadcasters.uid, wanted), scopedBroadcasters(scope)));
  if (rows.length !== wanted.length) throw refuse();
  return rows;
}

/** The sub-agencies (MANAGER members) of the acting agency the scope sees per sub-agency: all of them, the caller's own for a manager, none for a broker. */
export async function scopedSubAgencies(db: Database, scope: DataScope): Promise<AgencyMember[]> {
  if (isBroker(scope)) return [];
  const own = scope.role === AgentRole.MANAGER && scope.memberId !== null ? eq(agencyMembers.id, scope.memberId) : undefined;
  return db
    .select()
    .from(agencyMembers)
    .where(and(eq(agencyMembers.agencyId, scope.agency.id), eq(agencyMembers.role, AgentRole.MANAGER), own))
    .orderBy(asc(agencyMembers.id));
}

/** One sub-agency the scope sees, by its uid; `refuse()` otherwise. */
export async function requireSubAgency(db: Database, scope: DataScope, uid: string, refuse: Refusal): Promise<AgencyMember> {
  const found = (await scopedSubAgencies(db, scope)).find((m) => m.uid === uid);
  if (found === undefined) throw refuse();
  return found;
}

/** The metric rows of one sub-agency: its broadcasters' days with the agency, within the scope. */
export const subAgencyMetrics = (scope: DataScope, subAgencyId: number): MetricScope =>
  sql`${metricsInScope(scope)} AND m.broadcaster_uid IN (SELECT uid FROM broadcasters WHERE broker_id = ${subAgencyId})`;

/** Drizzle condition over `agency_members`: the staff the scope sees (a broker: themselves). */
export const scopedMembers = (scope: DataScope): SQL =>
  isBroker(scope) && scope.memberId !== null
    ? sql`${agencyMembers.agencyId} = ${scope.agency.id} AND ${agencyMembers.id} = ${scope.memberId}`
    : sql`${agencyMembers.agencyId} = ${scope.agency.id}`;

/** One staff member the scope sees, by uid; `refuse()` otherwise. */
export async function requireMember(db: Database, scope: DataScope, uid: string, refuse: Refusal): Promise<AgencyMember> {
  const [row] = await db
    .select()
    .from(agencyMembers)
    .where(and(eq(agencyMembers.uid, uid), scopedMembers(scope)))
    .limit(1);
  if (row === undefined) throw refuse();
  return row;
}

/**
 * True when the caller may change `member` (role, recruiting switch, removal): a super manager
 * (or an admin or operator) may change anyone, a manager only brokers. Whether the member is the
 * agency's last super manager is {@link isLastSuperManager}'s question.
 */
export const mayManageMember = (scope: DataScope, member: Pick<AgencyMember, "role">): boolean => scope.role !== AgentRole.MANAGER || member.role === AgentRole.BROKER;

/** True when the caller may give a member `role`: managers only ever BROKER; super managers, admins and operators any role. */
export const mayGrantRole = (scope: DataScope, role: number): boolean => scope.role !== AgentRole.MANAGER || role === AgentRole.BROKER;

/** True when `member` is a super manager of the acting agency and no other member of it is one (it may then be neither removed nor demoted). */
export async function isLastSuperManager(db: Database, scope: DataScope, member: Pick<AgencyMember, "id" | "role">): Promise<boolean> {
  if (member.role !== AgentRole.SUPER_MANAGER) return false;
  const others = await db.$count(
    agencyMembers,
    and(eq(agencyMembers.agencyId, scope.agency.id), eq(agencyMembers.role, AgentRole.SUPER_MANAGER), sql`${agencyMembers.id} <> ${member.id}`),
  );
  return others === 0;
}

/**
 * The regions an account may see, by id: every region for a scope reaching every agency, the
 * regions of an operator's (or admin's) data permissions and of the agencies they reach, the
 * regions of their agencies for agency staff, none otherwise. Ordered by id.
 */
export async function regionsOf(db: Database, caller: Caller): Promise<Region[]> {
  const all = await db.select().from(regions).orderBy(asc(regions.id));
  const { account } = caller;
  if (account.role === AccountRole.Admin || account.role === AccountRole.Operator) {
    const grants = await dataGrantsOf(db, account.id);
    const reach = await reachOfGrants(db, account, grants);
    if (reach === "all") return all;
    const viaAgencies =
      reach.length === 0
        ? []
        : await db
            .select({ regionId: agencies.regionId })
            .from(agencies)
            .where(inArray(agencies.id, [...reach]));
    const ids = new Set([...(grants.mode === null ? grants.regionIds : []), ...viaAgencies.map((a) => a.regionId)]);
    return all.filter((r) => ids.has(r.id));
  }
  const mine = new Set((await membershipsOf(db, account.id)).map((m) => m.regionId));
  return all.filter((region) => mine.has(region.id));
}

/** One region the caller may see, by short name (case-insensitive), with the agencies of it their scope covers; `refuse()` otherwise. */
export async function requireRegion(db: Database, caller: Caller, shortName: string, refuse: Refusal): Promise<{ region: Region; agencies: Agency[] }> {
  const region = (await regionsOf(db, caller)).find((r) => r.shortName.toLowerCase() === shortName.toLowerCase());
  if (region === undefined) throw refuse();
  const reach =
    caller.account.role === AccountRole.Admin || caller.account.role === AccountRole.Operator
      ? await agencyReachOf(db, caller)
      : (await membershipsOf(db, caller.account.id)).map((m) => m.agencyId);
  const rows = await db.select().from(agencies).where(eq(agencies.regionId, region.id)).orderBy(asc(agencies.id));
  return { region, agencies: reach === "all" ? rows : rows.filter((a) => reach.includes(a.id)) };
}

/** The caller's own broadcaster row (same uid as the account), or null: what a broadcaster's own calls read. */
export async function ownBroadcasterOf(db: Database, caller: Caller): Promise<Broadcaster | null> {
  const [row] = await db.select().from(broadcasters).where(eq(broadcasters.uid, caller.account.bigoUid)).limit(1);
  return row ?? null;
}

/**
 * The rows of `live_daily_metrics m` of some agencies (a region's agencies of the caller's scope,
 * from {@link requireRegion}): their broadcasters' days with them. No agency: no row.
 */
export const agenciesMetrics = (agencyIds: readonly number[]): MetricScope => inArray(sql`m.agency_id`, agencyIds);
