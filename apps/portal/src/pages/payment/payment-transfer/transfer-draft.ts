/**
 * The payment transfer form (issue 21, item 4): what is typed, in steps, kept as text with its
 * idempotency key in the tab's session storage (`kept-draft.ts`) until the transfer is sent or
 * started over; and the amount's checks against the configured limits, the fee and the balance
 * (PaymentAgencyTransferCfg), in whole beans. The server checks them again.
 */
import { transferFee } from "@agent-portal/api-client/contract/live-agent-service-transfer";
import type { PaymentAgencyTransferCfg } from "@agent-portal/api-client/contract/live-agent-service-transfer";
import type { ResponseOf } from "@agent-portal/api-client/contract/define";
import { readWholeBeans } from "#pages/payment/shared/whole-beans.ts";

/** The session-storage name of the transfer's draft. */
export const TRANSFER_DRAFT = "portal_transfer_draft";

/** The form's steps before the result, in order. */
export const TRANSFER_STEPS = ["receiver", "amount", "review"] as const;
/** A step of the form. */
export type TransferStep = (typeof TRANSFER_STEPS)[number];

/** What the form holds: the Bigo ID and the amount as typed, and the step reached. */
export interface TransferValues {
  readonly bigo_id: string;
  readonly amount: string;
  readonly step: TransferStep;
}

/** An empty form at its first step. */
export const EMPTY_TRANSFER: TransferValues = { bigo_id: "", amount: "", step: "receiver" };

/** Whether stored values are the form's (a kept draft). */
export function isTransferValues(values: unknown): values is TransferValues {
  if (typeof values !== "object" || values === null) return false;
  const record = values as Record<string, unknown>;
  return typeof record.bigo_id === "string" && typeof record.amount === "string" && TRANSFER_STEPS.some((step) => step === record.step);
}

/** The limits, fee rate and balance of PaymentAgencyTransferCfg (whole beans; the fee in basis points). */
export type TransferCfg = ResponseOf<typeof PaymentAgencyTransferCfg>;

/** Why an amount cannot be sent; each is the i18n key `payment.transfer.error.amount.<problem>`. */
export type AmountProblem = "empty" | "notWhole" | "zero" | "tooSmall" | "tooLarge" | "overBalance";

/** A typed amount checked: the beans with the fee, the total and the balance after, or why not. */
export type CheckedAmount =
  | { readonly ok: true; readonly beans: number; readonly fee: number; readonly total: number; readonly balanceAfter: number }
  | { readonly ok: false; readonly problem: AmountProblem };

/**
 * Reads `text` as whole beans (a decimal, a separator, an exponent or a currency sign is refused,
 * never rounded) within `cfg`'s limits, with the fee ({@link transferFee}, rounded up) on top;
 * amount plus fee must fit the balance. All in integers.
 */
export function checkAmount(text: string, cfg: TransferCfg): CheckedAmount {
  const read = readWholeBeans(text, cfg.max_beans, false);
  if (!read.ok) return read;
  if (read.beans < cfg.min_beans) return { ok: false, problem: "tooSmall" };
  const fee = transferFee(read.beans, cfg.fee_basis_points);
  const total = read.beans + fee;
  if (total > cfg.balance_beans) return { ok: false, problem: "overBalance" };
  return { ok: true, beans: read.beans, fee, total, balanceAfter: cfg.balance_beans - total };
}
