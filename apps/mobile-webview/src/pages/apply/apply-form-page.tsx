import { useGetOssOpenRegionQuery } from "@agent-portal/api-client/services/live-agent-front-agent";
import { useUserGetApplicationStateQuery } from "@agent-portal/api-client/services/union-oss-apply";
import { pathOf } from "@agent-portal/permissions/route-path";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Skeleton } from "@agent-portal/ui-kit/components/skeleton";
import { Suspense, lazy, useDeferredValue, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LinkButton } from "#shared/link-button.tsx";
import { QueryView } from "#shared/query-view.tsx";
import { Section } from "#shared/section.tsx";
import { useNow } from "#shared/use-now.ts";
import { useAfterFirstPaint } from "@agent-portal/app-runtime/after-paint";
import { useFormatters } from "@agent-portal/i18n/use-formatters";

/** The form's module (react-hook-form, the resolver, the fields): its own chunk, off the first paint. */
const loadApplyForm = () => import("./apply-form.tsx").then((module) => ({ default: module.ApplyForm }));
const ApplyForm = lazy(loadApplyForm);

/** Stands in for the form while its chunk loads: the same skeleton lines as the queries' loading state. */
function FormSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" aria-label={t("common.loading")} role="status" className="flex flex-col gap-3">
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} className={index === 0 ? "h-6 w-2/3" : "h-4 w-full"} />
      ))}
    </div>
  );
}

/**
 * The form, mounted in a transition once the answers are in (a skeleton first): its render
 * (react-hook-form, the fields, the country names) runs in slices that yield to the browser
 * instead of one long task.
 */
function DeferredApplyForm({ countries }: { countries: readonly string[] }) {
  const ready = useDeferredValue(true, false);
  if (!ready) return <FormSkeleton />;
  return (
    <Suspense fallback={<FormSkeleton />}>
      <ApplyForm countries={countries} />
    </Suspense>
  );
}

/**
 * apply-form (SPEC section 2, ApplyForm): apply to become an agent. The introduction renders at
 * once; the form waits for the caller's latest application (union_oss userGetApplicationState):
 * an open one (1 KYC needed, 2 under review) is continued instead, an approved one says so, a
 * rejected one still in its 30 days goes to the apply-failed page. Countries are
 * GetOssOpenRegion's. The calls and the form's own chunk (react-hook-form) start once the
 * introduction has painted, and the chunk downloads while the calls run (issue 9 Lighthouse target);
 * meanwhile the country names are built, in a task of their own.
 */
export default function ApplyFormPage() {
  const { t } = useTranslation();
  // The introduction paints first; the calls and the form's chunk start once it has.
  const painted = useAfterFirstPaint();
  const state = useUserGetApplicationStateQuery(undefined, { skip: !painted });
  const regions = useGetOssOpenRegionQuery(undefined, { skip: !painted });
  const now = useNow();
  const format = useFormatters();
  useEffect(() => {
    // Fetch the form's chunk in parallel with the two calls; a failure shows when it renders.
    if (painted) loadApplyForm().catch(() => undefined);
  }, [painted]);
  // The country list's names, built in a task of their own while the calls run (not inside the form's render).
  useEffect(() => (painted ? format.prepareRegions() : undefined), [painted, format]);
  return (
    <>
      <p className="text-base text-fg">{t("webview.applyForm.intro")}</p>
      <p className="text-sm text-fg-muted">
        {t("webview.applyForm.policyHint")}{" "}
        <Link to={pathOf("AgentContact")} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-4">
          {t("webview.applyForm.policyLink")}
        </Link>
      </p>
      <QueryView query={state} lines={5}>
        {({ application }) => {
          if (application?.status === 1 || application?.status === 2) {
            return (
              <Section title={t("webview.applyForm.openTitle")}>
                <Alert tone="info">{t(application.status === 1 ? "webview.applyForm.openKyc" : "webview.applyForm.openReview", { name: application.agency_name })}</Alert>
                <LinkButton to={application.status === 1 ? `${pathOf("AgentCertifyForm")}?apply_id=${encodeURIComponent(application.apply_id)}` : `${pathOf("ApplyProcess")}?apply_id=${encodeURIComponent(application.apply_id)}`}>
                  {application.status === 1 ? t("webview.applyForm.continueKyc") : t("webview.applyForm.viewProgress")}
                </LinkButton>
              </Section>
            );
          }
          if (application?.status === 3) return <Alert tone="success">{t("webview.applyForm.approved", { name: application.agency_name })}</Alert>;
          const waiting = application?.status === 4 && application.can_reapply_time * 1000 > now;
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
    </>
  );
}
