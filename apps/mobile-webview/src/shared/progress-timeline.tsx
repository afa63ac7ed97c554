import type { progressStepSchema } from "@agent-portal/api-client/contract/shared";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Timeline } from "@agent-portal/ui-kit/components/timeline";
import type { TimelineStep, TimelineStepState } from "@agent-portal/ui-kit/components/timeline";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { output } from "zod/v4/core";

/** One step of a progress answer (`progressStepSchema`). */
export type ProgressStep = output<typeof progressStepSchema>;

const ACTORS = { 1: "broadcaster", 2: "agency", 3: "targetAgency", 4: "operator", 5: "system" } as const;

/** The i18n key of who acts at a step (`webview.progress.actor.<name>`); unknown actors read as the system. */
export function actorKeyOf(actor: number): string {
  const name = actor in ACTORS ? ACTORS[actor as keyof typeof ACTORS] : "system";
  return `webview.progress.actor.${name}`;
}

/**
 * The Timeline state of each step: 1 done, 2 rejected, 3 expired, 4 withdrawn one to one; of the
 * waiting steps (0) the first is `current` unless an earlier step ended the flow, the others `waiting`.
 */
export function timelineStatesOf(steps: readonly Pick<ProgressStep, "state">[]): TimelineStepState[] {
  let ended = false;
  let currentGiven = false;
  return steps.map((step) => {
    switch (step.state) {
      case 1:
        return "done";
      case 2:
        ended = true;
        return "rejected";
      case 3:
        ended = true;
        return "expired";
      case 4:
        ended = true;
        return "withdrawn";
      default:
        if (ended || currentGiven) return "waiting";
        currentGiven = true;
        return "current";
    }
  });
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
