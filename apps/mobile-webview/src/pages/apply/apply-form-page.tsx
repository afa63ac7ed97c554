import { LoadingLines } from "@agent-portal/app-runtime/components/query-view";
import { lazyPart } from "@agent-portal/app-runtime/routes/lazy-part";
import { pathOf } from "@agent-portal/permissions/route-path";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The part that reads the store (the two calls, then the form or the open application): its own chunk. */
const ApplyFormStatus = lazyPart(() => import("./apply-form-status.tsx"));

/**
 * apply-form (SPEC section 2, ApplyForm): apply to become an agent. The introduction and the
 * policy link, then the application's status part (`apply-form-status.tsx`: union_oss
 * userGetApplicationState and GetOssOpenRegion, then the form or the open application), with
 * skeleton lines until it is there.
 */
export default function ApplyFormPage() {
  const { t } = useTranslation();
  return (
    <>
      <p className="text-base text-fg">{t("webview.applyForm.intro")}</p>
      <p className="text-sm text-fg-muted">
        {t("webview.applyForm.policyHint")}{" "}
        <Link to={pathOf("AgentContact")} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-4">
          {t("webview.applyForm.policyLink")}
        </Link>
      </p>
      <ApplyFormStatus fallback={<LoadingLines lines={5} />} />
    </>
  );
}
