import type { ExportNotificationInfo, GetNotificationInfo, MarkAllNotificationRead } from "@agent-portal/api-client/contract/notification";
import type { RequestOf, ResponseOf } from "@agent-portal/api-client/contract/define";
import { NoticeType } from "@agent-portal/api-client/enums";
import { listParams } from "@agent-portal/app-runtime/list/list-params";
import type { ParamValues } from "@agent-portal/app-runtime/url-state/param-codecs";
import { oneOfParam, optionalEnumParam } from "@agent-portal/app-runtime/url-state/param-codecs";

/** One notice of the list (GetNotificationInfo): times in Unix seconds, `read` for the current user. */
export type NotificationRow = ResponseOf<typeof GetNotificationInfo>["list"][number];

/** The list's only order: the server's (newest first), so no column sorts. */
export const NOTIFICATION_SORTABLE = ["time"] as const;

/** The read-state filter's values: every notice, only unread ones, only read ones (for the current user). */
export const NOTICE_STATES = ["all", "unread", "read"] as const;

/** One of {@link NOTICE_STATES}. */
export type NoticeState = (typeof NOTICE_STATES)[number];

/** The notice types the type filter offers, in order (NoticeType). */
export const NOTICE_TYPES: readonly NoticeType[] = Object.values(NoticeType);

/**
 * The notification centre's URL (`/notification?…`): page, size, `type` (NoticeType 1-4) and
 * `state` (`all`, `unread`, `read`; default `all`).
 */
export const NOTIFICATION_SPEC = {
  ...listParams(NOTIFICATION_SORTABLE, "time", "desc"),
  type: optionalEnumParam(NoticeType),
  state: oneOfParam(NOTICE_STATES, "all"),
};

/** The notification centre's URL values. */
export type NotificationValues = ParamValues<typeof NOTIFICATION_SPEC>;

/** Whether a filter is set (the empty state then says that nothing matches them). */
export function hasNotificationFilters(values: NotificationValues): boolean {
  return values.type !== null || values.state !== "all";
}

/** The filters the list and its export send: the type, and `read` 0 for unread, 1 for read, absent for all. */
function filtersOf(values: NotificationValues): RequestOf<typeof ExportNotificationInfo> {
  return {
    ...(values.type === null ? {} : { type: values.type }),
    ...(values.state === "all" ? {} : { read: values.state === "read" ? (1 as const) : (0 as const) }),
  };
}

/** The GetNotificationInfo request of a view (one page). */
export function notificationRequest(values: NotificationValues): RequestOf<typeof GetNotificationInfo> {
  return { page: values.page, page_size: values.size, ...filtersOf(values) };
}

/** The ExportNotificationInfo request of a view: the list's filters, every page. */
export function notificationExportRequest(values: NotificationValues): RequestOf<typeof ExportNotificationInfo> {
  return filtersOf(values);
}

/**
 * The MarkAllNotificationRead request of "Mark all as read": the type filter's notices (all types
 * without one), published no later than the newest the user has seen (`seenUpTo`, Unix seconds),
 * so a notice arriving meanwhile stays unread.
 */
export function markAllRequest(values: NotificationValues, seenUpTo: number | undefined): RequestOf<typeof MarkAllNotificationRead> {
  return { ...(values.type === null ? {} : { type: values.type }), ...(seenUpTo === undefined ? {} : { before: seenUpTo }) };
}
