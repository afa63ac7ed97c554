import { actorOf, timelineStatesOf } from "@agent-portal/api-client/contract/progress-steps";
import type { ProgressStep } from "@agent-portal/api-client/contract/progress-steps";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Timeline } from "@agent-portal/ui-kit/components/timeline";
import type { TimelineStep } from "@agent-portal/ui-kit/components/timeline";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";


/** Props of {@link ProgressTimeline}. */
export interface ProgressTimelineProps {
  readonly steps: readonly ProgressStep[];
  /** Accessible name, e.g. "Transfer progress". */
  readonly label: string;
  /** The title of a step id (the flow's own step enum), translated. */
  readonly titleOf: (step: number) => string;
}

/**
 * A progress answer's steps (transfers, cancellations, recruitment) on the kit's Timeline: each
 * step's title, who acts, its state in words, when it was done or when a waiting step expires,
 * and the actor's remark (a rejection's reason).
 */
export function ProgressTimeline({ steps, label, titleOf }: ProgressTimelineProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const items = useMemo<TimelineStep[]>(() => {
    const states = timelineStatesOf(steps);
    return steps.map((step, index) => {
      const state = states[index] ?? "waiting";
      const meta =
        step.done_time > 0
          ? format.dateTime(step.done_time * 1000)
          : state === "current" && step.deadline_time > 0
            ? t("shared.progress.dueBy", { date: format.dateTime(step.deadline_time * 1000) })
            : undefined;
      const actor = t(`shared.progress.actor.${actorOf(step)}`);
      return {
        key: `${String(step.step)}-${String(index)}`,
        title: titleOf(step.step),
        state,
        ...(meta === undefined ? {} : { meta }),
        description: step.remark === "" ? actor : `${actor} · ${step.remark}`,
      };
    });
  }, [steps, titleOf, t, format]);
  const stateLabels = useMemo(
    () => ({
      done: t("shared.progress.state.done"),
      current: t("shared.progress.state.current"),
      waiting: t("shared.progress.state.waiting"),
      rejected: t("shared.progress.state.rejected"),
      expired: t("shared.progress.state.expired"),
      withdrawn: t("shared.progress.state.withdrawn"),
    }),
    [t],
  );
  return <Timeline label={label} steps={items} stateLabels={stateLabels} />;
}
