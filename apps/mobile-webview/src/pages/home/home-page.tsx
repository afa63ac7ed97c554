import { useGetAnchorSignDetailQuery } from "@agent-portal/api-client/services/live-agent-front-contract";
import { useGetKycEntranceQuery } from "@agent-portal/api-client/services/live-agent-front-kyc";
import { useCheckInviteEntranceQuery } from "@agent-portal/api-client/services/live-agent-front-invite";
import { useQryCancelProgressByAnchorQuery } from "@agent-portal/api-client/services/manage-anchor-cancel";
import { useQryTransferProgressByAnchorQuery } from "@agent-portal/api-client/services/manage-anchor";
import { useUserGetApplicationStateQuery } from "@agent-portal/api-client/services/union-oss-apply";
import { pathOf } from "@agent-portal/permissions/route-path";
import { ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CancellationStatus, SignStatus, TransferStatus } from "@agent-portal/api-client/enums";
import { Section } from "#shared/section.tsx";
import { HomeStanding } from "./home-standing.tsx";

/** One entrance of the home page: a 44 px+ row linking to a page, with a status line. */
function Entry({ to, title, status }: { to: string; title: string; status?: ReactNode }) {
  return (
    <li>
      <Link to={to} className="flex min-h-14 items-center gap-3 rounded-md px-2 py-2 hover:bg-surface-sunken">
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="text-base font-medium text-fg">{title}</span>
          {status !== undefined && <span className="text-sm text-fg-muted">{status}</span>}
        </span>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-fg-muted rtl:-scale-x-100" />
      </Link>
    </li>
  );
}

/**
 * MobileHome (`/m`): the webview's start page for broadcasters and would-be agents: what waits
 * for them (a transfer or cancellation to answer, a contract to confirm, pending invitations) and
 * the broadcaster's standing (their contract, a recruitment going on: `HomeStanding`) and the
 * entrances (identity check with its status, the agent application, applying to an agency, the
 * sub-agent application, the invite-a-friend activity, the broadcaster's payment details, their own live data and the
 * game live-data activity 74338).
 */
export default function HomePage() {
  const { t } = useTranslation();
  const transfer = useQryTransferProgressByAnchorQuery();
  const cancel = useQryCancelProgressByAnchorQuery();
  const sign = useGetAnchorSignDetailQuery();
  const invites = useCheckInviteEntranceQuery();
  const kyc = useGetKycEntranceQuery();
  const application = useUserGetApplicationStateQuery();
  const pendingTransfer = transfer.data?.progress?.transfer.status === TransferStatus.WaitingBroadcaster ? transfer.data.progress.transfer : null;
  const pendingCancel = cancel.data?.progress?.cancellation.status === CancellationStatus.WaitingBroadcaster ? cancel.data.progress.cancellation : null;
  const waitingSign = sign.data?.sign?.status === SignStatus.Waiting ? sign.data.sign : null;
  const todo = [
    pendingTransfer && (
      <Entry
        key="transfer"
        to={pathOf("AnchorTransferConfirm", { id: pendingTransfer.transfer_id })}
        title={t("webview.home.transferWaiting")}
        status={pendingTransfer.target_agent_name}
      />
    ),
    pendingCancel && (
      <Entry key="cancel" to={pathOf("AnchorCancelConfirm", { id: pendingCancel.cancel_id })} title={t("webview.home.cancelWaiting")} status={pendingCancel.agent_name} />
    ),
    waitingSign && <Entry key="sign" to={pathOf("AnchorContractConfirm", { id: waitingSign.sign_id })} title={t("webview.home.contractWaiting")} status={waitingSign.agent_name} />,
  ].filter(Boolean);
  const app = application.data?.application ?? null;
  return (
    <>
      {todo.length > 0 && (
        <Section title={t("webview.home.waiting")}>
          <ul className="flex flex-col">{todo}</ul>
        </Section>
      )}
      <HomeStanding />
      <Section title={t("webview.home.entrances")}>
        <ul className="flex flex-col">
          {kyc.data?.show !== 0 && (
            <Entry to={pathOf("AgentCertifyForm")} title={t("webview.home.kyc")} status={kyc.data ? t(`webview.kyc.status.${String(kyc.data.status)}`) : undefined} />
          )}
          <Entry
            to={app === null ? pathOf("ApplyForm") : `${pathOf("ApplyProcess")}?apply_id=${encodeURIComponent(app.apply_id)}`}
            title={t("webview.home.agentApplication")}
            status={app === null ? t("webview.home.agentApplicationHint") : t(`webview.applyProcess.status.${String(app.status)}`)}
          />
          <Entry
            to={pathOf("AnchorApplyAgency")}
            title={t("webview.home.joinAgency")}
            status={
              invites.data !== undefined && invites.data.pending_count > 0
                ? t("webview.applyAgency.pendingInvitations", { total: String(invites.data.pending_count) })
                : t("webview.home.joinAgencyHint")
            }
          />
          <Entry to={pathOf("SubAgentApply")} title={t("webview.home.subAgent")} status={t("webview.home.subAgentHint")} />
          <Entry to={pathOf("ActivityInvite")} title={t("webview.home.activity")} status={t("webview.home.activityHint")} />
          <Entry to={pathOf("AnchorPaymentDetails")} title={t("webview.home.payment")} status={t("webview.home.paymentHint")} />
          <Entry to={pathOf("AnchorLiveData")} title={t("webview.home.liveData")} status={t("webview.home.liveDataHint")} />
          <Entry to={pathOf("Activity74338")} title={t("webview.home.act74338")} status={t("webview.home.act74338Hint")} />
        </ul>
      </Section>
    </>
  );
}
