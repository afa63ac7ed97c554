import type { ResponseOf } from "@agent-portal/api-client/contract/define";
import type { QryTransferList } from "@agent-portal/api-client/contract/manage-anchor";
import type { QryCancelContractList } from "@agent-portal/api-client/contract/manage-anchor-cancel";
import { CancellationStatus, TransferInitiator, TransferStatus } from "@agent-portal/api-client/enums";

/** One transfer (manage anchor QryTransferList). */
export type Transfer = ResponseOf<typeof QryTransferList>["list"][number];
/** One cancellation (QryCancelContractList). */
export type Cancellation = ResponseOf<typeof QryCancelContractList>["list"][number];

/** The modify page's views: transfers out of the agency, transfers into it, and terminations. */
export type RelationView = "out" | "in" | "cancel";

/**
 * What the agency may do with a transfer (the transfer machine of
 * `packages/api-client/docs/state-machines.md`; statuses 1 waiting for the other agency, 2 waiting
 * for the broadcaster, 3 completed, 4 rejected by the agency, 5 rejected by the broadcaster,
 * 6 expired):
 * - `approve` / `reject` (AgentVerifyTransfer): only at status 1, only by the counterpart agency
 *   (the target of a transfer out, the source of a transfer in: in the "in" view the caller is
 *   the target, so it answers transfers the source started, initiator 1; in the "out" view it is
 *   the source and answers transfers the target started, initiator 2), and only with transfer == 1;
 * - `share`: the broadcaster's confirmation page (AnchorVerifyTransfer is theirs), at status 2;
 * - `progress`: the timeline, always.
 * The initiator waits at status 1 (nothing to do: the contract declares no withdrawal).
 */
export type TransferAction = "approve" | "reject" | "share" | "progress";

/** The actions a transfer offers in a view (see {@link TransferAction}). */
export function transferActions(transfer: Pick<Transfer, "status" | "initiator">, view: "out" | "in", mayTransfer: boolean): TransferAction[] {
  const actions: TransferAction[] = [];
  const counterpart = (view === "in" && transfer.initiator === TransferInitiator.SourceAgency) || (view === "out" && transfer.initiator === TransferInitiator.TargetAgency);
  if (transfer.status === TransferStatus.WaitingAgency && counterpart && mayTransfer) actions.push("approve", "reject");
  if (transfer.status === TransferStatus.WaitingBroadcaster) actions.push("share");
  actions.push("progress");
  return actions;
}

/**
 * What the agency may do with a cancellation (statuses 1 waiting for the broadcaster, 2 completed,
 * 3 rejected, 4 expired): `share` the broadcaster's confirmation page (AnchorVerifyCancel is
 * theirs) while waiting (1); `progress` always. Nothing else: the agency has acted by starting it.
 */
export type CancellationAction = "share" | "progress";

/** The actions a cancellation offers (see {@link CancellationAction}). */
export function cancellationActions(cancellation: Pick<Cancellation, "status">): CancellationAction[] {
  return cancellation.status === CancellationStatus.WaitingBroadcaster ? ["share", "progress"] : ["progress"];
}

/** Transfer status -> badge tone. */
export function transferTone(status: TransferStatus): "brand" | "warning" | "success" | "danger" | "neutral" {
  const S = TransferStatus;
  return status === S.WaitingAgency
    ? "brand"
    : status === S.WaitingBroadcaster
      ? "warning"
      : status === S.Completed
        ? "success"
        : status === S.RejectedByAgency || status === S.RejectedByBroadcaster
          ? "danger"
          : "neutral";
}

/** Cancellation status -> badge tone. */
export function cancellationTone(status: CancellationStatus): "warning" | "success" | "danger" | "neutral" {
  const S = CancellationStatus;
  return status === S.WaitingBroadcaster ? "warning" : status === S.Completed ? "success" : status === S.Rejected ? "danger" : "neutral";
}

/** The page actions the session allows (SPEC section 6): transfer out and in with transfer == 1, terminate with cancel == 1. */
export function pageActions(flags: { readonly transferInOut: boolean; readonly terminateAnchor: boolean }): ("transferOut" | "transferIn" | "terminate")[] {
  return [...(flags.transferInOut ? (["transferOut", "transferIn"] as const) : []), ...(flags.terminateAnchor ? (["terminate"] as const) : [])];
}
