/**
 * Contract-test fixtures: the live-data family, activity 75352 and the site backend.
 */
import { desc } from "drizzle-orm";
import { activitySignTasks } from "#db/schema/activities.ts";
import { inviteCodeOf } from "#handlers/live-data/activity.ts";
import type { Ctx } from "./context.ts";
import type { Fixtures } from "./fixtures.ts";
import { owner } from "./fixtures.ts";

const r = (ctx: Ctx) => ({ startTime: ctx.range.startTime, endTime: ctx.range.endTime });
const graph = (ctx: Ctx) => ({ ...r(ctx), metric: "beans" });
const months = (ctx: Ctx) => ({ ...ctx.months });
const uids = (ctx: Ctx) => ({ uids: [ctx.ids.anchor], ...r(ctx) });
/** The last Saturday before the seed day (act67110 runs on weekends). */
const saturday = (ctx: Ctx) => {
  let t = ctx.now - 86_400;
  while (new Date(t * 1000).getUTCDay() !== 6) t -= 86_400;
  return new Date(t * 1000).toISOString().slice(0, 10);
};

/** Fixtures of the live-data family, activity 75352 and site backend. */
export const dataFixtures: Fixtures = {
  liveDataConfig: owner(() => ({})),
  liveDataReportDay: owner(r),
  liveDataReportMonth: owner(months),
  liveDataGraphData: owner(graph),
  liveDataExportUrl: owner(r),
  liveDataGetBanner: owner(() => ({})),
  liveDataLiveCoverLowQuality: owner(() => ({})),
  manageOssGetRewardList: owner(() => ({})),
  preLostUserGetUserList: owner(() => ({})),
  preLostUserSendRecallIm: owner((ctx) => ({ uids: [ctx.ids.anchor], requestId: "contract-test-recall" })),
  preLostUserGetRecallPath: owner((ctx) => ({ uid: ctx.ids.anchor })),
  preLostUserDrawRecallReward: { as: "anchor.3", args: (ctx) => ({ recallId: ctx.ids.recall }) },
  preLostUserOpenRecallIm: { as: "anchor.3", args: (ctx) => ({ recallId: ctx.ids.recall }) },
  preLostUserQueryRecallReward: { as: "anchor.3", args: (ctx) => ({ recallId: ctx.ids.recall }) },
  preLostUserCallbackUser: owner((ctx) => ({ uid: ctx.ids.anchor, remark: "Called: back on Friday" })),
  multiRoomDay: owner(r),
  multiRoomMonth: owner(months),
  multiRoomGraph: owner(graph),
  multiRoomDetail: owner((ctx) => ({ uid: ctx.ids.anchor, day: ctx.yesterday })),
  multiRoomExportUrl: owner((ctx) => ({ ...r(ctx), dataType: 2 })),
  creatorAchieveLevel: { as: "anchor.1", args: () => ({}) },
  creatorLiveOrder: owner(r),
  creatorLivedata: { as: "anchor.1", args: r },
  agentOssOverview: owner(r),
  agentOssProxyList: owner(r),
  agentOssAnchorList: owner(r),
  agentOssMultiDetail: owner((ctx) => ({ uid: ctx.ids.anchor, ...r(ctx) })),
  agentOssDetail: owner((ctx) => ({ uid: ctx.ids.anchor, ...r(ctx) })),
  agentOssExport: owner((ctx) => ({ ...r(ctx), tabs: ["core", "proxyLive", "live", "pk"] })),
  agentOssGetRole: owner(() => ({})),
  exportJobStatus: owner((ctx) => ({ jobId: ctx.ids.exportJob })),
  agentOssGetUserType: owner(() => ({})),
  agentOssQueryProxyOverview: owner((ctx) => ({ proxyUid: ctx.ids.manager, ...r(ctx) })),
  agentOssSumProxy: owner(r),
  agentOssPkOverview: owner(r),
  agentOssPkDetail: owner(r),
  agentOssInvoiceList: owner(() => ({})),
  agentOssSignature: owner((ctx) => ({ invoiceId: ctx.ids.invoice, signerName: "Budi Santoso" })),
  agentOssExportUrl: owner((ctx) => ({ ...r(ctx), tabs: ["pk"] })),
  agentOssPkDataRelease: owner(() => ({})),
  agentOssOpenBiz: owner(() => ({ bizId: 1 })),
  brokerageProxyBenefitByType: owner((ctx) => ({ month: ctx.months.endMonth })),
  brokerageAnchorBenefitByType: owner((ctx) => ({ month: ctx.months.endMonth, uid: ctx.ids.anchor })),
  brokerageAnchorList: owner((ctx) => ({ month: ctx.months.endMonth })),
  brokerageAnchorListByType: owner((ctx) => ({ month: ctx.months.endMonth, type: 1 })),
  brokerageTypeRulePage: owner(() => ({})),
  brokerageSuperiorRoleAnchorBenefitByType: owner((ctx) => ({ month: ctx.months.endMonth, uid: ctx.ids.proxyAnchor })),
  act67110Config: owner(() => ({})),
  act67110GraphData: owner(graph),
  act67110ReportMonth: owner(months),
  act67110ReportDay: owner(r),
  act67110ExportUrl: owner(r),
  act67110MultiRoomDay: owner(r),
  act67110MultiRoomMonth: owner(months),
  act67110MultiRoomGraph: owner(graph),
  act67110MultiRoomDetail: owner((ctx) => ({ uid: ctx.ids.anchor, day: saturday(ctx) })),
  act67110MultiRoomExportUrl: owner(r),
  inner66965: { as: "admin", args: uids },
  inner68753: { as: "admin", args: uids },
  innerAll: { as: "operator", args: uids },
  innerOffline: { as: "admin", args: uids },
  innerMultiList: { as: "admin", args: uids },
  innerAccessCanPhpAccess: { as: "admin", args: () => ({ path: "/agentOss/overview" }) },
  act78062ReportProxy: owner((ctx) => ({ proxyUid: ctx.ids.manager, ...r(ctx) })),
  act74338Apply: { as: "anchor.1", args: () => ({}) },
  act74338UserStatus: { as: "anchor.1", args: () => ({}) },
  act74338MonthData: { as: "anchor.1", args: (ctx) => ({ month: ctx.months.endMonth }) },
  act74338InterfaceSwitch: { as: "anchor.1", args: () => ({}) },
  act74338PageSwitch: { as: "anchor.1", args: () => ({}) },
  act74338TestGetInfo: { as: "admin", args: (ctx) => ({ dataPartition: ctx.yesterday.replace(/-/g, "") }) },
  act74338TestClearCache: { as: "admin", args: (ctx) => ({ uid: ctx.ids.anchor, month: ctx.months.endMonth }) },
  act77307GetIndex: { as: "anchor.1", args: () => ({}) },
  act77307GetSummary: { as: "anchor.1", args: () => ({}) },
  act77307GetInviteeList: { as: "anchor.1", args: () => ({}) },
  act77307AgreeInvite: { as: "anchor.2", args: (ctx) => ({ inviteCode: inviteCodeOf(ctx.ids.anchor1 ?? "") }) },
  act77307GetMyInviterUserInfo: { as: "anchor.2", args: () => ({}) },
  act77307GetInviterUserInfoByCode: { as: "anchor.2", args: (ctx) => ({ inviteCode: inviteCodeOf(ctx.ids.anchor1 ?? "") }) },
  newAnchorReport: owner(r),
  newAnchorGraph: owner(graph),
  newAnchorExportUrl: owner(r),
  newAnchorProxyReport: owner(r),
  newAnchorProxySummary: owner(r),
  newAnchorProxyGraph: owner(graph),
  newAnchorProxyDetails: owner((ctx) => ({ uid: ctx.ids.newAnchor, ...r(ctx) })),
  newAnchorProxyExportUrl: owner(r),
  newAnchorAreaSummary: { as: "operator", args: (ctx) => ({ area: "ID", ...r(ctx) }) },
  newAnchorAreaExportUrl: { as: "operator", args: (ctx) => ({ area: "ID", ...r(ctx) }) },
  newAnchorAreaDetails: { as: "operator", args: (ctx) => ({ area: "ID", ...r(ctx) }) },
  areaLiveOrder: { as: "operator", args: (ctx) => ({ area: "ID", withDays: true, ...r(ctx) }) },
  areaAgencyRank: { as: "operator", args: (ctx) => ({ area: "ID", ...r(ctx) }) },
  areaExportUrl: { as: "operator", args: (ctx) => ({ area: "ID", tab: "days", ...r(ctx) }) },
  brokerageAnchorExportUrl: owner((ctx) => ({ month: ctx.months.endMonth })),
  newAnchorInnerIndex: { as: "admin", args: (ctx) => ({ uids: [ctx.ids.anchor, ctx.ids.newAnchor] }) },
  newAnchorInnerList: { as: "admin", args: (ctx) => ({ proxyUid: ctx.ids.manager, ...r(ctx) }) },
  newAnchorInnerBatchGetGrades: { as: "admin", args: (ctx) => ({ uids: [ctx.ids.anchor] }) },
  newAnchorInnerBatchGetOfflineData: { as: "admin", args: uids },
  newAnchorMilestones: owner(() => ({})),
  newAnchorCohort: owner(() => ({ period: "week" })),
  newAnchorProxyList: owner((ctx) => ({ ...r(ctx), page: 1, pageSize: 20 })),

  act75352QueryAnchorList: owner(() => ({ activityId: 102 })),
  act75352SignRecordPage: owner(() => ({})),
  act75352RoundRecordPage: owner(() => ({})),
  act75352SignActList: owner(() => ({})),
  act75352SignStatusCountInfo: owner(() => ({})),
  act75352SignActFormInfo: owner(() => ({ activityId: 102 })),
  act75352Entrance: owner(() => ({})),
  act75352GetChangePageInfo: owner(() => ({ roundId: 1021, activityId: 102 })),
  act75352PageByToken: owner((ctx) => ({ token: ctx.ids.pageToken })),
  act75352Sign: owner((ctx) => ({ activityId: 102, anchorUids: [ctx.ids.eligible1], roundId: 1023, formValues: { talent: "singing" } })),
  act75352CancelSign: owner((ctx) => ({ activityId: 102, anchorUid: ctx.ids.sign102d })),
  act75352CancelRound: owner((ctx) => ({ activityId: 102, roundId: 1021, anchorUid: ctx.ids.sign102a })),
  act75352ChangeRound: owner((ctx) => ({ activityId: 102, anchorUid: ctx.ids.sign102b, fromRoundId: 1021, toRoundId: 1023 })),
  act75352ChangeAnchor: owner((ctx) => ({ activityId: 102, roundId: 1022, fromAnchorUid: ctx.ids.sign102c, toAnchorUid: ctx.ids.eligible2 })),
  act75352SignExport: owner((ctx) => ({ startTime: ctx.now - 90 * 86_400, endTime: ctx.now })),
  act75352RoundExport: owner((ctx) => ({ startTime: ctx.now - 90 * 86_400, endTime: ctx.now })),
  act75352AsyncSignResult: owner(async (ctx) => {
    const [task] = await ctx.db.select({ id: activitySignTasks.id }).from(activitySignTasks).orderBy(desc(activitySignTasks.createdAt)).limit(1);
    return { taskId: task?.id ?? "" };
  }),
  act75352CanChangeRound: owner((ctx) => ({ activityId: 102, roundId: 1023, anchorUid: ctx.ids.sign102b })),

  queryCountry: { as: null, args: () => ({}) },
};
