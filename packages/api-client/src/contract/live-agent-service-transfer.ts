/**
 * live_agent_service declarations, payment transfer (payment: payment-transfer, permission
 * PaymentDistributionBackend 9): the agency sends whole beans from its balance to one Bigo user.
 * SPEC section 7 names no call for it: these are ours, in the family's naming style.
 *
 * In steps: `PaymentAgencyTransferReceiver` echoes the receiver's name for a Bigo ID, and says
 * since when and why the agency blacklisted them, so the screen refuses them before any review; `PaymentAgencyTransferCfg` gives the limits, the fee
 * and the balance; `PaymentAgencyTransferSubmit` (phone-verified session: 40001 otherwise) moves
 * the amount plus the fee once per idempotency key and answers a reference number;
 * `PaymentAgencyTransferGet` tells by the key whether a submit whose answer was lost went through.
 * A transfer cannot be reversed. Codes: `PaymentErrorCode` of `payment-shared.ts`.
 */
import * as z from "zod/mini";
import { defineEndpoint } from "./define.ts";
import { idTag, listTag } from "#tags.ts";
import { idempotencyKeySchema } from "./live-agent-service-adjustment.ts";
import { PaymentErrorCode as E } from "./payment-shared.ts";
import { beansSchema, bigoIdSchema, secondsSchema, uidSchema } from "./shared.ts";

/**
 * The fee of a transfer, whole beans: `amount * basisPoints / 10,000` rounded up, in integers
 * (BigInt), so no amount passes through floating point. E.g. 1,001 beans at 100 bp: 11.
 *
 * @param amountBeans whole beans, >= 0
 * @param basisPoints the fee rate in hundredths of a percent (`fee_basis_points`), >= 0
 */
export function transferFee(amountBeans: number, basisPoints: number): number {
  const product = BigInt(amountBeans) * BigInt(basisPoints);
  return Number((product + 9_999n) / 10_000n);
}

/** The transfer limits, the fee and the agency's balance. */
export const transferCfgSchema = z.object({
  /** Smallest amount, whole beans. */
  min_beans: beansSchema,
  /** Largest amount, whole beans. */
  max_beans: beansSchema,
  /** The fee in basis points of the amount, rounded up to whole beans ({@link transferFee}); the agency pays it on top. */
  fee_basis_points: z.int().check(z.gte(0), z.lte(10_000)),
  /** The agency's balance now, whole beans. */
  balance_beans: beansSchema,
});

/** The receiver a Bigo ID names. */
export const transferReceiverSchema = z.object({
  uid: uidSchema,
  bigo_id: z.string(),
  /** The display name, to confirm before sending. */
  nick_name: z.string(),
  /** When the agency blacklisted them, Unix seconds; 0 when they are not blacklisted. A blacklisted receiver is refused: the screen stops before the review, and the submit answers 38013. */
  blacklisted_since: secondsSchema,
  /** Why they are blacklisted; "" when not. */
  blacklist_reason: z.string(),
});

/** A transfer as posted. */
export const transferSchema = z.object({
  transfer_id: z.string(),
  /** The reference number to quote (`TR` + day + id). */
  reference_no: z.string(),
  idempotency_key: z.string(),
  receiver_uid: uidSchema,
  receiver_bigo_id: z.string(),
  receiver_name: z.string(),
  /** The amount the receiver gets, whole beans. */
  amount_beans: beansSchema,
  /** The fee, whole beans. */
  fee_beans: beansSchema,
  /** Amount plus fee: what left the agency's balance. */
  total_beans: beansSchema,
  /** The agency's balance before and after, whole beans. */
  balance_before: beansSchema,
  balance_after: beansSchema,
  /** Who sent it (display name). */
  creator_name: z.string(),
  /** When it was sent, Unix seconds. */
  create_time: secondsSchema,
});

/** live_agent_service PaymentAgencyTransferCfg: the limits, the fee and the balance. */
export const PaymentAgencyTransferCfg = defineEndpoint({
  name: "PaymentAgencyTransferCfg",
  family: "liveAgentService",
  path: "/PaymentAgencyTransferCfg",
  kind: "query",
  summary: "The transfer limits (whole beans), the fee in basis points and the agency's beans balance.",
  request: () => z.object({}),
  response: () => transferCfgSchema,
  tags: ["BeansBalance"],
  provides: () => [listTag("BeansBalance")],
});

/** live_agent_service PaymentAgencyTransferReceiver: the receiver of a Bigo ID, refused when blacklisted. */
export const PaymentAgencyTransferReceiver = defineEndpoint({
  name: "PaymentAgencyTransferReceiver",
  family: "liveAgentService",
  path: "/PaymentAgencyTransferReceiver",
  kind: "query",
  summary: "The Bigo user a transfer would go to, with their name and, when the agency blacklisted them, since when and why; refused when unknown (38031) or the caller (38034).",
  request: () => z.object({ /** The receiver's Bigo ID. */ bigo_id: bigoIdSchema }),
  response: () => transferReceiverSchema,
  errors: [E.TransferReceiverNotFound, E.TransferToSelf],
});

/** live_agent_service PaymentAgencyTransferSubmit: sends a transfer once per idempotency key (phone-verified). */
export const PaymentAgencyTransferSubmit = defineEndpoint({
  name: "PaymentAgencyTransferSubmit",
  family: "liveAgentService",
  path: "/PaymentAgencyTransferSubmit",
  summary: "Send whole beans plus the fee from the agency's balance to a Bigo user, once per key; cannot be reversed. Needs a phone-verified session.",
  request: () =>
    z.object({
      /** Made when the transfer form opened; the same key sends once. */
      idempotency_key: idempotencyKeySchema,
      /** The receiver's Bigo ID, as confirmed by PaymentAgencyTransferReceiver. */
      receiver_bigo_id: bigoIdSchema,
      /** Whole beans within the configured limits. */
      amount_beans: z.int().check(z.positive()),
    }),
  response: () => transferSchema,
  tags: ["PaymentTransfer", "PaymentActionLog", "BeansBalance"],
  invalidates: () => [listTag("PaymentTransfer"), listTag("PaymentActionLog"), listTag("BeansBalance")],
  errors: [E.TransferReceiverNotFound, E.TransferToSelf, E.Blacklisted, E.TransferAmountOutOfRange, E.BalanceNotEnough, E.IdempotencyKeyReused],
});

/** live_agent_service PaymentAgencyTransferGet: the transfer sent with a key (the status after a lost answer). */
export const PaymentAgencyTransferGet = defineEndpoint({
  name: "PaymentAgencyTransferGet",
  family: "liveAgentService",
  path: "/PaymentAgencyTransferGet",
  kind: "query",
  summary: "The agency's transfer sent with this idempotency key; 38033 when none was.",
  request: () => z.object({ /** The key the submit carried. */ idempotency_key: idempotencyKeySchema }),
  response: () => transferSchema,
  tags: ["PaymentTransfer"],
  provides: (row) => [idTag("PaymentTransfer", row.transfer_id)],
  errors: [E.TransferNotFound],
});

/** Every declaration of this file (family liveAgentService, payment transfer). */
export const liveAgentServiceTransferEndpoints = [PaymentAgencyTransferCfg, PaymentAgencyTransferReceiver, PaymentAgencyTransferSubmit, PaymentAgencyTransferGet] as const;
