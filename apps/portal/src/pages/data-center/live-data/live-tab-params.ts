import type { agentOssAnchorList, agentOssExport } from "@agent-portal/api-client/contract/live-data-agent-oss";
import type { RequestOf, ResponseOf } from "@agent-portal/api-client/contract/define";
import { LiveDataType } from "@agent-portal/api-client/enums";
import { listParams } from "@agent-portal/app-runtime/list/list-params";
import type { ParamValues } from "@agent-portal/app-runtime/url-state/param-codecs";
import { dayParam, textParam } from "@agent-portal/app-runtime/url-state/param-codecs";
import { checkBigoId } from "#shared/forms/bigo-id.ts";
import type { DayRange } from "#shared/live-data/live-range.ts";
import { rangeSeconds } from "#shared/live-data/live-range.ts";

/** A row of the live tab (agentOss anchorList). */
export type LiveTabRow = ResponseOf<typeof agentOssAnchorList>["list"][number];

/** The figures the live tab sorts by (the server orders: the whole list, not the page). */
export const LIVE_TAB_SORTABLE = ["beans", "liveDuration", "validLiveDays", "giftUsers", "newFans", "pkCount", "pkWinCount", "maxViewers", "incomeCents"] as const;

/**
 * The live tab's URL: page, size, sort and order (default most beans first), the day range
 * (`from`, `to`; default the last 30 complete days), the Bigo ID search (`bigo`), the
 * sub-agency filter (`proxy`, a proxy uid) and the broker filter (`broker`, a member uid).
 */
export const LIVE_TAB_SPEC = {
  ...listParams(LIVE_TAB_SORTABLE, "beans", "desc"),
  from: dayParam(),
  to: dayParam(),
  bigo: textParam(40),
  proxy: textParam(20),
  broker: textParam(20),
};

/** The live tab's URL values. */
export type LiveTabValues = ParamValues<typeof LIVE_TAB_SPEC>;

/** Whether a filter narrows the list (for the "no rows match" empty state). */
export const hasLiveTabFilters = (values: LiveTabValues): boolean => values.bigo !== "" || values.proxy !== "" || values.broker !== "";

/** The filters both the list and its export send: range, sub-agency, broker, Bigo ID and order; null while the Bigo ID cannot be one (nothing is sent). */
function filtersOf(values: LiveTabValues, range: DayRange) {
  const bigo = checkBigoId(values.bigo);
  if (bigo.kind === "invalid") return null;
  return {
    ...rangeSeconds(range),
    ...(values.proxy === "" ? {} : { proxyUid: values.proxy }),
    ...(values.broker === "" ? {} : { brokerUid: values.broker }),
    ...(bigo.kind === "valid" ? { bigoId: bigo.value } : {}),
    sort: values.sort,
    order: values.order,
  };
}

/** The anchorList request of the view (its page), or null while the Bigo ID is invalid. */
export function liveTabRequest(values: LiveTabValues, range: DayRange): RequestOf<typeof agentOssAnchorList> | null {
  const filters = filtersOf(values, range);
  return filters === null ? null : { ...filters, page: values.page, pageSize: values.size };
}

/** The export request of the view: the same filters and order, every page, the live tab only; null while the Bigo ID is invalid. */
export function liveTabExportRequest(values: LiveTabValues, range: DayRange): RequestOf<typeof agentOssExport> | null {
  const filters = filtersOf(values, range);
  if (filters === null) return null;
  return { ...filters, tabs: ["live"], dataType: LiveDataType.Day };
}
