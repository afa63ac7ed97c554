/**
 * Mock data factories of union_oss (bound phone, team members, operation records, agent and
 * sub-agent applications). Every factory's output passes its schema (`mocks.test.ts`);
 * override any field.
 */
import type { output } from "zod/v4/core";
import { AgencyOperationType, AgentApplyStatus, AgentRole, ProxyApplyStatus, StepActor, StepState, SubAgentDenyReason } from "#enums/index.ts";
import type { operationRecordSchema, teamMemberSchema } from "#contract/union-oss.ts";
import type { agentApplicationSchema, subAgentApplicationSchema } from "#contract/union-oss-apply.ts";
import type { checkIfUidHasPhone } from "#contract/union-oss-phone.ts";
import type { ResponseOf } from "#contract/define.ts";
import { DAY, MOCK_NOW } from "./shared.ts";

/** A checkIfUidHasPhone answer: an Indonesian number, masked. */
export function createMockBoundPhone(overrides: Partial<ResponseOf<typeof checkIfUidHasPhone>> = {}): ResponseOf<typeof checkIfUidHasPhone> {
  return { prefix: "62", phone: "*******7890", ...overrides };
}

/** A broker of the agency with 20 broadcasters. */
export function createMockTeamMember(overrides: Partial<output<typeof teamMemberSchema>> = {}): output<typeof teamMemberSchema> {
  return {
    uid: "2000000004",
    bigo_id: "agency_broker",
    nick_name: "Budi",
    avatar_url: "",
    role: AgentRole.BROKER,
    anchor_count: 20,
    recruit_enabled: 1,
    join_time: MOCK_NOW - 200 * DAY,
    added_by_uid: "2000000001",
    added_by_name: "Sari",
    ...overrides,
  };
}

/** A role change recorded yesterday. */
export function createMockOperationRecord(overrides: Partial<output<typeof operationRecordSchema>> = {}): output<typeof operationRecordSchema> {
  return {
    record_id: "op-1",
    type: AgencyOperationType.RoleChanged,
    operator_uid: "2000000001",
    operator_name: "agency.owner",
    target_uid: "2000000004",
    target_name: "Budi",
    detail: "BROKER -> MANAGER",
    role_before: AgentRole.BROKER,
    role_after: AgentRole.MANAGER,
    create_time: MOCK_NOW - DAY,
    ...overrides,
  };
}

/** An agent application waiting for the applicant's KYC. */
export function createMockAgentApplication(overrides: Partial<output<typeof agentApplicationSchema>> = {}): output<typeof agentApplicationSchema> {
  return {
    apply_id: "ap-1",
    status: AgentApplyStatus.KycNeeded,
    agency_name: "Starlight Agency",
    reject_reason: "",
    create_time: MOCK_NOW - DAY,
    update_time: MOCK_NOW - DAY,
    can_reapply_time: 0,
    steps: [
      { step: 1, actor: StepActor.Broadcaster, state: StepState.Done, done_time: MOCK_NOW - DAY, deadline_time: 0, remark: "" },
      { step: 2, actor: StepActor.Broadcaster, state: StepState.Waiting, done_time: 0, deadline_time: 0, remark: "" },
      { step: 3, actor: StepActor.Operator, state: StepState.Waiting, done_time: 0, deadline_time: 0, remark: "" },
      { step: 4, actor: StepActor.System, state: StepState.Waiting, done_time: 0, deadline_time: 0, remark: "" },
    ],
    ...overrides,
  };
}

/** A sub-agent application waiting for the agency. */
export function createMockSubAgentApplication(overrides: Partial<output<typeof subAgentApplicationSchema>> = {}): output<typeof subAgentApplicationSchema> {
  return {
    apply_id: "pa-1",
    uid: "4000000001",
    bigo_id: "future_agent",
    nick_name: "Dewi",
    avatar_url: "",
    name: "Dewi Team",
    country: "ID",
    team_size: 12,
    experience: "Two years managing a fan community.",
    status: ProxyApplyStatus.WaitingAgency,
    deny_reason: "",
    deny_reason_code: SubAgentDenyReason.None,
    decided_by_name: "",
    decide_time: 0,
    create_time: MOCK_NOW - DAY,
    ...overrides,
  };
}
