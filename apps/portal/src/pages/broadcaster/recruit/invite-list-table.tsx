import { skipToken } from "@reduxjs/toolkit/query";
import { useGetInviteListQuery } from "@agent-portal/api-client/services/live-agent-front";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import { Button } from "@agent-portal/ui-kit/components/button";
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import { Modal } from "@agent-portal/ui-kit/components/dialog";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { InviteKind, InviteStatus } from "@agent-portal/api-client/enums";
import { ListTable } from "@agent-portal/app-runtime/components/list-table";
import { NOT_SENT_VIEW, useListQuery } from "@agent-portal/app-runtime/list/use-list-query";
import type { ListState } from "@agent-portal/app-runtime/list/use-list-state";
import { CopyLink } from "#shared/share/copy-link.tsx";
import { webviewLink } from "#shared/share/webview-link.ts";
import type { Invite, RECOMMEND_SPEC } from "./recommend-params.ts";
import { inviteListRequest, invitePageCode, inviteTone } from "./recommend-params.ts";

/**
 * The agency's invitations and applications, newest first (live_agent_front GetInviteList),
 * filtered by kind, status and Bigo ID: broadcaster, kind, status, sent, answered or due, reason.
 * A pending invitation offers its link for the broadcaster (webview `AnchorInvite`,
 * `i.<invite_id>`), the only action of that state; answered and expired ones offer none.
 */
export function InviteListTable({ list }: { readonly list: ListState<typeof RECOMMEND_SPEC> }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const request = inviteListRequest(list.values);
  const query = useGetInviteListQuery(request ?? skipToken);
  const fetched = useListQuery(query);
  const view = request === null ? NOT_SENT_VIEW : fetched;
  const [sharing, setSharing] = useState<Invite | null>(null);
  const columns = useMemo<DataTableColumn<Invite>[]>(
    () => [
      {
        id: "name",
        header: t("broadcaster.recruit.column.name"),
        hideable: false,
        width: 170,
        accessor: (row) => row.anchor_nick_name,
        cell: (row) => <bdi className="truncate font-medium">{row.anchor_nick_name}</bdi>,
      },
      { id: "bigoId", priority: 2, header: t("broadcaster.recruit.column.bigoId"), width: 140, accessor: (row) => row.anchor_bigo_id },
      { id: "kind", priority: 4, header: t("broadcaster.invite.kind"), width: 130, accessor: (row) => t(`broadcaster.inviteKind.${String(row.kind)}`) },
      {
        id: "status",
        priority: 1,
        header: t("broadcaster.recruit.column.status"),
        width: 120,
        accessor: (row) => t(`broadcaster.inviteStatus.${String(row.status)}`),
        cell: (row) => <Badge tone={inviteTone(row.status)}>{t(`broadcaster.inviteStatus.${String(row.status)}`)}</Badge>,
      },
      { id: "created", priority: 3, header: t("broadcaster.invite.sentAt"), width: 160, accessor: (row) => format.dateTime(row.create_time * 1000) },
      {
        id: "answered",
        priority: 4,
        header: t("broadcaster.invite.answeredOrDue"),
        width: 170,
        accessor: (row) =>
          row.status === InviteStatus.Pending
            ? t("shared.progress.dueBy", { date: format.dateTime(row.expire_time * 1000) })
            : row.handle_time > 0
              ? format.dateTime(row.handle_time * 1000)
              : "",
      },
      { id: "reason", priority: 5, header: t("broadcaster.recruit.column.reason"), width: 160, accessor: (row) => row.reject_reason },
      {
        id: "actions",
        header: t("broadcaster.list.column.actions"),
        width: 150,
        hideable: false,
        excludeFromExport: true,
        accessor: () => "",
        cell: (row) =>
          row.status === InviteStatus.Pending && row.kind === InviteKind.Invitation ? (
            <Button size="sm" variant="ghost" onClick={() => setSharing(row)} aria-label={t("broadcaster.invite.shareName", { name: row.anchor_nick_name })}>
              {t("broadcaster.invite.share")}
            </Button>
          ) : null,
      },
    ],
    [t, format],
  );
  return (
    <>
      <ListTable
        caption={t("broadcaster.invite.invitesTitle")}
        columns={columns}
        view={view}
        state={list.table}
        getRowId={(row) => row.invite_id}
        exportFileName="invitations"
        emptyTitle={request === null ? t("shared.bigoId.invalid") : t("broadcaster.invite.noInvites")}
      />
      {sharing !== null && (
        <Modal
          open
          onOpenChange={(open) => !open && setSharing(null)}
          title={t("broadcaster.invite.shareTitle", { name: sharing.anchor_nick_name })}
          closeLabel={t("common.close")}
          footer={<Button onClick={() => setSharing(null)}>{t("common.close")}</Button>}
        >
          <CopyLink
            label={t("broadcaster.invite.pageLabel")}
            hint={t("shared.progress.dueBy", { date: format.dateTime(sharing.expire_time * 1000) })}
            url={webviewLink("AnchorInvite", { code: invitePageCode(sharing.invite_id) })}
          />
        </Modal>
      )}
    </>
  );
}
