/**
 * live_agent_service declarations, distribution adjustment (payment: distribution-adjustment,
 * permission PaymentDistributionBackend 9) and the agency's beans balance. SPEC section 7 names no
 * call for them: these are ours, in the family's naming style.
 *
 * An adjustment changes what a confirmed distribution batch, or one row of it, paid out, by a
 * signed number of whole beans: positive pays the receiver more (taken from the agency's balance),
 * negative takes beans back (returned to the balance). It needs a reason and a reference to the
 * batch (and row), and records the balance before and after. The server refuses one that would
 * take the agency's balance, or the referenced batch's or row's net payout, below zero. A posted
 * adjustment is never edited or deleted (no call does it): a correction is a new adjustment of the
 * opposite amount naming the one it corrects (`corrects_id`), at most one per adjustment.
 *
 * The submit carries an idempotency key made when the form opens: the same key answers the same
 * adjustment (a double click, a retry after a timeout); `PaymentAgencyDistributionAdjustmentGet`
 * tells after a timeout whether it was posted. Codes: `PaymentErrorCode` of `payment-shared.ts`.
 */
import * as z from "zod/mini";
import { defineEndpoint } from "./define.ts";
import { idTag, listTag, rowTags } from "#tags.ts";
import { PaymentErrorCode as E } from "./payment-shared.ts";
import { countSchema, pageFields, pageOf, secondsSchema } from "./shared.ts";

/** Largest size of one adjustment, beans (either sign). */
export const ADJUSTMENT_MAX_BEANS = 10_000_000;

/** An idempotency key: 8-64 letters, digits or hyphens, made by the client when the form opens. */
export const idempotencyKeySchema = z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/));

/** A posted adjustment. */
export const adjustmentSchema = z.object({
  /** Adjustment id. */
  adjustment_id: z.string(),
  /** The idempotency key it was posted with. */
  idempotency_key: z.string(),
  /** Signed whole beans: positive paid the receiver more, negative took beans back. Never 0. */
  amount_beans: z.int(),
  /** Why, as typed. */
  reason: z.string(),
  /** The confirmed distribution batch it adjusts. */
  batch_id: z.string(),
  /** The row's line in the batch's file; 0 for the batch as a whole. */
  line: countSchema,
  /** The row's Bigo ID; "" for the batch as a whole. */
  bigo_id: z.string(),
  /** The adjustment this one corrects (its opposite); "" when none. */
  corrects_id: z.string(),
  /** The adjustment that corrects this one; "" while none does. */
  corrected_by_id: z.string(),
  /** The agency's balance before and after, whole beans (never below zero). */
  balance_before: z.int(),
  balance_after: z.int(),
  /** Who posted it (display name). */
  creator_name: z.string(),
  /** When it was posted, Unix seconds. */
  create_time: secondsSchema,
});

/** live_agent_service PaymentAgencyBeansBalance: the agency's beans balance now. */
export const PaymentAgencyBeansBalance = defineEndpoint({
  name: "PaymentAgencyBeansBalance",
  family: "liveAgentService",
  path: "/PaymentAgencyBeansBalance",
  kind: "query",
  summary: "The caller's agency's beans balance (distributions, adjustments and transfers draw on it), whole beans.",
  request: () => z.object({}),
  response: () => z.object({ /** Whole beans, >= 0. */ balance_beans: z.int().check(z.nonnegative()) }),
  tags: ["BeansBalance"],
  provides: () => [listTag("BeansBalance")],
});

/** live_agent_service PaymentAgencyDistributionAdjustmentList: the agency's adjustments, newest first. */
export const PaymentAgencyDistributionAdjustmentList = defineEndpoint({
  name: "PaymentAgencyDistributionAdjustmentList",
  family: "liveAgentService",
  path: "/PaymentAgencyDistributionAdjustmentList",
  kind: "query",
  summary: "The caller's agency's distribution adjustments, newest first, optionally of one batch.",
  request: () =>
    z.object({
      /** Only the adjustments of this batch. */
      batch_id: z.optional(z.string().check(z.regex(/^[0-9]{1,18}$/))),
      ...pageFields,
    }),
  response: () => pageOf(adjustmentSchema),
  tags: ["DistributionAdjustment"],
  provides: (page) => rowTags("DistributionAdjustment", page.list, (row) => row.adjustment_id),
  screen: { route: "DistributionAdjustment", role: "list" },
});

/** live_agent_service PaymentAgencyDistributionAdjustmentGet: an adjustment by its idempotency key (the status after a timeout). */
export const PaymentAgencyDistributionAdjustmentGet = defineEndpoint({
  name: "PaymentAgencyDistributionAdjustmentGet",
  family: "liveAgentService",
  path: "/PaymentAgencyDistributionAdjustmentGet",
  kind: "query",
  summary: "The agency's adjustment posted with this idempotency key; 38026 when none was.",
  request: () => z.object({ /** The key the submit carried. */ idempotency_key: idempotencyKeySchema }),
  response: () => adjustmentSchema,
  tags: ["DistributionAdjustment"],
  provides: (row) => [idTag("DistributionAdjustment", row.adjustment_id)],
  errors: [E.AdjustmentNotFound],
});

/** live_agent_service PaymentAgencyDistributionAdjust: posts one adjustment (once per idempotency key). */
export const PaymentAgencyDistributionAdjust = defineEndpoint({
  name: "PaymentAgencyDistributionAdjust",
  family: "liveAgentService",
  path: "/PaymentAgencyDistributionAdjust",
  summary: "Post a signed beans adjustment of a confirmed batch or one of its rows, with a reason; the same key answers the same adjustment.",
  request: () =>
    z.object({
      /** Made when the form opened; the same key posts once. */
      idempotency_key: idempotencyKeySchema,
      /** The confirmed batch. */
      batch_id: z.string().check(z.regex(/^[0-9]{1,18}$/)),
      /** The row's line in the batch's file; 0 or absent for the batch as a whole. */
      line: z._default(countSchema, 0),
      /** Signed whole beans, not 0, at most {@link ADJUSTMENT_MAX_BEANS} either way. */
      amount_beans: z.int().check(
        z.gte(-ADJUSTMENT_MAX_BEANS),
        z.lte(ADJUSTMENT_MAX_BEANS),
        z.refine((n) => n !== 0),
      ),
      /** Why, 1-200 characters. */
      reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
      /** The adjustment this corrects: then the amount is its exact opposite and the reference its own. */
      corrects_id: z._default(z.string().check(z.regex(/^([0-9]{1,18})?$/)), ""),
    }),
  response: () => adjustmentSchema,
  tags: ["DistributionAdjustment", "PaymentActionLog", "BeansBalance"],
  invalidates: () => [listTag("DistributionAdjustment"), listTag("PaymentActionLog"), listTag("BeansBalance")],
  errors: [
    E.AdjustmentReferenceNotFound,
    E.BalanceNotEnough,
    E.AdjustmentBelowZero,
    E.AdjustmentNotFound,
    E.AdjustmentAlreadyCorrected,
    E.CorrectionMismatch,
    E.IdempotencyKeyReused,
  ],
});

/** Every declaration of this file (family liveAgentService, distribution adjustment). */
export const liveAgentServiceAdjustmentEndpoints = [
  PaymentAgencyBeansBalance,
  PaymentAgencyDistributionAdjustmentList,
  PaymentAgencyDistributionAdjust,
  PaymentAgencyDistributionAdjustmentGet,
] as const;
