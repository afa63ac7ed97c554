import type { progressStepSchema } from "@agent-portal/api-client/contract/shared";
import type { TimelineStepState } from "@agent-portal/ui-kit/components/timeline";
import type { output } from "zod/v4/core";

/** One step of a progress answer (`progressStepSchema`: transfers, cancellations, recruitment). */
export type ProgressStep = output<typeof progressStepSchema>;

/** Who acts at a step (the contract's `actor`): 1 broadcaster, 2 current agency, 3 target agency, 4 operator, 5 system. */
export const STEP_ACTORS = { 1: "broadcaster", 2: "agency", 3: "targetAgency", 4: "operator", 5: "system" } as const;

/** An actor's i18n key suffix (`shared.progress.actor.<name>`). */
export type StepActorName = (typeof STEP_ACTORS)[keyof typeof STEP_ACTORS];

/** The actor's name of a step; unknown ids read as `system`. */
export function actorOf(step: Pick<ProgressStep, "actor">): StepActorName {
  return step.actor in STEP_ACTORS ? STEP_ACTORS[step.actor as keyof typeof STEP_ACTORS] : "system";
}

/**
 * The Timeline state of each step: the contract's 1 done, 2 rejected, 3 expired and 4 withdrawn
 * map one to one; of the waiting steps (0) the first is `current` (someone must act now) unless a
 * step before it ended the flow (rejected, expired, withdrawn), and the others are `waiting`.
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
