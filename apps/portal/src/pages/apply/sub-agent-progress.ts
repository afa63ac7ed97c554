import type { TimelineStepState } from "@agent-portal/ui-kit/components/timeline";

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
  /** 1 info needed, 2 waiting for the agency, 3 operator review, 4 approved, 5 denied, 6 expired. */
  readonly status: number;
  readonly deny_reason: string;
  readonly create_time: number;
}

/** One step of a sub-agent application's timeline, as these pages show it. */
export interface SubAgentStep {
  /** 1 details sent (the applicant), 2 the agency's answer, 3 operator review, 4 approved. */
  readonly step: 1 | 2 | 3 | 4;
  /** i18n key of who acts: broadcaster (the applicant), agency, operator, system. */
  readonly actorKey: string;
  readonly state: TimelineStepState;
  /** The denial's reason on the agency's step; "" otherwise. */
  readonly remark: string;
}

const ACTORS = ["webview.progress.actor.broadcaster", "webview.progress.actor.agency", "webview.progress.actor.operator", "webview.progress.actor.system"] as const;

/**
 * The timeline of a sub-agent application from its status (the rows carry no steps; the mobile
 * webview's apply-progress-mobile/{id} reads them the same way): the first step not done is
 * `current`; status 5 (denied) rejects the agency's step, status 6 (expired) the first.
 */
export function subAgentSteps(row: Pick<SubAgentRow, "status" | "deny_reason">): SubAgentStep[] {
  const done = { 1: 0, 2: 1, 3: 2, 4: 4 }[row.status];
  return ([1, 2, 3, 4] as const).map((step, index) => {
    let state: TimelineStepState;
    if (row.status === 5) state = index === 0 ? "done" : index === 1 ? "rejected" : "waiting";
    else if (row.status === 6) state = index === 0 ? "expired" : "waiting";
    else if (done !== undefined && index < done) state = "done";
    else state = done !== undefined && index === done ? "current" : "waiting";
    return { step, actorKey: ACTORS[index] ?? ACTORS[3], state, remark: state === "rejected" ? row.deny_reason : "" };
  });
}

/** The Badge tone of a sub-agent application status. */
export function subAgentTone(status: number): "brand" | "success" | "danger" | "neutral" {
  return status === 4 ? "success" : status === 5 || status === 6 ? "danger" : status === 2 ? "brand" : "neutral";
}
