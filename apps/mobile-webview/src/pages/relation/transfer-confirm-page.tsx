import { useAnchorVerifyTransferMutation, useQryTransferProgressByAnchorQuery } from "@agent-portal/api-client/services/manage-anchor";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import { DescriptionList } from "@agent-portal/ui-kit/components/description-list";
import { EmptyState } from "@agent-portal/ui-kit/components/empty-state";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { TransferStatus } from "@agent-portal/api-client/enums";
import { DecisionForm } from "#shared/decision-form.tsx";
import { ProgressTimeline } from "@agent-portal/app-runtime/components/progress-timeline";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { Section } from "#shared/section.tsx";
import { DeepLinkButton } from "#shared/deep-link-button.tsx";

/** Transfer status tone: 3 completed, 4-6 ended otherwise, 1-2 under way. */
const toneOf = (status: TransferStatus) =>
  status === TransferStatus.Completed ? "success" : status === TransferStatus.WaitingAgency || status === TransferStatus.WaitingBroadcaster ? "brand" : "danger";

/**
 * AnchorTransferConfirm (`/m/transfer/:id`, `:id` = transfer_id): the broadcaster's side of a
 * transfer between agencies (manage anchor QryTransferProgressByAnchor): from which agency to
 * which, the reason, the timeline, and only while it waits for the broadcaster (status 2) the
 * answer AnchorVerifyTransfer: agree (the transfer completes, the broadcaster moves) or reject
 * with a reason. Any other state shows where it stands, no action.
 */
export default function TransferConfirmPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { id = "" } = useParams();
  const progress = useQryTransferProgressByAnchorQuery({ transfer_id: id });
  const [verify, verification] = useAnchorVerifyTransferMutation();
  const titleOf = useCallback((step: number) => t(`webview.transfer.steps.${String(Math.min(Math.max(step, 1), 3))}`), [t]);
  return (
    <QueryView query={progress} lines={6}>
      {({ progress: found }) => {
        if (found === null || found.transfer.transfer_id !== id) return <EmptyState title={t("webview.transfer.notFound")} />;
        const { transfer, steps } = found;
        return (
          <>
            <Section title={t("webview.transfer.title")} action={<Badge tone={toneOf(transfer.status)}>{t(`webview.transfer.status.${String(transfer.status)}`)}</Badge>}>
              <DescriptionList
                columns={1}
                layout="inline"
                items={[
                  { term: t("webview.transfer.from"), description: transfer.source_agent_name },
                  { term: t("webview.transfer.to"), description: transfer.target_agent_name },
                  { term: t("webview.transfer.reason"), description: transfer.reason },
                  { term: t("webview.transfer.startedOn"), description: format.date(transfer.create_time * 1000) },
                  ...(transfer.expire_time > 0 ? [{ term: t("webview.transfer.answerBy"), description: format.dateTime(transfer.expire_time * 1000) }] : []),
                ]}
              />
            </Section>
            <Section title={t("webview.common.progress")}>
              <ProgressTimeline steps={steps} label={t("webview.transfer.timeline")} titleOf={titleOf} />
            </Section>
            {transfer.status === TransferStatus.WaitingBroadcaster ? (
              <Section title={t("webview.transfer.yourAnswer")}>
                <p className="text-sm text-fg-muted">{t("webview.transfer.agreeHint", { name: transfer.target_agent_name })}</p>
                <DecisionForm
                  agreeLabel={t("webview.transfer.agree")}
                  rejectLabel={t("webview.transfer.reject")}
                  busy={verification.isLoading}
                  error={verification.error}
                  onDecide={async (agree, reason) => {
                    await verify({ transfer_id: transfer.transfer_id, agree, ...(reason === "" ? {} : { reason }) });
                  }}
                />
              </Section>
            ) : (
              <>
                <Alert tone={transfer.status === TransferStatus.Completed ? "success" : "info"}>
                  {t(`webview.transfer.outcome.${String(transfer.status)}`, { name: transfer.target_agent_name })}
                </Alert>
                <DeepLinkButton target={{ kind: "close" }}>{t("webview.deepLink.close")}</DeepLinkButton>
              </>
            )}
          </>
        );
      }}
    </QueryView>
  );
}
