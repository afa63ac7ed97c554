import { useGetOssOpenRegionQuery } from "@agent-portal/api-client/services/live-agent-front-agent";
import { useUserGetApplicationStateQuery } from "@agent-portal/api-client/services/union-oss-apply";
import { pathOf } from "@agent-portal/permissions/route-path";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { lazyPart } from "@agent-portal/app-runtime/routes/lazy-part";
import { useTranslation } from "react-i18next";
import { AgentApplyStatus } from "@agent-portal/api-client/enums";
import { LinkButton } from "#shared/link-button.tsx";
import { LoadingLines, QueryView } from "@agent-portal/app-runtime/components/query-view";
import { Section } from "#shared/section.tsx";
import { useNow } from "#shared/use-now.ts";

/** The form (react-hook-form, the resolver, the fields): its own chunk. */
const ApplyForm = lazyPart(() => import("./apply-form.tsx").then((module) => ({ default: module.ApplyForm })));

/**
 * The part of apply-form that reads the store (a `lazyPart` of the page): the caller's latest application (union_oss
 * userGetApplicationState) decides what shows. An open one (1 KYC needed, 2 under review) is
 * continued instead, an approved one says so, a rejected one still in its 30 days goes to the
 * apply-failed page; otherwise the form, with GetOssOpenRegion's countries.
 */
export default function ApplyFormStatus() {
  const { t } = useTranslation();
  const state = useUserGetApplicationStateQuery();
  const regions = useGetOssOpenRegionQuery();
  const now = useNow();
  return (
    <QueryView query={state} lines={5}>
      {({ application }) => {
        if (application?.status === AgentApplyStatus.KycNeeded || application?.status === AgentApplyStatus.UnderReview) {
          return (
            <Section title={t("webview.applyForm.openTitle")}>
              <Alert tone="info">
                {t(application.status === AgentApplyStatus.KycNeeded ? "webview.applyForm.openKyc" : "webview.applyForm.openReview", { name: application.agency_name })}
              </Alert>
              <LinkButton
                to={
                  application.status === AgentApplyStatus.KycNeeded
                    ? `${pathOf("AgentCertifyForm")}?apply_id=${encodeURIComponent(application.apply_id)}`
                    : `${pathOf("ApplyProcess")}?apply_id=${encodeURIComponent(application.apply_id)}`
                }
              >
                {application.status === AgentApplyStatus.KycNeeded ? t("webview.applyForm.continueKyc") : t("webview.applyForm.viewProgress")}
              </LinkButton>
            </Section>
          );
        }
        if (application?.status === AgentApplyStatus.Approved) return <Alert tone="success">{t("webview.applyForm.approved", { name: application.agency_name })}</Alert>;
        const waiting = application?.status === AgentApplyStatus.Rejected && application.can_reapply_time * 1000 > now;
        if (waiting) {
          return (
            <Section title={t("webview.applyForm.rejectedTitle")}>
              <Alert tone="warning">{t("webview.applyForm.rejected")}</Alert>
              <LinkButton to={pathOf("ApplyNoPermission")} variant="secondary">
                {t("webview.applyForm.whyRejected")}
              </LinkButton>
            </Section>
          );
        }
        return (
          <Section title={t("webview.applyForm.title")}>
            <QueryView query={regions} lines={4}>
              {({ countries }) => <ApplyForm countries={countries} fallback={<LoadingLines lines={4} />} />}
            </QueryView>
          </Section>
        );
      }}
    </QueryView>
  );
}
