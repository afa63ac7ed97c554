import { adminActions } from "@agent-portal/api-client/contract/admin-action-log";
import type { AdminAction, exportAdminActionLog, getAdminActionLog } from "@agent-portal/api-client/contract/admin-action-log";
import type { RequestOf, ResponseOf } from "@agent-portal/api-client/contract/define";
import { listParams } from "@agent-portal/app-runtime/list/list-params";
import type { ParamValues } from "@agent-portal/app-runtime/url-state/param-codecs";
import { dayParam, oneOfParam, textParam } from "@agent-portal/app-runtime/url-state/param-codecs";
import { dayEndSeconds, dayStartSeconds } from "#shared/dates/day-range.ts";

/** One row of the Action log list (getAdminActionLog). */
export type AdminActionLogRow = ResponseOf<typeof getAdminActionLog>["list"][number];

/** The list's only order: the server's (newest first; getAdminActionLog takes no sort), so no column sorts. */
export const ADMIN_ACTION_LOG_SORTABLE = ["time"] as const;

const ANY_ACTION = "any";

/** The Action log list's URL (`/admin/action-log?…`): page, size, `actor`, `target`, `action`, and the UTC days `from`, `to`. */
export const ADMIN_ACTION_LOG_SPEC = {
  ...listParams(ADMIN_ACTION_LOG_SORTABLE, "time", "desc"),
  actor: textParam(64),
  target: textParam(64),
  action: oneOfParam([ANY_ACTION, ...adminActions], ANY_ACTION),
  from: dayParam(),
  to: dayParam(),
};

/** The Action log list's URL values. */
export type AdminActionLogValues = ParamValues<typeof ADMIN_ACTION_LOG_SPEC>;

/** Whether a filter is set (the empty state then says that nothing matches them). */
export function hasAdminActionLogFilters(values: AdminActionLogValues): boolean {
  return values.actor.trim() !== "" || values.target.trim() !== "" || values.action !== ANY_ACTION || values.from !== null || values.to !== null;
}

/** The action of the URL, when one is chosen. */
export const chosenAction = (values: AdminActionLogValues): AdminAction | null => (values.action === ANY_ACTION ? null : values.action);

/** The filters of a view, as both calls take them: texts trimmed, days as UTC bounds (the end day included). */
export function adminActionLogExportRequest(values: AdminActionLogValues): RequestOf<typeof exportAdminActionLog> {
  const actor = values.actor.trim();
  const target = values.target.trim();
  const action = chosenAction(values);
  return {
    ...(actor === "" ? {} : { actor }),
    ...(target === "" ? {} : { target }),
    ...(action === null ? {} : { action }),
    ...(values.from === null ? {} : { start_time: dayStartSeconds(values.from) }),
    ...(values.to === null ? {} : { end_time: dayEndSeconds(values.to) + 1 }),
  };
}

/** The getAdminActionLog request of a view: its filters and one page. */
export function adminActionLogRequest(values: AdminActionLogValues): RequestOf<typeof getAdminActionLog> {
  return { ...adminActionLogExportRequest(values), page: values.page, page_size: values.size };
}
