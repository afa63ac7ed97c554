import { useProgressStateLabels } from "@agent-portal/app-runtime/components/progress-timeline";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Timeline } from "@agent-portal/ui-kit/components/timeline";
import { useTranslation } from "react-i18next";
import type { RecallPath } from "./recall-params.ts";
import { pathStates } from "./recall-params.ts";

/**
 * One recall's path (preLostUser getRecallPath) on the kit's Timeline: message sent, opened, live
 * again, reward drawn; each with its time (Unix seconds shown in the viewer's zone) or its state in
 * words, and the agency's call-back note when there is one.
 */
export function RecallPathTimeline({ path, label }: { readonly path: RecallPath; readonly label: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const stateLabels = useProgressStateLabels();
  const steps = pathStates(path).map(({ step, time, state }) => ({
    key: step,
    title: t(`dataCenter.recall.step.${step}`, { beans: format.beans(path.rewardBeans) }),
    state,
    ...(time > 0 ? { meta: format.dateTime(time * 1000) } : {}),
  }));
  return (
    <div className="flex flex-col gap-2">
      <Timeline steps={steps} label={label} stateLabels={stateLabels} />
      {path.remark !== "" && <p className="text-sm text-fg-muted">{t("dataCenter.recall.calledBack", { remark: path.remark })}</p>}
    </div>
  );
}
