import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import { Button } from "@agent-portal/ui-kit/components/button";
import { EmptyState } from "@agent-portal/ui-kit/components/empty-state";
import { Skeleton } from "@agent-portal/ui-kit/components/skeleton";
import { isApiError } from "@agent-portal/api-client/errors";
import { pathOf } from "@agent-portal/permissions/route-path";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { SubAgentDetails } from "./sub-agent-details.tsx";
import { subAgentTone } from "./sub-agent-progress.ts";
import { useSubAgentApplication } from "./use-sub-agent-application.ts";

/**
 * apply-progress/{id} (SPEC section 2, ApplyProgress; ModifySubAccount 3): one sub-agent
 * application to the caller's agency in the desktop layout, two columns wide: the applicant, the
 * timeline and, while it waits for the agency, the denial (the same RTK Query slice as the
 * webview's apply-progress-mobile/{id}: union_oss agentPullApplyList).
 */
export default function ApplyProgressPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const { query, row } = useSubAgentApplication(id);
  if (row === undefined) {
    if (query.error !== undefined && isApiError(query.error) && query.error.kind !== "aborted") {
      return (
        <div className="flex flex-col gap-3">
          <Alert tone="error">{t([...query.error.messageKeys], { defaultValue: query.error.fallbackMessage || t("lang328") })}</Alert>
          <div>
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t("common.retry")}
            </Button>
          </div>
        </div>
      );
    }
    return (
      <div aria-busy="true" className="flex max-w-3xl flex-col gap-3">
        <Skeleton className="h-6 w-1/3" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (row === null)
    return (
      <EmptyState
        title={t("webview.subAgent.notFound")}
        action={
          <Link to={pathOf("ApplySubAgentList")} className="text-sm font-medium text-brand-700 underline">
            {t("route.ApplySubAgentList")}
          </Link>
        }
      />
    );
  return (
    <section aria-labelledby="sub-agent-application" className="flex max-w-3xl flex-col gap-4 rounded-lg border border-border bg-surface p-6 shadow-card">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="sub-agent-application" className="text-lg font-semibold text-fg">
          {row.nick_name || row.name}
        </h2>
        <Badge tone={subAgentTone(row.status)}>{t(`webview.subAgent.status.${String(row.status)}`)}</Badge>
      </div>
      <SubAgentDetails row={row} onStale={() => void query.refetch()} />
    </section>
  );
}
