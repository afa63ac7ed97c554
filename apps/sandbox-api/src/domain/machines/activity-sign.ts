/**
 * A broadcaster's registration for an activity (activity 75352 agent API; sign statuses of
 * `act75352-shared`): sign (the agency, while sign-up is open) -> 1 registered -> operator review
 * (automatic in the sandbox: approved unless the broadcaster is under a ban) -> 2 approved or
 * 3 rejected. The agency cancels a registered or approved one while sign-up is open
 * (cancel_sign) -> 4. Rounds are not states: a registered or approved broadcaster may change or
 * leave a round, or be swapped, until the round starts ({@link canChangeRound}); the status stays.
 */
import { ActivitySignStatus, ActivityStatus } from "@agent-portal/api-client/enums";
import type { RegistrationStatus } from "@agent-portal/api-client/enums";
import type { StateMachine } from "./machine.ts";

/** Actions on a registration. */
export type ActivitySignAction = "approve" | "reject" | "cancel";

const S = ActivitySignStatus;

/** The activity registration machine. */
export const activitySignMachine: StateMachine<RegistrationStatus, ActivitySignAction> = {
  name: "activitySign",
  states: {
    [S.Registered]: { name: "registered (waiting for review)", terminal: false },
    [S.Approved]: { name: "approved", terminal: false },
    [S.Rejected]: { name: "rejected", terminal: true },
    [S.Cancelled]: { name: "cancelled", terminal: true },
  },
  transitions: [
    { from: [S.Registered], action: "approve", to: S.Approved, actor: "operator", via: "operator review (automatic in the sandbox)" },
    { from: [S.Registered], action: "reject", to: S.Rejected, actor: "operator", via: "operator review (automatic in the sandbox)" },
    { from: [S.Registered, S.Approved], action: "cancel", to: S.Cancelled, actor: "agency", via: "cancel_sign (while sign-up is open)" },
  ],
};

/** The status of an activity at `now` from its sign-up and activity times. */
export function activityStatusAt(a: { readonly signStartAt: Date; readonly signEndAt: Date; readonly endAt: Date }, now: Date): ActivityStatus {
  const t = now.getTime();
  if (t < a.signStartAt.getTime()) return ActivityStatus.Upcoming;
  if (t < a.signEndAt.getTime()) return ActivityStatus.SignOpen;
  if (t < a.endAt.getTime()) return ActivityStatus.Running;
  return ActivityStatus.Ended;
}

/** True when a broadcaster in `status` may still move out of a round starting at `roundStart` (registered or approved, before the start). */
export const canChangeRound = (status: number, roundStart: Date, now: Date): boolean => (status === S.Registered || status === S.Approved) && now.getTime() < roundStart.getTime();

/** True when a registration in `status` counts against the activity's places (registered or approved). */
export const isActiveSign = (status: number): boolean => status === S.Registered || status === S.Approved;
