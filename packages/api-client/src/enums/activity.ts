/** Activity registration (activity 75352 agent API, permission ActRegist 27; ours). The transitions are in `docs/state-machines.md`. */
import type { ValueOf } from "./value-of.ts";

/** A broadcaster's registration for an activity; `None` (0) where a check reports someone not registered. */
export const ActivitySignStatus = { None: 0, Registered: 1, Approved: 2, Rejected: 3, Cancelled: 4 } as const;
/** One of {@link ActivitySignStatus}. */
export type ActivitySignStatus = ValueOf<typeof ActivitySignStatus>;
/** A registration's own status: {@link ActivitySignStatus} without None (a stored registration always has one). */
export type RegistrationStatus = Exclude<ActivitySignStatus, typeof ActivitySignStatus.None>;

/** An activity, by its sign-up and running times: upcoming, sign-up open, running (sign-up closed), ended. */
export const ActivityStatus = { Upcoming: 1, SignOpen: 2, Running: 3, Ended: 4 } as const;
/** One of {@link ActivityStatus}. */
export type ActivityStatus = ValueOf<typeof ActivityStatus>;

/** A sign-up task (async_sign_result `state`): still running or done. */
export const SignTaskState = { Running: 0, Done: 1 } as const;
/** One of {@link SignTaskState}. */
export type SignTaskState = ValueOf<typeof SignTaskState>;

/** A broadcaster's outcome in a round's PK (round_record_page `outcome`): no result yet, won, lost. */
export const RoundOutcome = { Pending: 0, Win: 1, Loss: 2 } as const;
/** One of {@link RoundOutcome}. */
export type RoundOutcome = ValueOf<typeof RoundOutcome>;
