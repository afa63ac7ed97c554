/**
 * Mock data factories of live_agent_front (invites, invite links, recommended broadcasters,
 * agencies, KYC configuration and submissions, contracts offered to broadcasters, audit bans).
 * Every factory's output passes its schema (`mocks.test.ts`); override any field.
 */
import type { output } from "zod/v4/core";
import { BanType, EmailFormMode, IdType, InviteKind, InviteStatus, KycAgentRole, KycStatus, SignStatus, SignType } from "#enums/index.ts";
import type { recommendedAnchorSchema } from "#contract/live-agent-front.ts";
import type { anchorSignSchema, auditBanSchema } from "#contract/live-agent-front-contract.ts";
import type { GetKycConfig } from "#contract/live-agent-front-kyc.ts";
import type { agentCardSchema, inviteLinkSchema, inviteSchema } from "#contract/invite-shared.ts";
import type { kycInfoSchema } from "#contract/kyc-shared.ts";
import type { ResponseOf } from "#contract/define.ts";
import { DAY, MOCK_NOW } from "./shared.ts";

/** A pending invitation sent to a broadcaster yesterday. */
export function createMockInvite(overrides: Partial<output<typeof inviteSchema>> = {}): output<typeof inviteSchema> {
  return {
    invite_id: "iv-1",
    kind: InviteKind.Invitation,
    link_id: "ln-1",
    agent_uid: "2000000001",
    agent_name: "Sunrise Agency",
    anchor_uid: "3000000201",
    anchor_bigo_id: "free_anchor_rio",
    anchor_nick_name: "Rio",
    anchor_avatar_url: "",
    status: InviteStatus.Pending,
    reject_reason: "",
    create_time: MOCK_NOW - DAY,
    handle_time: 0,
    expire_time: MOCK_NOW + 6 * DAY,
    ...overrides,
  };
}

/** The agency's current invite link, valid 30 days. */
export function createMockInviteLink(overrides: Partial<output<typeof inviteLinkSchema>> = {}): output<typeof inviteLinkSchema> {
  return {
    link_id: "ln-1",
    code: "SUNRISE24",
    url: "https://agent.example.com/agent/invite?code=SUNRISE24",
    create_time: MOCK_NOW - DAY,
    expire_time: MOCK_NOW + 29 * DAY,
    ...overrides,
  };
}

/** A broadcaster without an agency recommended to the caller's agency. */
export function createMockRecommendedAnchor(overrides: Partial<output<typeof recommendedAnchorSchema>> = {}): output<typeof recommendedAnchorSchema> {
  return {
    anchor_uid: "3000000201",
    bigo_id: "free_anchor_rio",
    nick_name: "Rio",
    avatar_url: "",
    country: "ID",
    fans_count: 1200,
    beans_30d: 9000,
    live_days_30d: 15,
    invited: 0,
    ...overrides,
  };
}

/** An agency taking applications. */
export function createMockAgentCard(overrides: Partial<output<typeof agentCardSchema>> = {}): output<typeof agentCardSchema> {
  return { agent_uid: "2000000001", bigo_id: "agency_owner", name: "Sunrise Agency", avatar_url: "", country: "ID", anchor_count: 120, recruiting: 1, intro: "", ...overrides };
}

/** A GetKycConfig answer: email optional, identity card front and back, face photo required. */
export function createMockKycConfig(overrides: Partial<ResponseOf<typeof GetKycConfig>> = {}): ResponseOf<typeof GetKycConfig> {
  return {
    role: KycAgentRole.APPLYING,
    email_mode: EmailFormMode.NOTREQUIRED,
    id_types: [1, 2],
    id_image_count: 2,
    face_image_required: 1,
    max_image_bytes: 2 * 1024 * 1024,
    image_types: ["image/jpeg", "image/png", "image/webp"],
    ...overrides,
  };
}

/** A rejected KYC submission (for the resubmission form). */
export function createMockKycInfo(overrides: Partial<output<typeof kycInfoSchema>> = {}): output<typeof kycInfoSchema> {
  return {
    kyc_id: "kyc-1",
    status: KycStatus.Rejected,
    real_name: "Ana Putri",
    id_type: IdType.IdentityCard,
    id_number_masked: "************3456",
    id_image_urls: ["/sandbox/files/kyc-1-front.jpg", "/sandbox/files/kyc-1-back.jpg"],
    face_image_url: "/sandbox/files/kyc-1-face.jpg",
    email: "",
    reject_reason: "The document photo is blurred.",
    submit_time: MOCK_NOW - 3 * DAY,
    review_time: MOCK_NOW - DAY,
    ...overrides,
  };
}

/** A new one-year contract waiting for the broadcaster's confirmation. */
export function createMockAnchorSign(overrides: Partial<output<typeof anchorSignSchema>> = {}): output<typeof anchorSignSchema> {
  return {
    sign_id: "sg-2",
    sign_type: SignType.NewContract,
    agent_uid: "2000000001",
    agent_name: "Sunrise Agency",
    agent_avatar_url: "",
    duration_months: 12,
    start_time: MOCK_NOW,
    end_time: MOCK_NOW + 365 * DAY,
    share_ratio_bp: 7000,
    base_salary_cents: 0,
    min_live_days: 20,
    min_live_hours: 40,
    terms_text: "1. The broadcaster goes live at least 20 days a month.\n2. Income is shared 70/30.",
    status: SignStatus.Waiting,
    expire_time: MOCK_NOW + 7 * DAY,
    ...overrides,
  };
}

/** A 7-day live ban of one of the agency's broadcasters. */
export function createMockAuditBan(overrides: Partial<output<typeof auditBanSchema>> = {}): output<typeof auditBanSchema> {
  return {
    anchor_uid: "3000000003",
    bigo_id: "anchor_kai",
    nick_name: "Kai",
    ban_type: BanType.LiveBan,
    reason: "Inappropriate content",
    start_time: MOCK_NOW - DAY,
    end_time: MOCK_NOW + 6 * DAY,
    ...overrides,
  };
}
