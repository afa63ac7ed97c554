import { subAgentApplicationSteps } from "@agent-portal/api-client/contract/progress-steps";
import { useAgentDenyApplyMutation } from "@agent-portal/api-client/services/union-oss-apply";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import { DescriptionList } from "@agent-portal/ui-kit/components/description-list";
import { EmptyState } from "@agent-portal/ui-kit/components/empty-state";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { ProxyApplyStatus } from "@agent-portal/api-client/enums";
import { DecisionForm } from "#shared/decision-form.tsx";
import { ProgressTimeline } from "@agent-portal/app-runtime/components/progress-timeline";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { Section } from "#shared/section.tsx";
import { subAgentStatusKey, subAgentStepTitleKey } from "#shared/sub-agent-steps.ts";
import { useSubAgentApplication } from "./use-sub-agent-application.ts";

/**
 * apply-progress-mobile/{id} (SPEC section 2, ApplyProgressMobile; ModifySubAccount 3 as the
 * desktop apply-progress/{id}): the agency's view of one sub-agent application in the app's
 * layout: the applicant, the timeline, and, while it waits for the agency (status 2), the one
 * action the state allows: deny it with a reason (union_oss agentDenyApply). Same slice as the
 * desktop page (agentPullApplyList).
 */
export default function ApplyProgressMobilePage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { id = "" } = useParams();
  const { query, row } = useSubAgentApplication(id);
  const [deny, denial] = useAgentDenyApplyMutation();
  const titleOf = useCallback((step: number) => t(subAgentStepTitleKey(step)), [t]);
  return (
    <QueryView query={{ ...query, data: row === undefined ? undefined : row }} lines={6}>
      {(application) =>
        application === null ? (
          <EmptyState title={t("webview.subAgent.notFound")} />
        ) : (
          <>
            <Section
              title={application.nick_name || application.name}
              action={
                <Badge
                  tone={
                    application.status === ProxyApplyStatus.Approved
                      ? "success"
                      : application.status === ProxyApplyStatus.Denied || application.status === ProxyApplyStatus.Expired
                        ? "danger"
                        : "brand"
                  }
                >
                  {t(subAgentStatusKey(application.status))}
                </Badge>
              }
            >
              <DescriptionList
                columns={1}
                layout="inline"
                items={[
                  { term: t("webview.subAgent.bigoId"), description: <bdi>{application.bigo_id}</bdi> },
                  { term: t("webview.subAgent.name"), description: application.name },
                  { term: t("webview.applyForm.country"), description: format.region(application.country) },
                  { term: t("webview.applyForm.teamSize"), description: format.number(application.team_size) },
                  { term: t("webview.subAgent.appliedOn"), description: format.date(application.create_time * 1000) },
                  { term: t("webview.applyForm.experience"), description: application.experience },
                ]}
              />
            </Section>
            <Section title={t("webview.subAgent.progress")}>
              <ProgressTimeline steps={subAgentApplicationSteps(application)} label={t("webview.subAgent.progress")} titleOf={titleOf} />
            </Section>
            {application.status === ProxyApplyStatus.WaitingAgency && (
              <Section title={t("webview.subAgent.decide")}>
                <p className="text-sm text-fg-muted">{t("webview.subAgent.decideHint")}</p>
                <DecisionForm
                  rejectOnly
                  rejectLabel={t("webview.subAgent.deny")}
                  reasonRequired
                  busy={denial.isLoading}
                  error={denial.error}
                  onDecide={async (_agree, reason) => {
                    await deny({ apply_id: application.apply_id, reason });
                  }}
                />
              </Section>
            )}
            {application.status === ProxyApplyStatus.Denied && application.deny_reason !== "" && (
              <Alert tone="warning">{t("webview.subAgent.deniedBecause", { reason: application.deny_reason })}</Alert>
            )}
          </>
        )
      }
    </QueryView>
  );
}
