import type { ExportRecruitRecord, QryRecruitRecord } from "@agent-portal/api-client/contract/recruit-anchor";
import type { RequestOf, ResponseOf } from "@agent-portal/api-client/contract/define";
import { RecruitStatus } from "@agent-portal/api-client/enums";
import { dayEndSeconds, dayStartSeconds } from "#shared/dates/day-range.ts";
import { checkBigoId } from "#shared/forms/bigo-id.ts";
import { listParams } from "@agent-portal/app-runtime/list/list-params";
import type { ParamValues } from "@agent-portal/app-runtime/url-state/param-codecs";
import { dayParam, optionalEnumParam, textParam } from "@agent-portal/app-runtime/url-state/param-codecs";

/** One recruit record (recruit anchor QryRecruitRecord). */
export type RecruitRecord = ResponseOf<typeof QryRecruitRecord>["list"][number];

/** The recruit list's only order: newest first (the server's; QryRecruitRecord takes no sort). */
export const RECRUIT_SORTABLE = ["created"] as const;

/**
 * The recruit list's URL (`/broadcaster/recruit/list?…`): page, size, `status` (a recruit status), `bigo`
 * (exact Bigo ID) and the creation range `from` / `to` (days, UTC).
 */
export const RECRUIT_LIST_SPEC = {
  ...listParams(RECRUIT_SORTABLE, "created", "desc"),
  status: optionalEnumParam(RecruitStatus),
  bigo: textParam(64),
  from: dayParam(),
  to: dayParam(),
};

/** The recruit list's URL values. */
export type RecruitListValues = ParamValues<typeof RECRUIT_LIST_SPEC>;

/** Whether a filter is set. */
export function hasRecruitFilters(values: RecruitListValues): boolean {
  return values.status !== null || values.bigo !== "" || values.from !== null || values.to !== null;
}

/** The filters both calls share, or `null` for a Bigo ID that cannot exist (nothing is sent). */
function filtersOf(values: RecruitListValues): { status?: RecruitStatus; bigo_id?: string; start_time?: number; end_time?: number } | null {
  const bigo = checkBigoId(values.bigo);
  if (bigo.kind === "invalid") return null;
  return {
    ...(values.status === null ? {} : { status: values.status }),
    ...(bigo.kind === "valid" ? { bigo_id: bigo.value } : {}),
    ...(values.from === null ? {} : { start_time: dayStartSeconds(values.from) }),
    ...(values.to === null ? {} : { end_time: dayEndSeconds(values.to) }),
  };
}

/** The QryRecruitRecord request of a view, or `null` for an invalid Bigo ID. */
export function recruitListRequest(values: RecruitListValues): RequestOf<typeof QryRecruitRecord> | null {
  const filters = filtersOf(values);
  return filters === null ? null : { ...filters, page: values.page, page_size: values.size };
}

/** The ExportRecruitRecord request (form) of a view: the same filters, all pages; `null` for an invalid Bigo ID. */
export function recruitExportRequest(values: RecruitListValues): RequestOf<typeof ExportRecruitRecord> | null {
  return filtersOf(values);
}
