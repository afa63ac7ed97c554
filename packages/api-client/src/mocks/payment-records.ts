/**
 * Mock data factories of the live_agent_service payment records: blacklist entries
 * (PaymentAgencyBlacklist*) and payment action log entries (PaymentAgencyActionLog*). Every
 * factory's output passes its schema (`mocks.test.ts`); override any field.
 */
import type { output } from "zod/v4/core";
import { AgentRole, BlacklistStatus, PaymentActionType } from "#enums/index.ts";
import type { blacklistEntrySchema } from "#contract/live-agent-service-blacklist.ts";
import type { paymentActionLogSchema } from "#contract/live-agent-service-action-log.ts";
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
