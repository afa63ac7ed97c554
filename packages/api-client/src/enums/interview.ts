/** Interviews of agency candidates (live_agent_service interview calls; ours, SPEC section 7 shows none). */
import type { ValueOf } from "./value-of.ts";

/** An interview's status: scheduled, done, the candidate did not come, cancelled (InterviewStatus; ours). */
export const InterviewStatus = { Scheduled: 1, Done: 2, NoShow: 3, Cancelled: 4 } as const;
/** One of {@link InterviewStatus}. */
export type InterviewStatus = ValueOf<typeof InterviewStatus>;

/** An interview's result: none yet, passed, failed (InterviewResult; ours). */
export const InterviewResult = { Pending: 0, Passed: 1, Failed: 2 } as const;
/** One of {@link InterviewResult}. */
export type InterviewResult = ValueOf<typeof InterviewResult>;
