/**
 * Live-data handlers, the root calls (live data 23/24): config, reportDay, reportMonth,
 * graphData, exportUrl, getBanner, LiveCoverLowQuality; and manageOss getRewardList.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import {
  LIVE_DATA_ENTRIES,
  liveDataConfig,
  liveDataExportUrl,
  liveDataGetBanner,
  liveDataGraphData,
  liveDataLiveCoverLowQuality,
  liveDataReportDay,
  liveDataReportMonth,
  manageOssGetRewardList,
} from "@agent-portal/api-client/contract/live-data-report";
import type { LiveDataEntry } from "@agent-portal/api-client/contract/live-data-report";
import { PermissionId } from "@agent-portal/permissions/ids";
import type { Database } from "#db/client.ts";
import type { Caller } from "#services/sessions.ts";
import { AccountRole } from "@agent-portal/api-client/enums";
import { broadcasters } from "#db/schema/broadcasters.ts";
import { broadcasterRewards, liveCoverFlags } from "#db/schema/live-data.ts";
import { agencyLiveDataEntries } from "#db/schema/live-data-entries.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { imageLink } from "#services/file-links.ts";
import { METRIC_RULES } from "#services/metric-rules.ts";
import { checkMonthRange, checkRange, dayRows, graph, monthRows, totals } from "#services/live-metrics.ts";
import { membershipsOf } from "#services/memberships.ts";
import { scopedBroadcasters, scopedRecords, scopeOf } from "#services/scope.ts";
import { dayOf, shiftDay, toSeconds } from "#services/time.ts";
import { LIVE_DATA_DAYS } from "#seed/fixtures.ts";
import { SEED_DOCUMENT_FILE_ID } from "#seed/kyc-history.ts";
import { liveAnchorOf } from "./anchor-header.ts";
import { exportMetrics } from "./export.ts";
import { LIVE, liveSubject, RANGE_CODES } from "./shared.ts";

/** The longest day range of a report or export (days). */
export const MAX_RANGE_DAYS = 92;
const METRICS = ["liveDuration", "validLiveDays", "beans", "giftUsers", "newFans", "pkCount", "maxViewers", "incomeCents"] as const;

/**
 * The live-data family entries of the caller's own agency (its `agency_live_data_entries` rows),
 * in `LIVE_DATA_ENTRIES` order; an admin or operator without a membership has every entry (they
 * read many agencies), anyone else without one has none.
 */
async function liveDataEntriesOf(db: Database, caller: Caller): Promise<LiveDataEntry[]> {
  const [top] = await membershipsOf(db, caller.account.id);
  if (top === undefined) return caller.account.role === AccountRole.Admin || caller.account.role === AccountRole.Operator ? [...LIVE_DATA_ENTRIES] : [];
  const rows = await db.select({ entry: agencyLiveDataEntries.entry }).from(agencyLiveDataEntries).where(eq(agencyLiveDataEntries.agencyId, top.agencyId));
  return LIVE_DATA_ENTRIES.filter((entry) => rows.some((row) => row.entry === entry));
}

