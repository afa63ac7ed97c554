import { listParams } from "@agent-portal/app-runtime/list/list-params";
import { useListState } from "@agent-portal/app-runtime/list/use-list-state";
import type { ListSpec } from "@agent-portal/app-runtime/list/use-list-state";
import type { ParamCodec } from "@agent-portal/app-runtime/url-state/param-codecs";
import { dayParam, oneOfParam } from "@agent-portal/app-runtime/url-state/param-codecs";
import { useMemo } from "react";
import type { ReportRange } from "#pages/data-center/shared/report-range.ts";
import { FALLBACK_MAX_RANGE_DAYS, reportRange } from "#pages/data-center/shared/report-range.ts";
import { LIVE_METRIC_TYPES } from "#shared/live-data/live-metrics.ts";

/** A family day table's only order: newest day first (the server's). */
export const FAMILY_SORTABLE = ["day"] as const;

/** A family day table's URL: the range `from` / `to` (days, UTC+0), page and size. */
export const FAMILY_SPEC = {
  ...listParams(FAMILY_SORTABLE, "day", "desc"),
  from: dayParam(),
  to: dayParam(),
};

/** The views of a family report: the days (paged table), the months of the range, and one metric per day on a chart. */
export const FAMILY_VIEWS = ["day", "month", "graph"] as const;

/** One of {@link FAMILY_VIEWS}. */
export type FamilyView = (typeof FAMILY_VIEWS)[number];

/**
 * A family report's URL with views (multi-room, activity 67110): {@link FAMILY_SPEC} and `view`
 * (day, month or graph; default day) and the graph's `metric` (a live-metric slug; default duration).
 */
export const FAMILY_VIEW_SPEC = {
  ...FAMILY_SPEC,
  view: oneOfParam(FAMILY_VIEWS, "day"),
  metric: oneOfParam(LIVE_METRIC_TYPES, "duration"),
};

/** The data range a family tab may ask: its last complete day and longest range (a config's `maxDay`, `maxRangeDays`), unknown while it loads. */
export interface FamilyBounds {
  readonly maxDay: string | undefined;
  readonly maxRangeDays: number | undefined;
}

/** A family tab's URL spec: the list's keys (page, size, sort, order) and the range's `from` / `to`. */
export type FamilyRangeSpec<F extends string> = ListSpec<F> & { readonly from: ParamCodec<string | null>; readonly to: ParamCodec<string | null> };

/**
 * A family table's URL state (`spec`: {@link FAMILY_SPEC} or more, or another list's keys with
 * `from` / `to` and its `sortable` columns) and range: the URL's `from` / `to` when they are a range the
 * bounds allow, else the last 30 days to the last complete day (`reportRange`); `maxDays` is the
 * longest range, stated under the picker.
 */
export function useFamilyRange<F extends string, S extends FamilyRangeSpec<F>>(bounds: FamilyBounds, spec: S, sortable: readonly F[]) {
  const list = useListState(spec, sortable);
  const maxDays = bounds.maxRangeDays ?? FALLBACK_MAX_RANGE_DAYS;
  const { from, to } = list.values as { readonly from: string | null; readonly to: string | null };
  const range: ReportRange = useMemo(() => reportRange(from, to, bounds.maxDay, maxDays), [from, to, bounds.maxDay, maxDays]);
  return { list, range, maxDays };
}

/** The months `YYYY-MM` a range spans (its first and last day's), for the month views (UTC+0). */
export const rangeMonths = (range: ReportRange): { startMonth: string; endMonth: string } => ({ startMonth: range.from.slice(0, 7), endMonth: range.to.slice(0, 7) });

/**
 * Whether a month view shows a month still running: the range's last month ends after the last
 * complete day (`maxDay`), so its row counts only part of the month (marked "in progress").
 */
export function monthInProgress(range: ReportRange, maxDay: string): boolean {
  const [year = 1970, month = 1] = range.to.split("-").map(Number);
  const lastOfMonth = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return lastOfMonth > maxDay;
}

/** The file name of a family tab's export: screen, tab and range (e.g. `live-data-multi-room-2026-10-27-2026-11-25.csv`). */
export const familyFileName = (tab: string, range: ReportRange): string => `live-data-${tab}-${range.from}-${range.to}.csv`;
