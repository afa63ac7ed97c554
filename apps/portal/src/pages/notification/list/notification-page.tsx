import {
  useGetNotificationInfoQuery,
  useGetNotificationUnreadCountQuery,
  useLazyExportNotificationInfoQuery,
  useMarkAllNotificationReadMutation,
} from "@agent-portal/api-client/services/notification";
import { FilterBar, ListPage } from "@agent-portal/app-runtime/components/list-page";
import { ListTable } from "@agent-portal/app-runtime/components/list-table";
import { useColumnVisibility } from "@agent-portal/app-runtime/list/use-column-visibility";
import { useListQuery } from "@agent-portal/app-runtime/list/use-list-query";
import { useListState } from "@agent-portal/app-runtime/list/use-list-state";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Button } from "@agent-portal/ui-kit/components/button";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useNotify } from "#shared/feedback/use-notify.ts";
import { EnumFilter } from "#shared/list/enum-filter.tsx";
import { ServerExportButton, useServerExport } from "#shared/list/server-export.tsx";
import { NOTIFICATION_COLUMN_IDS, notificationColumns } from "./notification-columns.tsx";
import {
  NOTICE_TYPES,
  NOTIFICATION_SORTABLE,
  NOTIFICATION_SPEC,
  hasNotificationFilters,
  markAllRequest,
  notificationExportRequest,
  notificationRequest,
} from "./notification-params.ts";
import { StateFilter } from "./state-filter.tsx";

/**
 * The notification centre (Notification, `/notification`; AgencyNotification 14): the user's
 * notices (GetNotificationInfo), newest first, with type, title, relative and absolute time, the
 * read state kept per user on the server, and the related screen (or why it cannot be opened);
 * filters by type and read state and the page in the URL; "Mark as read" per notice
 * (MarkNotificationRead) and "Mark all as read" (MarkAllNotificationRead, of the type filtered);
 * the filtered set exported by the server (ExportNotificationInfo).
 * Loading, the error with Try again and the empty states are the list frame's.
 */
export default function NotificationPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const notify = useNotify();
  const list = useListState(NOTIFICATION_SPEC, NOTIFICATION_SORTABLE);
  const request = useMemo(() => notificationRequest(list.values), [list.values]);
  const query = useGetNotificationInfoQuery(request);
  const view = useListQuery(query);
  const unread = useGetNotificationUnreadCountQuery({}).data?.unread_count;
  const [markAll, markingAll] = useMarkAllNotificationReadMutation();
  const exportRequest = useMemo(() => notificationExportRequest(list.values), [list.values]);
  const exporter = useServerExport(useLazyExportNotificationInfoQuery(), exportRequest, "notifications.csv");
  const [visibility, setVisibility] = useColumnVisibility("notification", NOTIFICATION_COLUMN_IDS);
  const answeredAt = query.fulfilledTimeStamp;
  const columns = useMemo(() => notificationColumns(t, format, answeredAt ?? 0), [t, format, answeredAt]);
  const filtered = hasNotificationFilters(list.values);

  const onMarkAll = async () => {
    try {
      const done = await markAll(markAllRequest(list.values, Math.floor(Date.now() / 1000))).unwrap();
      notify.success(t("notification.markedAll", { n: format.number(done.marked) }));
    } catch (error) {
      notify.failure(error);
    }
  };

  return (
    <ListPage
      label={t("notification.list")}
      summary={unread === undefined ? undefined : <span role="status">{t("notification.unreadCount", { n: format.number(unread) })}</span>}
      filters={
        <FilterBar label={t("notification.filterLabel")} onSubmit={() => undefined} active={filtered} onReset={() => list.update({ type: null, state: "all" })}>
          <EnumFilter
            label={t("notification.column.type")}
            value={list.values.type}
            values={NOTICE_TYPES}
            labelOf={(type) => t(`notification.type.${String(type)}`)}
            onChange={(type) => list.update({ type })}
          />
          <StateFilter value={list.values.state} onChange={(state) => list.update({ state })} />
        </FilterBar>
      }
      actions={
        <>
          <ServerExportButton exporter={exporter} />
          <Button variant="secondary" loading={markingAll.isLoading} disabled={unread === 0} onClick={() => void onMarkAll()}>
            {t("notification.markAll")}
          </Button>
        </>
      }
    >
      <ListTable
        caption={t("notification.list")}
        columns={columns}
        view={view}
        state={list.table}
        getRowId={(row) => row.notice_id}
        columnVisibility={visibility}
        onColumnVisibilityChange={setVisibility}
        exportFileName={false}
        emptyTitle={filtered ? t("shared.list.emptyFiltered") : t("notification.empty")}
      />
    </ListPage>
  );
}
