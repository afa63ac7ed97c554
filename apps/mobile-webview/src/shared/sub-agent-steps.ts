import type { ProgressStep } from "./progress-timeline.tsx";

/**
 * The timeline of a sub-agent application as its agency sees it (union_oss agentPullApplyList
 * rows carry a status, not steps): 1 the applicant sends the info, 2 the agency may deny it
 * (3 days), 3 operator review, 4 approved. Status 5 (denied) rejects the agency's step with the
 * reason; status 6 (expired) expires the first step.
 */
export function subAgentSteps(row: { readonly status: number; readonly deny_reason: string; readonly create_time: number }): ProgressStep[] {
  const actors = [1, 2, 4, 5];
  const done = (count: number): number[] => actors.map((_, index) => (index < count ? 1 : 0));
  const states = ((): number[] => {
    switch (row.status) {
      case 1:
        return done(0);
      case 2:
        return done(1);
      case 3:
        return done(2);
      case 4:
        return done(4);
      case 5:
        return [1, 2, 0, 0];
      default:
        return [3, 0, 0, 0];
    }
  })();
  return actors.map((actor, index) => ({
    step: index + 1,
    actor,
    state: states[index] ?? 0,
    done_time: index === 0 && (states[0] ?? 0) === 1 ? row.create_time : 0,
    deadline_time: 0,
    remark: (states[index] ?? 0) === 2 ? row.deny_reason : "",
  }));
}

/** The title key of a sub-agent application step. */
export const subAgentStepTitleKey = (step: number): string => `webview.subAgent.steps.${String(Math.min(Math.max(step, 1), 4))}`;

/** The i18n key of a sub-agent application status (1-6). */
export const subAgentStatusKey = (status: number): string => `webview.subAgent.status.${String(status)}`;
