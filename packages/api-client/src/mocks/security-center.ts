/**
 * Mock data factories of the security centre and notification families (bans, appeals,
 * violations, notices). Every factory's output passes its schema (`mocks.test.ts`); override any field.
 */
import type { output } from "zod/v4/core";
import { AppealStatus, BanType, NoticeType, ViolationType } from "#enums/index.ts";
import type { noticeSchema } from "#contract/notification.ts";
import type { appealSchema, auditRecordSchema, banSchema } from "#contract/security-center.ts";
import { DAY, MOCK_NOW } from "./shared.ts";

/** A current 7-day live ban that can be appealed. */
export function createMockBan(overrides: Partial<output<typeof banSchema>> = {}): output<typeof banSchema> {
  return {
    ban_id: "ban-1",
    uid: "3000000003",
    bigo_id: "anchor_kai",
    nick_name: "Kai",
    avatar_url: "",
    ban_type: BanType.LiveBan,
    reason: "Inappropriate content",
    start_time: MOCK_NOW - DAY,
    end_time: MOCK_NOW + 6 * DAY,
    violation_type: ViolationType.Content,
    evidence_urls: [],
    appeal_status: AppealStatus.None,
    appeal_id: "",
    appeal_time: 0,
    appeal_count: 0,
    can_appeal: 1,
    ...overrides,
  };
}

/** A pending appeal created an hour ago. */
export function createMockAppeal(overrides: Partial<output<typeof appealSchema>> = {}): output<typeof appealSchema> {
  return {
    appeal_id: "apl-1",
    ban_id: "ban-1",
    bigo_id: "anchor_kai",
    nick_name: "Kai",
    status: AppealStatus.Pending,
    reason: "The clip was a rehearsal of a licensed dance routine.",
    evidence_urls: [],
    reply: "",
    create_time: MOCK_NOW - 3600,
    handle_time: 0,
    ...overrides,
  };
}

/** A behaviour violation recorded two days ago. */
export function createMockAuditRecord(overrides: Partial<output<typeof auditRecordSchema>> = {}): output<typeof auditRecordSchema> {
  return {
    record_id: "au-1",
    uid: "3000000003",
    bigo_id: "anchor_kai",
    nick_name: "Kai",
    avatar_url: "",
    violation_type: ViolationType.Behaviour,
    description: "Insulted a viewer during a live session.",
    rule: "Community rule 4.2: respect viewers",
    punishment: "warning",
    evidence_urls: [],
    operator_name: "",
    create_time: MOCK_NOW - 2 * DAY,
    ...overrides,
  };
}

/** An unread policy notice published yesterday. */
export function createMockNotice(overrides: Partial<output<typeof noticeSchema>> = {}): output<typeof noticeSchema> {
  return {
    notice_id: "nt-1",
    type: NoticeType.Policy,
    title: "New live-duration policy",
    content: "From next month a valid live day needs one hour live.",
    link_url: "",
    create_time: MOCK_NOW - DAY,
    read: 0,
    read_time: 0,
    ...overrides,
  };
}
