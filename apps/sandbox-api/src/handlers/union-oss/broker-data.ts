/**
 * union_oss getBrokerData (AgencyBroadcasterList 20, LiveDataAnalysis 23): a broker's
 * broadcasters' totals over a period; the guild team's removal confirmation reads its count.
 */
import { and, count, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { AgencyMemberErrorCode, getBrokerData } from "@agent-portal/api-client/contract/union-oss";
import { PermissionId } from "@agent-portal/permissions/ids";
import { broadcasters } from "#db/schema/broadcasters.ts";
import { liveDailyMetrics } from "#db/schema/live-data.ts";
import { ContractError } from "#http/codes.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { requireMember, scopeOf } from "#services/scope.ts";
import { dayOfSeconds, toSeconds } from "#services/time.ts";

const E = AgencyMemberErrorCode;

/** Registers getBrokerData. */
export const registerBrokerDataHandler: RegisterHandlers = (router) => {
  /** A broker's broadcasters over a period (default: the caller as broker, the last 30 days). */
  router.handle(
    getBrokerData,
    {
      permissions: [PermissionId.AgencyBroadcasterList, PermissionId.LiveDataAnalysis],
      scope: { totals: true, rows: { member: ["broker_uid"] }, targets: { broker_uid: "member" } },
    },
    async ({ input, caller, deps, now }) => {
      const scope = await scopeOf(deps.db, caller);
      const member = await requireMember(deps.db, scope, input.broker_uid ?? caller.account.bigoUid, () => new ContractError(E.NotMember, "Not a member of your agency"));
      const end = input.end_time ?? toSeconds(now);
      const start = input.start_time ?? end - 30 * 86_400;
      const [from, to] = [dayOfSeconds(start), dayOfSeconds(end)];
      const anchors = await deps.db
        .select({ uid: broadcasters.uid, joinedAt: broadcasters.joinedAt })
        .from(broadcasters)
        .where(and(eq(broadcasters.brokerId, member.id), eq(broadcasters.contractState, "signed")));
      const uids = anchors.map((a) => a.uid);
      const [totals] =
        uids.length === 0
          ? []
          : await deps.db
              .select({
                beans: sql<number>`coalesce(sum(${liveDailyMetrics.beans}), 0)::int`,
                live: sql<number>`coalesce(sum(${liveDailyMetrics.liveSeconds}), 0)::int`,
                active: sql<number>`count(DISTINCT ${liveDailyMetrics.broadcasterUid}) FILTER (WHERE ${liveDailyMetrics.liveSeconds} > 0)::int`,
                n: count(),
              })
              .from(liveDailyMetrics)
              .where(and(inArray(liveDailyMetrics.broadcasterUid, uids), gte(liveDailyMetrics.day, from), lte(liveDailyMetrics.day, to)));
      return {
        broker_uid: member.uid,
        anchor_count: anchors.length,
        active_anchor_count: totals?.active ?? 0,
        new_anchor_count: anchors.filter((a) => a.joinedAt >= from && a.joinedAt <= to).length,
        beans: totals?.beans ?? 0,
        live_duration: totals?.live ?? 0,
      };
    },
  );
};
