import { skipToken } from "@reduxjs/toolkit/query";
import { useQryAnchorProgressForAgentQuery } from "@agent-portal/api-client/services/recruit-anchor";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { pathOf } from "@agent-portal/permissions/route-path";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import { Button, buttonVariants } from "@agent-portal/ui-kit/components/button";
import { DescriptionList } from "@agent-portal/ui-kit/components/description-list";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { RecruitStatus } from "@agent-portal/api-client/enums";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { ProgressTimeline } from "@agent-portal/app-runtime/components/progress-timeline";
import { recruitActions, recruitTone } from "./recruit-status.ts";
import { StopRecruitDialog } from "./stop-recruit-dialog.tsx";

/**
 * progress/{id} (SPEC section 2, RecruitProgress; issue 7): one recruitment as the agency sees it
 * (recruit anchor QryAnchorProgressForAgent): the broadcaster, status, how it was submitted, the
 * step timeline (submitted, operator review, the broadcaster's confirmation, signed) and exactly
 * the actions the status allows (`recruitActions`): Edit for a draft or rejected record, Stop
 * (StopAnchorRecruit) under review or while waiting for the broadcaster. The broadcaster's own
 * view of the same record (QryAnchorRecruitProgress) is the mobile webview's.
 */
export default function RecruitProgressPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { id = "" } = useParams();
  const query = useQryAnchorProgressForAgentQuery(id === "" ? skipToken : { recruit_id: id });
  const [stopping, setStopping] = useState(false);
  const stepTitle = useCallback((step: number) => t(`broadcaster.progress.recruitStep.${String(step)}`, { defaultValue: t("broadcaster.progress.step", { n: step }) }), [t]);

  return (
    <section aria-label={t("route.RecruitProgress")} className="flex flex-col gap-4">
      <QueryView query={query} lines={6}>
        {({ record, steps }) => {
          const actions = recruitActions(record.status);
          return (
            <>
              <div className="flex flex-wrap items-start justify-between gap-4 rounded-lg border border-border bg-surface p-4">
                <DescriptionList
                  columns={3}
                  items={[
                    { term: t("broadcaster.recruit.column.name"), description: <bdi>{record.nick_name}</bdi> },
                    { term: t("broadcaster.recruit.column.bigoId"), description: <bdi>{record.bigo_id}</bdi> },
                    {
                      term: t("broadcaster.recruit.column.status"),
                      description: <Badge tone={recruitTone(record.status)}>{t(`broadcaster.recruitStatus.${String(record.status)}`)}</Badge>,
                    },
                    { term: t("broadcaster.recruit.column.submitType"), description: t(`broadcaster.submitType.${String(record.submit_type)}`) },
                    { term: t("broadcaster.recruit.column.submitter"), description: record.submitter_name },
                    { term: t("broadcaster.recruit.column.created"), description: format.dateTime(record.create_time * 1000) },
                  ]}
                />
                <div className="flex flex-wrap gap-2">
                  {actions.includes("edit") && (
                    <Link to={pathOf("AnchorInfoEdit", { id: record.recruit_id })} className={buttonVariants({ variant: "secondary" })}>
                      {t("broadcaster.recruit.edit")}
                    </Link>
                  )}
                  {actions.includes("stop") && (
                    <Button variant="danger" onClick={() => setStopping(true)}>
                      {t("broadcaster.progress.stop")}
                    </Button>
                  )}
                </div>
              </div>
              {record.reject_reason !== "" && (
                <Alert tone={record.status === RecruitStatus.Rejected ? "error" : "info"}>{t("broadcaster.progress.reason", { reason: record.reject_reason })}</Alert>
              )}
              <div className="rounded-lg border border-border bg-surface p-4">
                <h2 className="mb-4 text-base font-semibold text-fg">{t("broadcaster.progress.timeline")}</h2>
                <ProgressTimeline steps={steps} label={t("broadcaster.progress.timeline")} titleOf={stepTitle} />
              </div>
              {stopping && <StopRecruitDialog recruitId={record.recruit_id} name={record.nick_name} onClose={() => setStopping(false)} />}
            </>
          );
        }}
      </QueryView>
    </section>
  );
}
