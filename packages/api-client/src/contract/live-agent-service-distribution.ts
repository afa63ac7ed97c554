/**
 * live_agent_service declarations, distribution upload (payment: distribution-upload, permission
 * PaymentDistributionUpload 8). SPEC section 7 names no call for it: these are ours, in the
 * family's naming style. Two phases, nothing applied before the confirm:
 *
 * 1. `PaymentAgencyDistributionPreview`: the client sends the file's rows as typed (text, so the
 *    server sees `12.5`, `1,000` or `1e6` and refuses them, never a rounded number); the server
 *    validates every row, stores the batch as a preview with an idempotency key, and answers the
 *    counts, totals, largest amounts, the balance after, the warnings and each row's state.
 * 2. `PaymentAgencyDistributionConfirm` with the batch id and its key applies the batch once: a
 *    second confirm (a double click, a retry after a timeout) answers the same confirmed batch.
 *    `PaymentAgencyDistributionGet` reopens a batch (after a reload) and tells its status after a
 *    timeout, by the same id and key.
 *
 * Amounts are whole beans. Codes: `PaymentErrorCode` of `payment-shared.ts`.
 */
import * as z from "zod/mini";
import { defineEndpoint } from "./define.ts";
import { idTag, listTag } from "#tags.ts";
import { PaymentErrorCode as E } from "./payment-shared.ts";
import { beansSchema, countSchema, enumSchema, flagSchema, secondsSchema } from "./shared.ts";
import { DistributionBatchStatus, DistributionRowState } from "#enums/payment.ts";

/** Most rows one file may hold. */
export const DISTRIBUTION_MAX_ROWS = 10_000;
/** Most beans one row may carry. */
export const DISTRIBUTION_ROW_MAX_BEANS = 1_000_000;

/**
 * Why a row is invalid or failed (ours): `idEmpty`, `unknownId` (no such Bigo ID), `notInAgency`
 * (not a signed broadcaster of the agency), `blacklisted`, `repeated` (the ID is on an earlier row),
 * `amountEmpty`, `amountNotWhole` (a decimal, a grouping, a currency sign or an exponent),
 * `amountNotPositive` (0 or negative), `amountOverMax` (over {@link DISTRIBUTION_ROW_MAX_BEANS}).
 */
export const distributionRowReasons = [
  "idEmpty",
  "unknownId",
  "notInAgency",
  "blacklisted",
  "repeated",
  "amountEmpty",
  "amountNotWhole",
  "amountNotPositive",
  "amountOverMax",
] as const;

/** One row of a batch with its state. */
export const distributionRowSchema = z.object({
  /** The row's line number in the file (the header is line 1). */
  line: z.int().check(z.positive()),
  /** The Bigo ID as typed. */
  bigo_id: z.string(),
  /** The amount as typed. */
  amount: z.string(),
  /** The amount in whole beans; null when it is not a valid amount. */
  amount_beans: z.nullable(beansSchema),
  /** The note as typed. */
  note: z.string(),
  /** DistributionRowState: 1 valid, 2 invalid, 3 credited, 4 failed, 5 pending. */
  state: enumSchema(DistributionRowState),
  /** Why it is invalid or failed (one of `distributionRowReasons`); "" otherwise. */
  reason: z.string(),
  /** The column the reason is about (`bigo_id`, `amount_beans`); "" otherwise. */
  column: z.string(),
  /** For `blacklisted`: since when (Unix seconds) and why; 0 and "" otherwise. */
  blacklisted_since: secondsSchema,
  blacklist_reason: z.string(),
});

/** A distribution batch as the preview and its confirm answer it. */
export const distributionBatchSchema = z.object({
  /** Batch id. */
  batch_id: z.string(),
  /** The idempotency key made at preview; the confirm and the status look-up send it. */
  idempotency_key: z.string(),
  /** DistributionBatchStatus: 1 previewed (nothing applied), 2 confirmed. */
  status: enumSchema(DistributionBatchStatus),
  /** The uploaded file's name. */
  file_name: z.string(),
  /** Row counts; `total` = `valid` + `invalid` at preview, = `credited` + `failed` + `pending` once confirmed. */
  counts: z.object({ total: countSchema, valid: countSchema, invalid: countSchema, credited: countSchema, failed: countSchema, pending: countSchema }),
  /** Sum of the valid rows, beans. */
  total_beans: beansSchema,
  /** The agency's balance now (preview) or before the batch (confirmed), beans. */
  balance_beans: z.int(),
  /** The balance after the batch, beans (negative at preview when it does not cover it). */
  balance_after_beans: z.int(),
  /** The five largest valid rows, largest first. */
  largest: z.array(z.object({ line: z.int(), bigo_id: z.string(), amount_beans: beansSchema })),
  /** 1 when the total is far larger than the agency's usual confirmed batch ("did you enter currency instead of beans?"): the confirm needs `large_acknowledged`. */
  unusually_large: flagSchema,
  /** An earlier batch of the agency from the same file (same SHA-256); "" when none. */
  duplicate_of_batch_id: z.string(),
  /** That earlier batch's idempotency key (the same agency's), so the screen can link to it (PaymentAgencyDistributionGet); "" when none. */
  duplicate_of_key: z.string(),
  /** When it was previewed and confirmed, Unix seconds (0 while not confirmed). */
  create_time: secondsSchema,
  confirm_time: secondsSchema,
  /** Every row, in file order. */
  rows: z.array(distributionRowSchema),
});

