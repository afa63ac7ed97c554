/**
 * live_agent_service declarations (SPEC section 7), payments: the payment configuration, the
 * payment info broadcasters and agencies submit (broadcaster-payment, agency-payment with
 * bank-info; permissions PaymentMethod 17, PaymentMethodBankInfo 18) and the agency's
 * broadcasters with their payment state. Shapes and codes: `payment-shared.ts`.
 */
import * as z from "zod/mini";
import { defineEndpoint } from "./define.ts";
import { idTag, listTag, rowTags } from "#tags.ts";
import { PaymentErrorCode as E, paymentAccountFields, paymentInfoSchema, paymentMethodTypeSchema, paymentStatusSchema } from "./payment-shared.ts";
import { bigoIdSchema, centsSchema, enumSchema, flagSchema, pageFields, pageOf, secondsSchema, uidSchema } from "./shared.ts";
import { PaymentConfigRole, PaymentMethodType } from "#enums/payment.ts";

/** live_agent_service GetPaymentCfg: the payment methods offered to broadcasters or agencies. */
export const GetPaymentCfg = defineEndpoint({
  name: "GetPaymentCfg",
  family: "liveAgentService",
  path: "/GetPaymentCfg",
  kind: "query",
  summary: "Payment methods offered in the caller's country to broadcasters (1) or agencies (2), with the currency and the beans-to-currency rate.",
  request: () => z.object({ /** PaymentConfigRole: 1 broadcaster payment, 2 agency payment. */ role: enumSchema(PaymentConfigRole) }),
  response: () =>
    z.object({
      /** ISO 4217 currency of the amounts, e.g. "USD". */
      currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
      /**
       * The beans-to-currency rate (ours: SPEC section 7 names none), as two integers so no amount
       * passes through floating point: `beans` beans are worth `minor_units` minor units of
       * `currency` (e.g. 210 beans = 100 USD cents). A beans amount in currency is
       * `floor(amount * minor_units / beans)`, rounded down so it is never more than it is worth.
       */
      beans_rate: z.object({ /** Beans, > 0. */ beans: z.int().check(z.positive()), /** Minor units of `currency`, > 0. */ minor_units: z.int().check(z.positive()) }),
      /** Offered methods. */
      methods: z.array(
        z.object({
          /** 1 bank transfer, 2 e-wallet, 3 by beans. */
          method_type: paymentMethodTypeSchema,
          /** Display name. */
          name: z.string(),
          /** Smallest payout, cents. */
          min_amount_cents: centsSchema,
          /** 1 if bank_name and bank_code are required. */
          bank_fields_required: flagSchema,
        }),
      ),
    }),
  tags: ["PaymentConfig"],
});

/** live_agent_service AnchorSubmitAnchorPayment: the broadcaster submits their own payment info. */
export const AnchorSubmitAnchorPayment = defineEndpoint({
  name: "AnchorSubmitAnchorPayment",
  family: "liveAgentService",
  path: "/AnchorSubmitAnchorPayment",
  summary: "The broadcaster submits (or resubmits after a rejection) their payment info for review.",
  request: () => z.object(paymentAccountFields),
  response: () => paymentInfoSchema,
  tags: ["Payment"],
  errors: [E.PaymentInfoInvalid, E.PaymentUnderReview, E.MethodNotAvailable, E.KycRequired, E.Blacklisted],
});

/** live_agent_service GetAnchorSubmittedAnchorPayment: a broadcaster's submitted payment info. */
export const GetAnchorSubmittedAnchorPayment = defineEndpoint({
  name: "GetAnchorSubmittedAnchorPayment",
  family: "liveAgentService",
  path: "/GetAnchorSubmittedAnchorPayment",
  kind: "query",
  summary: "The payment info submitted by the caller, or by one of the agency's broadcasters.",
  request: () => z.object({ /** The broadcaster; absent: the caller. */ anchor_uid: z.optional(uidSchema) }),
  response: () => z.object({ /** The latest submission; null when none. */ payment: z.nullable(paymentInfoSchema) }),
  tags: ["Payment"],
  provides: (_answer, { anchor_uid }) => [anchor_uid === undefined ? listTag("Payment") : idTag("Payment", anchor_uid)],
  errors: [E.AnchorNotInAgency],
});

