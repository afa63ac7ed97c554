/**
 * Shared rules of the manage anchor handlers: permission sets, pending relation changes, and how
 * a refused state-machine move becomes a business code.
 */
import { and, eq, inArray } from "drizzle-orm";
import { ManageAnchorErrorCode } from "@agent-portal/api-client/contract/manage-anchor-shared";
import { PermissionId } from "@agent-portal/permissions/ids";
import { AccountRole, CancellationStatus, TransferStatus } from "@agent-portal/api-client/enums";
import type { Database } from "#db/client.ts";
import { cancellations, transfers } from "#db/schema/relations.ts";
import { IllegalTransitionError } from "#domain/machines/machine.ts";
import { ContractError } from "#http/codes.ts";
import type { Caller } from "#services/sessions.ts";

/** The agency side of relation changes needs TransferRelation (26, derived from the relation tab). */
export const RELATION = [PermissionId.TransferRelation];

/** True when the caller may transfer broadcasters (relation tab transfer == 1; admins always). */
export const mayTransfer = (caller: Caller): boolean => caller.account.role === AccountRole.Admin || caller.account.relationTransfer === 1;

/** True when the caller may terminate broadcasters (relation tab cancel == 1; admins always). */
export const mayCancel = (caller: Caller): boolean => caller.account.role === AccountRole.Admin || caller.account.relationCancel === 1;

/** True when a transfer or cancellation waits for this broadcaster. */
export async function hasPendingChange(db: Database, uid: string): Promise<boolean> {
  const t = await db.$count(transfers, and(eq(transfers.broadcasterUid, uid), inArray(transfers.status, [TransferStatus.WaitingAgency, TransferStatus.WaitingBroadcaster])));
  const c = await db.$count(cancellations, and(eq(cancellations.broadcasterUid, uid), eq(cancellations.status, CancellationStatus.WaitingBroadcaster)));
  return t + c > 0;
}

/** 32007 "not your step". */
export const notYourStep = () => new ContractError(ManageAnchorErrorCode.NotYourStep, "This step is not yours to answer");

/** Maps a refused move: 32007 when another party acts now, 32006 when nothing waits any more. */
export function refusal(error: unknown): unknown {
  if (!(error instanceof IllegalTransitionError)) return error;
  return error.wrongActor ? notYourStep() : new ContractError(ManageAnchorErrorCode.NotPending, "This is no longer waiting for an answer");
}

/** Messages of the start guards' codes. */
export const GUARD_MESSAGES: Readonly<Record<number, string>> = {
  [ManageAnchorErrorCode.RelationChangeNotAllowed]: "Your account may not do this relation change",
  [ManageAnchorErrorCode.AnchorNotInAgency]: "The broadcaster is not in your agency",
  [ManageAnchorErrorCode.TargetAgencyInvalid]: "The target agency cannot receive this transfer",
  [ManageAnchorErrorCode.ContractTerminated]: "The broadcaster's contract is terminated",
  [ManageAnchorErrorCode.RelationChangePending]: "A transfer or cancellation is already waiting for this broadcaster",
};

/** 32003: a transfer or cancellation already waits for the broadcaster (also what the unique indexes of open changes answer). */
export const changePending = (): ContractError =>
  new ContractError(ManageAnchorErrorCode.RelationChangePending, GUARD_MESSAGES[ManageAnchorErrorCode.RelationChangePending] ?? "A relation change is already waiting");
