/**
 * What the live-data family's handlers share: the permission sets of its screens, its range
 * codes, and whose metrics a report reads (`liveSubject`, through the data-scope rule of
 * `#services/scope.ts`).
 */
import { eq, sql } from "drizzle-orm";
import { LiveDataErrorCode } from "@agent-portal/api-client/contract/live-data-shared";
import { PermissionId } from "@agent-portal/permissions/ids";
import type { Database } from "#db/client.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import { regions } from "#db/schema/organisation.ts";
import type { Broadcaster } from "#db/schema/broadcasters.ts";
import { ContractError } from "#http/codes.ts";
import type { MetricScope } from "#services/live-metrics.ts";
import { broadcasterMetrics, metricsInScope, requireBroadcaster, requireRegion, requireSubAgency, scopeOf } from "#services/scope.ts";
import type { DataScope } from "#services/scope.ts";
import type { Caller } from "#services/sessions.ts";

/** Live data and broadcaster live data (23, 24). */
export const LIVE = [PermissionId.LiveDataAnalysis, PermissionId.BroadcasterLiveData];
/** The core tab (agentOss overview): core metrics (15); everyone holding it also holds live data. */
export const CORE = [PermissionId.CoreMetrics];
/** Income by benefit type and invoices: payment method (17) or live data (23). */
export const MONEY = [PermissionId.PaymentMethod, PermissionId.LiveDataAnalysis];
/** New-broadcaster data (103). */
export const NEW_ANCHOR = [PermissionId.NewBroadcasterData];
/** Region screens: operator stats (7). */
export const REGION = [PermissionId.OperatorStat];

/** The range codes of the family. */
export const RANGE_CODES = { tooLong: LiveDataErrorCode.RangeTooLong, invalid: LiveDataErrorCode.RangeInvalid };

/** 43003: the subject lies outside the caller's data scope. */
export const noDataPermission = (): ContractError => new ContractError(LiveDataErrorCode.NoDataPermission, "You may not see this data");

/** The metrics a call sees: the scope's (a broker: their broadcasters'), or one broadcaster's days with the agency. */
export interface LiveSubject {
  readonly scope: DataScope;
  readonly metrics: MetricScope;
  /** The broadcaster asked about, when one was. */
  readonly broadcaster: Broadcaster | null;
}

/**
 * The subject of a report: the caller's scope, or `uid` (one of its broadcasters).
 *
 * @throws {ContractError} 43005 when no broadcaster has `uid`, 43003 when it lies outside the scope.
 */
export async function liveSubject(db: Database, caller: Caller, uid: string | undefined): Promise<LiveSubject> {
  const scope = await scopeOf(db, caller);
  if (uid === undefined) return { scope, metrics: metricsInScope(scope), broadcaster: null };
  const [exists] = await db.select({ uid: broadcasters.uid }).from(broadcasters).where(eq(broadcasters.uid, uid)).limit(1);
  if (exists === undefined) throw new ContractError(LiveDataErrorCode.NotFound, "No broadcaster has this uid");
  const broadcaster = await requireBroadcaster(db, scope, uid, noDataPermission);
  return { scope, metrics: broadcasterMetrics(scope, broadcaster.uid), broadcaster };
}

/** A sub-agency the caller sees per sub-agency (`proxyUid`); 43003 otherwise. */
export const subAgencyOf = (db: Database, scope: DataScope, proxyUid: string) => requireSubAgency(db, scope, proxyUid, noDataPermission);

/** The agencies of a region the caller may see (by short name) that their scope covers; 43005 for an unknown region, 43003 for one outside the scope. */
export async function regionAgencies(db: Database, caller: Caller, area: string) {
  const [region] = await db
    .select()
    .from(regions)
    .where(eq(sql`lower(${regions.shortName})`, area.toLowerCase()))
    .limit(1);
  if (region === undefined) throw new ContractError(LiveDataErrorCode.NotFound, "No region with this short name");
  return (await requireRegion(db, caller, area, noDataPermission)).agencies;
}
