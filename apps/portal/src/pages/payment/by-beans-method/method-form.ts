/**
 * The by-beans method form (PaymentAgencyByBeansMethodAdd / Edit): a name, the smallest payout
 * in whole beans, the agency's fee as a percentage with at most two decimals (sent as basis
 * points, read from the text without floating point) and the broadcasters it pays. Values are
 * kept as typed; messages are i18n keys. The server checks everything again (38004, 38006, 38009).
 */
import * as z from "zod/mini";
import type { PaymentAgencyByBeansMethodAdd, PaymentAgencyByBeansMethodList } from "@agent-portal/api-client/contract/live-agent-service-by-beans";
import type { RequestOf, ResponseOf } from "@agent-portal/api-client/contract/define";
import { feeText, readFeeBp } from "@agent-portal/api-client/contract/basis-points";

/** One method of the list (PaymentAgencyByBeansMethodList). */
export type ByBeansMethodRow = ResponseOf<typeof PaymentAgencyByBeansMethodList>["list"][number];

/** Largest smallest-payout, beans (the contract's 1,000,000). */
export const MAX_MIN_BEANS = 1_000_000;

const E = "payment.byBeansMethod.error";

/** Whole beans 0-1,000,000 typed as digits only, or `null`. */
export function readMinBeans(text: string): number | null {
  const typed = text.trim();
  if (!/^\d{1,7}$/.test(typed)) return null;
  const beans = Number(typed);
  return beans <= MAX_MIN_BEANS ? beans : null;
}

/** The form's schema: texts as typed; messages are i18n keys. */
export const methodFormSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, `${E}.name`), z.maxLength(32, `${E}.nameLong`)),
  min_beans: z.string().check(z.refine((text) => readMinBeans(text) !== null, `${E}.minBeans`)),
  fee: z.string().check(z.refine((text) => readFeeBp(text) !== null, `${E}.fee`)),
  anchor_uids: z.array(z.string()).check(z.maxLength(500, `${E}.tooMany`)),
});

/** What the form holds. */
export type MethodFormValues = z.input<typeof methodFormSchema>;

/** An empty form. */
export const EMPTY_METHOD: MethodFormValues = { name: "", min_beans: "", fee: "", anchor_uids: [] };

/** The form of an existing method. */
export const valuesOf = (method: ByBeansMethodRow): MethodFormValues => ({
  name: method.name,
  min_beans: String(method.min_beans),
  fee: feeText(method.fee_bp),
  anchor_uids: [...method.anchor_uids],
});

/** The fields an add or edit sends, from valid values (kept status: a new method is active). */
export function methodRequest(values: z.output<typeof methodFormSchema>, status: ByBeansMethodRow["status"] = 1): RequestOf<typeof PaymentAgencyByBeansMethodAdd> {
  return { name: values.name, min_beans: readMinBeans(values.min_beans) ?? 0, fee_bp: readFeeBp(values.fee) ?? 0, anchor_uids: values.anchor_uids, status };
}
