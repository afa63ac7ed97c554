import { describe, expect, it } from "vitest";
import { PermissionId } from "./ids.ts";
import { anyOfChildren } from "./route-define.ts";
import { hasDynamicSegment } from "./route-meta.ts";
import type { RouteName } from "./route-names.ts";
import { ROUTE_NAMES, isRouteName } from "./route-names.ts";
import { patternOf, pathOf, stripBasePath } from "./route-path.ts";
import { allRoutes, chainOf, getRoute, mainRoute, parentOf, routeTable } from "./route-table.ts";

/** Every route name SPEC section 2 names, with the parenthesised sub-names expanded as `<Group><Sub>`. */
const SPEC_ROUTE_NAMES: readonly RouteName[] = [
  "Login",
  "Welcome",
  "NotFound",
  "ApplyNoPermission",
  "ApplyForm",
  "ApplyProcess",
  "AgentContact",
  "AgentCertifyForm",
  "Overview",
  "Main",
  "Admin",
  "Broadcaster",
  "Recruit",
  "RecruitList",
  "RecruitProgress",
  "AnchorInfoEdit",
  "List",
  "RecheckList",
  "ListAll",
  "ListToBeRenewed",
  "ListTerminated",
  "ListJoined",
  "Modify",
  "LiveData",
  "Operate",
  "Guild",
  "DataCenter",
  "LiveDataCore",
  "LiveDataLive",
  "LiveDataProxyLive",
  "LiveDataAnchor",
  "LiveDataProxy",
  "LiveDataPK",
  "LiveDataDetail",
  "LiveDataProxyDetail",
  "LiveDataDesc",
  "LiveDataFamily",
  "LiveDataRecall",
  "Region",
  "Payment",
  "Interview",
  "InterviewList",
  "AssignPk",
  "ActRegist",
  "ActRegistList",
  "ActRegistDetail",
  "ActRegistResult",
  "ActRegistInfo",
  "ActRegistSchedule",
  "RecommendHosts",
  "NewBroadcasterData",
  "AgencyAcademy",
];

