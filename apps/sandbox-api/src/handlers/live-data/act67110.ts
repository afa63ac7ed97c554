/**
 * Live-data handlers, act67110 (live data 23/24): the root reports and multi-room figures counted
 * over the activity's sessions only. Activity 67110 runs on weekends (Saturday and Sunday, UTC)
 * during the seeded 90 days.
 */
import { sql } from "drizzle-orm";
import {
  act67110Config,
  act67110ExportUrl,
  act67110GraphData,
  act67110MultiRoomDay,
  act67110MultiRoomDetail,
  act67110MultiRoomExportUrl,
  act67110MultiRoomGraph,
  act67110MultiRoomMonth,
  act67110ReportDay,
  act67110ReportMonth,
} from "@agent-portal/api-client/contract/live-data-act67110";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { toCsv } from "#services/files.ts";
import { checkMonthRange, checkRange, dayRows, graph, monthRows, totals } from "#services/live-metrics.ts";
import type { MetricScope } from "#services/live-metrics.ts";
import { dayOf, shiftDay } from "#services/time.ts";
import { LIVE_DATA_DAYS } from "#seed/fixtures.ts";
import { exportCsv, exportMetrics } from "./export.ts";
import { multiRoomDays, multiRoomMonths, multiRoomSessions } from "./multi-room.ts";
import { MAX_RANGE_DAYS } from "./report.ts";
import { LIVE, liveSubject, RANGE_CODES } from "./shared.ts";

const WEEKEND = sql`extract(isodow FROM m.day) IN (6, 7)`;
const inActivity = (scope: MetricScope): MetricScope => sql`${scope} AND ${WEEKEND}`;
const isWeekend = (day: string) => [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());

/** Registers the act67110 handlers. */
export const registerAct67110Handlers: RegisterHandlers = (router) => {
  router.handle(act67110Config, { permissions: LIVE, scope: "reference" }, ({ now }) => {
    let min = shiftDay(dayOf(now), -LIVE_DATA_DAYS);
    while (!isWeekend(min)) min = shiftDay(min, 1);
    let max = shiftDay(dayOf(now), -1);
    while (!isWeekend(max)) max = shiftDay(max, -1);
    return { minDay: min, maxDay: max, maxRangeDays: MAX_RANGE_DAYS };
  });

  router.handle(act67110GraphData, { permissions: LIVE, scope: { totals: true, targets: { uid: "broadcaster" } } }, async ({ input, caller, deps, now }) => {
    const range = checkRange(input.startTime, input.endTime, now, MAX_RANGE_DAYS, RANGE_CODES);
    const subject = await liveSubject(deps.db, caller, input.uid);
    const g = await graph(deps.db, inActivity(subject.metrics), range, input.metric);
    return { metric: g.metric, points: g.points.filter((p) => isWeekend(dayOf(new Date(p.time * 1000)))) };
  });

  router.handle(act67110ReportMonth, { permissions: LIVE, scope: { totals: true, targets: { uid: "broadcaster" } } }, async ({ input, caller, deps, now }) => {
    const range = checkMonthRange(input.startMonth, input.endMonth, now, RANGE_CODES);
    const subject = await liveSubject(deps.db, caller, input.uid);
    return { list: await monthRows(deps.db, inActivity(subject.metrics), range), summary: await totals(deps.db, inActivity(subject.metrics), range) };
  });

  router.handle(act67110ReportDay, { permissions: LIVE, scope: { totals: true, targets: { uid: "broadcaster" } } }, async ({ input, caller, deps, now }) => {
    const range = checkRange(input.startTime, input.endTime, now, MAX_RANGE_DAYS, RANGE_CODES);
    const subject = await liveSubject(deps.db, caller, input.uid);
    const rows = (await dayRows(deps.db, inActivity(subject.metrics), range)).filter((r) => isWeekend(r.day));
    return {
      list: rows.slice((input.page - 1) * input.pageSize, input.page * input.pageSize),
      total: rows.length,
      summary: await totals(deps.db, inActivity(subject.metrics), range),
    };
  });

  router.handle(act67110ExportUrl, { permissions: LIVE, scope: { totals: true, targets: { uid: "broadcaster" } } }, async ({ input, caller, deps, now, c }) => {
    const range = checkRange(input.startTime, input.endTime, now, MAX_RANGE_DAYS, RANGE_CODES);
    const subject = await liveSubject(deps.db, caller, input.uid);
    return exportMetrics(deps.db, c, { name: "act67110.csv", scope: inActivity(subject.metrics), range, dataType: input.dataType, accountId: caller.account.id }, now);
  });

  router.handle(act67110MultiRoomDay, { permissions: LIVE, scope: { totals: true, targets: { uid: "broadcaster" } } }, async ({ input, caller, deps, now }) => {
    const range = checkRange(input.startTime, input.endTime, now, MAX_RANGE_DAYS, RANGE_CODES);
    const subject = await liveSubject(deps.db, caller, input.uid);
    const rows = (await multiRoomDays(deps.db, inActivity(subject.metrics), range)).filter((r) => isWeekend(r.day));
    return { list: rows.slice((input.page - 1) * input.pageSize, input.page * input.pageSize), total: rows.length };
  });

  router.handle(act67110MultiRoomMonth, { permissions: LIVE, scope: { totals: true, targets: { uid: "broadcaster" } } }, async ({ input, caller, deps, now }) => {
    const range = checkMonthRange(input.startMonth, input.endMonth, now, RANGE_CODES);
    const subject = await liveSubject(deps.db, caller, input.uid);
    return { list: await multiRoomMonths(deps.db, inActivity(subject.metrics), range) };
  });

  router.handle(act67110MultiRoomGraph, { permissions: LIVE, scope: { totals: true, targets: { uid: "broadcaster" } } }, async ({ input, caller, deps, now }) => {
    const range = checkRange(input.startTime, input.endTime, now, MAX_RANGE_DAYS, RANGE_CODES);
    const subject = await liveSubject(deps.db, caller, input.uid);
    const g = await graph(deps.db, sql`${inActivity(subject.metrics)} AND m.multi_room_seconds > 0`, range, input.metric);
    return { metric: g.metric, points: g.points.filter((p) => isWeekend(dayOf(new Date(p.time * 1000)))) };
  });

  router.handle(act67110MultiRoomDetail, { permissions: LIVE, scope: { targets: { uid: "broadcaster" } } }, async ({ input, caller, deps }) => {
    const subject = await liveSubject(deps.db, caller, input.uid);
    return { list: isWeekend(input.day) ? await multiRoomSessions(deps.db, input.uid, subject.metrics, { from: input.day, to: input.day }) : [] };
  });

  router.handle(act67110MultiRoomExportUrl, { permissions: LIVE, scope: { totals: true, targets: { uid: "broadcaster" } } }, async ({ input, caller, deps, now, c }) => {
    const range = checkRange(input.startTime, input.endTime, now, MAX_RANGE_DAYS, RANGE_CODES);
    const subject = await liveSubject(deps.db, caller, input.uid);
    const rows = (await multiRoomDays(deps.db, inActivity(subject.metrics), range)).filter((r) => isWeekend(r.day));
    const csv = toCsv(
      ["day", "host_duration_seconds", "guest_duration_seconds", "sessions", "beans"],
      rows.map((r) => [r.day, r.hostDuration, r.guestDuration, r.sessions, r.beans]),
    );
    return exportCsv(deps.db, c, "act67110-multi-room.csv", csv, caller.account.id, now);
  });
};
