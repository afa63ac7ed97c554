import { actorOf, subAgentApplicationSteps, timelineStatesOf } from "@agent-portal/api-client/contract/progress-steps";
import type { TimelineStepState } from "@agent-portal/ui-kit/components/timeline";
import { ProxyApplyStatus } from "@agent-portal/api-client/enums";
import type { SubAgentDenyReason } from "@agent-portal/api-client/enums";

/** A sub-agent application as union_oss agentPullApplyList answers it (the fields these pages read). */
export interface SubAgentRow {
  readonly apply_id: string;
  readonly uid: string;
  readonly bigo_id: string;
  readonly nick_name: string;
  readonly name: string;
  readonly country: string;
  readonly team_size: number;
  readonly experience: string;
  readonly status: ProxyApplyStatus;
  readonly deny_reason: string;
  /** SubAgentDenyReason preset of a denial; 0 none. */
  readonly deny_reason_code: SubAgentDenyReason;
  /** Who decided; "" while undecided or when the platform's system did. */
  readonly decided_by_name: string;
  /** When it was decided, Unix seconds; 0 while undecided. */
  readonly decide_time: number;
  readonly create_time: number;
}

/** One step of a sub-agent application's timeline, as these pages show it. */
export interface SubAgentStep {
  /** 1 details sent (the applicant), 2 the agency's answer, 3 operator review, 4 approved. */
  readonly step: number;
  /** i18n key of who acts: broadcaster (the applicant), agency, operator, system. */
  readonly actorKey: string;
  readonly state: TimelineStepState;
  /** The denial's reason on the agency's step; "" otherwise. */
  readonly remark: string;
}

/**
 * The timeline of a sub-agent application from its status (the rows carry no steps), read by
 * `subAgentApplicationSteps` as the mobile webview's apply-progress-mobile/{id} reads it: the
 * first step not done is `current`; a denial rejects the agency's step, an expiry the first.
 */
export function subAgentSteps(row: Pick<SubAgentRow, "status" | "deny_reason">): SubAgentStep[] {
  const steps = subAgentApplicationSteps({ ...row, create_time: 0 });
  const states = timelineStatesOf(steps);
  return steps.map((step, index) => ({
    step: step.step,
    actorKey: `shared.progress.actor.${actorOf(step)}`,
    state: states[index] ?? "waiting",
    remark: step.remark,
  }));
}

/** The Badge tone of a sub-agent application status. */
export function subAgentTone(status: ProxyApplyStatus): "brand" | "success" | "danger" | "neutral" {
  const S = ProxyApplyStatus;
  return status === S.Approved ? "success" : status === S.Denied || status === S.Expired ? "danger" : status === S.WaitingAgency ? "brand" : "neutral";
}
