import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { DescriptionList } from "@agent-portal/ui-kit/components/description-list";
import { Timeline } from "@agent-portal/ui-kit/components/timeline";
import { useProgressStateLabels } from "@agent-portal/app-runtime/components/progress-timeline";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ProxyApplyStatus, SubAgentDenyReason } from "@agent-portal/api-client/enums";
import type { SubAgentRow } from "./sub-agent-progress.ts";
import { subAgentSteps } from "./sub-agent-progress.ts";
import { SubAgentDenyForm } from "./sub-agent-deny-form.tsx";

/**
 * One sub-agent application for the agency (the record modal of apply-sub-agent-list and the
 * desktop apply-progress/{id}): the applicant, the timeline, the decision history (what, who, when
 * and why), where approval happens (the platform's operator review, not the portal), and while it
 * waits for the agency (status 2) the one action the state allows: deny it with a reason
 * (`SubAgentDenyForm`). `onStale` asks for the row again when another member decided first.
 */
export function SubAgentDetails({ row, columns = 2, onStale }: { row: SubAgentRow; columns?: 1 | 2; onStale: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const steps = useMemo(
    () =>
      subAgentSteps(row).map((step) => ({
        key: String(step.step),
        title: t(`webview.subAgent.steps.${String(step.step)}`),
        state: step.state,
        description: step.remark === "" ? t(step.actorKey) : `${t(step.actorKey)} · ${step.remark}`,
      })),
    [row, t],
  );
  const stateLabels = useProgressStateLabels();
  const decided = row.decide_time > 0;
  const denial = [row.deny_reason_code === SubAgentDenyReason.None ? "" : t(`webview.subAgent.denyReason.${String(row.deny_reason_code)}`), row.deny_reason]
    .filter((part) => part !== "")
    .join(" · ");
  return (
    <div className="flex flex-col gap-5">
      <DescriptionList
        columns={columns}
        items={[
          { term: t("webview.subAgent.bigoId"), description: <bdi>{row.bigo_id}</bdi> },
          { term: t("webview.subAgent.name"), description: row.name },
          { term: t("webview.applyForm.country"), description: format.region(row.country) },
          { term: t("webview.applyForm.teamSize"), description: format.number(row.team_size) },
          { term: t("webview.subAgent.appliedOn"), description: format.dateTime(row.create_time * 1000) },
          { term: t("webview.applyForm.experience"), description: row.experience, span: columns },
        ]}
      />
      <Timeline label={t("webview.subAgent.progress")} steps={steps} stateLabels={stateLabels} />
      {decided && (
        <DescriptionList
          columns={columns}
          items={[
            { term: t("webview.subAgent.decision"), description: t(`webview.subAgent.status.${String(row.status)}`) },
            { term: t("webview.subAgent.decidedBy"), description: row.decided_by_name === "" ? t("webview.subAgent.thePlatform") : row.decided_by_name },
            { term: t("webview.subAgent.decidedAt"), description: format.dateTime(row.decide_time * 1000) },
            ...(denial === "" ? [] : [{ term: t("webview.subAgent.denialReason"), description: denial, span: columns }]),
          ]}
        />
      )}
      {(row.status === ProxyApplyStatus.WaitingAgency || row.status === ProxyApplyStatus.OperatorReview) && <Alert tone="info">{t("webview.subAgent.approvalElsewhere")}</Alert>}
      <SubAgentDenyForm row={row} onStale={onStale} />
    </div>
  );
}
