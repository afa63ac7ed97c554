/**
 * Transfer of a broadcaster between agencies (manage anchor; statuses of
 * `@agent-portal/api-client/contract/manage-anchor-shared`):
 *
 * StartApplyTransfer (the initiating agency: the source for a transfer out, the target for a
 * transfer in) -> 1 waiting for the other agency -> AgentVerifyTransfer (the counterpart
 * agency) -> 2 waiting for the broadcaster -> AnchorVerifyTransfer -> 3 completed (the
 * broadcaster moves to the target agency). Rejections: 4 by the agency, 5 by the broadcaster.
 * Each waiting step expires after 7 days (6). The contract declares no withdrawal.
 */
import { TransferDirection, TransferStatus } from "@agent-portal/api-client/enums";
import { ManageAnchorErrorCode } from "@agent-portal/api-client/contract/manage-anchor-shared";
import { ANSWER_WINDOW_SECONDS } from "./durations.ts";
import type { StateMachine } from "./machine.ts";

/** Actions on a transfer. */
export type TransferAction = "agree" | "reject" | "expire";

const S = TransferStatus;

/** The transfer machine. */
export const transferMachine: StateMachine<TransferStatus, TransferAction> = {
  name: "transfer",
  states: {
    [S.WaitingAgency]: { name: "waiting for the other agency", terminal: false, expiresAfterSeconds: ANSWER_WINDOW_SECONDS },
    [S.WaitingBroadcaster]: { name: "waiting for the broadcaster", terminal: false, expiresAfterSeconds: ANSWER_WINDOW_SECONDS },
    [S.Completed]: { name: "completed", terminal: true },
    [S.RejectedByAgency]: { name: "rejected by the agency", terminal: true },
    [S.RejectedByBroadcaster]: { name: "rejected by the broadcaster", terminal: true },
    [S.Expired]: { name: "expired", terminal: true },
  },
  transitions: [
    { from: [S.WaitingAgency], action: "agree", to: S.WaitingBroadcaster, actor: "counterpartAgency", via: "AgentVerifyTransfer (agree 1)" },
    { from: [S.WaitingAgency], action: "reject", to: S.RejectedByAgency, actor: "counterpartAgency", via: "AgentVerifyTransfer (agree 0)" },
    { from: [S.WaitingBroadcaster], action: "agree", to: S.Completed, actor: "broadcaster", via: "AnchorVerifyTransfer (agree 1)" },
    { from: [S.WaitingBroadcaster], action: "reject", to: S.RejectedByBroadcaster, actor: "broadcaster", via: "AnchorVerifyTransfer (agree 0)" },
    { from: [S.WaitingAgency, S.WaitingBroadcaster], action: "expire", to: S.Expired, actor: "system", via: "7 days without an answer" },
  ],
};

/** Facts checked before a transfer starts. */
export interface TransferStartFacts {
  /** The caller's relation tab allows transfers (transfer == 1). */
  readonly mayTransfer: boolean;
  /** 1 out (the caller's broadcaster leaves), 2 in (another agency's broadcaster joins the caller's). */
  readonly direction: TransferDirection;
  /** The caller's agency id. */
  readonly callerAgencyId: number;
  /** The broadcaster's current agency id (null: none). */
  readonly anchorAgencyId: number | null;
  /** The target agency id (out: the chosen one; in: the caller's); null when unknown. */
  readonly targetAgencyId: number | null;
  readonly contractTerminated: boolean;
  /** A transfer or cancellation is waiting for this broadcaster. */
  readonly changePending: boolean;
}

/**
 * Guard of StartApplyTransfer: the business code that refuses it, or null when it may start.
 * Order: permission (32008), membership (32002), target (32004), contract (32005), pending change (32003).
 */
export function transferStartGuard(facts: TransferStartFacts): number | null {
  const E = ManageAnchorErrorCode;
  if (!facts.mayTransfer) return E.RelationChangeNotAllowed;
  if (facts.anchorAgencyId === null) return E.AnchorNotInAgency;
  if (facts.direction === TransferDirection.Out && facts.anchorAgencyId !== facts.callerAgencyId) return E.AnchorNotInAgency;
  if (facts.direction === TransferDirection.In && facts.anchorAgencyId === facts.callerAgencyId) return E.TargetAgencyInvalid;
  if (facts.targetAgencyId === null || facts.targetAgencyId === facts.anchorAgencyId) return E.TargetAgencyInvalid;
  if (facts.contractTerminated) return E.ContractTerminated;
  if (facts.changePending) return E.RelationChangePending;
  return null;
}
