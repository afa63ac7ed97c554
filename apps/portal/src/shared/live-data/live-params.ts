import { listParams } from "@agent-portal/app-runtime/list/list-params";
import type { ParamValues } from "@agent-portal/app-runtime/url-state/param-codecs";
import { dayParam, oneOfParam, textParam } from "@agent-portal/app-runtime/url-state/param-codecs";
import { LIVE_METRIC_TYPES } from "./live-metrics.ts";

/** The day table's only order: newest day first (the server's). */
export const LIVE_SORTABLE = ["day"] as const;

/**
 * The live-data pages' URL: the day range `from` / `to` (UTC days; default the last 30 complete
 * days), the charted `metric` (a slug of `live-metrics.ts`), the day table's page and size, and
 * `uid` (detail/{type} only: one broadcaster; absent: the agency).
 */
export const LIVE_SPEC = {
  ...listParams(LIVE_SORTABLE, "day", "desc"),
  from: dayParam(),
  to: dayParam(),
  metric: oneOfParam(LIVE_METRIC_TYPES, "duration"),
  uid: textParam(20),
};

/** The live-data pages' URL values. */
export type LiveValues = ParamValues<typeof LIVE_SPEC>;

/** The query string carrying a range (and a broadcaster) to another live-data page. */
export function rangeQuery(range: { from: string; to: string }, uid?: string): string {
  const params = new URLSearchParams({ from: range.from, to: range.to });
  if (uid !== undefined && uid !== "") params.set("uid", uid);
  return `?${params.toString()}`;
}
