/**
 * Manage anchor declarations (SPEC section 7), transfers: moving a broadcaster between
 * agencies (issue 7, modify / transfer relation; issue 9, the broadcaster's confirmation),
 * and the relation-change tab check. Cancellations are in `manage-anchor-cancel.ts`.
 * Statuses and codes: `manage-anchor-shared.ts`.
 */
import * as z from "zod/mini";
import { defineEndpoint } from "./define.ts";
import { idTag, listTag, rowTags } from "#tags.ts";
import {
  ManageAnchorErrorCode as E,
  cancellationProgressSchema,
  transferProgressSchema,
  transferSchema,
  transferStatusSchema,
  verifyDecisionFields,
} from "./manage-anchor-shared.ts";
import { bigoIdSchema, countSchema, countryCodeSchema, enumSchema, flagSchema, pageFields, pageOf, remarkSchema, uidSchema } from "./shared.ts";
import { RelationChangeType, TransferDirection } from "#enums/relation.ts";

/** manage anchor QryAnchorRelationChgTabVisible (GET): relation-change tab visibility. */
export const QryAnchorRelationChgTabVisible = defineEndpoint({
  name: "QryAnchorRelationChgTabVisible",
  family: "manageAnchor",
  method: "GET",
  path: "/QryAnchorRelationChgTabVisible",
  summary: "Whether the user may transfer broadcasters (transfer) and terminate them (cancel).",
  request: () => z.object({}),
  response: () => z.object({ transfer: flagSchema, cancel: flagSchema }),
  tags: ["SessionFlags"],
});

/** manage anchor QryProxyInfo: looks up an agency by its owner's Bigo ID (the other side of a transfer). */
export const QryProxyInfo = defineEndpoint({
  name: "QryProxyInfo",
  family: "manageAnchor",
  path: "/QryProxyInfo",
  kind: "query",
  summary: "Find an agency by its owner's Bigo ID, to pick the other side of a transfer.",
  request: () => z.object({ /** The agency owner's Bigo ID as typed. */ bigo_id: bigoIdSchema }),
  response: () =>
    z.object({
      /** The agency's uid (its owner's uid). */
      agent_uid: uidSchema,
      /** The owner's Bigo ID. */
      bigo_id: z.string(),
      /** Agency name. */
      name: z.string(),
      /** Agency avatar URL; "" when none. */
      avatar_url: z.string(),
      /** Agency country. */
      country: countryCodeSchema,
      /** Broadcasters under contract. */
      anchor_count: countSchema,
      /** 1 if it accepts transfers (not the caller's own agency, open). */
      can_transfer: flagSchema,
    }),
  tags: ["ProxyInfo"],
  errors: [E.InvalidBigoId],
});

/** manage anchor StartApplyTransfer: starts a transfer out (to another agency) or in (from another agency). */
export const StartApplyTransfer = defineEndpoint({
  name: "StartApplyTransfer",
  family: "manageAnchor",
  path: "/StartApplyTransfer",
  summary: "Start a transfer: out (the caller's broadcaster to another agency) or in (another agency's broadcaster to the caller's).",
  request: () =>
    z.object({
      /** TransferDirection: 1 transfer out, 2 transfer in (both need the caller's transfer == 1). */
      direction: enumSchema(TransferDirection),
      /** The broadcaster's Bigo ID. */
      anchor_bigo_id: bigoIdSchema,
      /** Transfer out: the target agency (from QryProxyInfo). Transfer in: omitted (the broadcaster's current agency). */
      target_agent_uid: z.optional(uidSchema),
      /** Reason shown to the other agency and the broadcaster. */
      reason: remarkSchema,
    }),
  response: () => transferSchema,
  tags: ["Transfer", "Broadcaster"],
  invalidates: (_request, transfer) => [listTag("Transfer"), idTag("Broadcaster", transfer.anchor_uid)],
  errors: [E.InvalidBigoId, E.AnchorNotInAgency, E.RelationChangePending, E.TargetAgencyInvalid, E.ContractTerminated, E.RelationChangeNotAllowed],
});

/** manage anchor AgentVerifyTransfer: the other agency agrees to or rejects a transfer (step 1). */
export const AgentVerifyTransfer = defineEndpoint({
  name: "AgentVerifyTransfer",
  family: "manageAnchor",
  path: "/AgentVerifyTransfer",
  summary: "The other agency's answer to a transfer; on agree it waits for the broadcaster.",
  request: () => z.object({ /** The transfer. */ transfer_id: z.string().check(z.minLength(1)), ...verifyDecisionFields }),
  response: () => transferSchema,
  tags: ["Transfer", "Broadcaster"],
  invalidates: ({ transfer_id }, transfer) => [idTag("Transfer", transfer_id), idTag("Broadcaster", transfer.anchor_uid)],
  errors: [E.NotPending, E.NotYourStep, E.RelationChangeNotAllowed],
});

