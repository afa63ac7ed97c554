import { useMarkNotificationReadMutation } from "@agent-portal/api-client/services/notification";
import { selectGuardUser } from "@agent-portal/session";
import { useAppSelector } from "@agent-portal/app-runtime/store/hooks";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import { Button } from "@agent-portal/ui-kit/components/button";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BUILD_FLAVOR } from "#app/build-flavor.ts";
import { useNotify } from "#shared/feedback/use-notify.ts";
import { resolveNoticeLink } from "./notice-link.ts";
import type { NotificationRow } from "./notification-params.ts";

/** "Unread" (emphasised) or "Read", for the current user. */
export function NoticeState({ row }: { readonly row: Pick<NotificationRow, "read"> }) {
  const { t } = useTranslation();
  return row.read === 1 ? <Badge tone="neutral">{t("notification.state.read")}</Badge> : <Badge tone="brand">{t("notification.state.unread")}</Badge>;
}

/**
 * The notice's related screen: a link when the user may open it; otherwise, in its place, that
 * they may no longer open it (or that it no longer exists), never a link ending on NotFound.
 */
export function NoticeLinkCell({ row }: { readonly row: Pick<NotificationRow, "link_url" | "title"> }) {
  const { t } = useTranslation();
  const user = useAppSelector(selectGuardUser);
  const link = useMemo(() => resolveNoticeLink(row.link_url, user, BUILD_FLAVOR), [row.link_url, user]);
  const screen = link.kind === "open" || link.kind === "denied" ? (link.titleKey === null ? "" : t(link.titleKey)) : "";
  switch (link.kind) {
    case "none":
      return <span className="text-fg-muted">{t("notification.link.none")}</span>;
    case "open":
      return (
        <Link className="font-medium text-brand-700 hover:underline" to={link.to} aria-label={t("notification.link.openLabel", { screen, title: row.title })}>
          {t("notification.link.open", { screen })}
        </Link>
      );
    case "denied":
      return <span className="text-sm text-fg-muted">{t("notification.link.denied", { screen })}</span>;
    case "gone":
      return <span className="text-sm text-fg-muted">{t("notification.link.gone")}</span>;
  }
}

/** "Mark as read" for an unread notice (MarkNotificationRead, idempotent on the server); a failure is a toast. */
export function MarkReadButton({ row }: { readonly row: Pick<NotificationRow, "notice_id" | "title" | "read"> }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [mark, marking] = useMarkNotificationReadMutation();
  if (row.read === 1) return null;
  const onClick = async () => {
    try {
      await mark({ notice_id: row.notice_id }).unwrap();
    } catch (error) {
      notify.failure(error);
    }
  };
  return (
    <Button variant="secondary" size="sm" loading={marking.isLoading} aria-label={t("notification.markReadOf", { title: row.title })} onClick={() => void onClick()}>
      {t("notification.markRead")}
    </Button>
  );
}
