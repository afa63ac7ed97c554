import type { act75352RoundExport } from "@agent-portal/api-client/contract/act75352-actions";
import type { act75352RoundRecordPage, act75352SignRecordPage } from "@agent-portal/api-client/contract/act75352";
import type { RequestOf, ResponseOf } from "@agent-portal/api-client/contract/define";
import { ActivitySignStatus } from "@agent-portal/api-client/enums";
import type { RegistrationStatus } from "@agent-portal/api-client/enums";
import { listParams } from "@agent-portal/app-runtime/list/list-params";
import type { ParamValues } from "@agent-portal/app-runtime/url-state/param-codecs";
import { dayParam, optionalEnumParam, textParam } from "@agent-portal/app-runtime/url-state/param-codecs";
import { dayEndSeconds, dayStartSeconds, shiftDay, todayUtc } from "#shared/dates/day-range.ts";
import { checkBigoId } from "#shared/forms/bigo-id.ts";

/** A round record (round_record_page): a broadcaster's place in a round, with the draw and the results. */
export type RoundRecord = ResponseOf<typeof act75352RoundRecordPage>["list"][number];
/** A registration record (sign_record_page). */
export type SignRecord = ResponseOf<typeof act75352SignRecordPage>["list"][number];

/** The registration statuses a record may be filtered by, in order. */
export const RECORD_STATUSES: readonly RegistrationStatus[] = [
  ActivitySignStatus.Registered,
  ActivitySignStatus.Approved,
  ActivitySignStatus.Rejected,
  ActivitySignStatus.Cancelled,
];

/**
 * The lists' orders: `default`, the server's (newest round, or newest registration, first); `rank`,
 * the ranking view of the round results (round_record_page `sort=rank`: each round's broadcasters
 * by rank, 1 first in `asc`, those without a result last).
 */
export const RECORD_SORTABLE = ["default", "rank"] as const;

/** Days of the default registration range: the last 90 days, today included. */
export const DEFAULT_RECORD_DAYS = 90;

/**
 * The URL of the result tabs (`/broadcaster-operate/act-regist-result/<tab>?…`; each tab keeps its
 * own), the SPEC section 3 record query fields: `activity` (activity name contains), `bigo` (an
 * exact Bigo ID), `status` (sign status 1-4), `zone` (a region short name; absent: every region the
 * agency works in), `from`/`to` (registered on these UTC days; default the last 90 days), page and
 * size of the round records; `after`, the cursor (`lastId`) of the registration records' page.
 */
export const RECORD_SPEC = {
  ...listParams(RECORD_SORTABLE, "default", "desc"),
  activity: textParam(64),
  bigo: textParam(64),
  status: optionalEnumParam(RECORD_STATUSES),
  zone: textParam(8),
  from: dayParam(),
  to: dayParam(),
  after: textParam(64),
};

/** The result tabs' URL values. */
export type RecordValues = ParamValues<typeof RECORD_SPEC>;

/** The registration range of a view: the URL's days, else the last {@link DEFAULT_RECORD_DAYS} days to `today` (UTC). */
export function recordRange(values: RecordValues, today: string = todayUtc()): { from: string; to: string } {
  if (values.from !== null && values.to !== null) return values.from <= values.to ? { from: values.from, to: values.to } : { from: values.to, to: values.from };
  return { from: shiftDay(today, -(DEFAULT_RECORD_DAYS - 1)), to: today };
}

/** Whether a filter is set, or the range is not the default one. */
export function hasRecordFilters(values: RecordValues): boolean {
  return values.activity.trim() !== "" || values.bigo !== "" || values.status !== null || values.zone !== "" || values.from !== null || values.to !== null;
}

/**
 * The filters every call of the tabs sends (the lists and both exports: the same set), or `null`
 * for a Bigo ID that cannot exist (nothing is sent). The range goes as explicit bounds of UTC days.
 */
export function recordFilters(values: RecordValues, today?: string): RequestOf<typeof act75352RoundExport> | null {
  const bigo = checkBigoId(values.bigo);
  if (bigo.kind === "invalid") return null;
  const range = recordRange(values, today);
  const activity = values.activity.trim();
  return {
    startTime: dayStartSeconds(range.from),
    endTime: dayEndSeconds(range.to),
    ...(bigo.kind === "valid" ? { bigoId: bigo.value } : {}),
    ...(activity === "" ? {} : { activityName: activity }),
    ...(values.zone === "" ? {} : { zone: values.zone }),
    ...(values.status === null ? {} : { signStatus: values.status }),
  };
}

/** The round_record_page request of a view (one page), or `null` for an invalid Bigo ID. */
export function roundRecordRequest(values: RecordValues, today?: string): RequestOf<typeof act75352RoundRecordPage> | null {
  const filters = recordFilters(values, today);
  if (filters === null) return null;
  return { ...filters, ...(values.sort === "rank" ? { sort: "rank" as const, order: values.order } : {}), page: values.page, pageSize: values.size };
}

/** The sign_record_page request of a view: the filters, the cursor (`after`, "" for the first page) and the page size; `null` for an invalid Bigo ID. */
export function signRecordRequest(values: RecordValues, today?: string): RequestOf<typeof act75352SignRecordPage> | null {
  const filters = recordFilters(values, today);
  return filters === null ? null : { ...filters, lastId: values.after, pageSize: values.size };
}
