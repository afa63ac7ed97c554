/**
 * The broadcaster's payment details form (live_agent_service AnchorSubmitAnchorPayment; issue 21
 * item 9): the method, then what that method needs, kept as typed (strings, so a draft keeps them).
 * The rules are the contract's (`paymentAccountFields`): holder 1-64 characters; an account or
 * wallet number of 4-34 letters, digits, spaces or hyphens, except for by beans (paid through the
 * agency: no number); a bank name and a code of 4-11 letters and digits where the method needs them
 * (GetPaymentCfg `bank_fields_required`). The server checks again and answers its codes (38001,
 * 38002, 38007, 38008, 38013, 38039), translated by the transport. Messages are i18n keys.
 */
import * as z from "zod/mini";
import type { RequestOf, ResponseOf } from "@agent-portal/api-client/contract/define";
import type { AnchorSubmitAnchorPayment, GetPaymentCfg } from "@agent-portal/api-client/contract/live-agent-service-payment";
import { PaymentMethodType } from "@agent-portal/api-client/enums";

/** One method GetPaymentCfg offers (`methods[]`). */
export type OfferedMethod = ResponseOf<typeof GetPaymentCfg>["methods"][number];

/** What the form holds: `method_type` is the method's number as text ("" before a choice). */
export interface PaymentDetailsValues {
  method_type: string;
  account_name: string;
  account_no: string;
  bank_name: string;
  bank_code: string;
  [field: string]: string;
}

/** The empty form. */
export const EMPTY_PAYMENT_DETAILS: PaymentDetailsValues = { method_type: "", account_name: "", account_no: "", bank_name: "", bank_code: "" };

/** The draft name of the form (`webview_draft_payment_details`). */
export const PAYMENT_DETAILS_DRAFT = "payment_details";

const E = "webview.payment.errors";

/** The offered method the form's `method_type` names, or `undefined`. */
export function chosenMethod(methods: readonly OfferedMethod[], methodType: string): OfferedMethod | undefined {
  return methods.find((method) => String(method.method_type) === methodType);
}

/** The form's schema over the methods offered (GetPaymentCfg `methods`): which fields are required follows the chosen method. */
export function paymentDetailsSchema(methods: readonly OfferedMethod[]) {
  return z
    .object({
      method_type: z.string().check(z.refine((value) => chosenMethod(methods, value) !== undefined, `${E}.method`)),
      account_name: z.string().check(z.trim(), z.minLength(1, "payment.bankInfo.error.account_name.missing"), z.maxLength(64, "payment.bankInfo.error.account_name.long")),
      account_no: z.string().check(z.trim()),
      bank_name: z.string().check(z.trim(), z.maxLength(64, "payment.bankInfo.error.bank_name.long")),
      bank_code: z.string().check(z.trim()),
    })
    .check(
      z.superRefine((values, ctx) => {
        const method = chosenMethod(methods, values.method_type);
        if (method === undefined) return;
        if (method.method_type !== PaymentMethodType.ByBeans) {
          if (values.account_no === "") ctx.addIssue({ code: "custom", path: ["account_no"], message: "payment.bankInfo.error.account_no.missing", input: values.account_no });
          else if (!/^[A-Za-z0-9 -]{4,34}$/.test(values.account_no)) ctx.addIssue({ code: "custom", path: ["account_no"], message: `${E}.accountNo`, input: values.account_no });
        }
        if (method.bank_fields_required === 1) {
          if (values.bank_name === "") ctx.addIssue({ code: "custom", path: ["bank_name"], message: "payment.bankInfo.error.bank_name.missing", input: values.bank_name });
          if (!/^[A-Za-z0-9]{4,11}$/.test(values.bank_code)) ctx.addIssue({ code: "custom", path: ["bank_code"], message: `${E}.bankCode`, input: values.bank_code });
        }
      }),
    );
}

/** The AnchorSubmitAnchorPayment request of checked values: only what the chosen method uses is sent. */
export function paymentDetailsRequest(values: PaymentDetailsValues, method: OfferedMethod): RequestOf<typeof AnchorSubmitAnchorPayment> {
  const byBeans = method.method_type === PaymentMethodType.ByBeans;
  const bank = method.bank_fields_required === 1;
  return {
    method_type: method.method_type,
    account_name: values.account_name.trim(),
    account_no: byBeans ? "" : values.account_no.trim(),
    bank_name: bank ? values.bank_name.trim() : "",
    bank_code: bank ? values.bank_code.trim().toUpperCase() : "",
  };
}
