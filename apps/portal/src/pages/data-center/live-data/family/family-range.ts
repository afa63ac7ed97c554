import { listParams } from "@agent-portal/app-runtime/list/list-params";
import { useListState } from "@agent-portal/app-runtime/list/use-list-state";
import { dayParam } from "@agent-portal/app-runtime/url-state/param-codecs";
import { useMemo } from "react";
import type { ReportRange } from "#pages/data-center/shared/report-range.ts";
import { FALLBACK_MAX_RANGE_DAYS, reportRange } from "#pages/data-center/shared/report-range.ts";

/** A family day table's only order: newest day first (the server's). */
export const FAMILY_SORTABLE = ["day"] as const;

/** A family day table's URL: the range `from` / `to` (days, UTC+0), page and size. */
export const FAMILY_SPEC = {
  ...listParams(FAMILY_SORTABLE, "day", "desc"),
  from: dayParam(),
  to: dayParam(),
};

/** The data range a family tab may ask: its last complete day and longest range (a config's `maxDay`, `maxRangeDays`), unknown while it loads. */
export interface FamilyBounds {
  readonly maxDay: string | undefined;
  readonly maxRangeDays: number | undefined;
}

/**
 * A family day table's URL state (`spec`: {@link FAMILY_SPEC} or more) and range: the URL's `from` / `to` when they are a range the
 * bounds allow, else the last 30 days to the last complete day (`reportRange`); `maxDays` is the
 * longest range, stated under the picker.
 */
export function useFamilyRange<S extends typeof FAMILY_SPEC>(bounds: FamilyBounds, spec: S) {
  const list = useListState(spec, FAMILY_SORTABLE);
  const maxDays = bounds.maxRangeDays ?? FALLBACK_MAX_RANGE_DAYS;
  const { from, to } = list.values as { readonly from: string | null; readonly to: string | null };
  const range: ReportRange = useMemo(() => reportRange(from, to, bounds.maxDay, maxDays), [from, to, bounds.maxDay, maxDays]);
  return { list, range, maxDays };
}

/** The file name of a family tab's export: screen, tab and range (e.g. `live-data-multi-room-2026-10-27-2026-11-25.csv`). */
export const familyFileName = (tab: string, range: ReportRange): string => `live-data-${tab}-${range.from}-${range.to}.csv`;
