import { useGetNotificationUnreadCountQuery } from "@agent-portal/api-client/services/notification";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { pathOf } from "@agent-portal/permissions/route-path";
import { Bell } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { NOTICE_BELL_CLASS } from "./header-slots.ts";

/** How often the badge asks again while the page is in view (5 minutes, as the user-info refresh, SPEC section 4). */
const UNREAD_POLL_MS = 5 * 60_000;

/**
 * The header's notification bell: a link to the notification centre with the user's unread count
 * (GetNotificationUnreadCount). The main layout mounts it only for users who may open the centre
 * (AgencyNotification 14), with a box of the bell's size ({@link NOTICE_BELL_CLASS}) drawn until
 * it loads: a lazy part, its chunk and its call come after the page's first paint. Marking
 * notices read invalidates the count, so the badge follows at once.
 */
export default function NoticeBadge() {
  const { t } = useTranslation();
  const format = useFormatters();
  const unread = useGetNotificationUnreadCountQuery({}, { pollingInterval: UNREAD_POLL_MS }).data?.unread_count ?? 0;
  const label = unread === 0 ? t("notification.bell.none") : t("notification.bell.unread", { n: format.number(unread) });
  return (
    <Link
      to={pathOf("Notification")}
      aria-label={label}
      title={label}
      className={`${NOTICE_BELL_CLASS} relative items-center justify-center rounded-md text-fg-muted hover:bg-surface-muted hover:text-fg`}
    >
      <Bell aria-hidden="true" className="size-5" />
      {unread > 0 && (
        <span
          data-slot="unread-badge"
          aria-hidden="true"
          className="absolute -end-0.5 -top-0.5 min-w-5 rounded-full bg-danger-600 px-1 text-center text-xs font-semibold leading-5 text-white"
        >
          {unread > 99 ? `${format.number(99)}+` : format.number(unread)}
        </span>
      )}
    </Link>
  );
}
