import { ApplicationErrorCode } from "@agent-portal/api-client/contract/union-oss-apply";
import { useUserGetApplicationStateQuery } from "@agent-portal/api-client/services/union-oss-apply";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { pathOf } from "@agent-portal/permissions/route-path";
import { EmptyState } from "@agent-portal/ui-kit/components/empty-state";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { AgentApplyStatus } from "@agent-portal/api-client/enums";
import { LinkButton } from "#shared/link-button.tsx";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { useNow } from "#shared/use-now.ts";

/**
 * no-permission (SPEC section 2, ApplyNoPermission: the apply-failed page): why the caller cannot
 * apply to become an agent now, from `?reason=` (the code userCreateApply answered: 37102 already
 * an agent, 37103 country not open, 37104 too soon after a rejection) or the latest application
 * (rejected: its reason and the day a new application is possible). Offers the contact page and,
 * when allowed again, the form.
 */
export default function NoPermissionPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const [params] = useSearchParams();
  const reason = Number(params.get("reason") ?? Number.NaN);
  const state = useUserGetApplicationStateQuery();
  const now = useNow();
  return (
    <QueryView query={state} lines={4}>
      {({ application }) => {
        const rejected = application?.status === AgentApplyStatus.Rejected ? application : null;
        const until = rejected !== null && rejected.can_reapply_time * 1000 > now ? rejected.can_reapply_time : 0;
        const description =
          reason === ApplicationErrorCode.AlreadyAgent || application?.status === AgentApplyStatus.Approved
            ? t("webview.noPermission.alreadyAgent")
            : reason === ApplicationErrorCode.RegionNotOpen
              ? t("webview.noPermission.regionNotOpen")
              : rejected !== null
                ? [
                    rejected.reject_reason === "" ? t("webview.applyProcess.rejected") : t("webview.applyProcess.rejectedBecause", { reason: rejected.reject_reason }),
                    until > 0 ? t("webview.applyProcess.reapplyFrom", { date: format.date(until * 1000) }) : "",
                  ]
                    .filter(Boolean)
                    .join(" ")
                : t("webview.noPermission.generic");
        return (
          <EmptyState
            title={
              <span role="heading" aria-level={2}>
                {t("webview.noPermission.title")}
              </span>
            }
            description={description}
            action={
              <div className="flex w-full flex-col gap-2">
                {rejected !== null && until === 0 && <LinkButton to={pathOf("ApplyForm")}>{t("webview.applyProcess.applyAgain")}</LinkButton>}
                <LinkButton to={pathOf("AgentContact")} variant="secondary">
                  {t("webview.noPermission.contact")}
                </LinkButton>
                <LinkButton to={pathOf("MobileHome")} variant="ghost">
                  {t("webview.common.backHome")}
                </LinkButton>
              </div>
            }
          />
        );
      }}
    </QueryView>
  );
}
