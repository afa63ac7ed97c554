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
import { SubmitType } from "#enums/recruit.ts";

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
      /** The caller's country (ISO 3166-1 alpha-2): the bank country a bank-info form starts with. */
      country: z.string(),
      /** The payout rules (ours, issue 21 item 6), in minor units of `currency` and basis points. */
      rules: z.object({
        /** Largest payout, minor units. */
        max_amount_cents: centsSchema,
        /** A payout is a whole multiple of this, minor units (> 0). */
        multiple_cents: z.int().check(z.positive()),
        /** Fee kept per payout, basis points (0-10000). */
        fee_bp: z.int().check(z.gte(0), z.lte(10_000)),
      }),
      /**
       * The submission window (ours): submissions are open from the 1st of the month until the
       * cut-off at 00:00 UTC of its last day; payouts are made on the 10th of the next month.
       */
      window: z.object({
        /** 1 while submissions are open, 0 after the cut-off (AnchorSubmitAnchorPayment and AgentSubmitAgentPayment answer 38039). */
        open: flagSchema,
        /** This window's cut-off, Unix seconds. */
        cutoff_time: secondsSchema,
        /** The payout of this window, Unix seconds. */
        payout_time: secondsSchema,
        /** When the next window opens, Unix seconds. */
        next_open_time: secondsSchema,
      }),
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

/**
 * live_agent_service AnchorSubmitAnchorPayment: a broadcaster's payment info, submitted by the
 * broadcaster (SubmitType AnchorSubmitAnchor) or, naming `anchor_uid`, by the agency for one of its
 * broadcasters (AgencySubmitAnchor; ours, issue 21 item 6: the broadcaster payment screen's by-beans
 * tab, PaymentMethod 17 and the by-beans whitelist).
 */
export const AnchorSubmitAnchorPayment = defineEndpoint({
  name: "AnchorSubmitAnchorPayment",
  family: "liveAgentService",
  path: "/AnchorSubmitAnchorPayment",
  summary:
    "The broadcaster submits (or resubmits after a rejection) their payment info for review; with anchor_uid, agency staff (PaymentMethod, by-beans whitelist) submit it for one of the agency's broadcasters (38006 for a broadcaster outside their data scope).",
  request: () =>
    z.object({
      ...paymentAccountFields,
      /** The broadcaster submitted for (AgencySubmitAnchor); absent or the caller's own uid: the caller (AnchorSubmitAnchor). */
      anchor_uid: z.optional(uidSchema),
    }),
  response: () => paymentInfoSchema,
  tags: ["Payment"],
  invalidates: ({ anchor_uid }) => [anchor_uid === undefined ? listTag("Payment") : idTag("Payment", anchor_uid)],
  errors: [E.PaymentInfoInvalid, E.PaymentUnderReview, E.MethodNotAvailable, E.KycRequired, E.Blacklisted, E.SubmissionWindowClosed, E.AnchorNotInAgency],
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
  summary:
    "The agency submits (or resubmits) its own payment info (bank-info tab) for review. A bank transfer needs the bank country's account format (an IBAN with its checksum where the country uses IBAN), a SWIFT/BIC of 8 or 11 characters, and the caller's verified (KYC) name as the holder.",
  request: () => z.object(paymentAccountFields),
  response: () => paymentInfoSchema,
  tags: ["Payment"],
  errors: [E.PaymentInfoInvalid, E.PaymentUnderReview, E.MethodNotAvailable, E.KycRequired, E.HolderNameMismatch, E.IbanInvalid, E.BicInvalid, E.SubmissionWindowClosed],
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

/** One submission of the agency's payment info, as its history shows it. */
export const paymentHistoryEntrySchema = z.object({
  ...paymentInfoSchema.shape,
  /** SubmitType: 3 AgentSubmitAgent (the agency's own info). */
  submit_type: enumSchema([SubmitType.AgentSubmitAgent]),
  /** Who submitted it (the account's nickname); "" when unknown. */
  submitter_name: z.string(),
});

/** live_agent_service GetAgentSubmittedAgentPaymentHistory: every submission of the agency's payment info (ours). */
export const GetAgentSubmittedAgentPaymentHistory = defineEndpoint({
  name: "GetAgentSubmittedAgentPaymentHistory",
  family: "liveAgentService",
  path: "/GetAgentSubmittedAgentPaymentHistory",
  kind: "query",
  summary: "The history of the caller's agency's payment (bank) info, newest first, account numbers masked: who submitted what, when, and its review.",
  request: () => z.object({ ...pageFields }),
  response: () => pageOf(paymentHistoryEntrySchema),
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
  /** Who submitted it for whom (SubmitType): 0 none, 1 AnchorSubmitAnchor (the broadcaster), 2 AgencySubmitAnchor (agency staff). */
  submit_type: enumSchema([0, SubmitType.AnchorSubmitAnchor, SubmitType.AgencySubmitAnchor]),
  /** The submitter's name (the broadcaster's or the staff account's nickname); "" when none. */
  submitter_name: z.string(),
  /** 1 when the broadcaster is on the by-beans whitelist (may be paid by beans). */
  on_whitelist: flagSchema,
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
      /** 1: only broadcasters on the by-beans whitelist. */
      on_whitelist: z.optional(flagSchema),
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
  GetAgentSubmittedAgentPaymentHistory,
] as const;
