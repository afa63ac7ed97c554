import type { Formatters } from "@agent-portal/i18n/use-formatters";
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import type { TFunction } from "i18next";
import { MarkReadButton, NoticeLinkCell, NoticeState } from "./notice-cells.tsx";
import type { NotificationRow } from "./notification-params.ts";

/** The ids of the notification centre's columns, in order (the column settings key them). */
export const NOTIFICATION_COLUMN_IDS = ["state", "type", "title", "time", "link", "actions"] as const;

/**
 * The notification centre's columns: the read state (for the current user), the type, the title
 * with the body's first line, the time (relative, with the absolute time in the user's zone under
 * it, relative to `now` in milliseconds: when the page was answered), the related screen and "Mark as read".
 */
export function notificationColumns(t: TFunction, format: Formatters, now: number): DataTableColumn<NotificationRow>[] {
  return [
    { id: "state", hideable: false, header: t("notification.column.state"), width: 110, accessor: (row) => row.read, cell: (row) => <NoticeState row={row} /> },
    { id: "type", priority: 2, header: t("notification.column.type"), width: 130, accessor: (row) => t(`notification.type.${String(row.type)}`) },
    {
      id: "title",
      hideable: false,
      header: t("notification.column.title"),
      width: 280,
      accessor: (row) => row.title,
      cell: (row) => (
        <span className="flex min-w-0 flex-col">
          <span className={row.read === 1 ? "truncate" : "truncate font-semibold"}>{row.title}</span>
          <span className="truncate text-xs text-fg-muted" title={row.content}>
            {row.content.split("\n", 1)[0]}
          </span>
        </span>
      ),
    },
    {
      id: "time",
      priority: 1,
      header: t("notification.column.time"),
      width: 180,
      accessor: (row) => format.dateTime(row.create_time * 1000),
      cell: (row) => (
        <span className="flex flex-col">
          <time dateTime={new Date(row.create_time * 1000).toISOString()}>{format.relativeTime(row.create_time * 1000, now)}</time>
          <span className="text-xs text-fg-muted">{format.dateTime(row.create_time * 1000)}</span>
        </span>
      ),
    },
    { id: "link", hideable: false, header: t("notification.column.link"), width: 200, accessor: (row) => row.link_url, cell: (row) => <NoticeLinkCell row={row} /> },
    { id: "actions", hideable: false, header: t("notification.column.actions"), width: 140, accessor: () => "", cell: (row) => <MarkReadButton row={row} /> },
  ];
}
