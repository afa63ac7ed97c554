/**
 * Manage anchor handlers (SPEC section 7): the relation-change tab check, transfers and cancellations.
 */
import { QryAnchorRelationChgTabVisible } from "@agent-portal/api-client/contract/manage-anchor";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { registerCancellationHandlers } from "./manage-anchor/cancellations.ts";
import { registerTransferHandlers } from "./manage-anchor/transfers.ts";

const flag = (value: number): 0 | 1 => (value >= 1 ? 1 : 0);

/** Registers the manage anchor handlers. */
export const registerManageAnchorHandlers: RegisterHandlers = (router) => {
  /** Relation-change tab visibility: transfer (transfer in/out) and cancel (terminate), from the account. */
  router.handle(QryAnchorRelationChgTabVisible, { scope: "self" }, ({ caller }) => ({
    transfer: flag(caller.account.relationTransfer),
    cancel: flag(caller.account.relationCancel),
  }));
  registerTransferHandlers(router);
  registerCancellationHandlers(router);
};
