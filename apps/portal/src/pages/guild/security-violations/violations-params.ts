import type { RequestOf, ResponseOf } from "@agent-portal/api-client/contract/define";
import type { GetAuditRecordList } from "@agent-portal/api-client/contract/security-center";
import type { ExportAuditRecordList } from "@agent-portal/api-client/contract/security-center-overview";
import { ViolationType } from "@agent-portal/api-client/enums";
import { listParams } from "@agent-portal/app-runtime/list/list-params";
import type { ParamValues } from "@agent-portal/app-runtime/url-state/param-codecs";
import { dayParam, optionalEnumParam, textParam } from "@agent-portal/app-runtime/url-state/param-codecs";
import { dayEndSeconds, dayStartSeconds, shiftDay, todayUtc } from "#shared/dates/day-range.ts";
import { checkBigoId } from "#shared/forms/bigo-id.ts";

/** One violation record (GetAuditRecordList): `operator_name` "" when the system acted; times in Unix seconds. */
export type ViolationRow = ResponseOf<typeof GetAuditRecordList>["list"][number];

/** The list's only order: the server's (newest first). */
export const VIOLATION_SORTABLE = ["time"] as const;

/** Days of the default range: the last 30 days, today included. */
export const DEFAULT_DAYS = 30;

/**
 * The violations tab's URL (`/guild/security/violations?…`): page, size, `bigo` (an exact Bigo
 * ID), `cls` (ViolationType) and `from`/`to` (UTC days; default the last 30 days to today).
 */
export const VIOLATION_SPEC = {
  ...listParams(VIOLATION_SORTABLE, "time", "desc"),
  bigo: textParam(64),
  cls: optionalEnumParam(ViolationType),
  from: dayParam(),
  to: dayParam(),
};

/** The violations tab's URL values. */
export type ViolationValues = ParamValues<typeof VIOLATION_SPEC>;

/** The range a view shows: the URL's days, else the last {@link DEFAULT_DAYS} days to `today` (UTC). */
export function violationRange(values: ViolationValues, today: string = todayUtc()): { from: string; to: string } {
  if (values.from !== null && values.to !== null) return values.from <= values.to ? { from: values.from, to: values.to } : { from: values.to, to: values.from };
  return { from: shiftDay(today, -(DEFAULT_DAYS - 1)), to: today };
}

/** Whether a filter other than the range is set, or the range is not the default one. */
export function hasViolationFilters(values: ViolationValues): boolean {
  return values.bigo !== "" || values.cls !== null || values.from !== null || values.to !== null;
}

/** The filters the list and its export send, or `null` for a Bigo ID that cannot exist (nothing is sent). */
export function violationExportRequest(values: ViolationValues, today?: string): RequestOf<typeof ExportAuditRecordList> | null {
  const bigo = checkBigoId(values.bigo);
  if (bigo.kind === "invalid") return null;
  const range = violationRange(values, today);
  return {
    ...(bigo.kind === "valid" ? { bigo_id: bigo.value } : {}),
    ...(values.cls === null ? {} : { violation_type: values.cls }),
    start_time: dayStartSeconds(range.from),
    end_time: dayEndSeconds(range.to),
  };
}

/** The GetAuditRecordList request of a view (one page), or `null` for an invalid Bigo ID. */
export function violationListRequest(values: ViolationValues, today?: string): RequestOf<typeof GetAuditRecordList> | null {
  const filters = violationExportRequest(values, today);
  return filters === null ? null : { ...filters, page: values.page, page_size: values.size };
}
