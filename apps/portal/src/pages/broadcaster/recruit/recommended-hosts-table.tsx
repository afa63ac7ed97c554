import { useGetRecomAnchorQuery, useShareInviteLinkMutation } from "@agent-portal/api-client/services/live-agent-front";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import { Button } from "@agent-portal/ui-kit/components/button";
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ShareChannel } from "@agent-portal/api-client/enums";
import { useNotify } from "#shared/feedback/use-notify.ts";
import { ListTable } from "@agent-portal/app-runtime/components/list-table";
import { useListQuery } from "@agent-portal/app-runtime/list/use-list-query";
import type { ListState } from "@agent-portal/app-runtime/list/use-list-state";
import type { RECOMMEND_SPEC, RecommendedAnchor } from "./recommend-params.ts";
import { recommendedRequest } from "./recommend-params.ts";

/** Props of {@link RecommendedHostsTable}. */
export interface RecommendedHostsTableProps {
  readonly list: ListState<typeof RECOMMEND_SPEC>;
  /** The agency's current invite link id (GetInviteLink), needed to invite; absent while loading. */
  readonly linkId: string | undefined;
}

/**
 * Broadcasters without an agency recommended to the caller's (live_agent_front GetRecomAnchor):
 * name, Bigo ID, country, followers, beans and live days of 30 days, and Invite, which sends the
 * agency's link by IM (ShareInviteLink channel 2) and creates a pending invitation; a broadcaster
 * already invited shows "Invited" instead (only the action the state allows).
 */
export function RecommendedHostsTable({ list, linkId }: RecommendedHostsTableProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const notify = useNotify();
  const query = useGetRecomAnchorQuery(recommendedRequest(list.values));
  const view = useListQuery(query);
  const [share] = useShareInviteLinkMutation();
  const [sending, setSending] = useState<string | null>(null);

  const columns = useMemo<DataTableColumn<RecommendedAnchor>[]>(() => {
    const invite = async (row: RecommendedAnchor) => {
      if (linkId === undefined) return;
      setSending(row.anchor_uid);
      try {
        await share({ link_id: linkId, channel: ShareChannel.Im, anchor_uid: row.anchor_uid }).unwrap();
        notify.success(t("broadcaster.invite.sent", { name: row.nick_name }));
      } catch (error) {
        notify.failure(error);
      } finally {
        setSending(null);
      }
    };
    return [
      {
        id: "name",
        header: t("broadcaster.recruit.column.name"),
        hideable: false,
        width: 180,
        accessor: (row) => row.nick_name,
        cell: (row) => <bdi className="truncate font-medium">{row.nick_name}</bdi>,
      },
      { id: "bigoId", priority: 1, header: t("broadcaster.recruit.column.bigoId"), width: 150, accessor: (row) => row.bigo_id },
      { id: "country", priority: 5, header: t("broadcaster.list.column.country"), width: 140, accessor: (row) => format.region(row.country) },
      { id: "fans", priority: 3, header: t("broadcaster.invite.fans"), width: 120, align: "end", accessor: (row) => row.fans_count, cell: (row) => format.number(row.fans_count) },
      {
        id: "beans",
        priority: 2,
        header: t("broadcaster.list.column.beans"),
        width: 130,
        align: "end",
        accessor: (row) => row.beans_30d,
        cell: (row) => format.number(row.beans_30d),
      },
      {
        id: "liveDays",
        priority: 4,
        header: t("broadcaster.list.column.liveDays"),
        width: 130,
        align: "end",
        accessor: (row) => row.live_days_30d,
        cell: (row) => format.number(row.live_days_30d),
      },
      {
        id: "invite",
        header: t("broadcaster.list.column.actions"),
        width: 140,
        hideable: false,
        excludeFromExport: true,
        accessor: () => "",
        cell: (row) =>
          row.invited === 1 ? (
            <Badge tone="brand">{t("broadcaster.invite.invited")}</Badge>
          ) : (
            <Button
              size="sm"
              variant="secondary"
              loading={sending === row.anchor_uid}
              disabled={linkId === undefined || (sending !== null && sending !== row.anchor_uid)}
              onClick={() => void invite(row)}
              aria-label={t("broadcaster.invite.inviteName", { name: row.nick_name })}
            >
              {t("broadcaster.invite.invite")}
            </Button>
          ),
      },
    ];
  }, [t, format, notify, share, linkId, sending]);

  return (
    <ListTable
      caption={t("broadcaster.invite.recommendedTitle")}
      columns={columns}
      view={view}
      state={list.table}
      getRowId={(row) => row.anchor_uid}
      exportFileName="recommended-hosts"
      emptyTitle={t("broadcaster.invite.noRecommendations")}
    />
  );
}
