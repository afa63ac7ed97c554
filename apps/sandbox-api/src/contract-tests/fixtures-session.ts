/**
 * Contract-test fixtures: main API, live_agent_service, union_oss (members, phone, applications).
 */
import { desc, eq, isNull } from "drizzle-orm";
import { paymentBlacklistEntries } from "#db/schema/payment-blacklist.ts";
import { distributionBatches } from "#db/schema/payment-distributions.ts";
import { byBeansMethods } from "#db/schema/payments.ts";
import type { Fixtures } from "./fixtures.ts";
import { owner } from "./fixtures.ts";

const range = (ctx: { range: { startTime: number; endTime: number } }) => ({ start_time: ctx.range.startTime, end_time: ctx.range.endTime });

/** Fixtures of the session, service and union_oss families. */
export const sessionFixtures: Fixtures = {
  getVerifyCode: { as: null, args: () => ({ username: "agency.subagent" }) },
  login: { as: null, args: async (ctx) => ({ username: "agency.subagent", password: "sandbox123", code: await ctx.code("agency.subagent") }) },
  refreshToken: { as: null, args: (ctx) => ({ token: ctx.tokens.refresh }) },
  logout: { as: "spare", args: () => ({}) },
  getRegions: owner(),
  getUserInfo: owner(),

  GetPermissions: owner(() => ({ permission_query_entry_type: 3 })),
  GetUnFinishKycAnchorCount: owner(() => ({})),
  GetUnFinishKycAnchorList: owner(() => ({})),
  GetAggrDataEntry: owner(() => ({})),
  GetBrokerAggrData: { as: "agency.broker", args: range },
  GetAgentAggrData: owner(range),
  GetAnchorListWithPkInfo: { as: "agency.manager", args: () => ({}) },
  GetPkCandFollowingAnchorList: owner((ctx) => ({ anchor_uid: ctx.ids.anchor })),
  GetPkCandAgencyAnchorList: { as: "agency.manager", args: (ctx) => ({ anchor_uid: ctx.ids.anchor }) },
  GetPkRecomEntireAnchorList: { as: "agency.manager", args: (ctx) => ({ anchor_uid: ctx.ids.anchor }) },
  AddPkRecomAnchor: { as: "agency.manager", args: (ctx) => ({ anchor_uid: ctx.ids.anchor, cand_anchor_uids: [ctx.ids.pkCandidate] }) },
  DelPkRecomAnchor: { as: "agency.manager", args: (ctx) => ({ anchor_uid: ctx.ids.anchor, cand_anchor_uids: [ctx.ids.pkCandidate] }) },
  GetPaymentCfg: owner(() => ({ role: 2 })),
  AnchorSubmitAnchorPayment: { as: "anchor.3", args: () => ({ method_type: 2, account_name: "Angel Santos", account_no: "09171234567", bank_name: "GCash" }) },
  GetAnchorSubmittedAnchorPayment: owner((ctx) => ({ anchor_uid: ctx.ids.anchor })),
  AgentSubmitAgentPayment: owner(() => ({
    method_type: 1,
    // The holder is the owner's verified (KYC) name; an Indonesian account number and a BIC of 8.
    account_name: "Budi Santoso",
    account_no: "1234567890123",
    bank_name: "Bank Central",
    bank_code: "BKCEIDJA",
    bank_country: "ID",
  })),
  GetAgentSubmittedAgentPayment: owner(() => ({})),
  GetAgentSubmittedAgentPaymentHistory: owner(() => ({})),
  PaymentAgencyBroadcastList: owner(() => ({})),
  PaymentAgencyByBeansMethodList: owner(() => ({})),
  PaymentAgencyByBeansMethodAdd: owner(() => ({ name: "Fixture method", min_beans: 1_000, fee_bp: 300, anchor_uids: [] })),
  PaymentAgencyByBeansMethodEdit: owner(async (ctx) => {
    const [method] = await ctx.db
      .select()
      .from(byBeansMethods)
      .where(eq(byBeansMethods.id, Number(ctx.ids.weeklyMethod)))
      .limit(1);
    return { method_id: ctx.ids.weeklyMethod, name: "Weekly beans", min_beans: 6_000, fee_bp: 500, anchor_uids: [...(method?.anchorUids ?? [])] };
  }),
  PaymentAgencyByBeansMethodDelete: owner(async (ctx) => {
    const [method] = await ctx.db.select({ id: byBeansMethods.id }).from(byBeansMethods).where(eq(byBeansMethods.name, "Fixture method")).limit(1);
    return { method_id: String(method?.id ?? "") };
  }),
  PaymentAgencyBlacklistList: owner(() => ({ status: 1 })),
  PaymentAgencyBlacklistExport: owner(() => ({ status: "1" })),
  PaymentAgencyBlacklistAdd: owner(() => ({ bigo_ids: ["no.such.user"], reason: "Fixture reason" })),
  PaymentAgencyBlacklistRemove: owner(async (ctx) => {
    const [entry] = await ctx.db
      .select({ id: paymentBlacklistEntries.id })
      .from(paymentBlacklistEntries)
      .where(isNull(paymentBlacklistEntries.removedAt))
      .orderBy(desc(paymentBlacklistEntries.id))
      .limit(1);
    return { entry_id: String(entry?.id ?? ""), reason: "Fixture removal" };
  }),
  PaymentAgencyActionLogList: owner(() => ({ action_type: 5 })),
  PaymentAgencyActionLogExport: owner(() => ({ action_type: "5" })),
  PaymentAgencyDistributionPreview: owner(() => ({ file_name: "fixture.csv", file_sha256: "0".repeat(64), rows: [{ line: 2, bigo_id: "anchor.2", amount: "100", note: "" }] })),
  PaymentAgencyDistributionGet: owner(async (ctx) => {
    const [batch] = await ctx.db.select().from(distributionBatches).orderBy(desc(distributionBatches.id)).limit(1);
    return { batch_id: String(batch?.id ?? ""), idempotency_key: batch?.idempotencyKey ?? "" };
  }),
  PaymentAgencyDistributionConfirm: owner(async (ctx) => {
    const [batch] = await ctx.db.select().from(distributionBatches).orderBy(desc(distributionBatches.id)).limit(1);
    return { batch_id: String(batch?.id ?? ""), idempotency_key: batch?.idempotencyKey ?? "" };
  }),
  PaymentAgencyBeansBalance: owner(() => ({})),
  PaymentAgencyDistributionAdjustmentList: owner(() => ({ page: 1, page_size: 20 })),
  // After PaymentAgencyDistributionConfirm: the confirmed fixture batch, 10 beans more.
  PaymentAgencyDistributionAdjust: owner(async (ctx) => {
    const [batch] = await ctx.db.select().from(distributionBatches).orderBy(desc(distributionBatches.id)).limit(1);
    return { idempotency_key: "fixture-adjust-1", batch_id: String(batch?.id ?? ""), amount_beans: 10, reason: "fixture" };
  }),
  PaymentAgencyDistributionAdjustmentGet: owner(() => ({ idempotency_key: "fixture-adjust-1" })),
  PaymentAgencyTransferCfg: owner(() => ({})),
  PaymentAgencyTransferReceiver: owner(() => ({ bigo_id: "anchor.3" })),
  // The contract test's owner session is phone-verified (context.ts), so the submit is not asked for 40001.
  PaymentAgencyTransferSubmit: owner(() => ({ idempotency_key: "fixture-transfer-1", receiver_bigo_id: "anchor.3", amount_beans: 500 })),
  PaymentAgencyTransferGet: owner(() => ({ idempotency_key: "fixture-transfer-1" })),

  getAgencyMemberRole: owner(),
  getSelfInfo: owner(),
  getAgencyMemberCandidate: owner((ctx) => ({ bigo_id: ctx.ids.freeBigo })),
  addAgencyMember: owner((ctx) => ({ bigo_id: ctx.ids.freeBigo, role: 3 })),
  assignAgencyRole: owner((ctx) => ({ member_uid: ctx.ids.extraBroker, role: 2 })),
  deleteAgencyMember: owner((ctx) => ({ member_uid: ctx.ids.freeUid })),
  getAgencyMemberList: owner(() => ({})),
  modifyAgencyRecruitment: owner((ctx) => ({ member_uid: ctx.ids.manager, recruit_enabled: 0 })),
  getAgencyOperationRecord: owner(() => ({})),
  getBrokerData: owner((ctx) => ({ broker_uid: ctx.ids.broker })),
  sendVerifyCode: { as: "agency.subagent", args: () => ({ type: 1, scene: 1, bigo_id: "sinta.subagent" }) },
  checkVerifyCode: { as: "admin", args: async (ctx) => ({ type: 1, scene: 1, code: await ctx.code("admin") }) },
  setUidHasPhone: { as: "agency.manager", args: async (ctx) => ({ phone: "6281366600001", code: await ctx.code("agency.manager") }) },
  checkIfUidHasPhone: owner(() => ({})),
  getAgentRecruitCfg: owner(() => ({})),
  modifyAgentRecruitCfg: owner(() => ({ open: 1, countries: ["ID", "MY"], min_age: 18, requirements: "18 or older", contact: "Message us on Bigo Live" })),
  userCreateApply: { as: "normal.user", args: () => ({ agency_name: "Nia Talent", country: "ID", contact_phone: "6281234000111", team_size: 5, experience: "", source: 2 }) },
  userGetApplicationState: { as: "normal.user", args: () => ({}) },
  userGetApplicationRecord: { as: "normal.user", args: () => ({}) },
  agentPullApplyList: owner(() => ({})),
  agentDenyApply: owner((ctx) => ({ apply_id: ctx.ids.subApply, reason: "We cover this city already" })),
  agentGetIfHasDot: owner(() => ({})),
  agentClickDot: owner(() => ({})),
  agentPullGuideSec: { as: "normal.user", args: () => ({}) },
  policyPreview: { as: "normal.user", args: () => ({ policy_type: 1 }) },
};