/** The absolute pattern of every route, written from SPEC section 2 (and the README for paths it does not show). */
const EXPECTED_PATTERNS: Record<RouteName, string> = {
  Login: "/login",
  Test: "/test",
  ApplyNoPermission: "/no-permission",
  ApplyForm: "/apply-form",
  ApplyProcess: "/apply-process",
  AgentContact: "/apply-contact",
  AgentCertifyForm: "/apply-certify",
  ApplyProgressMobile: "/apply-progress-mobile/:id",
  ImDetermineRoute: "/im-determine-route/:id",
  MobileHome: "/m",
  MobileLogin: "/m/login",
  AnchorApplyAgency: "/m/apply-agency",
  AnchorInvite: "/m/invite/:code",
  AnchorContractConfirm: "/m/contract/:id",
  AnchorTransferConfirm: "/m/transfer/:id",
  AnchorCancelConfirm: "/m/cancel/:id",
  SubAgentApply: "/m/sub-agent-apply",
  ActivityInvite: "/m/invite-activity",
  ActivityInviteAccept: "/m/invite-activity/:code",
  AnchorPaymentDetails: "/m/payment",
  AnchorLiveData: "/m/live-data",
  Activity74338: "/m/activity/74338",
  Main: "/",
  Welcome: "/",
  Overview: "/overview",
  Admin: "/admin",
  AdminAccounts: "/admin/accounts",
  AdminPermissions: "/admin/permissions",
  AdminActionLog: "/admin/action-log",
  AdminDataPermissions: "/admin/data-permissions",
  Broadcaster: "/broadcaster",
  Recruit: "/broadcaster/recruit",
  RecruitList: "/broadcaster/recruit/list",
  AnchorInfoEdit: "/broadcaster/recruit/edit/:id",
  RecruitProgress: "/broadcaster/recruit/progress/:id",
  RecommendHosts: "/broadcaster/recruit/recommend-hosts",
  List: "/broadcaster/list",
  BroadcasterList: "/broadcaster/list/list",
  ListAll: "/broadcaster/list/list/all",
  ListToBeRenewed: "/broadcaster/list/list/to-be-renewed",
  ListTerminated: "/broadcaster/list/list/terminated",
  ListJoined: "/broadcaster/list/list/joined",
  RecheckList: "/broadcaster/recheck-list",
  BroadcasterLiveData: "/broadcaster/broadcaster-live-data/:uid",
  BroadcasterLiveDetail: "/broadcaster/detail/:type",
  BroadcasterLiveDesc: "/broadcaster/desc/:type",
  Modify: "/broadcaster/modify",
  ModifyRelation: "/broadcaster/modify/modify",
  Operate: "/broadcaster-operate",
  AssignPk: "/broadcaster-operate/assign-pk/list",
  ActRegist: "/broadcaster-operate/act-regist",
  ActRegistList: "/broadcaster-operate/act-regist/list",
  ActRegistDetail: "/broadcaster-operate/act-regist/act-detail",
  ActRegistResult: "/broadcaster-operate/act-regist-result",
  ActRegistSchedule: "/broadcaster-operate/act-regist-result/schedule",
  ActRegistInfo: "/broadcaster-operate/act-regist-result/info",
  Guild: "/guild",
  GuildSecurity: "/guild/security",
  GuildSecurityStatus: "/guild/security/status",
  GuildSecurityViolations: "/guild/security/violations",
  GuildTeam: "/guild/team",
  DataCenter: "/data-center",
  LiveData: "/data-center/live-data",
  LiveDataCore: "/data-center/live-data/core",
  LiveDataProxyLive: "/data-center/live-data/proxyLive",
  LiveDataLive: "/data-center/live-data/live",
  LiveDataPK: "/data-center/live-data/pk",
  LiveDataProxyDetail: "/data-center/live-data/proxy-detail/:type",
  LiveDataDetail: "/data-center/live-data/detail/:type",
  LiveDataDesc: "/data-center/live-data/desc/:type",
  LiveDataFamily: "/data-center/live-data/family/:type",
  LiveDataRecall: "/data-center/live-data/recall",
  BroadcasterData: "/data-center/broadcaster-data",
  LiveDataProxy: "/data-center/broadcaster-data/proxy",
  LiveDataAnchor: "/data-center/broadcaster-data/anchor",
  BroadcasterStats: "/data-center/broadcaster-stats",
  BroadcasterStatsDay: "/data-center/broadcaster-stats/day",
  BroadcasterStatsMonth: "/data-center/broadcaster-stats/month",
  NewBroadcasterData: "/data-center/new-broadcaster-data",
  NewBroadcasterDataManager: "/data-center/new-broadcaster-data/manager",
  NewBroadcasterDataAgent: "/data-center/new-broadcaster-data/agent",
  NewBroadcasterDataAnchorDetail: "/data-center/new-broadcaster-data/anchor-detail",
  Region: "/region",
  RegionBroadcasterStats: "/region/broadcaster-stats",
  RegionBroadcasterStatsDay: "/region/broadcaster-stats/day",
  RegionBroadcasterStatsMonth: "/region/broadcaster-stats/month",
  RegionBroadcasterStatsAgencyData: "/region/broadcaster-stats/agency-data",
  Notification: "/notification",
  Payment: "/payment",
  DistributionUpload: "/payment/distribution-upload",
  DistributionAdjustment: "/payment/distribution-adjustment",
  PaymentTransfer: "/payment/payment-transfer",
  PaymentBlacklist: "/payment/blacklist",
  PaymentActionLog: "/payment/action-log",
  BroadcasterPayment: "/payment/broadcaster-payment",
  BroadcasterPaymentByBeans: "/payment/broadcaster-payment/by-beans",
  BroadcasterPaymentActionLog: "/payment/broadcaster-payment/action-log",
  AgencyPayment: "/payment/agency-payment",
  AgencyPaymentByBeansWhitelist: "/payment/agency-payment/by-beans-whitelist",
  AgencyPaymentByBeans: "/payment/agency-payment/by-beans",
  AgencyPaymentBankInfo: "/payment/agency-payment/bank-info",
  AgencyPaymentActionLog: "/payment/agency-payment/action-log",
  ByBeansMethod: "/payment/by-beans-method",
  Interview: "/interview",
  InterviewList: "/interview/list",
  ApplySubAgentList: "/apply-sub-agent-list",
  ApplyProgress: "/apply-progress/:id",
  AgencyAcademy: "/agency-academy",
  AgencyAcademyCourse: "/agency-academy/course",
  AgencyAcademyCourseDetail: "/agency-academy/course/:id",
  NotFound: "/*",
};

