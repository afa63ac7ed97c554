/**
 * Live-data handlers, new_anchor (NewBroadcasterData 103; area: OperatorStat 7; inner: service
 * token). A new broadcaster joined within the last 90 days; they meet the target with 20 valid
 * days and 40 hours live in the last 30 days.
 */
import { inArray, sql } from "drizzle-orm";
import { LiveDataErrorCode } from "@agent-portal/api-client/contract/live-data-shared";
import {
  newAnchorExportUrl,
  newAnchorGraph,
  newAnchorProxyDetails,
  newAnchorProxyExportUrl,
  newAnchorProxyGraph,
  newAnchorProxyReport,
  newAnchorProxySummary,
  newAnchorReport,
} from "@agent-portal/api-client/contract/live-data-new-anchor";
import {
  newAnchorAreaDetails,
  newAnchorAreaExportUrl,
  newAnchorAreaSummary,
  newAnchorInnerBatchGetGrades,
  newAnchorInnerBatchGetOfflineData,
  newAnchorInnerIndex,
  newAnchorInnerList,
} from "@agent-portal/api-client/contract/live-data-new-anchor-area";
import { AgentRole } from "@agent-portal/api-client/enums";
import { sqlValues } from "#db/client.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import { ContractError } from "#http/codes.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { checkRange, dayRows, graph, uidsScope } from "#services/live-metrics.ts";
import type { DayRange } from "#services/live-metrics.ts";
import type { SqlExportSource } from "#services/export-jobs.ts";
import { broadcasterMetrics, broadcasterWhere, metricsInScope, scopeOf } from "#services/scope.ts";
import { dayOf, daySeconds, shiftDay } from "#services/time.ts";
import { exportQuery } from "./export.ts";
import { offlineRows } from "./inner.ts";
import { MAX_RANGE_DAYS } from "./report.ts";
import { NEW_ANCHOR, noDataPermission, RANGE_CODES, REGION, regionAgencies } from "./shared.ts";
import { NEW_ANCHOR_DAYS, QUALIFIED_LIVE_SECONDS, QUALIFIED_VALID_DAYS, answerRow, coverage, newRows, newRowsQuery, summaryOf } from "./new-anchor-rows.ts";
import type { NewRow } from "./new-anchor-rows.ts";

/**
 * The new-broadcaster file (new_anchor and new_anchor/proxy exportUrl) as one query: the rows of
 * `newRows` (newest first), `qualified` 1 or 0 as the list answers it; a job when large.
 */
const newExportSource = (where: Parameters<typeof newRowsQuery>[0], range: DayRange, now: Date): SqlExportSource<NewRow> => ({
  header: ["uid", "bigo_id", "nick_name", "join_day", "grade", "live_duration_seconds", "valid_live_days", "beans", "new_fans", "qualified"],
  query: newRowsQuery(where, range, now),
  line: (r) => [r.uid, r.bigo_id, r.nickname, r.joined, r.grade, r.live, r.valid, r.beans, r.fans, answerRow(r).qualified],
});

/** A row of the region's new-broadcaster export query: an agency and the totals of its new broadcasters. */
interface RegionNewRow {
  readonly agency_uid: string;
  readonly agency_name: string;
  readonly count: number;
  readonly active: number;
  readonly qualified: number;
  readonly beans: number;
  readonly live: number;
}

/**
 * The region's new-broadcaster file (new_anchor/area exportUrl) as one query: per agency of
 * `agencyIds`, in that order, `summaryOf` its new broadcasters (`newRowsQuery`; qualified by the
 * same target); a job when large.
 */
const regionNewExportSource = (agencyIds: readonly number[], range: DayRange, now: Date): SqlExportSource<RegionNewRow> => {
  const ids = inArray(sql`b.agency_id`, agencyIds);
  return {
    header: ["agency_uid", "agency_name", "new_broadcasters", "active", "qualified", "beans", "live_duration_seconds"],
    query: sql`SELECT a.uid AS agency_uid, a.name AS agency_name, count(n.uid)::int AS count, (count(n.uid) FILTER (WHERE n.live > 0))::int AS active,
        (count(n.uid) FILTER (WHERE n.valid30 >= ${QUALIFIED_VALID_DAYS} AND n.live30 >= ${QUALIFIED_LIVE_SECONDS}))::int AS qualified,
        coalesce(sum(n.beans), 0)::int AS beans, coalesce(sum(n.live), 0)::int AS live
      FROM unnest(ARRAY[${sqlValues(agencyIds)}]::int[]) WITH ORDINALITY AS o(id, ord)
        JOIN agencies a ON a.id = o.id LEFT JOIN (${newRowsQuery(ids, range, now)}) n ON n.agency_id = a.id
      GROUP BY a.id, o.ord ORDER BY o.ord`,
    line: (r) => [r.agency_uid, r.agency_name, r.count, r.active, r.qualified, r.beans, r.live],
  };
};

