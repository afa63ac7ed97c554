/** Steps of a progress answer (`progressStepSchema`: transfers, cancellations, recruitment, contracts, applications; ours). */
import type { ValueOf } from "./value-of.ts";

/** Who acts at a step. */
export const StepActor = { Broadcaster: 1, CurrentAgency: 2, TargetAgency: 3, Operator: 4, System: 5 } as const;
/** One of {@link StepActor}. */
export type StepActor = ValueOf<typeof StepActor>;

/** Where a step stands: waiting (for its actor, or for an earlier step), done, rejected, expired, withdrawn. */
export const StepState = { Waiting: 0, Done: 1, Rejected: 2, Expired: 3, Withdrawn: 4 } as const;
/** One of {@link StepState}. */
export type StepState = ValueOf<typeof StepState>;
