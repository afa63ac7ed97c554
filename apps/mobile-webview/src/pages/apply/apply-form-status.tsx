import { useGetOssOpenRegionQuery } from "@agent-portal/api-client/services/live-agent-front-agent";
import { useUserGetApplicationStateQuery } from "@agent-portal/api-client/services/union-oss-apply";
import { pathOf } from "@agent-portal/permissions/route-path";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { useLazyModule } from "@agent-portal/app-runtime/use-lazy-module";
import { useDeferredValue } from "react";
import { useTranslation } from "react-i18next";
import { AgentApplyStatus } from "@agent-portal/api-client/enums";
import { LinkButton } from "#shared/link-button.tsx";
import { LoadingLines, QueryView } from "#shared/query-view.tsx";
import { Section } from "#shared/section.tsx";
import { useNow } from "#shared/use-now.ts";

/** The form's module (react-hook-form, the resolver, the fields): its own chunk, off the first paint (the page fetches it early). */
export const loadApplyForm = () => import("./apply-form.tsx");

/**
 * The form, mounted in a transition once the answers are in (skeleton lines first): its render
 * (react-hook-form, the fields, the country names) runs in slices that yield to the browser
 * instead of one long task.
 */
function DeferredApplyForm({ countries }: { countries: readonly string[] }) {
  const ready = useDeferredValue(true, false);
  const form = useLazyModule(loadApplyForm);
  if (!ready || form === null) return <LoadingLines lines={4} />;
  return <form.ApplyForm countries={countries} />;
}

/**
 * The part of apply-form that reads the store (its own chunk, rendered by the page inside
 * `StoreGate` once its introduction has painted): the caller's latest application (union_oss
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
              <Alert tone="info">{t(application.status === AgentApplyStatus.KycNeeded ? "webview.applyForm.openKyc" : "webview.applyForm.openReview", { name: application.agency_name })}</Alert>
              <LinkButton to={application.status === AgentApplyStatus.KycNeeded ? `${pathOf("AgentCertifyForm")}?apply_id=${encodeURIComponent(application.apply_id)}` : `${pathOf("ApplyProcess")}?apply_id=${encodeURIComponent(application.apply_id)}`}>
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
              {({ countries }) => <DeferredApplyForm countries={countries} />}
            </QueryView>
          </Section>
        );
      }}
    </QueryView>
  );
}
