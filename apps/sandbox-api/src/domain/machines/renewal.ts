/**
 * Contract renewal (broker family; statuses of `@agent-portal/api-client/contract/broker`).
 *
 * The contract's own status is derived ({@link contractStatusOf}): 1 active, 2 to be renewed
 * (ends within 30 days), 3 renewal pending, 4 terminated. A renewal: RenewalContract (the agency,
 * only while the contract ends within 30 days) -> 1 pending (a renewal contract offer waits for
 * the broadcaster) -> anchorConfirmContract: accept -> 2 (the end moves by the renewal's months),
 * decline -> 3; CancelRenewalContract (the agency) -> 4 withdrawn; 7 days unanswered -> 5
 * expired. RemindRenewalContract keeps it pending (once per 24 hours). A contract whose end
 * passes without an accepted renewal becomes terminated.
 */
import { ContractStatus, RenewalStatus } from "@agent-portal/api-client/enums";
import { BrokerErrorCode } from "@agent-portal/api-client/contract/broker";
import { ContractErrorCode } from "@agent-portal/api-client/contract/live-agent-front-contract";
import { ANSWER_WINDOW_SECONDS, RENEWAL_WINDOW_DAYS } from "./durations.ts";
import type { StateMachine } from "./machine.ts";

/** Actions on a renewal. */
export type RenewalAction = "accept" | "decline" | "withdraw" | "remind" | "expire";

const S = RenewalStatus;

/** The renewal machine. */
export const renewalMachine: StateMachine<RenewalStatus, RenewalAction> = {
  name: "renewal",
  states: {
    [S.Pending]: { name: "pending (waiting for the broadcaster)", terminal: false, expiresAfterSeconds: ANSWER_WINDOW_SECONDS },
    [S.Accepted]: { name: "accepted", terminal: true },
    [S.Rejected]: { name: "declined by the broadcaster", terminal: true },
    [S.Withdrawn]: { name: "withdrawn by the agency", terminal: true },
    [S.Expired]: { name: "expired", terminal: true },
  },
  transitions: [
    { from: [S.Pending], action: "accept", to: S.Accepted, actor: "broadcaster", via: "anchorConfirmContract (confirm)" },
    { from: [S.Pending], action: "decline", to: S.Rejected, actor: "broadcaster", via: "anchorConfirmContract (decline)" },
    { from: [S.Pending], action: "withdraw", to: S.Withdrawn, actor: "agency", via: "CancelRenewalContract" },
    { from: [S.Pending], action: "remind", to: S.Pending, actor: "agency", via: "RemindRenewalContract (once per 24 h)" },
    { from: [S.Pending], action: "expire", to: S.Expired, actor: "system", via: "7 days without an answer" },
  ],
};

const DAY_MS = 86_400_000;

/** Whole days from `today` (UTC midnight) to `endDay` (`YYYY-MM-DD`); negative once past. */
export const daysUntil = (endDay: string, today: Date): number => Math.round((Date.parse(`${endDay}T00:00:00Z`) - Math.floor(today.getTime() / DAY_MS) * DAY_MS) / DAY_MS);

/** Facts a contract status derives from. */
export interface ContractFacts {
  /** Terminated (cancelled, transferred away or expired). */
  readonly terminated: boolean;
  /** Contract end day; null while not signed. */
  readonly endDay: string | null;
  readonly renewalPending: boolean;
}

/** The derived contract status at `now`: 4 terminated (or ended), 3 renewal pending, 2 ends within 30 days, else 1. */
export function contractStatusOf(facts: ContractFacts, now: Date): ContractStatus {
  if (facts.terminated || (facts.endDay !== null && daysUntil(facts.endDay, now) < 0)) return ContractStatus.Terminated;
  if (facts.renewalPending) return ContractStatus.RenewalPending;
  if (facts.endDay !== null && daysUntil(facts.endDay, now) <= RENEWAL_WINDOW_DAYS) return ContractStatus.ToBeRenewed;
  return ContractStatus.Active;
}

/** Guard of RenewalContract: 31011, 31002, 31003 or 31004, or null when a renewal may be offered. */
export function renewalStartGuard(facts: ContractFacts & { readonly inCallerAgency: boolean }, now: Date): number | null {
  if (!facts.inCallerAgency) return BrokerErrorCode.AnchorNotInAgency;
  const status = contractStatusOf(facts, now);
  if (status === ContractStatus.Terminated) return BrokerErrorCode.ContractTerminated;
  if (status === ContractStatus.RenewalPending) return BrokerErrorCode.RenewalPending;
  if (status === ContractStatus.Active) return BrokerErrorCode.RenewalTooEarly;
  return null;
}

/** Guard of ExtendContract: 45004, 45001, 45002 or 45003, or null when the contract may be extended once. */
export function extendGuard(facts: ContractFacts & { readonly inCallerAgency: boolean; readonly extensionUsed: boolean }, now: Date): number | null {
  if (!facts.inCallerAgency) return ContractErrorCode.AnchorNotInAgency;
  const status = contractStatusOf(facts, now);
  if (status === ContractStatus.Terminated) return ContractErrorCode.ContractTerminated;
  if (facts.extensionUsed) return ContractErrorCode.ExtensionUsed;
  if (status === ContractStatus.Active) return ContractErrorCode.NotExtendable;
  return null;
}
