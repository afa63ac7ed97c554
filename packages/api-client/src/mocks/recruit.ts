/**
 * Mock data factories of the recruit anchor and recruit proxy families (recruit records,
 * submitted broadcaster info, contracts, sub-agent applications). Every factory's output
 * passes its schema (`mocks.test.ts`); override any field.
 */
import type { output } from "zod/v4/core";
import { ContractStatus, ProxyApplyStatus, RecruitStatus, StepActor, StepState, SubmitType } from "#enums/index.ts";
import type { contractInfoSchema, submittedAnchorInfoSchema } from "#contract/recruit-anchor-info.ts";
import type { QryProxyRecruitProgress } from "#contract/recruit-proxy.ts";
import type { recruitRecordSchema } from "#contract/recruit-shared.ts";
import type { ResponseOf } from "#contract/define.ts";
import { DAY, MOCK_NOW, createMockPage, mockUid } from "./shared.ts";

/** A recruit record under review, submitted by the agency two days ago. */
export function createMockRecruitRecord(overrides: Partial<output<typeof recruitRecordSchema>> = {}): output<typeof recruitRecordSchema> {
  return {
    recruit_id: "rc-1",
    anchor_uid: "3000000101",
    bigo_id: "new_anchor_ana",
    nick_name: "Ana",
    avatar_url: "",
    status: RecruitStatus.UnderReview,
    submit_type: SubmitType.AgencySubmitAnchor,
    submitter_name: "agency.manager",
    create_time: MOCK_NOW - 2 * DAY,
    update_time: MOCK_NOW - 2 * DAY,
    reject_reason: "",
    ...overrides,
  };
}

/** A QryRecruitRecord page of `count` distinct records. */
export const createMockRecruitRecordPage = (count = 20, total = count) =>
  createMockPage(
    count,
    (index) => createMockRecruitRecord({ recruit_id: `rc-${String(index + 1)}`, anchor_uid: mockUid(3_000_000_101, index), bigo_id: `new_anchor_${String(index + 1)}` }),
    total,
  );

/** The info of a draft recruit record (QrySubmitAnchorInfo). */
export function createMockSubmittedAnchorInfo(overrides: Partial<output<typeof submittedAnchorInfoSchema>> = {}): output<typeof submittedAnchorInfoSchema> {
  return {
    recruit_id: "rc-1",
    anchor_uid: "3000000101",
    bigo_id: "new_anchor_ana",
    real_name: "Ana Putri",
    gender: 2,
    birthday: "2000-04-12",
    country: "ID",
    contact_phone: "6281234567890",
    talent_types: [1, 3],
    experience_months: 6,
    weekly_live_hours: 20,
    remark: "",
    status: RecruitStatus.Draft,
    update_time: MOCK_NOW - DAY,
    ...overrides,
  };
}

/** An active one-year contract with a 70 % share. */
export function createMockContractInfo(overrides: Partial<output<typeof contractInfoSchema>> = {}): output<typeof contractInfoSchema> {
  return {
    sign_id: "sg-1",
    agent_uid: "2000000001",
    agent_name: "Sunrise Agency",
    start_time: MOCK_NOW - 100 * DAY,
    end_time: MOCK_NOW + 265 * DAY,
    status: ContractStatus.Active,
    share_ratio_bp: 7000,
    base_salary_cents: 0,
    min_live_days: 20,
    min_live_hours: 40,
    ...overrides,
  };
}

/** A QryProxyRecruitProgress answer: an application waiting for the agency. */
export function createMockProxyRecruitProgress(): ResponseOf<typeof QryProxyRecruitProgress> {
  return {
    application: {
      apply_id: "pa-1",
      status: ProxyApplyStatus.WaitingAgency,
      parent_agent_uid: "2000000001",
      parent_agent_name: "Sunrise Agency",
      deny_reason: "",
      create_time: MOCK_NOW - DAY,
      team_size: 12,
      steps: [
        { step: 1, actor: StepActor.Broadcaster, state: StepState.Done, done_time: MOCK_NOW - DAY, deadline_time: 0, remark: "" },
        { step: 2, actor: StepActor.CurrentAgency, state: StepState.Waiting, done_time: 0, deadline_time: MOCK_NOW + 13 * DAY, remark: "" },
      ],
    },
  };
}
