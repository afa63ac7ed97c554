import type { creatorLiveOrder } from "@agent-portal/api-client/contract/live-data-multi-room";
import type { agentOssExportUrl } from "@agent-portal/api-client/contract/live-data-agent-oss-pk";
import type { RequestOf, ResponseOf } from "@agent-portal/api-client/contract/define";
import { listParams } from "@agent-portal/app-runtime/list/list-params";
import type { ParamCodec, ParamValues } from "@agent-portal/app-runtime/url-state/param-codecs";
import { textParam } from "@agent-portal/app-runtime/url-state/param-codecs";
import { dayEndSeconds, dayStartSeconds } from "#shared/dates/day-range.ts";
import { checkBigoId } from "#shared/forms/bigo-id.ts";

/** One row of the month tab (creator liveOrder). */
export type TierRow = ResponseOf<typeof creatorLiveOrder>["list"][number];
/** The month tab's answer (creator liveOrder). */
export type TierAnswer = ResponseOf<typeof creatorLiveOrder>;

/** The month tab's only order: most beans first (the server's ranking). */
export const MONTH_SORTABLE = ["beans"] as const;

/** A month `YYYY-MM` in the URL; null when absent or malformed. */
export function monthParam(): ParamCodec<string | null> {
  return {
    parse: (values) => {
      const value = values[0] ?? "";
      return /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : null;
    },
    serialize: (value) => (value === null ? [] : [value]),
    defaultValue: null,
  };
}

/**
 * The month tab's URL (`/data-center/broadcaster-stats/month?…`): `month` (YYYY-MM, UTC+0; default
 * the month of the last complete day), `bigo` (exact Bigo ID), page and size.
 */
export const MONTH_SPEC = {
  ...listParams(MONTH_SORTABLE, "beans", "desc"),
  month: monthParam(),
  bigo: textParam(64),
};

/** The month tab's URL values. */
export type MonthValues = ParamValues<typeof MONTH_SPEC>;

/**
 * The months a user may choose, newest first: from the month of `minDay` to the month of `maxDay`
 * (the live-data config's days with data).
 */
export function monthOptions(minDay: string, maxDay: string): string[] {
  const out: string[] = [];
  let [year = 1970, month = 1] = maxDay.split("-").map(Number);
  const first = minDay.slice(0, 7);
  for (;;) {
    const value = `${String(year)}-${String(month).padStart(2, "0")}`;
    if (value < first) break;
    out.push(value);
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
  }
  return out;
}

/** The month to show: the URL's when it is one of `options`, else the newest. */
export function chosenMonth(values: MonthValues, options: readonly string[]): string | null {
  return values.month !== null && options.includes(values.month) ? values.month : (options[0] ?? null);
}

/** The last day `YYYY-MM-DD` of a month `YYYY-MM`. */
export function lastDayOf(month: string): string {
  const [year = 1970, index = 1] = month.split("-").map(Number);
  return new Date(Date.UTC(year, index, 0)).toISOString().slice(0, 10);
}

/** The range of a month (its first second to its last, UTC+0): the server counts it up to its last complete day. */
function monthRange(month: string): { startTime: number; endTime: number } {
  return { startTime: dayStartSeconds(`${month}-01`), endTime: dayEndSeconds(lastDayOf(month)) };
}

/** The creator liveOrder request of a view, or null while no month is known or the Bigo ID cannot exist (nothing is sent). */
export function monthListRequest(values: MonthValues, month: string | null): RequestOf<typeof creatorLiveOrder> | null {
  const bigo = checkBigoId(values.bigo);
  if (month === null || bigo.kind === "invalid") return null;
  return { ...monthRange(month), ...(bigo.kind === "valid" ? { bigoId: bigo.value } : {}), page: values.page, pageSize: values.size };
}

/** The export of a view (agentOss exportUrl, tab `tiers`): the same month and Bigo ID, every row; null when nothing can be sent. */
export function monthExportRequest(values: MonthValues, month: string | null): RequestOf<typeof agentOssExportUrl> | null {
  const bigo = checkBigoId(values.bigo);
  if (month === null || bigo.kind === "invalid") return null;
  const range = monthRange(month);
  return { startTime: range.startTime, endTime: range.endTime, tabs: ["tiers"], ...(bigo.kind === "valid" ? { bigoId: bigo.value } : {}) };
}

/** The file name of a month's export: screen, tab and month. */
export const monthExportFileName = (month: string | null): string => `broadcaster-stats-month-${month ?? "none"}.csv`;