/** live_agent_service PaymentAgencyDistributionPreview: validates a file's rows and stores them as a preview (nothing applied). */
export const PaymentAgencyDistributionPreview = defineEndpoint({
  name: "PaymentAgencyDistributionPreview",
  family: "liveAgentService",
  path: "/PaymentAgencyDistributionPreview",
  summary: "Validate an uploaded distribution file's rows (as typed) and store them as a preview with an idempotency key; nothing is applied.",
  request: () =>
    z.object({
      /** The file's name, 1-200 characters. */
      file_name: z.string().check(z.minLength(1), z.maxLength(200)),
      /** SHA-256 of the file's bytes, lower-case hex (the same file again is named). */
      file_sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
      /** The data rows, 1-10,000, in file order. */
      rows: z
        .array(
          z.object({
            /** Line number in the file. */
            line: z.int().check(z.positive()),
            /** The Bigo ID cell as text. */
            bigo_id: z.string().check(z.maxLength(64)),
            /** The amount cell as text. */
            amount: z.string().check(z.maxLength(32)),
            /** The note cell as text. */
            note: z._default(z.string().check(z.maxLength(200)), ""),
          }),
        )
        .check(z.minLength(1), z.maxLength(DISTRIBUTION_MAX_ROWS)),
    }),
  response: () => distributionBatchSchema,
  tags: ["DistributionBatch"],
  invalidates: () => [listTag("DistributionBatch")],
});

/** live_agent_service PaymentAgencyDistributionGet: a batch by id and key (reopen a preview; the status after a timeout). */
export const PaymentAgencyDistributionGet = defineEndpoint({
  name: "PaymentAgencyDistributionGet",
  family: "liveAgentService",
  path: "/PaymentAgencyDistributionGet",
  kind: "query",
  summary: "A distribution batch of the agency by its id and idempotency key: previewed or confirmed, with every row's state.",
  request: () => z.object({ /** The batch. */ batch_id: z.string().check(z.minLength(1)), /** Its idempotency key. */ idempotency_key: z.string().check(z.minLength(1)) }),
  response: () => distributionBatchSchema,
  tags: ["DistributionBatch"],
  provides: (batch) => [idTag("DistributionBatch", batch.batch_id)],
  errors: [E.BatchNotFound],
});

/** live_agent_service PaymentAgencyDistributionConfirm: applies a previewed batch once. */
export const PaymentAgencyDistributionConfirm = defineEndpoint({
  name: "PaymentAgencyDistributionConfirm",
  family: "liveAgentService",
  path: "/PaymentAgencyDistributionConfirm",
  summary: "Apply a previewed batch once (the balance re-checked under a lock); a repeated confirm answers the confirmed batch.",
  request: () =>
    z.object({
      /** The batch. */
      batch_id: z.string().check(z.minLength(1)),
      /** Its idempotency key. */
      idempotency_key: z.string().check(z.minLength(1)),
      /** 1 when the "unusually large" warning was ticked. */
      large_acknowledged: z._default(flagSchema, 0),
    }),
  response: () => distributionBatchSchema,
  tags: ["DistributionBatch", "PaymentActionLog", "BeansBalance"],
  invalidates: ({ batch_id }) => [idTag("DistributionBatch", batch_id), listTag("PaymentActionLog"), listTag("BeansBalance")],
  errors: [E.BatchNotFound, E.BatchHasInvalidRows, E.BalanceTooLow, E.LargeBatchNotAcknowledged],
});

/** Every declaration of this file (family liveAgentService, distribution upload). */
export const liveAgentServiceDistributionEndpoints = [PaymentAgencyDistributionPreview, PaymentAgencyDistributionGet, PaymentAgencyDistributionConfirm] as const;
