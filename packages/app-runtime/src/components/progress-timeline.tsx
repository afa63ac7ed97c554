import { actorOf, timelineStatesOf } from "@agent-portal/api-client/contract/progress-steps";
import type { ProgressStep } from "@agent-portal/api-client/contract/progress-steps";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Timeline } from "@agent-portal/ui-kit/components/timeline";
import type { TimelineStep, TimelineStepState } from "@agent-portal/ui-kit/components/timeline";
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

/** The i18n key of who acts at a step (`shared.progress.actor.<name>`, `actorOf` of the contract); unknown actors read as the system. */
export function actorKeyOf(actor: number): string {
  return `shared.progress.actor.${actorOf({ actor })}`;
}

/**
 * The words of each step state (`shared.progress.state.*`: Done, In progress, Not started,
 * Rejected, Expired, Withdrawn) for the kit's `Timeline`, in the active language. Both apps and
 * every timeline read these, so a state reads the same everywhere.
 */
export function useProgressStateLabels(): Readonly<Record<TimelineStepState, string>> {
  const { t } = useTranslation();
  return useMemo(
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
}

/**
 * A progress answer's steps (transfers, cancellations, contracts, recruitment, applications) on
 * the kit's Timeline, in both apps: each step's title, who acts (`actorKeyOf`), its state in words
 * ({@link useProgressStateLabels}), when it was done (`done_time`, Unix seconds) or until when a
 * waiting step may be answered (`deadline_time`, Unix seconds: "Due by …"), and the actor's remark
 * (a rejection's reason).
 */
export function ProgressTimeline({ steps, label, titleOf }: ProgressTimelineProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const stateLabels = useProgressStateLabels();
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
  return <Timeline label={label} steps={items} stateLabels={stateLabels} />;
}