/** manage anchor AnchorVerifyTransfer: the broadcaster confirms or rejects a transfer (step 2); agree completes it. */
export const AnchorVerifyTransfer = defineEndpoint({
  name: "AnchorVerifyTransfer",
  family: "manageAnchor",
  path: "/AnchorVerifyTransfer",
  summary: "The broadcaster's answer to a transfer; agree completes it and moves the broadcaster.",
  request: () => z.object({ /** The transfer. */ transfer_id: z.string().check(z.minLength(1)), ...verifyDecisionFields }),
  response: () => transferSchema,
  tags: ["Transfer", "Broadcaster", "BroadcasterTab"],
  // Completed, the broadcaster leaves one agency's lists and joins the other's.
  invalidates: ({ transfer_id }) => [idTag("Transfer", transfer_id), listTag("Broadcaster"), listTag("BroadcasterTab")],
  errors: [E.NotPending, E.NotYourStep],
});

/** manage anchor QryTransferList: the agency's transfers, out and in, newest first. */
export const QryTransferList = defineEndpoint({
  name: "QryTransferList",
  family: "manageAnchor",
  path: "/QryTransferList",
  kind: "query",
  summary: "Transfers of the caller's agency, newest first, filtered by direction and status.",
  request: () =>
    z.object({
      /** TransferDirection: 1 out (the caller's agency is the source), 2 in (it is the target); absent: both. */
      direction: z.optional(enumSchema(TransferDirection)),
      /** Only this status (see the transfer status enum). */
      status: z.optional(transferStatusSchema),
      /** Only this broadcaster's Bigo ID. */
      anchor_bigo_id: z.optional(bigoIdSchema),
      ...pageFields,
    }),
  response: () => pageOf(transferSchema),
  tags: ["Transfer"],
  provides: (page) => rowTags("Transfer", page.list, (row) => row.transfer_id),
});

/** manage anchor QryTransferProgressForAgent: one transfer's timeline, as an agency sees it. */
export const QryTransferProgressForAgent = defineEndpoint({
  name: "QryTransferProgressForAgent",
  family: "manageAnchor",
  path: "/QryTransferProgressForAgent",
  kind: "query",
  summary: "A transfer with its timeline, for either agency.",
  request: () => z.object({ /** The transfer. */ transfer_id: z.string().check(z.minLength(1)) }),
  response: () => transferProgressSchema,
  tags: ["Transfer"],
  provides: (_progress, { transfer_id }) => [idTag("Transfer", transfer_id)],
  errors: [E.NotYourStep],
});

/** manage anchor QryTransferProgressByAnchor: the broadcaster's own transfer and its timeline. */
export const QryTransferProgressByAnchor = defineEndpoint({
  name: "QryTransferProgressByAnchor",
  family: "manageAnchor",
  path: "/QryTransferProgressByAnchor",
  kind: "query",
  summary: "The caller's (broadcaster's) transfer with its timeline; the latest one when no id is given.",
  request: () => z.object({ /** The transfer; absent: the caller's latest. */ transfer_id: z.optional(z.string()) }),
  response: () => z.object({ /** The transfer and its timeline; null when the caller has none. */ progress: z.nullable(transferProgressSchema) }),
  tags: ["Transfer"],
  // "The latest" changes when a transfer starts: the list tag too.
  provides: ({ progress }) => [listTag("Transfer"), ...(progress === null ? [] : [idTag("Transfer", progress.transfer.transfer_id)])],
});

/** manage anchor QryAnchorRelationChangeProg: a broadcaster's pending (or last) relation change, transfer or cancellation. */
export const QryAnchorRelationChangeProg = defineEndpoint({
  name: "QryAnchorRelationChangeProg",
  family: "manageAnchor",
  path: "/QryAnchorRelationChangeProg",
  kind: "query",
  summary: "A broadcaster's pending or latest relation change (transfer or cancellation) with its timeline.",
  request: () => z.object({ /** The broadcaster. */ anchor_uid: uidSchema }),
  response: () =>
    z.object({
      /** RelationChangeType: 0 none, 1 transfer, 2 cancellation. */
      change_type: enumSchema(RelationChangeType),
      /** The transfer when change_type is 1, else null. */
      transfer: z.nullable(transferProgressSchema),
      /** The cancellation when change_type is 2, else null. */
      cancellation: z.nullable(cancellationProgressSchema),
    }),
  tags: ["Transfer", "Cancellation"],
  // The pending or latest change: a new one (the list tags) or a change of the one shown.
  provides: ({ transfer, cancellation }) => [
    listTag("Transfer"),
    listTag("Cancellation"),
    ...(transfer === null ? [] : [idTag("Transfer", transfer.transfer.transfer_id)]),
    ...(cancellation === null ? [] : [idTag("Cancellation", cancellation.cancellation.cancel_id)]),
  ],
  errors: [E.AnchorNotInAgency],
});

/** Every declaration of this file (family manageAnchor, transfers). */
export const manageAnchorEndpoints = [
  QryAnchorRelationChgTabVisible,
  QryProxyInfo,
  StartApplyTransfer,
  AgentVerifyTransfer,
  AnchorVerifyTransfer,
  QryTransferList,
  QryTransferProgressForAgent,
  QryTransferProgressByAnchor,
  QryAnchorRelationChangeProg,
] as const;
