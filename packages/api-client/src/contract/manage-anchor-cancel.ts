/**
 * Manage anchor declarations (SPEC section 7), cancellations: an agency terminating a
 * broadcaster's contract (cancel == 1, SPEC section 6) and the broadcaster's answer.
 * Statuses and codes: `manage-anchor-shared.ts`.
 */
import * as z from "zod/mini";
import { defineEndpoint } from "./define.ts";
import { idTag, listTag, rowTags } from "#tags.ts";
import {
  ManageAnchorErrorCode as E,
  cancelReasonTypeSchema,
  cancellationProgressSchema,
  cancellationSchema,
  cancellationStatusSchema,
  verifyDecisionFields,
} from "./manage-anchor-shared.ts";
import { bigoIdSchema, pageFields, pageOf, remarkSchema, uidSchema } from "./shared.ts";

/** manage anchor StartCancelContract: the agency starts terminating a broadcaster's contract. */
export const StartCancelContract = defineEndpoint({
  name: "StartCancelContract",
  family: "manageAnchor",
  path: "/StartCancelContract",
  summary: "Start terminating a broadcaster's contract; it waits for the broadcaster's answer (7 days).",
  request: () =>
    z.object({
      /** The broadcaster. */
      anchor_uid: uidSchema,
      /** 1 inactive, 2 violation, 3 mutual agreement, 4 other. */
      reason_type: cancelReasonTypeSchema,
      /** Reason shown to the broadcaster. */
      reason: remarkSchema,
    }),
  response: () => cancellationSchema,
  tags: ["Cancellation", "Broadcaster"],
  invalidates: ({ anchor_uid }) => [listTag("Cancellation"), idTag("Broadcaster", anchor_uid)],
  errors: [E.AnchorNotInAgency, E.RelationChangePending, E.ContractTerminated, E.RelationChangeNotAllowed],
});

/** manage anchor AnchorVerifyCancel: the broadcaster agrees to (terminates) or rejects a cancellation. */
export const AnchorVerifyCancel = defineEndpoint({
  name: "AnchorVerifyCancel",
  family: "manageAnchor",
  path: "/AnchorVerifyCancel",
  summary: "The broadcaster's answer to a cancellation; agree terminates the contract.",
  request: () => z.object({ /** The cancellation. */ cancel_id: z.string().check(z.minLength(1)), ...verifyDecisionFields }),
  response: () => cancellationSchema,
  tags: ["Cancellation", "Broadcaster", "BroadcasterTab"],
  // Agreed, the broadcaster moves to the agency's terminated list.
  invalidates: ({ cancel_id }) => [idTag("Cancellation", cancel_id), listTag("Broadcaster"), listTag("BroadcasterTab")],
  errors: [E.NotPending, E.NotYourStep],
});

/** manage anchor QryCancelContractList: the agency's cancellations, newest first. */
export const QryCancelContractList = defineEndpoint({
  name: "QryCancelContractList",
  family: "manageAnchor",
  path: "/QryCancelContractList",
  kind: "query",
  summary: "Cancellations started by the caller's agency, newest first.",
  request: () =>
    z.object({
      /** Only this status: 1 waiting, 2 completed, 3 rejected, 4 expired. */
      status: z.optional(cancellationStatusSchema),
      /** Only this broadcaster's Bigo ID. */
      anchor_bigo_id: z.optional(bigoIdSchema),
      ...pageFields,
    }),
  response: () => pageOf(cancellationSchema),
  tags: ["Cancellation"],
  provides: (page) => rowTags("Cancellation", page.list, (row) => row.cancel_id),
});

/** manage anchor QryCancelProgressForAgent: one cancellation's timeline, as the agency sees it. */
export const QryCancelProgressForAgent = defineEndpoint({
  name: "QryCancelProgressForAgent",
  family: "manageAnchor",
  path: "/QryCancelProgressForAgent",
  kind: "query",
  summary: "A cancellation with its timeline, for the agency.",
  request: () => z.object({ /** The cancellation. */ cancel_id: z.string().check(z.minLength(1)) }),
  response: () => cancellationProgressSchema,
  tags: ["Cancellation"],
  provides: (_progress, { cancel_id }) => [idTag("Cancellation", cancel_id)],
  errors: [E.NotYourStep],
});

/** manage anchor QryCancelProgressByAnchor: the broadcaster's own cancellation and its timeline. */
export const QryCancelProgressByAnchor = defineEndpoint({
  name: "QryCancelProgressByAnchor",
  family: "manageAnchor",
  path: "/QryCancelProgressByAnchor",
  kind: "query",
  summary: "The caller's (broadcaster's) cancellation with its timeline; the latest one when no id is given.",
  request: () => z.object({ /** The cancellation; absent: the caller's latest. */ cancel_id: z.optional(z.string()) }),
  response: () => z.object({ /** The cancellation and its timeline; null when the caller has none. */ progress: z.nullable(cancellationProgressSchema) }),
  tags: ["Cancellation"],
  // "The latest" changes when a cancellation starts: the list tag too.
  provides: ({ progress }) => [listTag("Cancellation"), ...(progress === null ? [] : [idTag("Cancellation", progress.cancellation.cancel_id)])],
});

/** Every declaration of this file (family manageAnchor, cancellations). */
export const manageAnchorCancelEndpoints = [StartCancelContract, AnchorVerifyCancel, QryCancelContractList, QryCancelProgressForAgent, QryCancelProgressByAnchor] as const;
