/**
 * Cancellation (termination) of a broadcaster's contract by the agency (manage anchor;
 * statuses of `manage-anchor-shared`): StartCancelContract (the agency, cancel == 1) ->
 * 1 waiting for the broadcaster -> AnchorVerifyCancel: agree -> 2 completed (the contract is
 * terminated), reject -> 3. Unanswered for 7 days -> 4 expired (nothing changes).
 */
import { CancellationStatus } from "@agent-portal/api-client/enums";
import { ManageAnchorErrorCode } from "@agent-portal/api-client/contract/manage-anchor-shared";
import { ANSWER_WINDOW_SECONDS } from "./durations.ts";
import type { StateMachine } from "./machine.ts";

/** Actions on a cancellation. */
export type CancellationAction = "agree" | "reject" | "expire";

const S = CancellationStatus;

/** The cancellation machine. */
export const cancellationMachine: StateMachine<CancellationStatus, CancellationAction> = {
  name: "cancellation",
  states: {
    [S.WaitingBroadcaster]: { name: "waiting for the broadcaster", terminal: false, expiresAfterSeconds: ANSWER_WINDOW_SECONDS },
    [S.Completed]: { name: "completed (contract terminated)", terminal: true },
    [S.Rejected]: { name: "rejected by the broadcaster", terminal: true },
    [S.Expired]: { name: "expired", terminal: true },
  },
  transitions: [
    { from: [S.WaitingBroadcaster], action: "agree", to: S.Completed, actor: "broadcaster", via: "AnchorVerifyCancel (agree 1)" },
    { from: [S.WaitingBroadcaster], action: "reject", to: S.Rejected, actor: "broadcaster", via: "AnchorVerifyCancel (agree 0)" },
    { from: [S.WaitingBroadcaster], action: "expire", to: S.Expired, actor: "system", via: "7 days without an answer" },
  ],
};

/** Facts checked before a cancellation starts. */
export interface CancellationStartFacts {
  /** The caller's relation tab allows terminating (cancel == 1). */
  readonly mayCancel: boolean;
  readonly inCallerAgency: boolean;
  readonly contractTerminated: boolean;
  /** A transfer or cancellation is waiting for this broadcaster. */
  readonly changePending: boolean;
}

/** Guard of StartCancelContract: 32008, 32002, 32005 or 32003, or null when it may start. */
export function cancellationStartGuard(facts: CancellationStartFacts): number | null {
  const E = ManageAnchorErrorCode;
  if (!facts.mayCancel) return E.RelationChangeNotAllowed;
  if (!facts.inCallerAgency) return E.AnchorNotInAgency;
  if (facts.contractTerminated) return E.ContractTerminated;
  if (facts.changePending) return E.RelationChangePending;
  return null;
}