/** live_agent_service AgentSubmitAgentPayment: the agency submits its payment (bank) info. */
export const AgentSubmitAgentPayment = defineEndpoint({
  name: "AgentSubmitAgentPayment",
  family: "liveAgentService",
  path: "/AgentSubmitAgentPayment",
  summary: "The agency submits (or resubmits) its own payment info (bank-info tab) for review.",
  request: () => z.object(paymentAccountFields),
  response: () => paymentInfoSchema,
  tags: ["Payment"],
  errors: [E.PaymentInfoInvalid, E.PaymentUnderReview, E.MethodNotAvailable, E.KycRequired],
});

/** live_agent_service GetAgentSubmittedAgentPayment: the agency's submitted payment info. */
export const GetAgentSubmittedAgentPayment = defineEndpoint({
  name: "GetAgentSubmittedAgentPayment",
  family: "liveAgentService",
  path: "/GetAgentSubmittedAgentPayment",
  kind: "query",
  summary: "The caller's agency's latest payment info submission, or null.",
  request: () => z.object({}),
  response: () => z.object({ /** The latest submission; null when none. */ payment: z.nullable(paymentInfoSchema) }),
  tags: ["Payment"],
});

/** One of the agency's broadcasters with their payment state. */
export const paymentBroadcasterSchema = z.object({
  /** The broadcaster. */
  anchor_uid: uidSchema,
  /** Bigo ID. */
  bigo_id: z.string(),
  /** Display name. */
  nick_name: z.string(),
  /** PaymentMethodType submitted: 0 none, 1 bank transfer, 2 e-wallet, 3 by beans. */
  method_type: enumSchema(PaymentMethodType),
  /** 0 not submitted, 1 under review, 2 approved, 3 rejected. */
  status: paymentStatusSchema,
  /** The by-beans method covering the broadcaster; "" when none. */
  by_beans_method_id: z.string(),
  /** Last submission, Unix seconds; 0 if none. */
  submit_time: secondsSchema,
});

/** live_agent_service PaymentAgencyBroadcastList: the agency's broadcasters with their payment state. */
export const PaymentAgencyBroadcastList = defineEndpoint({
  name: "PaymentAgencyBroadcastList",
  family: "liveAgentService",
  path: "/PaymentAgencyBroadcastList",
  kind: "query",
  summary: "The agency's broadcasters with their payment method and review state (broadcaster-payment).",
  request: () =>
    z.object({
      /** Only this broadcaster. */
      bigo_id: z.optional(bigoIdSchema),
      /** Only this state (0-3). */
      status: z.optional(paymentStatusSchema),
      /** Only this method (PaymentMethodType: 0 none, 1-3). */
      method_type: z.optional(enumSchema(PaymentMethodType)),
      ...pageFields,
    }),
  response: () => pageOf(paymentBroadcasterSchema),
  tags: ["Payment", "ByBeansMethod"],
  // Each broadcaster's row, and the by-beans method it is paid by (an edit or deletion of the method changes the row).
  provides: (page) => [
    ...rowTags("Payment", page.list, (row) => row.anchor_uid),
    ...page.list.flatMap((row) => (row.by_beans_method_id === "" ? [] : [idTag("ByBeansMethod", row.by_beans_method_id)])),
  ],
});

/** Every declaration of this file (family liveAgentService, payments). */
export const liveAgentServicePaymentEndpoints = [
  GetPaymentCfg,
  AnchorSubmitAnchorPayment,
  GetAnchorSubmittedAnchorPayment,
  AgentSubmitAgentPayment,
  GetAgentSubmittedAgentPayment,
  PaymentAgencyBroadcastList,
] as const;
