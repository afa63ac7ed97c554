/**
 * Mock data factories of live_agent_service (recheck list, PK lists, aggregates, payments,
 * by-beans methods). Every factory's output passes its schema (`mocks.test.ts`); override any field.
 */
import type { output } from "zod/v4/core";
import { ByBeansMethodStatus, KycStatus, PaymentMethodType, PaymentStatus, SubmitType } from "#enums/index.ts";
import type { GetAgentAggrData, unfinishedKycAnchorSchema } from "#contract/live-agent-service.ts";
import type { byBeansMethodSchema } from "#contract/live-agent-service-by-beans.ts";
import type { GetPaymentCfg, paymentBroadcasterSchema } from "#contract/live-agent-service-payment.ts";
import type { pkAnchorSchema, pkCandidateSchema } from "#contract/live-agent-service-pk.ts";
import type { paymentInfoSchema } from "#contract/payment-shared.ts";
import type { ResponseOf } from "#contract/define.ts";
import { DAY, MOCK_NOW } from "./shared.ts";

/** A broadcaster whose KYC must be redone within 10 days. */
export function createMockUnfinishedKycAnchor(overrides: Partial<output<typeof unfinishedKycAnchorSchema>> = {}): output<typeof unfinishedKycAnchorSchema> {
  return {
    anchor_uid: "3000000004",
    bigo_id: "anchor_zoe",
    nick_name: "Zoe",
    avatar_url: "",
    kyc_status: KycStatus.RecheckRequired,
    reject_reason: "The identity card has expired.",
    deadline_time: MOCK_NOW + 10 * DAY,
    join_time: MOCK_NOW - 400 * DAY,
    ...overrides,
  };
}

/** One of the agency's broadcasters with PK figures. */
export function createMockPkAnchor(overrides: Partial<output<typeof pkAnchorSchema>> = {}): output<typeof pkAnchorSchema> {
  return {
    anchor_uid: "3000000001",
    bigo_id: "anchor_mia",
    nick_name: "Mia",
    avatar_url: "",
    pk_count_30d: 40,
    pk_win_count_30d: 24,
    pk_beans_30d: 15_000,
    recommend_count: 3,
    online: 1,
    ...overrides,
  };
}

/** A PK candidate not yet recommended. */
export function createMockPkCandidate(overrides: Partial<output<typeof pkCandidateSchema>> = {}): output<typeof pkCandidateSchema> {
  return {
    anchor_uid: "3000000301",
    bigo_id: "rival_sam",
    nick_name: "Sam",
    avatar_url: "",
    country: "ID",
    pk_win_rate_bp: 5500,
    beans_30d: 30_000,
    pk_count_30d: 20,
    pk_win_count_30d: 11,
    pk_beans_30d: 8_000,
    recommended: 0,
    is_followed: 0,
    online: 1,
    ...overrides,
  };
}

/** A GetAgentAggrData answer: totals and two brokers. */
export function createMockAgentAggrData(): ResponseOf<typeof GetAgentAggrData> {
  const totals = { anchor_count: 30, active_anchor_count: 24, new_anchor_count: 3, live_duration: 2_000 * 3600, beans: 900_000 };
  return {
    summary: totals,
    brokers: [
      { broker_uid: "2000000004", broker_name: "Budi", anchor_count: 20, active_anchor_count: 17, new_anchor_count: 2, live_duration: 1_400 * 3600, beans: 650_000 },
      { broker_uid: "0", broker_name: "", anchor_count: 10, active_anchor_count: 7, new_anchor_count: 1, live_duration: 600 * 3600, beans: 250_000 },
    ],
  };
}

/**
 * A GetPaymentCfg answer: USD at 210 beans = 100 cents, a bank transfer from 10.00, payouts up to
 * 50,000.00 in multiples of 1.00 with a 1.5 % fee, the window open (cut-off in 4 days, payout 14
 * days after {@link MOCK_NOW}).
 */
export function createMockPaymentCfg(overrides: Partial<ResponseOf<typeof GetPaymentCfg>> = {}): ResponseOf<typeof GetPaymentCfg> {
  return {
    currency: "USD",
    country: "ID",
    beans_rate: { beans: 210, minor_units: 100 },
    methods: [{ method_type: PaymentMethodType.BankTransfer, name: "Bank transfer", min_amount_cents: 1_000, bank_fields_required: 1 }],
    rules: { max_amount_cents: 5_000_000, multiple_cents: 100, fee_bp: 150 },
    window: { open: 1, cutoff_time: MOCK_NOW + 4 * DAY, payout_time: MOCK_NOW + 14 * DAY, next_open_time: MOCK_NOW + 5 * DAY },
    ...overrides,
  };
}

/** Approved bank payment info. */
export function createMockPaymentInfo(overrides: Partial<output<typeof paymentInfoSchema>> = {}): output<typeof paymentInfoSchema> {
  return {
    payment_id: "pay-1",
    method_type: PaymentMethodType.BankTransfer,
    account_name: "Mia Lestari",
    account_no_masked: "******7890",
    bank_name: "Bank Central Asia",
    bank_code: "CENAIDJA",
    bank_country: "ID",
    status: PaymentStatus.Approved,
    reject_reason: "",
    submit_time: MOCK_NOW - 30 * DAY,
    ...overrides,
  };
}

/** A broadcaster row of PaymentAgencyBroadcastList. */
export function createMockPaymentBroadcaster(overrides: Partial<output<typeof paymentBroadcasterSchema>> = {}): output<typeof paymentBroadcasterSchema> {
  return {
    anchor_uid: "3000000001",
    bigo_id: "anchor_mia",
    nick_name: "Mia",
    method_type: PaymentMethodType.BankTransfer,
    status: PaymentStatus.Approved,
    by_beans_method_id: "",
    submit_time: MOCK_NOW - 30 * DAY,
    submit_type: SubmitType.AnchorSubmitAnchor,
    submitter_name: "Mia",
    on_whitelist: 0,
    ...overrides,
  };
}

/** An active by-beans method covering two broadcasters. */
export function createMockByBeansMethod(overrides: Partial<output<typeof byBeansMethodSchema>> = {}): output<typeof byBeansMethodSchema> {
  return {
    method_id: "bb-1",
    name: "Weekly beans",
    min_beans: 1000,
    fee_bp: 500,
    anchor_uids: ["3000000005", "3000000006"],
    status: ByBeansMethodStatus.Active,
    create_time: MOCK_NOW - 10 * DAY,
    update_time: MOCK_NOW - 10 * DAY,
    ...overrides,
  };
}
