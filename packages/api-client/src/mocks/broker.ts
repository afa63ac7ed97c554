/**
 * Mock data factories of the broker family (broadcaster list, broker history, renewals).
 * Every factory's output passes its response schema (`mocks.test.ts`); override any field.
 */
import type { output } from "zod/v4/core";
import { ContractStatus, KycStatus, RenewalStatus } from "#enums/index.ts";
import type { broadcasterSchema, brokerRecordSchema, renewalRecordSchema } from "#contract/broker.ts";
import { DAY, MOCK_NOW, createMockPage, mockUid } from "./shared.ts";

/** A row of QryAnchorList. */
export type MockBroadcaster = output<typeof broadcasterSchema>;

/** An active broadcaster with a broker, joined 100 days ago, contract ending in 265 days. */
export function createMockBroadcaster(overrides: Partial<MockBroadcaster> = {}): MockBroadcaster {
  return {
    anchor_uid: "3000000001",
    bigo_id: "anchor_mia",
    nick_name: "Mia",
    avatar_url: "",
    country: "ID",
    broker_uid: "2000000004",
    broker_name: "Budi",
    join_time: MOCK_NOW - 100 * DAY,
    contract_status: ContractStatus.Active,
    contract_start_time: MOCK_NOW - 100 * DAY,
    contract_end_time: MOCK_NOW + 265 * DAY,
    renewal_id: "",
    last_live_time: MOCK_NOW - DAY,
    live_days_30d: 22,
    live_duration_30d: 22 * 3 * 3600,
    beans_30d: 48_000,
    kyc_status: KycStatus.Approved,
    is_followed: 0,
    is_new_anchor: 0,
    grade: "A",
    ...overrides,
  };
}

/** A QryAnchorList page of `count` distinct broadcasters (uids 3000000001...), `total` over all pages. */
export const createMockBroadcasterPage = (count = 20, total = count) =>
  createMockPage(
    count,
    (index) => createMockBroadcaster({ anchor_uid: mockUid(3_000_000_001, index), bigo_id: `anchor_${String(index + 1)}`, nick_name: `Broadcaster ${String(index + 1)}` }),
    total,
  );

/** A broker change of QrySetBrokerRecords: no broker -> Budi, yesterday. */
export function createMockBrokerRecord(overrides: Partial<output<typeof brokerRecordSchema>> = {}): output<typeof brokerRecordSchema> {
  return {
    record_id: "br-1",
    anchor_uid: "3000000001",
    anchor_bigo_id: "anchor_mia",
    anchor_nick_name: "Mia",
    old_broker_uid: "0",
    old_broker_name: "",
    new_broker_uid: "2000000004",
    new_broker_name: "Budi",
    operator_name: "agency.manager",
    create_time: MOCK_NOW - DAY,
    ...overrides,
  };
}

/** A pending 6-month renewal sent yesterday (expires in 6 days). */
export function createMockRenewalRecord(overrides: Partial<output<typeof renewalRecordSchema>> = {}): output<typeof renewalRecordSchema> {
  return {
    renewal_id: "rn-1",
    anchor_uid: "3000000001",
    anchor_bigo_id: "anchor_mia",
    anchor_nick_name: "Mia",
    duration_months: 6,
    old_end_time: MOCK_NOW + 20 * DAY,
    new_end_time: MOCK_NOW + 20 * DAY + 182 * DAY,
    status: RenewalStatus.Pending,
    create_time: MOCK_NOW - DAY,
    expire_time: MOCK_NOW + 6 * DAY,
    update_time: MOCK_NOW - DAY,
    last_remind_time: 0,
    operator_name: "agency.manager",
    sign_id: "sg-1",
    ...overrides,
  };
}
