/**
 * The adjustment form (PaymentAgencyDistributionAdjust): the reference (a batch id and, for one
 * row, its line), a signed amount of whole beans and a required reason, all kept as typed text
 * and checked here with messages that are i18n keys; the server checks them again. A correction
 * is the form of an adjustment's exact opposite, with its reference fixed.
 */
import * as z from "zod/mini";
import { ADJUSTMENT_MAX_BEANS } from "@agent-portal/api-client/contract/live-agent-service-adjustment";
import type { PaymentAgencyDistributionAdjust } from "@agent-portal/api-client/contract/live-agent-service-adjustment";
import type { RequestOf } from "@agent-portal/api-client/contract/define";
import { readWholeBeans } from "#pages/payment/shared/whole-beans.ts";
import type { WholeBeans } from "#pages/payment/shared/whole-beans.ts";
import type { DistributionAdjustmentRow } from "./distribution-adjustment-params.ts";

/** The session-storage name of the form's draft (`kept-draft.ts`). */
export const ADJUSTMENT_DRAFT = "portal_adjustment_draft";

const E = "payment.adjustment.error";
/** The typed amount read as signed whole beans. */
export const typedAmount = (text: string): WholeBeans => readWholeBeans(text, ADJUSTMENT_MAX_BEANS, true);
const problemOf = (text: string) => {
  const amount = typedAmount(text);
  return amount.ok ? null : amount.problem;
};
const amountIsNot = (problem: string) => z.refine<string>((text) => problemOf(text) !== problem, `${E}.amount.${problem}`);

/** The form's schema: texts as typed; messages are i18n keys. */
export const adjustmentFormSchema = z.object({
  batch_id: z.string().check(z.trim(), z.regex(/^[0-9]{1,18}$/, `${E}.batchId`)),
  line: z.string().check(z.trim(), z.regex(/^([0-9]{1,9})?$/, `${E}.line`)),
  amount: z.string().check(amountIsNot("empty"), amountIsNot("notWhole"), amountIsNot("zero"), amountIsNot("tooLarge")),
  reason: z.string().check(z.trim(), z.minLength(1, `${E}.reason`), z.maxLength(200, `${E}.reasonLong`)),
  /** The adjustment corrected, "" for a new one (not typed: set by the Correct action). */
  corrects_id: z.string(),
});

/** What the form holds. */
export type AdjustmentFormValues = z.input<typeof adjustmentFormSchema>;

/** An empty form. */
export const EMPTY_ADJUSTMENT: AdjustmentFormValues = { batch_id: "", line: "", amount: "", reason: "", corrects_id: "" };

/** The form correcting `row`: its reference and its exact opposite amount, with an empty reason. */
export const correctionOf = (row: DistributionAdjustmentRow): AdjustmentFormValues => ({
  batch_id: row.batch_id,
  line: row.line === 0 ? "" : String(row.line),
  amount: String(-row.amount_beans),
  reason: "",
  corrects_id: row.adjustment_id,
});

/** Whether stored values are the form's (a kept draft). */
export function isAdjustmentValues(values: unknown): values is AdjustmentFormValues {
  if (typeof values !== "object" || values === null) return false;
  const record = values as Record<string, unknown>;
  return ["batch_id", "line", "amount", "reason", "corrects_id"].every((name) => typeof record[name] === "string");
}

/** The request of valid values with the form's idempotency key. */
export function adjustRequest(values: z.output<typeof adjustmentFormSchema>, key: string): RequestOf<typeof PaymentAgencyDistributionAdjust> {
  const amount = typedAmount(values.amount);
  return {
    idempotency_key: key,
    batch_id: values.batch_id,
    line: values.line === "" ? 0 : Number(values.line),
    amount_beans: amount.ok ? amount.beans : 0,
    reason: values.reason,
    corrects_id: values.corrects_id,
  };
}
