import type { QryAnchorList } from "@agent-portal/api-client/contract/broker";
import type { RequestOf, ResponseOf } from "@agent-portal/api-client/contract/define";
import type { RouteName } from "@agent-portal/permissions/route-names";
import { AnchorListTab, AnchorSortField, ContractStatus, SortOrder } from "@agent-portal/api-client/enums";
import { dayEndSeconds, dayStartSeconds } from "#shared/dates/day-range.ts";
import { checkBigoId } from "#shared/forms/bigo-id.ts";
import { listParams } from "@agent-portal/app-runtime/list/list-params";
import type { ParamValues } from "@agent-portal/app-runtime/url-state/param-codecs";
import { dayParam, optionalEnumParam, optionalIntParam, textParam } from "@agent-portal/app-runtime/url-state/param-codecs";

/** One row of the broadcaster list (broker QryAnchorList). */
export type Broadcaster = ResponseOf<typeof QryAnchorList>["list"][number];

/** The request of QryAnchorList. */
export type AnchorListRequest = RequestOf<typeof QryAnchorList>;

/** Columns the server sorts by, as the URL's `sort` values. */
export const SORTABLE = ["join", "contractEnd", "lastLive", "beans", "duration"] as const;

/** A sortable column. */
export type SortColumn = (typeof SORTABLE)[number];

/** QryAnchorList `sort_field` of each sortable column. */
export const SORT_FIELD: Readonly<Record<SortColumn, AnchorSortField>> = {
  join: AnchorSortField.JoinTime,
  contractEnd: AnchorSortField.ContractEnd,
  lastLive: AnchorSortField.LastLive,
  beans: AnchorSortField.Beans30d,
  duration: AnchorSortField.LiveDuration30d,
};

/**
 * The broadcaster list's URL (`/broadcaster/list/list/<tab>?…`): page, size, sort (`join` by
 * default, newest first), `bigo` (exact Bigo ID), `broker` (a broker's uid, `0` for none),
 * `contract` (a contract status), the join range `from` / `to` (days, UTC) and `noLive` (no live
 * on the last N days, 1-30; the home links `?noLive=3`).
 */
export const ANCHOR_LIST_SPEC = {
  ...listParams(SORTABLE, "join", "desc"),
  bigo: textParam(64),
  broker: textParam(20),
  contract: optionalEnumParam(ContractStatus),
  from: dayParam(),
  to: dayParam(),
  noLive: optionalIntParam({ min: 1, max: 30 }),
};

/** The choices of the "no live for" filter, days. */
export const NO_LIVE_CHOICES = [3, 7, 14] as const;

/** The list's URL values. */
export type AnchorListValues = ParamValues<typeof ANCHOR_LIST_SPEC>;

/** The QryAnchorList tab of each tab route (SPEC section 2 route names). */
export const TAB_OF_ROUTE: Partial<Record<RouteName, AnchorListTab>> = {
  ListAll: AnchorListTab.All,
  ListToBeRenewed: AnchorListTab.ToBeRenewed,
  ListTerminated: AnchorListTab.Terminated,
  ListJoined: AnchorListTab.Joined,
};

/** Whether any filter is set (the "Clear filters" button and the empty state's wording). */
export function hasFilters(values: AnchorListValues): boolean {
  return values.bigo !== "" || values.broker !== "" || values.contract !== null || values.from !== null || values.to !== null || values.noLive !== null;
}

/**
 * The QryAnchorList request of a view, or `null` when the URL's Bigo ID cannot be a Bigo ID (the
 * screen shows why and sends nothing). Days become Unix seconds: `from` at 00:00:00 UTC, `to` at
 * 23:59:59 UTC; a `broker` that is not a uid is ignored.
 */
export function anchorListRequest(values: AnchorListValues, tab: AnchorListTab): AnchorListRequest | null {
  const bigo = checkBigoId(values.bigo);
  if (bigo.kind === "invalid") return null;
  return {
    tab,
    ...(bigo.kind === "valid" ? { bigo_id: bigo.value } : {}),
    ...(/^\d{1,20}$/.test(values.broker) ? { broker_uid: values.broker } : {}),
    ...(values.contract === null ? {} : { contract_status: [values.contract] }),
    ...(values.from === null ? {} : { join_start_time: dayStartSeconds(values.from) }),
    ...(values.to === null ? {} : { join_end_time: dayEndSeconds(values.to) }),
    ...(values.noLive === null ? {} : { no_live_days: values.noLive }),
    sort_field: SORT_FIELD[values.sort],
    sort_order: values.order === "asc" ? SortOrder.Ascending : SortOrder.Descending,
    page: values.page,
    page_size: values.size,
  };
}
