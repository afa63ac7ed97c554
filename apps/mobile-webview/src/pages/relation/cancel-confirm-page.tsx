import { useAnchorVerifyCancelMutation, useQryCancelProgressByAnchorQuery } from "@agent-portal/api-client/services/manage-anchor-cancel";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import { DescriptionList } from "@agent-portal/ui-kit/components/description-list";
import { EmptyState } from "@agent-portal/ui-kit/components/empty-state";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { CancellationStatus } from "@agent-portal/api-client/enums";
import { DecisionForm } from "#shared/decision-form.tsx";
import { ProgressTimeline } from "@agent-portal/app-runtime/components/progress-timeline";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { Section } from "#shared/section.tsx";
import { DeepLinkButton } from "#shared/deep-link-button.tsx";

/**
 * AnchorCancelConfirm (`/m/cancel/:id`, `:id` = cancel_id): the broadcaster's answer to an agency
 * terminating the contract (manage anchor QryCancelProgressByAnchor): the agency, the reason, the
 * timeline and, only while it waits for the broadcaster (status 1), AnchorVerifyCancel: agree
 * (the contract ends) or reject with a reason.
 */
export default function CancelConfirmPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { id = "" } = useParams();
  const progress = useQryCancelProgressByAnchorQuery({ cancel_id: id });
  const [verify, verification] = useAnchorVerifyCancelMutation();
  const titleOf = useCallback((step: number) => t(`webview.cancel.steps.${String(Math.min(Math.max(step, 1), 2))}`), [t]);
  return (
    <QueryView query={progress} lines={6}>
      {({ progress: found }) => {
        if (found === null || found.cancellation.cancel_id !== id) return <EmptyState title={t("webview.cancel.notFound")} />;
        const { cancellation, steps } = found;
        return (
          <>
            <Section
              title={t("webview.cancel.title")}
              action={
                <Badge tone={cancellation.status === CancellationStatus.WaitingBroadcaster ? "brand" : cancellation.status === CancellationStatus.Completed ? "danger" : "neutral"}>
                  {t(`webview.cancel.status.${String(cancellation.status)}`)}
                </Badge>
              }
            >
              <DescriptionList
                columns={1}
                layout="inline"
                items={[
                  { term: t("webview.cancel.agency"), description: cancellation.agent_name },
                  { term: t("webview.cancel.reasonType"), description: t(`webview.cancel.reasons.${String(cancellation.reason_type)}`) },
                  { term: t("webview.transfer.reason"), description: cancellation.reason },
                  { term: t("webview.transfer.startedOn"), description: format.date(cancellation.create_time * 1000) },
                  ...(cancellation.expire_time > 0 ? [{ term: t("webview.transfer.answerBy"), description: format.dateTime(cancellation.expire_time * 1000) }] : []),
                ]}
              />
            </Section>
            <Section title={t("webview.common.progress")}>
              <ProgressTimeline steps={steps} label={t("webview.cancel.timeline")} titleOf={titleOf} />
            </Section>
            {cancellation.status === CancellationStatus.WaitingBroadcaster ? (
              <Section title={t("webview.transfer.yourAnswer")}>
                <p className="text-sm text-fg-muted">{t("webview.cancel.agreeHint", { name: cancellation.agent_name })}</p>
                <DecisionForm
                  agreeLabel={t("webview.cancel.agree")}
                  rejectLabel={t("webview.cancel.reject")}
                  busy={verification.isLoading}
                  error={verification.error}
                  onDecide={async (agree, reason) => {
                    await verify({ cancel_id: cancellation.cancel_id, agree, ...(reason === "" ? {} : { reason }) });
                  }}
                />
              </Section>
            ) : (
              <>
                <Alert tone="info">{t(`webview.cancel.outcome.${String(cancellation.status)}`)}</Alert>
                <DeepLinkButton target={{ kind: "close" }}>{t("webview.deepLink.close")}</DeepLinkButton>
              </>
            )}
          </>
        );
      }}
    </QueryView>
  );
}