/** Registers the root live-data handlers. */
export const registerLiveReportHandlers: RegisterHandlers = (router) => {
  router.handle(liveDataConfig, { permissions: LIVE, scope: "self" }, async ({ caller, deps, now }) => {
    const has = (id: number) => caller.account.role === AccountRole.Admin || caller.permissions.some((p) => p === id);
    const tabs = [
      ...(has(PermissionId.CoreMetrics) ? (["core"] as const) : []),
      ...(has(PermissionId.LiveDataAnalysis) ? (["proxyLive", "live"] as const) : []),
      ...(has(PermissionId.LiveDataAnalysis) || has(PermissionId.AssignPkList) ? (["pk"] as const) : []),
    ];
    const yesterday = shiftDay(dayOf(now), -1);
    const entries = await liveDataEntriesOf(deps.db, caller);
    return { minDay: shiftDay(dayOf(now), -LIVE_DATA_DAYS), maxDay: yesterday, maxRangeDays: MAX_RANGE_DAYS, metrics: [...METRICS], tabs, entries, rules: METRIC_RULES };
  });

  router.handle(liveDataReportDay, { permissions: LIVE, scope: { totals: true, targets: { uid: "broadcaster" } } }, async ({ input, caller, deps, now }) => {
    const range = checkRange(input.startTime, input.endTime, now, MAX_RANGE_DAYS, RANGE_CODES);
    const subject = await liveSubject(deps.db, caller, input.uid);
    const rows = await dayRows(deps.db, subject.metrics, range);
    return {
      list: rows.slice((input.page - 1) * input.pageSize, input.page * input.pageSize),
      total: rows.length,
      summary: await totals(deps.db, subject.metrics, range),
      anchor: await liveAnchorOf(deps.db, subject, now),
    };
  });

  router.handle(liveDataReportMonth, { permissions: LIVE, scope: { totals: true, targets: { uid: "broadcaster" } } }, async ({ input, caller, deps, now }) => {
    const range = checkMonthRange(input.startMonth, input.endMonth, now, RANGE_CODES);
    const subject = await liveSubject(deps.db, caller, input.uid);
    return { list: await monthRows(deps.db, subject.metrics, range), summary: await totals(deps.db, subject.metrics, range) };
  });

  router.handle(liveDataGraphData, { permissions: LIVE, scope: { totals: true, targets: { uid: "broadcaster" } } }, async ({ input, caller, deps, now }) => {
    const range = checkRange(input.startTime, input.endTime, now, MAX_RANGE_DAYS, RANGE_CODES);
    const subject = await liveSubject(deps.db, caller, input.uid);
    return graph(deps.db, subject.metrics, range, input.metric);
  });

  router.handle(liveDataExportUrl, { permissions: LIVE, scope: { totals: true, targets: { uid: "broadcaster" } } }, async ({ input, caller, deps, now, c }) => {
    const range = checkRange(input.startTime, input.endTime, now, MAX_RANGE_DAYS, RANGE_CODES);
    const subject = await liveSubject(deps.db, caller, input.uid);
    return exportMetrics(deps.db, c, { name: "live-data.csv", scope: subject.metrics, range, dataType: input.dataType, accountId: caller.account.id }, now);
  });

  router.handle(liveDataGetBanner, { permissions: LIVE, scope: "reference" }, () => ({
    list: [
      { id: "pk-championship", title: "PK Championship: sign-up is open", imageUrl: "/agent/favicon.svg", linkUrl: "" },
      { id: "academy", title: "New in the academy: reading live data", imageUrl: "/agent/favicon.svg", linkUrl: "" },
    ],
  }));

  router.handle(
    liveDataLiveCoverLowQuality,
    { permissions: LIVE, scope: { rows: { broadcaster: ["uid"], broadcasterBigoId: ["bigoId"] } } },
    async ({ input, caller, deps, now }) => {
      const scope = await scopeOf(deps.db, caller);
      const where = scopedBroadcasters(scope);
      const rows = await deps.db
        .select({ flag: liveCoverFlags, bigoId: broadcasters.bigoId, nickname: broadcasters.nickname })
        .from(liveCoverFlags)
        .innerJoin(broadcasters, eq(liveCoverFlags.broadcasterUid, broadcasters.uid))
        .where(where)
        .orderBy(desc(liveCoverFlags.detectedAt), desc(liveCoverFlags.id))
        .limit(input.pageSize)
        .offset((input.page - 1) * input.pageSize);
      const [count] = await deps.db
        .select({ n: sql<number>`count(*)::int` })
        .from(liveCoverFlags)
        .innerJoin(broadcasters, eq(liveCoverFlags.broadcasterUid, broadcasters.uid))
        .where(where);
      return {
        total: count?.n ?? 0,
        list: rows.map(({ flag, bigoId, nickname }) => ({
          uid: flag.broadcasterUid,
          bigoId,
          nickName: nickname,
          avatarUrl: "",
          coverUrl: imageLink(SEED_DOCUMENT_FILE_ID, now),
          reason: flag.reason,
          detectTime: toSeconds(flag.detectedAt),
        })),
      };
    },
  );

  router.handle(
    manageOssGetRewardList,
    { permissions: LIVE, scope: { rows: { broadcaster: ["uid"], broadcasterBigoId: ["bigoId"] }, targets: { uid: "broadcaster" } } },
    async ({ input, caller, deps }) => {
      const { scope, broadcaster } = await liveSubject(deps.db, caller, input.uid);
      const where = and(
        scopedRecords(scope, { agencyId: broadcasterRewards.agencyId, broadcasterUid: broadcasterRewards.broadcasterUid }),
        input.month === undefined ? undefined : eq(broadcasterRewards.month, input.month),
        broadcaster === null ? undefined : eq(broadcasterRewards.broadcasterUid, broadcaster.uid),
      );
      const rows = await deps.db
        .select({ reward: broadcasterRewards, bigoId: broadcasters.bigoId, nickname: broadcasters.nickname })
        .from(broadcasterRewards)
        .innerJoin(broadcasters, eq(broadcasterRewards.broadcasterUid, broadcasters.uid))
        .where(where)
        .orderBy(desc(broadcasterRewards.month), desc(broadcasterRewards.id))
        .limit(input.pageSize)
        .offset((input.page - 1) * input.pageSize);
      return {
        total: await deps.db.$count(broadcasterRewards, where),
        list: rows.map(({ reward, bigoId, nickname }) => ({
          rewardId: String(reward.id),
          uid: reward.broadcasterUid,
          bigoId,
          nickName: nickname,
          avatarUrl: "",
          rewardType: reward.rewardType,
          month: reward.month,
          beans: reward.beans,
          amountCents: reward.amountCents,
          status: reward.status,
          reason: reward.reason,
        })),
      };
    },
  );
};
