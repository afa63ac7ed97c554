/**
 * Whose live data a live-data call sees: the caller's agency (a broker: their own
 * broadcasters), or one of its broadcasters; and the permission sets of the family's screens.
 */
import { and, eq, sql } from "drizzle-orm";
import { LiveDataErrorCode } from "@agent-portal/api-client/contract/live-data-shared";
import { PermissionId } from "@agent-portal/permissions/ids";
import { AgentRole } from "@agent-portal/api-client/enums";
import type { Database } from "#db/client.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import type { Broadcaster } from "#db/schema/broadcasters.ts";
import { agencyMembers } from "#db/schema/organisation.ts";
import type { AgencyMember } from "#db/schema/organisation.ts";
import { ContractError } from "#http/codes.ts";
import { agencyScope, uidsScope } from "#services/live-metrics.ts";
import type { MetricScope } from "#services/live-metrics.ts";
import { agencyScopeOf, isBrokerScope } from "#services/scope.ts";
import type { AgencyScope } from "#services/scope.ts";
import type { Caller } from "#services/sessions.ts";

/** Live data and broadcaster live data (23, 24). */
export const LIVE = [PermissionId.LiveDataAnalysis, PermissionId.BroadcasterLiveData];
/** The core tab: core metrics (15) or live data (23). */
export const CORE = [PermissionId.CoreMetrics, PermissionId.LiveDataAnalysis];
/** Income by benefit type and invoices: payment method (17) or live data (23). */
export const MONEY = [PermissionId.PaymentMethod, PermissionId.LiveDataAnalysis];
/** New-broadcaster data (103). */
export const NEW_ANCHOR = [PermissionId.NewBroadcasterData];
/** Region screens: operator stats (7). */
export const REGION = [PermissionId.OperatorStat];

/** The range codes of the family. */
export const RANGE_CODES = { tooLong: LiveDataErrorCode.RangeTooLong, invalid: LiveDataErrorCode.RangeInvalid };

/** The metrics a call sees: the agency's (a broker: their broadcasters'), or one broadcaster's. */
export interface LiveSubject {
  readonly scope: AgencyScope;
  readonly metrics: MetricScope;
  /** The broadcaster asked about, when one was. */
  readonly broadcaster: Broadcaster | null;
}

/**
 * The subject of a report: the caller's agency, or `uid` (one of its broadcasters; a broker's
 * own only).
 *
 * @throws {ContractError} 43005 when no broadcaster has `uid`, 43003 when it is not the caller's to see.
 */
export async function liveSubject(db: Database, caller: Caller, uid: string | undefined): Promise<LiveSubject> {
  const scope = await agencyScopeOf(db, caller);
  if (uid === undefined) {
    const metrics = isBrokerScope(scope) ? sql`${agencyScope(scope.agency.id)} AND m.broadcaster_uid IN (SELECT uid FROM broadcasters WHERE broker_id = ${scope.memberId})` : agencyScope(scope.agency.id);
    return { scope, metrics, broadcaster: null };
  }
  const [b] = await db.select().from(broadcasters).where(eq(broadcasters.uid, uid)).limit(1);
  if (b === undefined) throw new ContractError(LiveDataErrorCode.NotFound, "No broadcaster has this uid");
  if (b.agencyId !== scope.agency.id || (isBrokerScope(scope) && b.brokerId !== scope.memberId)) {
    throw new ContractError(LiveDataErrorCode.NoDataPermission, "You may not see this broadcaster's data");
  }
  return { scope, metrics: uidsScope([b.uid]), broadcaster: b };
}

/** The agency's sub-agencies (proxies): its MANAGER members. */
export async function proxiesOf(db: Database, agencyId: number): Promise<AgencyMember[]> {
  return db.select().from(agencyMembers).where(and(eq(agencyMembers.agencyId, agencyId), eq(agencyMembers.role, AgentRole.MANAGER)));
}

/** A sub-agency of the agency by uid; 43005 otherwise. */
export async function proxyOf(db: Database, agencyId: number, proxyUid: string): Promise<AgencyMember> {
  const [m] = await db.select().from(agencyMembers).where(and(eq(agencyMembers.agencyId, agencyId), eq(agencyMembers.uid, proxyUid), eq(agencyMembers.role, AgentRole.MANAGER))).limit(1);
  if (m === undefined) throw new ContractError(LiveDataErrorCode.NotFound, "No sub-agency with this uid in your agency");
  return m;
}

/** The metric rows of the broadcasters a sub-agency looks after, while in the agency. */
export const proxyScope = (agencyId: number, proxyMemberId: number): MetricScope =>
  sql`${agencyScope(agencyId)} AND m.broadcaster_uid IN (SELECT uid FROM broadcasters WHERE broker_id = ${proxyMemberId})`;
