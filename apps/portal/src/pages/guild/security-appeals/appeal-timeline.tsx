import { useProgressStateLabels } from "@agent-portal/app-runtime/components/progress-timeline";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Timeline } from "@agent-portal/ui-kit/components/timeline";
import { useTranslation } from "react-i18next";
import type { AppealTimes } from "./appeal-steps.ts";
import { appealSteps } from "./appeal-steps.ts";

/**
 * An appeal's timeline: submitted, in review (since when), and accepted or rejected with the
 * reviewer's reason and time (`appealSteps`), on the kit's Timeline.
 */
export function AppealTimeline({ appeal, appealId }: { readonly appeal: AppealTimes; readonly appealId: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const stateLabels = useProgressStateLabels();
  const steps = appealSteps(appeal).map((step) => ({
    key: step.key,
    title: t(`guild.appeal.step.${step.key}`),
    state: step.state,
    ...(step.time > 0 ? { meta: format.dateTime(step.time * 1000) } : {}),
    ...(step.reason !== "" ? { description: t("guild.appeal.reviewerReason", { reason: step.reason }) } : {}),
  }));
  return <Timeline label={t("guild.appeal.timelineOf", { id: appealId })} steps={steps} stateLabels={stateLabels} />;
}
