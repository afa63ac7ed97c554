/**
 * Contract-test fixtures: live_agent_front, live_agent_portal, follow store, security centre,
 * notification, recruit proxy and anchor, broker, manage anchor.
 */
import { desc, eq } from "drizzle-orm";
import { proxyApplications } from "#db/schema/recruiting.ts";
import { accounts } from "#db/schema/accounts.ts";
import { notifications } from "#db/schema/content.ts";
import { interviews } from "#db/schema/interviews.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import { PNG } from "./context.ts";
import type { Fixtures } from "./fixtures.ts";
import { owner } from "./fixtures.ts";

const INFO = {
  real_name: "Fixture Broadcaster",
  gender: 2,
  birthday: "2000-05-01",
  country: "ID",
  contact_phone: "6281299988877",
  talent_types: [1],
  experience_months: 6,
  weekly_live_hours: 20,
};

/** Fixtures of the front, portal and flow families. */
export const frontFixtures: Fixtures = {
  GetRecomAnchorEntry: owner(),
  GetRecomAnchor: owner(() => ({})),
  GetInviteLink: owner(() => ({})),
  ShareInviteLink: owner((ctx) => ({ link_id: ctx.ids.link, channel: 2, anchor_uid: ctx.ids.invitee })),
  GetInviteList: owner(() => ({})),
  GetInviteLinkDetail: owner(() => ({})),
  CheckInviteEntrance: { as: "anchor.4", args: () => ({}) },
  GetInvitePageDetail: { as: "anchor.4", args: (ctx) => ({ invite_id: ctx.ids.manilaInvite }) },
  AgreeInvite: { as: "anchor.4", args: (ctx) => ({ invite_id: ctx.ids.manilaInvite }) },
  AnchorRejectInvite: { as: "anchor.5", args: (ctx) => ({ invite_id: ctx.ids.rejectInvite, reason: "Not now" }) },
  AnchorApply: { as: "anchor.4", args: (ctx) => ({ agent_uid: ctx.ids.agency0, remark: "I sing every evening" }) },
  SearchAgentForAnchorApply: { as: "anchor.4", args: () => ({ keyword: "star" }) },
  GetAgentListForOssApply: { as: "anchor.4", args: () => ({}) },
  GetLocatedCountry: { as: "anchor.4", args: () => ({}) },
  GetKycConfig: { as: "normal.user", args: () => ({ source: 1 }) },
  SubmitKycInfo: { as: "anchor.5", args: () => ({ source: 1, real_name: "Maya Sari", id_type: 1, id_number: "3174099988877766", id_images: [PNG, PNG], face_image: PNG }) },
  GetLastSubmittedKycInfo: { as: "anchor.5", args: () => ({ source: 1 }) },
  UpdateKycInfo: {
    as: "operator",
    args: (ctx) => ({
      kyc_id: ctx.ids.rejectedKyc,
      real_name: "Rosa Operator",
      id_type: 2,
      id_number: "B7654321",
      id_images: [{ url: "/sandbox/files/seed-document-photo-0001" }],
    }),
  },
  GetKycEntrance: { as: "anchor.5", args: () => ({}) },
  CheckAnchorKycStatus: owner((ctx) => ({ anchor_uids: [ctx.ids.anchor] })),
  ExtendContract: owner((ctx) => ({ anchor_uid: ctx.ids.expiring, extend_days: 10 })),
  GetAnchorSignDetail: { as: "anchor.1", args: () => ({}) },
  GetAnchorSignProgress: { as: "anchor.1", args: (ctx) => ({ sign_id: ctx.ids.anchor1Sign }) },
  GetAuditBanList: owner(() => ({})),
  GetAgentDetail: owner(() => ({})),
  GetAgentSignProgress: owner(() => ({})),
  GetAgentData: owner(() => ({})),
  GetUserRole: { as: "normal.user", args: () => ({}) },
  CheckNewAgentOss: { as: "normal.user", args: () => ({}) },
  GetOssOpenRegion: { as: "normal.user", args: () => ({}) },

  portalSendVerifyCode: { as: "normal.user", args: () => ({ type: 0, scene: 0, bigo_id: "nia.viewer" }) },
  portalCheckVerifyCode: { as: "operator", args: async (ctx) => ({ type: 0, scene: 0, code: await ctx.code("operator") }) },
  SetAuthorizationStatus: { as: "agency.broker", args: (ctx) => ({ status: 1, ticket: ctx.ids.ticket }) },
  GetAuthorizationStatus: { as: "agency.broker", args: () => ({}) },
  submitRecheckKycInfo: owner((ctx) => ({ anchor_uid: ctx.ids.unfinished, real_name: "Recheck Name", id_type: 1, id_number: "3174011122233344", id_images: [PNG] })),
  checkIdentityIdExist: owner(() => ({ id_type: 1, id_number: "1234567890123456" })),
  submitUserKycInfo: {
    as: "normal.user",
    args: () => ({ source: 2, real_name: "Nia Viewer", id_type: 2, id_number: "A7654321", id_images: [PNG], face_image: PNG, email: "nia@example.com" }),
  },
  anchorConfirmContract: { as: "anchor.1", args: (ctx) => ({ sign_id: ctx.ids.anchor1Sign, agree: 1 }) },
  kycStatus: { as: "anchor.5", args: () => ({}) },
  checkKyc: { as: "anchor.5", args: () => ({ scene: 2 }) },
  act85157getTabList: owner(() => ({})),
  act85157searchTutorial: owner(() => ({ keyword: "PK" })),
  act85157getTutorialById: owner((ctx) => ({ tutorial_id: ctx.ids.tutorial })),
  act85157getTutorialList: owner(() => ({})),
  AddFollowUser: owner((ctx) => ({ follow_uid: ctx.ids.anchor2 })),
  DelFollowInfo: owner((ctx) => ({ follow_uid: ctx.ids.anchor2 })),

  QueryBanList: owner(() => ({})),
  QueryBanUserInfo: owner((ctx) => ({ uid: ctx.ids.anchor })),
  CreateAppeal: owner((ctx) => ({ ban_id: ctx.ids.banA, reason: "The music was licensed for streaming." })),
  QueryAppeal: owner((ctx) => ({ ban_id: ctx.ids.banA })),
  GetAuditRecordList: owner((ctx) => ({ start_time: ctx.now - 80 * 86_400, end_time: ctx.now })),
  GetSecurityToken: owner(() => ({})),
  CreateAppealV2: owner((ctx) => ({
    ban_id: ctx.ids.banB,
    reason: "Evidence attached: the licence covers it.",
    evidence_images: [PNG],
    contact_email: "budi@example.com",
    security_token: ctx.ids.securityToken,
  })),
  QueryAppealV2: owner(() => ({})),
  QuerySecuritySummary: owner(() => ({})),
  QueryAppealNewsCount: owner((ctx) => ({ since: ctx.now - 30 * 86_400 })),
  ExportBanList: owner(() => ({ state: 1 })),
  ExportAuditRecordList: owner((ctx) => ({ start_time: ctx.now - 80 * 86_400, end_time: ctx.now })),
  GetNotificationInfo: owner(() => ({})),
  GetNotificationUnreadCount: owner(() => ({})),
  MarkNotificationRead: owner(async (ctx) => {
    const [notice] = await ctx.db.select({ id: notifications.id }).from(notifications).orderBy(desc(notifications.createdAt)).limit(1);
    return { notice_id: String(notice?.id ?? 0) };
  }),
  MarkAllNotificationRead: owner(() => ({})),
  ExportNotificationInfo: owner(() => ({ read: 0 })),
  GetInterviewList: { as: "operator", args: () => ({}) },
  ExportInterviewList: { as: "operator", args: () => ({ status: 1 }) },
  GetInterviewRescheduleHistory: {
    as: "operator",
    args: async (ctx) => {
      const [interview] = await ctx.db.select({ id: interviews.id }).from(interviews).orderBy(interviews.id).limit(1);
      return { interview_id: String(interview?.id ?? 0) };
    },
  },
  RescheduleInterview: {
    as: "operator",
    args: async (ctx) => {
      const [interview] = await ctx.db.select({ id: interviews.id }).from(interviews).where(eq(interviews.status, 1)).orderBy(interviews.id).limit(1);
      return { interview_id: String(interview?.id ?? 0), scheduled_time: ctx.now + 86_400, reason: "The candidate asked for another day.", idempotency_key: "contract-test-1" };
    },
  },

  QryProxyRecruitProgress: { as: "anchor.3", args: () => ({}) },
  ProxyApply: { as: "anchor.3", args: () => ({ parent_bigo_id: "budi.nusantara" }) },
  ProxyCommitInfo: {
    as: "anchor.3",
    args: async (ctx) => {
      const [account] = await ctx.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, "anchor.3")).limit(1);
      const [app] = await ctx.db
        .select({ id: proxyApplications.id })
        .from(proxyApplications)
        .where(eq(proxyApplications.accountId, account?.id ?? 0))
        .orderBy(desc(proxyApplications.id))
        .limit(1);
      return { apply_id: String(app?.id ?? ""), name: "Angel Team", contact_phone: "639171110000", country: "PH", team_size: 4, experience: "Hosted a team of four" };
    },
  },
  QryRecruitRecord: owner(() => ({})),
  ExportRecruitRecord: owner(() => ({})),
  QryAnchorRecruitProgress: { as: "anchor.5", args: () => ({}) },
  QryAnchorProgressForAgent: owner((ctx) => ({ recruit_id: ctx.ids.review })),
  StopAnchorRecruit: owner((ctx) => ({ recruit_id: ctx.ids.review, reason: "The broadcaster joined elsewhere" })),
  QrySubmitAnchorInfo: owner((ctx) => ({ recruit_id: ctx.ids.draft })),
  SaveSubmitAnchorInfo: owner(async (ctx) => {
    const [b] = await ctx.db
      .select({ bigoId: broadcasters.bigoId })
      .from(broadcasters)
      .where(eq(broadcasters.uid, ctx.ids.draftUid ?? ""))
      .limit(1);
    return { recruit_id: ctx.ids.draft, bigo_id: b?.bigoId ?? "", ...INFO, submit: 0 };
  }),
  QryPolicyInfo: owner(() => ({})),
  QryUrlWithToken: owner(() => ({ scene: 2 })),
  QryCurrentContractInfo: { as: "anchor.1", args: () => ({}) },

  QryAnchorList: { as: "agency.manager", args: () => ({}) },
  QryAgentListTab: { as: "agency.manager", args: () => ({}) },
  SetBroker: owner((ctx) => ({ anchor_uids: [ctx.ids.anchor], broker_uid: ctx.ids.broker })),
  SetBrokerNoVerify: owner((ctx) => ({ anchor_uids: [ctx.ids.unassigned], broker_uid: ctx.ids.broker })),
  QrySetBrokerRecords: owner(() => ({})),
  RenewalContract: owner((ctx) => ({ anchor_uid: ctx.ids.expiring, duration_months: 6 })),
  CancelRenewalContract: owner((ctx) => ({ renewal_id: ctx.ids.renewalCancel })),
  QryRenewalContractRecords: owner(() => ({})),
  RemindRenewalContract: owner((ctx) => ({ renewal_id: ctx.ids.renewalRemind })),
  SendNewAnchorReGrade: owner((ctx) => ({ anchor_uid: ctx.ids.newAnchor, reason: "Grew a lot in her first week" })),
  QryAnchorRelationChgTabVisible: owner(),
  QryProxyInfo: owner(() => ({ bigo_id: "carlo.manila" })),
  StartApplyTransfer: owner((ctx) => ({ direction: 1, anchor_bigo_id: ctx.ids.transferAnchorBigo, target_agent_uid: ctx.ids.agency1, reason: "Closer to the PK team" })),
  AgentVerifyTransfer: owner((ctx) => ({ transfer_id: ctx.ids.waitingTransfer, agree: 1 })),
  AnchorVerifyTransfer: { as: "anchor.2", args: (ctx) => ({ transfer_id: ctx.ids.transfer, agree: 1 }) },
  QryTransferList: owner(() => ({})),
  QryTransferProgressForAgent: owner((ctx) => ({ transfer_id: ctx.ids.transfer })),
  QryTransferProgressByAnchor: { as: "anchor.2", args: () => ({}) },
  QryAnchorRelationChangeProg: owner((ctx) => ({ anchor_uid: ctx.ids.anchor })),
  StartCancelContract: owner((ctx) => ({ anchor_uid: ctx.ids.cancelAnchor, reason_type: 1, reason: "Inactive for two months" })),
  AnchorVerifyCancel: { as: "anchor.1", args: (ctx) => ({ cancel_id: ctx.ids.cancel, agree: 0, reason: "I want to stay" }) },
  QryCancelContractList: owner(() => ({})),
  QryCancelProgressForAgent: owner((ctx) => ({ cancel_id: ctx.ids.cancel })),
  QryCancelProgressByAnchor: { as: "anchor.1", args: () => ({}) },
};