/** Registers the new_anchor handlers. */
export const registerNewAnchorHandlers: RegisterHandlers = (router) => {
  for (const [declaration, proxyScreen] of [
    [newAnchorReport, false],
    [newAnchorProxyReport, true],
  ] as const) {
    router.handle(
      declaration,
      { permissions: NEW_ANCHOR, scope: { rows: { broadcaster: ["uid"], broadcasterBigoId: ["bigoId"] }, targets: { proxyUid: "subAgency", bigoId: "broadcasterBigoId" } } },
      async ({ input, caller, deps, now }) => {
        const range = checkRange(input.startTime, input.endTime, now, MAX_RANGE_DAYS, RANGE_CODES);
        const { where } = await coverage(deps.db, caller, input.proxyUid, proxyScreen);
        const rows = await newRows(deps.db, input.bigoId === undefined ? where : sql`${where} AND lower(b.bigo_id) = ${input.bigoId.toLowerCase()}`, range, now);
        return { list: rows.slice((input.page - 1) * input.pageSize, input.page * input.pageSize).map(answerRow), total: rows.length };
      },
    );
  }

  for (const [declaration, proxyScreen] of [
    [newAnchorGraph, false],
    [newAnchorProxyGraph, true],
  ] as const) {
    router.handle(
      declaration,
      { permissions: NEW_ANCHOR, scope: { totals: true, targets: { proxyUid: "subAgency", uid: "broadcaster" } } },
      async ({ input, caller, deps, now }) => {
        const range = checkRange(input.startTime, input.endTime, now, MAX_RANGE_DAYS, RANGE_CODES);
        const { scope, where } = await coverage(deps.db, caller, input.proxyUid, proxyScreen);
        const rows = await newRows(deps.db, where, range, now);
        if (input.uid !== undefined && !rows.some((r) => r.uid === input.uid)) throw noDataPermission();
        const uids = rows.map((r) => r.uid).filter((uid) => input.uid === undefined || uid === input.uid);
        return graph(deps.db, sql`${metricsInScope(scope)} AND ${uidsScope(uids)}`, range, input.metric);
      },
    );
  }

  for (const [declaration, proxyScreen] of [
    [newAnchorExportUrl, false],
    [newAnchorProxyExportUrl, true],
  ] as const) {
    router.handle(
      declaration,
      { permissions: NEW_ANCHOR, scope: { csv: { broadcaster: ["uid"], broadcasterBigoId: ["bigo_id"] }, targets: { proxyUid: "subAgency" } } },
      async ({ input, caller, deps, now, c }) => {
        const range = checkRange(input.startTime, input.endTime, now, MAX_RANGE_DAYS, RANGE_CODES);
        const { where } = await coverage(deps.db, caller, input.proxyUid, proxyScreen);
        return exportQuery(deps, c, { name: "new-broadcasters.csv", accountId: caller.account.id, source: newExportSource(where, range, now) });
      },
    );
  }

  router.handle(newAnchorProxySummary, { permissions: NEW_ANCHOR, scope: { totals: true, targets: { proxyUid: "subAgency" } } }, async ({ input, caller, deps, now }) => {
    const range = checkRange(input.startTime, input.endTime, now, MAX_RANGE_DAYS, RANGE_CODES);
    return summaryOf(await newRows(deps.db, (await coverage(deps.db, caller, input.proxyUid, true)).where, range, now));
  });

  router.handle(
    newAnchorProxyDetails,
    { permissions: NEW_ANCHOR, scope: { rows: { broadcaster: ["uid"], broadcasterBigoId: ["bigoId"] }, targets: { uid: "broadcaster" } } },
    async ({ input, caller, deps, now }) => {
      const range = checkRange(input.startTime, input.endTime, now, MAX_RANGE_DAYS, RANGE_CODES);
      const scope = await scopeOf(deps.db, caller);
      const [row] = await newRows(deps.db, sql`${broadcasterWhere(scope)} AND b.uid = ${input.uid}`, range, now);
      if (row === undefined) throw new ContractError(LiveDataErrorCode.NotFound, "No new broadcaster with this uid in your agency");
      return { anchor: answerRow(row), list: await dayRows(deps.db, broadcasterMetrics(scope, row.uid), range) };
    },
  );

  router.handle(newAnchorAreaSummary, { permissions: REGION, scope: { totals: true, targets: { area: "region" } } }, async ({ input, caller, deps, now }) => {
    const range = checkRange(input.startTime, input.endTime, now, MAX_RANGE_DAYS, RANGE_CODES);
    const ids = (await regionAgencies(deps.db, caller, input.area)).map((a) => a.id);
    return summaryOf(await newRows(deps.db, inArray(sql`b.agency_id`, ids), range, now));
  });

  router.handle(newAnchorAreaDetails, { permissions: REGION, scope: { rows: { agency: ["proxyUid"] }, targets: { area: "region" } } }, async ({ input, caller, deps, now }) => {
    const range = checkRange(input.startTime, input.endTime, now, MAX_RANGE_DAYS, RANGE_CODES);
    const rows = await Promise.all(
      (await regionAgencies(deps.db, caller, input.area)).map(async (a) => ({
        proxyUid: a.uid,
        name: a.name,
        ...summaryOf(await newRows(deps.db, sql`b.agency_id = ${a.id}`, range, now)),
      })),
    );
    rows.sort((a, b) => b.newAnchorCount - a.newAnchorCount || a.proxyUid.localeCompare(b.proxyUid));
    return { list: rows.slice((input.page - 1) * input.pageSize, input.page * input.pageSize), total: rows.length };
  });

  router.handle(
    newAnchorAreaExportUrl,
    { permissions: REGION, scope: { csv: { agency: ["agency_uid"] }, targets: { area: "region" } } },
    async ({ input, caller, deps, now, c }) => {
      const range = checkRange(input.startTime, input.endTime, now, MAX_RANGE_DAYS, RANGE_CODES);
      const source = regionNewExportSource(
        (await regionAgencies(deps.db, caller, input.area)).map((a) => a.id),
        range,
        now,
      );
      return exportQuery(deps, c, { name: `new-broadcasters-${input.area}.csv`, accountId: caller.account.id, source });
    },
  );

  router.handle(
    newAnchorInnerIndex,
    { auth: "none", service: true, scope: { crossScope: "a server-to-server call: any broadcaster the service names" } },
    async ({ input, deps, now }) => {
      const since = shiftDay(dayOf(now), -NEW_ANCHOR_DAYS);
      const uids = [...new Set(input.uids)];
      const rows = await deps.db
        .select({ uid: broadcasters.uid, joined: broadcasters.joinedAt, state: broadcasters.contractState })
        .from(broadcasters)
        .where(inArray(broadcasters.uid, uids));
      const byUid = new Map(rows.map((r) => [r.uid, r]));
      return {
        list: uids.map((uid) => {
          const r = byUid.get(uid);
          const signed = r?.state === "signed";
          return { uid, isNew: signed && r.joined > since ? (1 as const) : (0 as const), joinTime: signed ? daySeconds(r.joined) : 0 };
        }),
      };
    },
  );

  router.handle(
    newAnchorInnerList,
    { auth: "none", service: true, scope: { crossScope: "a server-to-server call: any broadcaster the service names" } },
    async ({ input, deps, now }) => {
      const range = checkRange(input.startTime, input.endTime, now, MAX_RANGE_DAYS, RANGE_CODES);
      return {
        list: (await newRows(deps.db, sql`b.broker_id IN (SELECT id FROM agency_members WHERE uid = ${input.proxyUid} AND role = ${AgentRole.MANAGER})`, range, now)).map(
          answerRow,
        ),
      };
    },
  );

  router.handle(
    newAnchorInnerBatchGetGrades,
    { auth: "none", service: true, scope: { crossScope: "a server-to-server call: any broadcaster the service names" } },
    async ({ input, deps }) => {
      const uids = [...new Set(input.uids)];
      const rows = await deps.db.select({ uid: broadcasters.uid, grade: broadcasters.grade }).from(broadcasters).where(inArray(broadcasters.uid, uids));
      const byUid = new Map(rows.map((r) => [r.uid, r.grade]));
      return { list: uids.map((uid) => ({ uid, grade: byUid.get(uid) ?? "" })) };
    },
  );

  router.handle(
    newAnchorInnerBatchGetOfflineData,
    { auth: "none", service: true, scope: { crossScope: "a server-to-server call: any broadcaster the service names" } },
    async ({ input, deps, now }) => {
      return offlineRows(deps.db, input.uids, checkRange(input.startTime, input.endTime, now, MAX_RANGE_DAYS, RANGE_CODES));
    },
  );
};
