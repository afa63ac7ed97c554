import { useAgentDenyApplyMutation } from "@agent-portal/api-client/services/union-oss-apply";
import { isApiError } from "@agent-portal/api-client/errors";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Button } from "@agent-portal/ui-kit/components/button";
import { DescriptionList } from "@agent-portal/ui-kit/components/description-list";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Textarea } from "@agent-portal/ui-kit/components/textarea";
import { Timeline } from "@agent-portal/ui-kit/components/timeline";
import { useProgressStateLabels } from "@agent-portal/app-runtime/components/progress-timeline";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ProxyApplyStatus } from "@agent-portal/api-client/enums";
import type { SubAgentRow } from "./sub-agent-progress.ts";
import { subAgentSteps } from "./sub-agent-progress.ts";

/**
 * One sub-agent application for the agency (the record modal of apply-sub-agent-list and the
 * desktop apply-progress/{id}): the applicant, the timeline, and only while it waits for the agency
 * (status 2) the one action the state allows: deny it with a reason (union_oss agentDenyApply).
 */
export function SubAgentDetails({ row, columns = 2 }: { row: SubAgentRow; columns?: 1 | 2 }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [deny, denial] = useAgentDenyApplyMutation();
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
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
  const failure =
    isApiError(denial.error) && denial.error.kind !== "aborted" && denial.error.kind !== "token"
      ? t([...denial.error.messageKeys], { defaultValue: denial.error.fallbackMessage || t("lang328") })
      : null;
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
      {row.status === ProxyApplyStatus.WaitingAgency && (
        <form
          className="flex flex-col gap-3"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (reason.trim() === "") {
              setMissing(true);
              return;
            }
            if (!denial.isLoading) void deny({ apply_id: row.apply_id, reason: reason.trim() });
          }}
        >
          <p className="text-sm text-fg-muted">{t("webview.subAgent.decideHint")}</p>
          {failure !== null && <Alert tone="error">{failure}</Alert>}
          <FormField label={t("webview.decision.reason")} error={missing ? t("webview.decision.reasonRequired") : undefined} required>
            {(control) => (
              <Textarea
                {...control}
                value={reason}
                maxLength={200}
                rows={2}
                onChange={(event) => {
                  setReason(event.target.value);
                  setMissing(false);
                }}
              />
            )}
          </FormField>
          <div>
            <Button type="submit" variant="danger" loading={denial.isLoading}>
              {t("webview.subAgent.deny")}
            </Button>
          </div>
        </form>
      )}
      {row.status === ProxyApplyStatus.Denied && row.deny_reason !== "" && <Alert tone="warning">{t("webview.subAgent.deniedBecause", { reason: row.deny_reason })}</Alert>}
    </div>
  );
}
