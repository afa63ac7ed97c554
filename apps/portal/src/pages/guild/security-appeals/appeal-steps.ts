import { AppealStatus } from "@agent-portal/api-client/enums";
import type { TimelineStepState } from "@agent-portal/ui-kit/components/timeline";

/** The fields of an appeal (appealSchema) its timeline reads. */
export interface AppealTimes {
  readonly status: AppealStatus;
  /** Submitted, Unix seconds. */
  readonly create_time: number;
  /** Decided, Unix seconds; 0 while in review. */
  readonly handle_time: number;
  /** The reviewer's answer; "" while in review. */
  readonly reply: string;
}

/** One step of an appeal's timeline: which (its text key), its state, when (Unix seconds, 0: none) and the reviewer's reason. */
export interface AppealStep {
  readonly key: "submitted" | "review" | "accepted" | "rejected" | "decision";
  readonly state: TimelineStepState;
  readonly time: number;
  readonly reason: string;
}

/**
 * The timeline of an appeal (issue 23 item 3): submitted (done at `create_time`), in review
 * (current while pending, done once decided) and the decision: waiting while pending, then
 * accepted (done) or rejected (rejected) at `handle_time` with the reviewer's reason.
 */
export function appealSteps(appeal: AppealTimes): AppealStep[] {
  const pending = appeal.status === AppealStatus.Pending;
  const decision: AppealStep = pending
    ? { key: "decision", state: "waiting", time: 0, reason: "" }
    : appeal.status === AppealStatus.Accepted
      ? { key: "accepted", state: "done", time: appeal.handle_time, reason: appeal.reply }
      : { key: "rejected", state: "rejected", time: appeal.handle_time, reason: appeal.reply };
  return [
    { key: "submitted", state: "done", time: appeal.create_time, reason: "" },
    { key: "review", state: pending ? "current" : "done", time: appeal.create_time, reason: "" },
    decision,
  ];
}
