import type { RequestOf, ResponseOf } from "@agent-portal/api-client/contract/define";
import type { QueryBanList } from "@agent-portal/api-client/contract/security-center";
import type { ExportBanList } from "@agent-portal/api-client/contract/security-center-overview";
import { AppealStatus, BanState, BanType, ViolationType } from "@agent-portal/api-client/enums";
import { listParams } from "@agent-portal/app-runtime/list/list-params";
import type { ParamValues } from "@agent-portal/app-runtime/url-state/param-codecs";
import { dayParam, optionalEnumParam, textParam } from "@agent-portal/app-runtime/url-state/param-codecs";
import { dayEndSeconds, dayStartSeconds } from "#shared/dates/day-range.ts";
import { checkBigoId } from "#shared/forms/bigo-id.ts";

/** One ban of the status tab (QueryBanList): `end_time` 0 is permanent; times in Unix seconds. */
export type BanRow = ResponseOf<typeof QueryBanList>["list"][number];

/** The list's only order: the server's (newest ban first), so no column sorts. */
export const BAN_SORTABLE = ["start"] as const;

/**
 * The status tab's URL (`/guild/security/status?…`): page, size, `bigo` (an exact Bigo ID),
 * `state` (BanState), `ban` (BanType), `cls` (ViolationType), `appeal` (the latest AppealStatus,
 * 0 never appealed), and `from`/`to` (UTC days the ban started in).
 */
export const BAN_SPEC = {
  ...listParams(BAN_SORTABLE, "start", "desc"),
  bigo: textParam(64),
  state: optionalEnumParam(BanState),
  ban: optionalEnumParam(BanType),
  cls: optionalEnumParam(ViolationType),
  appeal: optionalEnumParam(AppealStatus),
  from: dayParam(),
  to: dayParam(),
};

/** The status tab's URL values. */
export type BanValues = ParamValues<typeof BAN_SPEC>;

/** Every filter of the status tab cleared (what "Clear filters" and the summary cards start from). */
export const NO_BAN_FILTERS = { bigo: "", state: null, ban: null, cls: null, appeal: null, from: null, to: null } as const satisfies Partial<BanValues>;

/** Whether a filter is set (the empty state then says that nothing matches them). */
export function hasBanFilters(values: BanValues): boolean {
  return (Object.keys(NO_BAN_FILTERS) as (keyof typeof NO_BAN_FILTERS)[]).some((key) => values[key] !== NO_BAN_FILTERS[key]);
}

/** The filters the list and its export send, or `null` for a Bigo ID that cannot exist (nothing is sent). */
function filtersOf(values: BanValues): RequestOf<typeof ExportBanList> | null {
  const bigo = checkBigoId(values.bigo);
  if (bigo.kind === "invalid") return null;
  return {
    ...(bigo.kind === "valid" ? { bigo_id: bigo.value } : {}),
    ...(values.state === null ? {} : { state: values.state }),
    ...(values.ban === null ? {} : { ban_type: values.ban }),
    ...(values.cls === null ? {} : { violation_type: values.cls }),
    ...(values.appeal === null ? {} : { appeal_status: values.appeal }),
    ...(values.from === null ? {} : { start_time: dayStartSeconds(values.from) }),
    ...(values.to === null ? {} : { end_time: dayEndSeconds(values.to) }),
  };
}

/** The QueryBanList request of a view (one page), or `null` for an invalid Bigo ID. */
export function banListRequest(values: BanValues): RequestOf<typeof QueryBanList> | null {
  const filters = filtersOf(values);
  return filters === null ? null : { ...filters, page: values.page, page_size: values.size };
}

/** The ExportBanList request of a view: the list's filters, every page; `null` for an invalid Bigo ID. */
export function banExportRequest(values: BanValues): RequestOf<typeof ExportBanList> | null {
  return filtersOf(values);
}

/** Why a ban cannot be appealed now, or `null` when it can (`can_appeal` 1). */
export type AppealBlock = "pending" | "ended" | "limit" | "final" | "closed";

/**
 * Why the appeal button of a ban is off, from its row: an appeal in review (since `appeal_time`),
 * the ban over (`end_time` passed, by `nowSeconds`), two appeals made already, a permanent
 * account ban already appealed (final), or the server refusing for another reason.
 */
export function appealBlockOf(row: BanRow, nowSeconds: number): AppealBlock | null {
  if (row.appeal_status === AppealStatus.Pending) return "pending";
  if (row.end_time !== 0 && row.end_time <= nowSeconds) return "ended";
  if (row.can_appeal === 1) return null;
  if (row.appeal_count >= 2) return "limit";
  if (row.end_time === 0 && row.ban_type === BanType.AccountBan && row.appeal_count > 0) return "final";
  return "closed";
}
