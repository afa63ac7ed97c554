import { useGetInviteLinkDetailQuery, useGetInviteLinkQuery, useShareInviteLinkMutation } from "@agent-portal/api-client/services/live-agent-front";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { StatCard } from "@agent-portal/ui-kit/components/stat-card";
import { useTranslation } from "react-i18next";
import { ShareChannel } from "@agent-portal/api-client/enums";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { CopyLink } from "#shared/share/copy-link.tsx";

/**
 * The agency's invite link (live_agent_front GetInviteLink: the current one, created when none is
 * valid) with Copy; a copy is recorded as a share (ShareInviteLink, channel 1 copied), and the
 * link's counters (GetInviteLinkDetail: visits, shares, invitations and applications, accepted).
 */
export function InviteLinkPanel() {
  const { t } = useTranslation();
  const format = useFormatters();
  const link = useGetInviteLinkQuery();
  const detail = useGetInviteLinkDetailQuery(link.data ? { link_id: link.data.link_id } : {});
  const [share] = useShareInviteLinkMutation();
  return (
    <section aria-labelledby="invite-link-title" className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4">
      <h2 id="invite-link-title" className="text-base font-semibold text-fg">
        {t("broadcaster.invite.linkTitle")}
      </h2>
      <QueryView query={link} lines={2}>
        {(current) => (
          <CopyLink
            label={t("broadcaster.invite.linkLabel")}
            url={current.url}
            hint={t("broadcaster.invite.linkHint", { date: format.date(current.expire_time * 1000) })}
            onCopied={() => void share({ link_id: current.link_id, channel: ShareChannel.Copied })}
          />
        )}
      </QueryView>
      {detail.data && (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <StatCard label={t("broadcaster.invite.visits")} value={format.number(detail.data.visit_count)} />
          <StatCard label={t("broadcaster.invite.shares")} value={format.number(detail.data.share_count)} />
          <StatCard label={t("broadcaster.invite.invites")} value={format.number(detail.data.invite_count)} />
          <StatCard label={t("broadcaster.invite.accepted")} value={format.number(detail.data.accepted_count)} />
        </div>
      )}
    </section>
  );
}
