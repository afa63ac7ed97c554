/**
 * The payment submission window and payout rules the sandbox answers in GetPaymentCfg (ours, issue
 * 21 item 6): submissions open on the 1st of each month (00:00 UTC) and close at the cut-off, 00:00
 * UTC of the month's last day, when the month's payouts are computed; the payout is made on the
 * 10th of the next month. After the cut-off, AnchorSubmitAnchorPayment and AgentSubmitAgentPayment
 * answer 38039 until the next window opens.
 */
import { PaymentErrorCode } from "@agent-portal/api-client/contract/payment-shared";
import { ContractError } from "#http/codes.ts";
import { toSeconds } from "./time.ts";

/** The payout rules: largest payout, the multiple a payout is made of (minor units) and the fee (basis points). */
export const PAYOUT_RULES = { max_amount_cents: 5_000_000, multiple_cents: 100, fee_bp: 150 } as const;

/** The window around `now`, in Unix seconds. */
export interface PaymentWindow {
  readonly open: 0 | 1;
  readonly cutoff_time: number;
  readonly payout_time: number;
  readonly next_open_time: number;
}

/** The window of `now`'s month: its cut-off, its payout and the next window's start. */
export function paymentWindowAt(now: Date): PaymentWindow {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const nextOpen = new Date(Date.UTC(year, month + 1, 1));
  const cutoff = new Date(Date.UTC(year, month + 1, 0));
  const payout = new Date(Date.UTC(year, month + 1, 10));
  return {
    open: now.getTime() < cutoff.getTime() ? 1 : 0,
    cutoff_time: toSeconds(cutoff),
    payout_time: toSeconds(payout),
    next_open_time: toSeconds(nextOpen),
  };
}

/**
 * Refuses a submission after the cut-off.
 *
 * @throws {ContractError} 38039 (SubmissionWindowClosed) between the cut-off and the next window.
 */
export function requireOpenWindow(now: Date): void {
  if (paymentWindowAt(now).open === 0) throw new ContractError(PaymentErrorCode.SubmissionWindowClosed, "Submissions are closed until the next window opens");
}
