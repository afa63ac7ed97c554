import type { act75352SignActList, act75352SignStatusCountInfo } from "@agent-portal/api-client/contract/act75352";
import type { RequestOf, ResponseOf } from "@agent-portal/api-client/contract/define";
import { ActivityStatus } from "@agent-portal/api-client/enums";
import { listParams } from "@agent-portal/app-runtime/list/list-params";
import type { ParamValues } from "@agent-portal/app-runtime/url-state/param-codecs";
import { optionalEnumParam, optionalIntParam, textParam } from "@agent-portal/app-runtime/url-state/param-codecs";

/** An activity of the list (sign_act_list). */
export type Activity = ResponseOf<typeof act75352SignActList>["list"][number];

/** The list's only order: the server's (newest start first). */
export const ACT_SORTABLE = ["default"] as const;

/**
 * The activity list's URL (`/broadcaster-operate/act-regist/list?…`), the SPEC section 3 sign
 * activity list fields: `name` (activity name contains), `month` (YYYY-MM), `status` (the tab:
 * an ActivityStatus; absent: all), `zone` (a region short name; absent: the caller's), `closing`
 * (sign-up open and closing within this many hours, 1-168; the home links `?status=2&closing=48`),
 * page and size; `token`, a shared registration link's page token, opens the activity it names.
 */
export const ACT_LIST_SPEC = {
  ...listParams(ACT_SORTABLE, "default", "desc"),
  name: textParam(64),
  month: textParam(7),
  status: optionalEnumParam(ActivityStatus),
  zone: textParam(8),
  token: textParam(128),
  closing: optionalIntParam({ min: 1, max: 168 }),
};

/** The choices of the "sign-up closes within" filter, hours. */
export const CLOSING_HOURS = [24, 48, 168] as const;

/** The list's URL values. */
export type ActListValues = ParamValues<typeof ACT_LIST_SPEC>;

/** The statuses of the tabs, in order (the first tab, "All", has none). */
export const ACT_STATUSES = [ActivityStatus.SignOpen, ActivityStatus.Upcoming, ActivityStatus.Running, ActivityStatus.Ended] as const;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The filters both calls share (a month that is not YYYY-MM and blank text are left out). */
function filtersOf(values: ActListValues): RequestOf<typeof act75352SignStatusCountInfo> {
  const name = values.name.trim();
  const zone = values.zone.trim();
  return {
    ...(name === "" ? {} : { activityName: name }),
    ...(MONTH.test(values.month) ? { month: values.month } : {}),
    ...(zone === "" ? {} : { zone }),
  };
}

/** The sign_act_list request of a view: the filters, the tab's status, the closing window, page and size (`size`, the spec's name). */
export function activityListRequest(values: ActListValues): RequestOf<typeof act75352SignActList> {
  return {
    ...filtersOf(values),
    ...(values.status === null ? {} : { status: values.status }),
    ...(values.closing === null ? {} : { closingWithin: values.closing }),
    page: values.page,
    size: values.size,
  };
}

/** The sign_status_count_info request of a view: the same filters without the tab. */
export function statusCountRequest(values: ActListValues): RequestOf<typeof act75352SignStatusCountInfo> {
  return filtersOf(values);
}

/** Whether a filter (not the tab) is set. */
export function hasActFilters(values: ActListValues): boolean {
  return Object.keys(filtersOf(values)).length > 0 || values.closing !== null;
}

/** Seconds left until `deadlineSeconds` at `nowMs` (never below 0). */
export function secondsLeft(deadlineSeconds: number, nowMs: number): number {
  return Math.max(0, Math.ceil(deadlineSeconds - nowMs / 1000));
}

/** Whether sign-up is open at `nowMs`: between its start and its deadline (the clock decides, so a deadline passing closes it without a reload). */
export function isSignOpen(activity: Pick<Activity, "signStartTime" | "signEndTime">, nowMs: number): boolean {
  return nowMs >= activity.signStartTime * 1000 && nowMs < activity.signEndTime * 1000;
}
