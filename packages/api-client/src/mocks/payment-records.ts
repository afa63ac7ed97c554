/**
 * Mock data factories of the live_agent_service payment records: blacklist entries
 * (PaymentAgencyBlacklist*), payment action log entries (PaymentAgencyActionLog*) and distribution
 * batches (PaymentAgencyDistribution*), distribution adjustments (PaymentAgencyDistributionAdjust*) and
 * payment transfers (PaymentAgencyTransfer*). Every
 * factory's output passes its schema (`mocks.test.ts`); override any field.
 */
import type { output } from "zod/v4/core";
import { AgentRole, BlacklistStatus, DistributionBatchStatus, DistributionRowState, PaymentActionType } from "#enums/index.ts";
import type { blacklistEntrySchema } from "#contract/live-agent-service-blacklist.ts";
import type { paymentActionLogSchema } from "#contract/live-agent-service-action-log.ts";
import type { distributionBatchSchema } from "#contract/live-agent-service-distribution.ts";
import type { adjustmentSchema } from "#contract/live-agent-service-adjustment.ts";
import type { transferSchema } from "#contract/live-agent-service-transfer.ts";
import { DAY, MOCK_NOW } from "./shared.ts";

/** A blacklist entry in force, without expiry. */
export function createMockBlacklistEntry(overrides: Partial<output<typeof blacklistEntrySchema>> = {}): output<typeof blacklistEntrySchema> {
  return {
    entry_id: "bl-1",
    uid: "3000000009",
    bigo_id: "anchor_rex",
    nick_name: "Rex",
    reason: "Chargeback on the last payout.",
    status: BlacklistStatus.Active,
    expire_time: 0,
    create_time: MOCK_NOW - 5 * DAY,
    creator_name: "Agency Owner",
    remove_time: 0,
    remove_reason: "",
    remover_name: "",
    ...overrides,
  };
}

/** A blacklist-add entry of the payment action log (no money moved). */
export function createMockPaymentActionLog(overrides: Partial<output<typeof paymentActionLogSchema>> = {}): output<typeof paymentActionLogSchema> {
  return {
    log_id: "log-1",
    create_time: MOCK_NOW - DAY,
    actor_name: "Agency Owner",
    actor_bigo_id: "agency_owner",
    actor_role: AgentRole.SUPER_MANAGER,
    action_type: PaymentActionType.BlacklistAdd,
    target_bigo_id: "anchor_rex",
    amount_beans: null,
    balance_before: null,
    balance_after: null,
    ref_id: "bl-1",
    detail: "Chargeback on the last payout.",
    ...overrides,
  };
}

/** A previewed distribution batch of two rows: one valid (1,500 beans), one with a decimal amount. */
export function createMockDistributionBatch(overrides: Partial<output<typeof distributionBatchSchema>> = {}): output<typeof distributionBatchSchema> {
  const row = { note: "", reason: "", column: "", blacklisted_since: 0, blacklist_reason: "" };
  return {
    batch_id: "7",
    idempotency_key: "0b9d3c52-6a57-4f4e-9f0e-2d1f0c8a7e11",
    status: DistributionBatchStatus.Previewed,
    file_name: "november.csv",
    counts: { total: 2, valid: 1, invalid: 1, credited: 0, failed: 0, pending: 0 },
    total_beans: 1_500,
    balance_beans: 5_000_000,
    balance_after_beans: 4_998_500,
    largest: [{ line: 2, bigo_id: "anchor_mia", amount_beans: 1_500 }],
    unusually_large: 0,
    duplicate_of_batch_id: "",
    duplicate_of_key: "",
    create_time: MOCK_NOW - DAY,
    confirm_time: 0,
    rows: [
      { ...row, line: 2, bigo_id: "anchor_mia", amount: "1500", amount_beans: 1_500, state: DistributionRowState.Valid },
      { ...row, line: 3, bigo_id: "anchor_zoe", amount: "12.5", amount_beans: null, state: DistributionRowState.Invalid, reason: "amountNotWhole", column: "amount_beans" },
    ],
    ...overrides,
  };
}

/** A posted adjustment: 250 beans more to line 2 of batch 7, balance 5,000,000 -> 4,999,750. */
export function createMockAdjustment(overrides: Partial<output<typeof adjustmentSchema>> = {}): output<typeof adjustmentSchema> {
  return {
    adjustment_id: "31",
    idempotency_key: "mock-adjust-key-1",
    amount_beans: 250,
    reason: "Missed the bonus for the weekend event.",
    batch_id: "7",
    line: 2,
    bigo_id: "anchor_mia",
    corrects_id: "",
    corrected_by_id: "",
    balance_before: 5_000_000,
    balance_after: 4_999_750,
    creator_name: "Agency Owner",
    create_time: MOCK_NOW - DAY,
    ...overrides,
  };
}

/** A sent transfer: 1,001 beans and a fee of 11 to anchor_mia, balance 5,000,000 -> 4,998,988. */
export function createMockPaymentTransfer(overrides: Partial<output<typeof transferSchema>> = {}): output<typeof transferSchema> {
  return {
    transfer_id: "12",
    reference_no: "TR20261126000012",
    idempotency_key: "mock-transfer-key-1",
    receiver_uid: "3000000001",
    receiver_bigo_id: "anchor_mia",
    receiver_name: "Mia",
    amount_beans: 1_001,
    fee_beans: 11,
    total_beans: 1_012,
    balance_before: 5_000_000,
    balance_after: 4_998_988,
    creator_name: "Agency Owner",
    create_time: MOCK_NOW - DAY,
    ...overrides,
  };
}
