import { useProxyApplyMutation, useQryProxyRecruitProgressQuery } from "@agent-portal/api-client/services/recruit-proxy";
import { useGetOssOpenRegionQuery } from "@agent-portal/api-client/services/live-agent-front-agent";
import { BASE_PATH } from "@agent-portal/permissions/route-path";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import { Button } from "@agent-portal/ui-kit/components/button";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Input } from "@agent-portal/ui-kit/components/input";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { ProxyApplyStatus } from "@agent-portal/api-client/enums";
import { apiErrorMessage } from "@agent-portal/app-runtime/errors/api-error-message";
import { LinkButton } from "#shared/link-button.tsx";
import { ProgressTimeline } from "@agent-portal/app-runtime/components/progress-timeline";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { Section } from "#shared/section.tsx";
import { subAgentStatusKey, subAgentStepTitleKey } from "#shared/sub-agent-steps.ts";
import { SubAgentInfoForm } from "./sub-agent-info-form.tsx";

/**
 * SubAgentApply (`/m/sub-agent-apply`): becoming a sub-agent of an agency (recruit proxy), in two
 * steps: the parent agency owner's Bigo ID (ProxyApply), then the applicant's info
 * (ProxyCommitInfo); then the timeline (QryProxyRecruitProgress): the agency may deny it within
 * 3 days, then operators review it. A denied or expired application can be started again.
 */
export default function SubAgentApplyPage() {
  const { t } = useTranslation();
  const progress = useQryProxyRecruitProgressQuery();
  const regions = useGetOssOpenRegionQuery();
  const [apply, applying] = useProxyApplyMutation();
  const [parent, setParent] = useState("");
  const [parentError, setParentError] = useState<string | null>(null);
  const [again, setAgain] = useState(false);
  const titleOf = useCallback((step: number) => t(subAgentStepTitleKey(step)), [t]);

  const start = async () => {
    if (parent.trim() === "") {
      setParentError(t("webview.subAgent.errors.parentRequired"));
      return;
    }
    setParentError(null);
    const result = await apply({ parent_bigo_id: parent.trim() });
    if (result.error !== undefined) setParentError(apiErrorMessage(t, result.error));
    else setAgain(false);
  };

  const startForm = (
    <Section title={t("webview.subAgent.startTitle")}>
      <p className="text-sm text-fg-muted">{t("webview.subAgent.startHint")}</p>
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void start();
        }}
      >
        <FormField label={t("webview.subAgent.parentBigoId")} error={parentError ?? undefined} required>
          {(control) => <Input {...control} value={parent} maxLength={32} inputSize="lg" autoCapitalize="none" onChange={(event) => setParent(event.target.value)} />}
        </FormField>
        <Button type="submit" size="lg" className="w-full" loading={applying.isLoading}>
          {t("webview.subAgent.start")}
        </Button>
      </form>
    </Section>
  );

  return (
    <QueryView query={progress} lines={5}>
      {({ application }) => {
        if (application === null || again) return startForm;
        return (
          <>
            <Section
              title={application.parent_agent_name}
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
              <ProgressTimeline steps={application.steps} label={t("webview.subAgent.progress")} titleOf={titleOf} />
            </Section>
            {application.status === ProxyApplyStatus.InfoNeeded && (
              <Section title={t("webview.subAgent.infoTitle")}>
                <QueryView query={regions} lines={4}>
                  {({ countries }) => <SubAgentInfoForm applyId={application.apply_id} countries={countries} />}
                </QueryView>
              </Section>
            )}
            {(application.status === ProxyApplyStatus.WaitingAgency || application.status === ProxyApplyStatus.OperatorReview) && (
              <Alert tone="info">{t(`webview.subAgent.waiting.${String(application.status)}`)}</Alert>
            )}
            {application.status === ProxyApplyStatus.Approved && (
              <>
                <Alert tone="success">{t("webview.subAgent.approved")}</Alert>
                <LinkButton to={`${BASE_PATH}/`} reloadDocument>
                  {t("webview.applyProcess.openPortal")}
                </LinkButton>
              </>
            )}
            {(application.status === ProxyApplyStatus.Denied || application.status === ProxyApplyStatus.Expired) && (
              <>
                {application.deny_reason !== "" && <Alert tone="warning">{t("webview.subAgent.deniedBecause", { reason: application.deny_reason })}</Alert>}
                <Button size="lg" variant="secondary" className="w-full" onClick={() => setAgain(true)}>
                  {t("webview.subAgent.applyAgain")}
                </Button>
              </>
            )}
          </>
        );
      }}
    </QueryView>
  );
}
