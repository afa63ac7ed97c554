/**
 * live_agent_service handlers, aggregates: GetAggrDataEntry, GetBrokerAggrData (a broker's
 * broadcasters per day; list 20 or live data 23) and GetAgentAggrData (the agency per broker; 23 or 6).
 */
import { eq, sql } from "drizzle-orm";
import { AggregateErrorCode, GetAgentAggrData, GetAggrDataEntry, GetBrokerAggrData } from "@agent-portal/api-client/contract/live-agent-service";
import { PermissionId } from "@agent-portal/permissions/ids";
import { AgentRole } from "@agent-portal/api-client/enums";
import type { Database } from "#db/client.ts";
import { selectRows } from "#db/client.ts";
import { agencyMembers } from "#db/schema/organisation.ts";
import { ContractError } from "#http/codes.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { checkRange } from "#services/live-metrics.ts";
import type { DayRange } from "#services/live-metrics.ts";
import { membershipsOf } from "#services/memberships.ts";
import { broadcasterWhere, requireMember, scopeOf } from "#services/scope.ts";
import type { DataScope } from "#services/scope.ts";

const CODES = { tooLong: AggregateErrorCode.RangeInvalid, invalid: AggregateErrorCode.RangeInvalid };

interface Aggr {
  anchor_count: number;
  active_anchor_count: number;
  new_anchor_count: number;
  live_duration: number;
  beans: number;
}

/** Aggregates of the scope's signed broadcasters matching `where` (over `b`), per `group`: their days with the agency. */
async function aggregate(db: Database, scope: DataScope, where: ReturnType<typeof sql>, range: DayRange, group: ReturnType<typeof sql>) {
  const agencyId = scope.agency.id;
  return selectRows<Aggr & { key: string }>(
    db,
    sql`SELECT ${group} AS key,
          count(DISTINCT b.uid)::int AS anchor_count,
          count(DISTINCT b.uid) FILTER (WHERE m.live_seconds > 0)::int AS active_anchor_count,
          count(DISTINCT b.uid) FILTER (WHERE b.joined_at BETWEEN ${range.from}::date AND ${range.to}::date)::int AS new_anchor_count,
          coalesce(sum(m.live_seconds), 0)::int AS live_duration, coalesce(sum(m.beans), 0)::int AS beans
        FROM broadcasters b LEFT JOIN live_daily_metrics m ON m.broadcaster_uid = b.uid AND m.agency_id = ${agencyId} AND m.day BETWEEN ${range.from}::date AND ${range.to}::date
        WHERE ${broadcasterWhere(scope)} AND b.contract_state = 'signed' AND ${where}
        GROUP BY 1`,
  );
}

const pickAggr = (r: Aggr | undefined): Aggr => ({
  anchor_count: r?.anchor_count ?? 0,
  active_anchor_count: r?.active_anchor_count ?? 0,
  new_anchor_count: r?.new_anchor_count ?? 0,
  live_duration: r?.live_duration ?? 0,
  beans: r?.beans ?? 0,
});

/** Registers the aggregate handlers. */
export const registerAggregateHandlers: RegisterHandlers = (router) => {
  router.handle(GetAggrDataEntry, { scope: "self" }, async ({ caller, deps }) => {
    const [top] = await membershipsOf(deps.db, caller.account.id);
    const role = top?.role ?? AgentRole.NOT_AGENT;
    return {
      broker_entry: role === AgentRole.BROKER || role === AgentRole.MANAGER ? (1 as const) : (0 as const),
      agent_entry: role === AgentRole.SUPER_MANAGER || role === AgentRole.MANAGER ? (1 as const) : (0 as const),
    };
  });

  router.handle(
    GetBrokerAggrData,
    { permissions: [PermissionId.AgencyBroadcasterList, PermissionId.LiveDataAnalysis], scope: { totals: true, targets: { broker_uid: "member" } } },
    async ({ input, caller, deps, now }) => {
      const range = checkRange(input.start_time, input.end_time, now, 92, CODES);
      const scope = await scopeOf(deps.db, caller);
      const broker = await requireMember(
        deps.db,
        scope,
        input.broker_uid ?? caller.account.bigoUid,
        () => new ContractError(AggregateErrorCode.BrokerNotInAgency, "The broker is not a member of your agency"),
      );
      const where = sql`b.broker_id = ${broker.id}`;
      const [summary] = await aggregate(deps.db, scope, where, range, sql`'all'`);
      const rows = await selectRows<Aggr & { day: string }>(
        deps.db,
        sql`SELECT d::date::text AS day,
            (SELECT count(*)::int FROM broadcasters WHERE broker_id = ${broker.id} AND contract_state = 'signed') AS anchor_count,
            count(DISTINCT m.broadcaster_uid) FILTER (WHERE m.live_seconds > 0)::int AS active_anchor_count,
            (SELECT count(*)::int FROM broadcasters WHERE broker_id = ${broker.id} AND contract_state = 'signed' AND joined_at = d::date) AS new_anchor_count,
            coalesce(sum(m.live_seconds), 0)::int AS live_duration, coalesce(sum(m.beans), 0)::int AS beans
          FROM generate_series(${range.from}::date, ${range.to}::date, interval '1 day') AS d
          LEFT JOIN live_daily_metrics m ON m.day = d::date AND m.agency_id = ${scope.agency.id}
            AND m.broadcaster_uid IN (SELECT uid FROM broadcasters WHERE broker_id = ${broker.id} AND contract_state = 'signed')
          GROUP BY d ORDER BY d`,
      );
      return { summary: pickAggr(summary), daily: rows.map((r) => ({ day: r.day, ...pickAggr(r) })) };
    },
  );

  router.handle(
    GetAgentAggrData,
    { permissions: [PermissionId.LiveDataAnalysis, PermissionId.AgencyStat], scope: { totals: true, rows: { member: ["broker_uid"] } } },
    async ({ input, caller, deps, now }) => {
      const range = checkRange(input.start_time, input.end_time, now, 92, CODES);
      const scope = await scopeOf(deps.db, caller);
      const [summary] = await aggregate(deps.db, scope, sql`true`, range, sql`'all'`);
      const rows = await aggregate(deps.db, scope, sql`true`, range, sql`coalesce((SELECT uid FROM agency_members WHERE id = b.broker_id), '0')`);
      const names = new Map(
        (await deps.db.select({ uid: agencyMembers.uid, name: agencyMembers.nickname }).from(agencyMembers).where(eq(agencyMembers.agencyId, scope.agency.id))).map((m) => [
          m.uid,
          m.name,
        ]),
      );
      const brokers = rows
        .map((r) => ({ broker_uid: r.key, broker_name: names.get(r.key) ?? "", ...pickAggr(r) }))
        .sort((a, b) => b.beans - a.beans || a.broker_uid.localeCompare(b.broker_uid));
      return { summary: pickAggr(summary), brokers };
    },
  );
};
