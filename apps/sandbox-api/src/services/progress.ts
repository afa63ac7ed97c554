/**
 * Progress timelines (`progressStepSchema`): who acts at each step, its state, and when it was
 * done or is due.
 */
import { StepState } from "@agent-portal/api-client/enums";
import type { StepActor } from "@agent-portal/api-client/enums";

/** One step as the contract answers it. */
export interface ProgressStep {
  step: number;
  actor: StepActor;
  state: StepState;
  done_time: number;
  deadline_time: number;
  remark: string;
}

/** Builds a step; times are Unix seconds (0: not set). */
export const progressStep = (step: number, actor: StepActor, state: StepState, doneTime = 0, deadlineTime = 0, remark = ""): ProgressStep => ({
  step,
  actor,
  state,
  done_time: state === StepState.Waiting ? 0 : doneTime,
  deadline_time: state === StepState.Waiting ? deadlineTime : 0,
  remark,
});

/** How a flow ended at its current step. */
export interface TimelineEnd {
  /** StepState of the step where it ended: Rejected, Expired or Withdrawn. */
  readonly state: StepState;
  /** Unix seconds. */
  readonly time: number;
  readonly remark?: string;
}

/**
 * A timeline of steps (actors in order): the first `reached` steps are done at `doneTimes`; the
 * next one waits (until `deadline`) or shows how the flow ended; later ones wait.
 */
export function timeline(actors: readonly StepActor[], reached: number, doneTimes: readonly number[], deadline: number, end?: TimelineEnd): ProgressStep[] {
  return actors.map((actor, i) => {
    if (i < reached) return progressStep(i + 1, actor, StepState.Done, doneTimes[i] ?? 0);
    if (i === reached && end !== undefined) return progressStep(i + 1, actor, end.state, end.time, 0, end.remark ?? "");
    return progressStep(i + 1, actor, StepState.Waiting, 0, i === reached ? deadline : 0);
  });
}
