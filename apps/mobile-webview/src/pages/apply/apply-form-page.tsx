import { useAfterFirstPaint } from "@agent-portal/app-runtime/after-paint";
import { useLazyModule } from "@agent-portal/app-runtime/use-lazy-module";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { pathOf } from "@agent-portal/permissions/route-path";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadingLines } from "#shared/query-view.tsx";
import { StoreGate } from "#shared/store-gate.tsx";

/** The part that reads the store (the two calls, the form): its own chunk, off the first paint. */
const loadStatus = () => import("./apply-form-status.tsx");

/**
 * apply-form (SPEC section 2, ApplyForm): apply to become an agent. The introduction paints at
 * once, without the store (the route is in `paintsBeforeStore`, its guard needs no store on the
 * first navigation). Once it has painted, the store, the status part (`apply-form-status.tsx`:
 * union_oss userGetApplicationState and GetOssOpenRegion, then the form or the open application)
 * and the form's chunk load in parallel, and the country names are built in a task of their own
 * (issue 9 Lighthouse target). Skeleton lines stand in meanwhile.
 */
export default function ApplyFormPage() {
  const { t } = useTranslation();
  const painted = useAfterFirstPaint();
  const format = useFormatters();
  // Loaded in parallel with the store (a failure reaches the route's error boundary), then the form's chunk.
  const status = useLazyModule(loadStatus, painted);
  useEffect(() => {
    if (status !== null) status.loadApplyForm().catch(() => undefined);
  }, [status]);
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
      <StoreGate load={painted} fallback={<LoadingLines lines={5} />}>
        {status === null ? <LoadingLines lines={5} /> : <status.default />}
      </StoreGate>
    </>
  );
}
