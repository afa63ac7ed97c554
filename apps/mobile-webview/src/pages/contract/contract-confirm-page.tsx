import { ContractConfirmErrorCode } from "@agent-portal/api-client/contract/live-agent-portal-kyc";
import { useGetAnchorSignDetailQuery, useGetAnchorSignProgressQuery } from "@agent-portal/api-client/services/live-agent-front-contract";
import { useAnchorConfirmContractMutation } from "@agent-portal/api-client/services/live-agent-portal-kyc";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { pathOf } from "@agent-portal/permissions/route-path";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import { DescriptionList } from "@agent-portal/ui-kit/components/description-list";
import { EmptyState } from "@agent-portal/ui-kit/components/empty-state";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { SignStatus, SignType } from "@agent-portal/api-client/enums";
import { businessCodeOf } from "@agent-portal/app-runtime/errors/api-error-message";
import { DecisionForm } from "#shared/decision-form.tsx";
import { LinkButton } from "#shared/link-button.tsx";
import { ProgressTimeline } from "@agent-portal/app-runtime/components/progress-timeline";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { Section } from "#shared/section.tsx";
import { DeepLinkButton } from "#shared/deep-link-button.tsx";

/**
 * AnchorContractConfirm (`/m/contract/:id`, `:id` = sign_id): a contract an agency offers the
 * broadcaster, new (after an invitation or recruitment) or a renewal (live_agent_front
 * GetAnchorSignDetail, GetAnchorSignProgress): the terms, the timeline, and only while it waits
 * for the broadcaster (status 1) live_agent_portal anchorConfirmContract: confirm, or decline with
 * a reason. 35103 (KYC needed first) offers the identity check.
 */
export default function ContractConfirmPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { id = "" } = useParams();
  const detail = useGetAnchorSignDetailQuery({ sign_id: id });
  const progress = useGetAnchorSignProgressQuery({ sign_id: id });
  const [confirm, confirmation] = useAnchorConfirmContractMutation();
  const titleOf = useCallback((step: number) => t(`webview.contract.steps.${String(Math.min(Math.max(step, 1), 3))}`), [t]);
  const kycNeeded = businessCodeOf(confirmation.error) === ContractConfirmErrorCode.KycRequired;
  return (
    <QueryView query={detail} lines={8}>
      {({ sign }) => {
        if (sign === null) return <EmptyState title={t("webview.contract.notFound")} />;
        return (
          <>
            <Section
              title={sign.agent_name}
              action={
                <Badge tone={sign.status === SignStatus.Confirmed ? "success" : sign.status === SignStatus.Waiting ? "brand" : "neutral"}>
                  {t(`webview.contract.status.${String(sign.status)}`)}
                </Badge>
              }
            >
              <p className="text-sm text-fg-muted">{t(sign.sign_type === SignType.Renewal ? "webview.contract.renewal" : "webview.contract.new")}</p>
              <DescriptionList
                columns={1}
                layout="inline"
                items={[
                  { term: t("webview.contract.durationMonths"), description: format.number(sign.duration_months) },
                  { term: t("webview.contract.period"), description: `${format.date(sign.start_time * 1000)} – ${format.date(sign.end_time * 1000)}` },
                  { term: t("webview.contract.share"), description: format.percent(sign.share_ratio_bp / 10_000) },
                  { term: t("webview.contract.baseSalary"), description: sign.base_salary_cents > 0 ? format.number(sign.base_salary_cents / 100) : t("webview.contract.none") },
                  { term: t("webview.contract.minLiveDays"), description: format.number(sign.min_live_days) },
                  { term: t("webview.contract.minLiveHours"), description: format.number(sign.min_live_hours) },
                  ...(sign.status === SignStatus.Waiting ? [{ term: t("webview.transfer.answerBy"), description: format.dateTime(sign.expire_time * 1000) }] : []),
                ]}
              />
              {sign.terms_text !== "" && (
                <details className="rounded-md border border-border p-3">
                  <summary className="min-h-11 cursor-pointer content-center text-sm font-medium text-fg">{t("webview.contract.terms")}</summary>
                  {sign.terms_text
                    .split("\n")
                    .filter(Boolean)
                    .map((paragraph, index) => (
                      <p key={index} className="mt-2 text-sm text-fg-muted">
                        {paragraph}
                      </p>
                    ))}
                </details>
              )}
            </Section>
            <QueryView query={progress} lines={3}>
              {({ steps }) => (
                <Section title={t("webview.common.progress")}>
                  <ProgressTimeline steps={steps} label={t("webview.contract.timeline")} titleOf={titleOf} />
                </Section>
              )}
            </QueryView>
            {sign.status === SignStatus.Waiting ? (
              <Section title={t("webview.transfer.yourAnswer")}>
                {kycNeeded && <LinkButton to={pathOf("AgentCertifyForm")}>{t("webview.invite.verifyIdentity")}</LinkButton>}
                <DecisionForm
                  agreeLabel={t("webview.contract.confirm")}
                  rejectLabel={t("webview.contract.decline")}
                  busy={confirmation.isLoading}
                  error={confirmation.error}
                  onDecide={async (agree, reason) => {
                    await confirm({ sign_id: sign.sign_id, agree, ...(reason === "" ? {} : { reason }) });
                  }}
                />
              </Section>
            ) : (
              <>
                <Alert tone={sign.status === SignStatus.Confirmed ? "success" : "info"}>{t(`webview.contract.outcome.${String(sign.status)}`, { name: sign.agent_name })}</Alert>
                <DeepLinkButton target={{ kind: "close" }}>{t("webview.deepLink.close")}</DeepLinkButton>
              </>
            )}
          </>
        );
      }}
    </QueryView>
  );
}
