import { actorOf, timelineStatesOf } from "@agent-portal/api-client/contract/progress-steps";
import type { ProgressStep } from "@agent-portal/api-client/contract/progress-steps";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Timeline } from "@agent-portal/ui-kit/components/timeline";
import type { TimelineStep } from "@agent-portal/ui-kit/components/timeline";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

/** The i18n key of who acts at a step (`webview.progress.actor.<name>`); unknown actors read as the system. */
export function actorKeyOf(actor: number): string {
  return `webview.progress.actor.${actorOf({ actor })}`;
}

/**
 * A progress answer's steps on the kit's Timeline (transfers, cancellations, contracts,
 * applications): the step's title, who acts, its state in words, when it was done or until when a
 * waiting step may be answered, and the remark (a rejection's reason).
 */
export function ProgressTimeline({ steps, label, titleOf }: { steps: readonly ProgressStep[]; label: string; titleOf: (step: number) => string }) {
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
            ? t("webview.progress.dueBy", { date: format.dateTime(step.deadline_time * 1000) })
            : undefined;
      const actor = t(actorKeyOf(step.actor));
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
      done: t("webview.progress.state.done"),
      current: t("webview.progress.state.current"),
      waiting: t("webview.progress.state.waiting"),
      rejected: t("webview.progress.state.rejected"),
      expired: t("webview.progress.state.expired"),
      withdrawn: t("webview.progress.state.withdrawn"),
    }),
    [t],
  );
  return <Timeline label={label} steps={items} stateLabels={stateLabels} />;
}
