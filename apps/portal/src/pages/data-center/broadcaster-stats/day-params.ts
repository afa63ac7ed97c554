import type { creatorLiveOrder } from "@agent-portal/api-client/contract/live-data-multi-room";
import type { agentOssExportUrl } from "@agent-portal/api-client/contract/live-data-agent-oss-pk";
import type { RequestOf, ResponseOf } from "@agent-portal/api-client/contract/define";
import { listParams } from "@agent-portal/app-runtime/list/list-params";
import type { ParamValues } from "@agent-portal/app-runtime/url-state/param-codecs";
import { dayParam, textParam } from "@agent-portal/app-runtime/url-state/param-codecs";
import { checkBigoId } from "#shared/forms/bigo-id.ts";
import type { ReportRange } from "#pages/data-center/shared/report-range.ts";
import { rangeSeconds } from "#pages/data-center/shared/report-range.ts";

/** One row of the day tab (creator liveOrder with `withDays`). */
export type DayTabRow = ResponseOf<typeof creatorLiveOrder>["list"][number];
/** One day of a row's heat map. */
export type DayState = NonNullable<DayTabRow["days"]>[number];

/** The day tab's only order: most beans first (the server's ranking). */
export const DAY_SORTABLE = ["beans"] as const;

/** The day tab's URL (`/data-center/broadcaster-stats/day?…`): the range `from` / `to` (days, UTC+0), `bigo`, page and size. */
export const DAY_SPEC = {
  ...listParams(DAY_SORTABLE, "beans", "desc"),
  from: dayParam(),
  to: dayParam(),
  bigo: textParam(64),
};

/** The day tab's URL values. */
export type DayValues = ParamValues<typeof DAY_SPEC>;

/** The creator liveOrder request of a view (with each row's days), or null for a Bigo ID that cannot exist (nothing is sent). */
export function dayListRequest(values: DayValues, range: ReportRange): RequestOf<typeof creatorLiveOrder> | null {
  const bigo = checkBigoId(values.bigo);
  if (bigo.kind === "invalid") return null;
  return { ...rangeSeconds(range), withDays: true, ...(bigo.kind === "valid" ? { bigoId: bigo.value } : {}), page: values.page, pageSize: values.size };
}

/** The export of a view (agentOss exportUrl, tab `days`: one row per broadcaster per day): the same range and Bigo ID, every row. */
export function dayExportRequest(values: DayValues, range: ReportRange): RequestOf<typeof agentOssExportUrl> | null {
  const bigo = checkBigoId(values.bigo);
  if (bigo.kind === "invalid") return null;
  return { ...rangeSeconds(range), tabs: ["days"], ...(bigo.kind === "valid" ? { bigoId: bigo.value } : {}) };
}

/** The file name of the day tab's export: screen, tab and range. */
export const dayExportFileName = (range: ReportRange): string => `broadcaster-stats-day-${range.from}-${range.to}.csv`;

/** Counts of each kind of day in a row's heat map. */
export function dayCounts(days: readonly DayState[]): Record<DayState["kind"], number> {
  const counts = { valid: 0, partial: 0, off: 0 };
  for (const day of days) counts[day.kind] += 1;
  return counts;
}
