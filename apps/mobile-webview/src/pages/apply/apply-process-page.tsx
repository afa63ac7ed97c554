import { useUserGetApplicationRecordQuery, useUserGetApplicationStateQuery } from "@agent-portal/api-client/services/union-oss-apply";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { BASE_PATH, pathOf } from "@agent-portal/permissions/route-path";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import { EmptyState } from "@agent-portal/ui-kit/components/empty-state";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { AgentApplyStatus } from "@agent-portal/api-client/enums";
import { LinkButton } from "#shared/link-button.tsx";
import { ProgressTimeline } from "@agent-portal/app-runtime/components/progress-timeline";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { Section } from "#shared/section.tsx";
import { useNow } from "#shared/use-now.ts";
import { agentStatusKey, agentStatusTone, agentStepTitleKey } from "./application-steps.ts";

/**
 * apply-process (SPEC section 2, ApplyProcess): the applicant's agent application (`?apply_id=`,
 * else the latest; union_oss userGetApplicationState) with its timeline, and what the applicant
 * can do now: verify the identity (status 1), wait (2), open the portal (3, the desktop site), or
 * read why it was rejected and when to apply again (4). Earlier applications below
 * (userGetApplicationRecord).
 */
export default function ApplyProcessPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const [params] = useSearchParams();
  const applyId = params.get("apply_id");
  const state = useUserGetApplicationStateQuery(applyId === null ? {} : { apply_id: applyId });
  const records = useUserGetApplicationRecordQuery({ page: 1, page_size: 20 });
  const now = useNow();
  const titleOf = useCallback((step: number) => t(agentStepTitleKey(step)), [t]);

  return (
    <>
      {params.get("submitted") === "1" && <Alert tone="success">{t("webview.applyProcess.submitted")}</Alert>}
      <QueryView query={state} lines={6}>
        {({ application }) =>
          application === null ? (
            <EmptyState title={t("webview.applyProcess.none")} action={<LinkButton to={pathOf("ApplyForm")}>{t("webview.applyProcess.applyNow")}</LinkButton>} />
          ) : (
            <Section title={application.agency_name} action={<Badge tone={agentStatusTone(application.status)}>{t(agentStatusKey(application.status))}</Badge>}>
              <p className="text-sm text-fg-muted">{t("webview.applyProcess.createdOn", { date: format.date(application.create_time * 1000) })}</p>
              <ProgressTimeline steps={application.steps} label={t("webview.applyProcess.timeline")} titleOf={titleOf} />
              {application.status === AgentApplyStatus.KycNeeded && (
                <LinkButton to={`${pathOf("AgentCertifyForm")}?apply_id=${encodeURIComponent(application.apply_id)}`}>{t("webview.applyForm.continueKyc")}</LinkButton>
              )}
              {application.status === AgentApplyStatus.UnderReview && <Alert tone="info">{t("webview.applyProcess.underReview")}</Alert>}
              {application.status === AgentApplyStatus.Approved && (
                <>
                  <Alert tone="success">{t("webview.applyProcess.approved")}</Alert>
                  <LinkButton to={`${BASE_PATH}/`} reloadDocument>
                    {t("webview.applyProcess.openPortal")}
                  </LinkButton>
                </>
              )}
              {application.status === AgentApplyStatus.Rejected && (
                <>
                  <Alert tone="warning">
                    {application.reject_reason === "" ? t("webview.applyProcess.rejected") : t("webview.applyProcess.rejectedBecause", { reason: application.reject_reason })}
                  </Alert>
                  {application.can_reapply_time * 1000 > now ? (
                    <p className="text-sm text-fg-muted">{t("webview.applyProcess.reapplyFrom", { date: format.date(application.can_reapply_time * 1000) })}</p>
                  ) : (
                    <LinkButton to={pathOf("ApplyForm")}>{t("webview.applyProcess.applyAgain")}</LinkButton>
                  )}
                </>
              )}
            </Section>
          )
        }
      </QueryView>
      <QueryView query={records} lines={2}>
        {({ list }) =>
          list.length > 1 ? (
            <Section title={t("webview.applyProcess.history")}>
              <ul className="flex flex-col divide-y divide-border">
                {list.map((item) => (
                  <li key={item.apply_id} className="flex min-h-11 items-center justify-between gap-2 py-2">
                    <span className="min-w-0 truncate text-sm text-fg">
                      {item.agency_name} · <span className="text-fg-muted">{format.date(item.create_time * 1000)}</span>
                    </span>
                    <Badge tone={agentStatusTone(item.status)}>{t(agentStatusKey(item.status))}</Badge>
                  </li>
                ))}
              </ul>
            </Section>
          ) : null
        }
      </QueryView>
    </>
  );
}