describe("route table", () => {
  it("declares every route name exactly once, and nothing else", () => {
    const names = allRoutes.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([...ROUTE_NAMES].sort());
  });

  it.each(SPEC_ROUTE_NAMES)("holds the spec's route name %s", (name) => {
    expect(isRouteName(name)).toBe(true);
    expect(getRoute(name).name).toBe(name);
  });

  it.each(allRoutes.map((route) => [route.name, route] as const))("labels %s with route.<name>", (name, route) => {
    expect(route.labelKey).toBe(`route.${name}`);
  });

  it.each(Object.entries(EXPECTED_PATTERNS))("places %s at %s", (name, pattern) => {
    expect(isRouteName(name)).toBe(true);
    if (isRouteName(name)) expect(patternOf(name)).toBe(pattern);
  });

  it("keeps Login, the test page, the apply flow, the mobile pages and NotFound outside the main layout", () => {
    expect(routeTable.map((route) => route.name)).toEqual([
      "Login",
      "Test",
      "ApplyNoPermission",
      "ApplyForm",
      "ApplyProcess",
      "AgentContact",
      "AgentCertifyForm",
      "ApplyProgressMobile",
      "ImDetermineRoute",
      "MobileHome",
      "MobileLogin",
      "AnchorApplyAgency",
      "AnchorInvite",
      "AnchorContractConfirm",
      "AnchorTransferConfirm",
      "AnchorCancelConfirm",
      "SubAgentApply",
      "ActivityInvite",
      "ActivityInviteAccept",
      "AnchorPaymentDetails",
      "AnchorLiveData",
      "Activity74338",
      "Main",
      "NotFound",
    ]);
    expect(mainRoute.layout).toBe(true);
    expect(getRoute("Welcome").index).toBe(true);
    expect(parentOf("Welcome")?.name).toBe("Main");
  });

  it("makes only Login, the webview's fallback login and NotFound public", () => {
    expect(allRoutes.filter((route) => route.access === "public").map((route) => route.name)).toEqual(["Login", "MobileLogin", "NotFound"]);
  });

  it("hides every parametric route from the menu", () => {
    const visibleParametric = allRoutes.filter((route) => hasDynamicSegment(route.path) && route.hideInMenu !== true);
    expect(visibleParametric).toEqual([]);
  });

  it("gives every menu section an icon and a container's permissions as the union of its children's", () => {
    const sections = (mainRoute.children ?? []).filter((route) => route.icon !== undefined);
    expect(sections.map((route) => route.name)).toEqual([
      "Admin",
      "Broadcaster",
      "Operate",
      "Guild",
      "DataCenter",
      "Region",
      "Notification",
      "Payment",
      "Interview",
      "ApplySubAgentList",
      "AgencyAcademy",
    ]);
    for (const name of ["Admin", "Broadcaster", "Operate", "Guild", "DataCenter", "Region", "Payment", "Interview"] as const) {
      const route = getRoute(name);
      expect(route.redirectToFirstChild).toBe(true);
      expect(route.permissions).toEqual(anyOfChildren(route.children ?? []));
    }
    expect(getRoute("Admin").permissions).toEqual([1, 2, 3, 4, 5, 13]);
    expect(getRoute("Payment").permissions).toEqual([8, 9, 10, 11, 17, 101]);
    expect(getRoute("DataCenter").permissions).toEqual([6, 23, 24, 103]);
  });

  it("declares the aliases live-detail and live-desc", () => {
    expect(getRoute("BroadcasterLiveDetail").aliases).toEqual(["live-detail/:type"]);
    expect(getRoute("BroadcasterLiveDesc").aliases).toEqual(["live-desc/:type"]);
  });

  it("maps the spec's route permissions", () => {
    expect(getRoute("AdminAccounts").permissions).toEqual([PermissionId.ModifyAccount, PermissionId.ResetPassword, PermissionId.ModifySubAccount]);
    expect(getRoute("Modify").permissions).toEqual([PermissionId.TransferRelation]);
    expect(getRoute("AgencyPaymentBankInfo").permissions).toEqual([PermissionId.PaymentMethodBankInfo]);
    expect(getRoute("ByBeansMethod").permissions).toEqual([PermissionId.AgencyPaymentMethod]);
    expect(getRoute("AgencyAcademyCourseDetail").permissions).toEqual([PermissionId.TutorialEntry]);
  });

  it("builds chains from the top-level record down", () => {
    expect(chainOf("RecruitList").map((route) => route.name)).toEqual(["Main", "Broadcaster", "Recruit", "RecruitList"]);
    expect(chainOf("Login").map((route) => route.name)).toEqual(["Login"]);
  });
});

describe("pathOf", () => {
  it("builds absolute paths with params, without the base path", () => {
    expect(pathOf("RecruitProgress", { id: 12 })).toBe("/broadcaster/recruit/progress/12");
    expect(pathOf("BroadcasterLiveData", { uid: "900001" })).toBe("/broadcaster/broadcaster-live-data/900001");
    expect(pathOf("Welcome")).toBe("/");
    expect(pathOf("AgencyPaymentBankInfo")).toBe("/payment/agency-payment/bank-info");
  });

  it("encodes param values", () => {
    expect(pathOf("LiveDataDetail", { type: "a b/c" })).toBe("/data-center/live-data/detail/a%20b%2Fc");
    expect(pathOf("NotFound", { "*": "x y/z" })).toBe("/x%20y/z");
  });

  it("throws RangeError for a missing or empty param", () => {
    expect(() => pathOf("AnchorInfoEdit")).toThrow(RangeError);
    expect(() => pathOf("AnchorInfoEdit", { id: "" })).toThrow(RangeError);
    expect(() => pathOf("NotFound")).toThrow(RangeError);
  });
});

describe("stripBasePath", () => {
  it.each([
    ["/agent", "/"],
    ["/agent/", "/"],
    ["/agent/broadcaster/list", "/broadcaster/list"],
    ["/agentx/list", "/agentx/list"],
    ["/broadcaster", "/broadcaster"],
  ])("turns %s into %s", (pathname, expected) => {
    expect(stripBasePath(pathname)).toBe(expected);
  });
});
