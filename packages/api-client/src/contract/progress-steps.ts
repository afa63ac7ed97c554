/**
 * Reading a progress answer's steps (`progressStepSchema` of ./shared.ts): who acts at each step
 * and which step is the one waiting now. One reading for every screen that draws a progress
 * timeline (transfers, cancellations, recruitment, contracts and applications; the desktop
 * portal and the mobile webview alike). The transitions behind the steps are in
 * `docs/state-machines.md`.
 */
import type { output } from "zod/v4/core";
import type { progressStepSchema } from "./shared.ts";
import { ProxyApplyStatus } from "#enums/apply.ts";
import { StepActor, StepState } from "#enums/progress.ts";

/** One step of a progress answer (`progressStepSchema`). */
export type ProgressStep = output<typeof progressStepSchema>;

/** The name of who acts at a step (the contract's `actor`, {@link StepActor}): broadcaster, current agency, target agency, operator, system. */
export const STEP_ACTORS = {
  [StepActor.Broadcaster]: "broadcaster",
  [StepActor.CurrentAgency]: "agency",
  [StepActor.TargetAgency]: "targetAgency",
  [StepActor.Operator]: "operator",
  [StepActor.System]: "system",
} as const;

/** An actor's name, used by the apps as an i18n key suffix (e.g. `shared.progress.actor.<name>`). */
export type StepActorName = (typeof STEP_ACTORS)[keyof typeof STEP_ACTORS];

/**
 * A step's state as a timeline shows it: the contract's 1 done, 2 rejected, 3 expired and
 * 4 withdrawn, and a waiting step (0) either `current` (someone must act now) or `waiting`.
 * The same names as the ui-kit Timeline's step states.
 */
export type ProgressStepState = "done" | "current" | "waiting" | "rejected" | "expired" | "withdrawn";

/** The actor's name of a step; an unknown actor id reads as `system`. */
export function actorOf(step: { readonly actor: number }): StepActorName {
  return step.actor in STEP_ACTORS ? STEP_ACTORS[step.actor as keyof typeof STEP_ACTORS] : "system";
}

/**
 * The timeline state of each step, in order: 1 done, 2 rejected, 3 expired and 4 withdrawn map
 * one to one; of the waiting steps (0) the first is `current` unless a step before it ended the
 * flow (rejected, expired, withdrawn), and the others are `waiting`.
 */
export function timelineStatesOf(steps: readonly Pick<ProgressStep, "state">[]): ProgressStepState[] {
  let ended = false;
  let currentGiven = false;
  return steps.map((step) => {
    switch (step.state) {
      case StepState.Done:
        return "done";
      case StepState.Rejected:
        ended = true;
        return "rejected";
      case StepState.Expired:
        ended = true;
        return "expired";
      case StepState.Withdrawn:
        ended = true;
        return "withdrawn";
      default:
        if (ended || currentGiven) return "waiting";
        currentGiven = true;
        return "current";
    }
  });
}

/** The fields of a sub-agent application row (union_oss agentPullApplyList) its timeline reads. */
export interface SubAgentApplicationStatus {
  /** 1 info needed, 2 waiting for the agency, 3 operator review, 4 approved, 5 denied, 6 expired. */
  readonly status: number;
  /** The agency's reason when denied (status 5); "" otherwise. */
  readonly deny_reason: string;
  /** When the application was created, Unix seconds. */
  readonly create_time: number;
}

/** Who acts at the four steps of a sub-agent application: the applicant, the agency, an operator, the system. */
const SUB_AGENT_ACTORS = [StepActor.Broadcaster, StepActor.CurrentAgency, StepActor.Operator, StepActor.System] as const;

const { Waiting: W, Done: D, Rejected: R, Expired: X } = StepState;
/** The step states of each sub-agent application status ({@link ProxyApplyStatus}). */
const SUB_AGENT_STATES: Readonly<Record<number, readonly StepState[]>> = {
  [ProxyApplyStatus.InfoNeeded]: [W, W, W, W],
  [ProxyApplyStatus.WaitingAgency]: [D, W, W, W],
  [ProxyApplyStatus.OperatorReview]: [D, D, W, W],
  [ProxyApplyStatus.Approved]: [D, D, D, D],
  [ProxyApplyStatus.Denied]: [D, R, W, W],
  [ProxyApplyStatus.Expired]: [X, W, W, W],
};

/**
 * The progress steps of a sub-agent application (union_oss agentPullApplyList rows carry a status,
 * not steps), shaped like every other progress answer so {@link timelineStatesOf} reads them:
 * 1 the applicant sends the details, 2 the agency may deny them (3 days), 3 operator review,
 * 4 approved. Status 5 (denied) rejects the agency's step with the reason; status 6 (expired),
 * or an unknown status, expires the first step. The desktop apply-progress/{id} and the
 * webview's apply-progress-mobile/{id} both read a row through this.
 */
export function subAgentApplicationSteps(row: SubAgentApplicationStatus): ProgressStep[] {
  const states = SUB_AGENT_STATES[row.status] ?? [X, W, W, W];
  return SUB_AGENT_ACTORS.map((actor: StepActor, index) => {
    const state = states[index] ?? W;
    return {
      step: index + 1,
      actor,
      state,
      done_time: index === 0 && state === D ? row.create_time : 0,
      deadline_time: 0,
      remark: state === R ? row.deny_reason : "",
    };
  });
}
