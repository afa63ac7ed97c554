import { describe, expect, it } from "vitest";
import type { AppBuild, GuardUser } from "./guard.ts";
import { checkRoute, createCanSee } from "./guard.ts";
import { AccountRole, AccountStatus } from "@agent-portal/api-client/enums";
import type { ProfileId } from "./profiles.ts";
import { PROFILES, PROFILE_IDS, guardUserOf } from "./profiles.ts";
import type { RouteName } from "./route-names.ts";
import { ROUTE_NAMES } from "./route-names.ts";
import { allRoutes, chainOf, getRoute } from "./route-table.ts";

/**
 * Who may open each route, written by hand from SPEC section 6 (and the README where the spec is silent),
 * independently of the table's data: `public` (no user needed), `login` (any logged-in user), `apply` (the open
 * application flow), or a list of any-of groups that must all be satisfied.
 */
type Rule = "public" | "login" | "apply" | readonly (readonly number[])[];

const RULES: Record<RouteName, Rule> = {
  Login: "public",
  NotFound: "public",
  Test: "login",
  ApplyNoPermission: "apply",
  ApplyForm: "apply",
  ApplyProcess: "apply",
  AgentContact: "apply",
  AgentCertifyForm: "apply",
  ApplyProgressMobile: [[3]],
  ImDetermineRoute: "login",
  MobileHome: "login",
  MobileLogin: "public",
  AnchorApplyAgency: "login",
  AnchorInvite: "login",
  AnchorContractConfirm: "login",
  AnchorTransferConfirm: "login",
  AnchorCancelConfirm: "login",
  SubAgentApply: "login",
  ActivityInvite: "login",
  ActivityInviteAccept: "login",
  AnchorPaymentDetails: "login",
  AnchorLiveData: "login",
  Activity74338: "login",
  Main: "login",
  Welcome: "login",
  Overview: "login",
  Admin: [[1, 2, 3, 4, 5, 13]],
  AdminAccounts: [[1, 2, 3]],
  AdminPermissions: [[4]],
  AdminActionLog: [[5]],
  AdminDataPermissions: [[13]],
  Broadcaster: [[19, 20, 23, 24, 26]],
  Recruit: [[19]],
  RecruitList: [[19]],
  AnchorInfoEdit: [[19]],
  RecruitProgress: [[19]],
  RecommendHosts: [[19]],
  List: [[20]],
  BroadcasterList: [[20]],
  ListAll: [[20]],
  ListToBeRenewed: [[20]],
  ListTerminated: [[20]],
  ListJoined: [[20]],
  RecheckList: [[20]],
  BroadcasterLiveData: [[23, 24]],
  BroadcasterLiveDetail: [[23, 24]],
  BroadcasterLiveDesc: [[23, 24]],
  Modify: [[26]],
  ModifyRelation: [[26]],
  Operate: [[25, 27]],
  AssignPk: [[25]],
  ActRegist: [[27]],
  ActRegistList: [[27]],
  ActRegistDetail: [[27]],
  ActRegistResult: [[27]],
  ActRegistSchedule: [[27]],
  ActRegistInfo: [[27]],
  Guild: [[21, 22]],
  GuildSecurity: [[21]],
  GuildSecurityStatus: [[21]],
  GuildSecurityViolations: [[21]],
  GuildTeam: [[22]],
  DataCenter: [[6, 23, 24, 103]],
  LiveData: [[23, 24]],
  LiveDataCore: [[23, 24], [15]],
  LiveDataProxyLive: [[23, 24]],
  LiveDataLive: [[23, 24]],
  LiveDataPK: [[23, 24]],
  LiveDataProxyDetail: [[23, 24]],
  LiveDataDetail: [[23, 24]],
  LiveDataDesc: [[23, 24]],
  LiveDataFamily: [[23, 24]],
  LiveDataRecall: [[23, 24]],
  BroadcasterData: [[23, 24]],
  LiveDataProxy: [[23, 24]],
  LiveDataAnchor: [[23, 24]],
  BroadcasterStats: [[6]],
  BroadcasterStatsDay: [[6]],
  BroadcasterStatsMonth: [[6]],
  NewBroadcasterData: [[103]],
  NewBroadcasterDataManager: [[103]],
  NewBroadcasterDataAgent: [[103]],
  NewBroadcasterDataAnchorDetail: [[103]],
  Region: [[7]],
  RegionBroadcasterStats: [[7]],
  RegionBroadcasterStatsDay: [[7]],
  RegionBroadcasterStatsMonth: [[7]],
  RegionBroadcasterStatsAgencyData: [[7]],
  Notification: [[14]],
  Payment: [[8, 9, 10, 11, 17, 101]],
  DistributionUpload: [[8]],
  DistributionAdjustment: [[9]],
  PaymentTransfer: [[9]],
  PaymentBlacklist: [[10]],
  PaymentActionLog: [[11]],
  BroadcasterPayment: [[17]],
  BroadcasterPaymentByBeans: [[17]],
  BroadcasterPaymentActionLog: [[17]],
  AgencyPayment: [[17]],
  AgencyPaymentByBeansWhitelist: [[17]],
  AgencyPaymentByBeans: [[17]],
  AgencyPaymentBankInfo: [[17], [18]],
  AgencyPaymentActionLog: [[17]],
  ByBeansMethod: [[101]],
  Interview: [[12]],
  InterviewList: [[12]],
  ApplySubAgentList: [[3]],
  ApplyProgress: [[3]],
  AgencyAcademy: [[104]],
  AgencyAcademyCourse: [[104]],
  AgencyAcademyCourseDetail: [[104]],
};

/** The by-beans records, open only to accounts on the by-beans whitelist (`isWhite`; issue 21 item 6). */
const WHITELIST_ONLY: readonly RouteName[] = ["BroadcasterPaymentByBeans", "AgencyPaymentByBeansWhitelist", "AgencyPaymentByBeans", "ByBeansMethod"];

/** The expected access, from the rules above and the order of the guard steps of SPEC section 4. */
function expectedAccess(name: RouteName, user: GuardUser | null, build: AppBuild): boolean {
  const rule = RULES[name];
  if (rule === "public") return !(build === "alternative" && name === "Login");
  if (build === "alternative" && name === "Welcome") return true;
  if (user === null || user.status === AccountStatus.Disabled) return false;
  if (user.role === AccountRole.Admin) return true;
  if (rule === "apply" || rule === "login") return true;
  if (WHITELIST_ONLY.includes(name) && user.isWhite !== true) return false;
  return rule.every((group) => group.some((id) => user.permissions.includes(id)));
}

const BUILDS: readonly AppBuild[] = ["standard", "alternative"];
const USERS: readonly (readonly [ProfileId | "no user" | "whitelisted agencySuperAdmin", GuardUser | null])[] = [
  ...PROFILE_IDS.map((id) => [id, guardUserOf(PROFILES[id])] as const),
  ["whitelisted agencySuperAdmin", { ...guardUserOf(PROFILES.agencySuperAdmin), isWhite: true }],
  ["no user", null],
];

describe("checkRoute over every route, profile and build", () => {
  const cases = BUILDS.flatMap((build) => USERS.flatMap(([who, user]) => ROUTE_NAMES.map((name) => [build, who, name, user] as const)));

  it.each(cases)("%s build, %s, %s", (build, _who, name, user) => {
    const verdict = checkRoute(chainOf(name), user, build);
    expect(verdict.kind === "allow").toBe(expectedAccess(name, user, build));
  });
});

/** Routes a broker (20, 24, 104) may open in the standard build, listed by hand. */
const BROKER_ALLOWED: readonly RouteName[] = [
  "Login",
  "Test",
  "ApplyNoPermission",
  "ApplyForm",
  "ApplyProcess",
  "AgentContact",
  "AgentCertifyForm",
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
  "Welcome",
  "Overview",
  "Broadcaster",
  "List",
  "BroadcasterList",
  "ListAll",
  "ListToBeRenewed",
  "ListTerminated",
  "ListJoined",
  "RecheckList",
  "BroadcasterLiveData",
  "BroadcasterLiveDetail",
  "BroadcasterLiveDesc",
  "DataCenter",
  "LiveData",
  "LiveDataProxyLive",
  "LiveDataLive",
  "LiveDataPK",
  "LiveDataProxyDetail",
  "LiveDataDetail",
  "LiveDataDesc",
  "LiveDataFamily",
  "LiveDataRecall",
  "BroadcasterData",
  "LiveDataProxy",
  "LiveDataAnchor",
  "AgencyAcademy",
  "AgencyAcademyCourse",
  "AgencyAcademyCourseDetail",
  "NotFound",
];

/** Routes a NormalUser (no permission) may open in the standard build. */
const NORMAL_USER_ALLOWED: readonly RouteName[] = [
  "Login",
  "Test",
  "ApplyNoPermission",
  "ApplyForm",
  "ApplyProcess",
  "AgentContact",
  "AgentCertifyForm",
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
  "Welcome",
  "Overview",
  "NotFound",
];

function allowedFor(user: GuardUser | null, build: AppBuild = "standard"): RouteName[] {
  return ROUTE_NAMES.filter((name) => checkRoute(chainOf(name), user, build).kind === "allow");
}

describe("checkRoute, per profile", () => {
  it("lets the admin open every route", () => {
    expect(allowedFor(guardUserOf(PROFILES.admin))).toEqual([...ROUTE_NAMES]);
  });

  it("lets a broker open exactly the broadcaster list, live data and the academy", () => {
    expect(allowedFor(guardUserOf(PROFILES.broker))).toEqual(BROKER_ALLOWED);
  });

  it("lets a NormalUser open only the open routes", () => {
    expect(allowedFor(guardUserOf(PROFILES.normalUser))).toEqual(NORMAL_USER_ALLOWED);
  });

  it("lets a disabled user open only Login, the webview's fallback login and NotFound (and Welcome in the alternative build)", () => {
    const disabled = guardUserOf(PROFILES.disabled);
    expect(allowedFor(disabled)).toEqual(["Login", "MobileLogin", "NotFound"]);
    expect(allowedFor(disabled, "alternative")).toEqual(["MobileLogin", "Welcome", "NotFound"]);
    expect(checkRoute(chainOf("RecruitList"), disabled, "standard")).toEqual({ kind: "deny", step: 3, reason: "disabled" });
  });

  it("lets nobody without a user in but Login, the webview's fallback login and NotFound", () => {
    expect(allowedFor(null)).toEqual(["Login", "MobileLogin", "NotFound"]);
    expect(checkRoute(chainOf("ApplyForm"), null, "standard")).toEqual({ kind: "deny", step: 3, reason: "no-user" });
  });

  it("keeps an agency manager out of admin, payment, region, interview, team, new-broadcaster data and the core tab", () => {
    const manager = guardUserOf(PROFILES.agencyManager);
    const denied = ROUTE_NAMES.filter((name) => checkRoute(chainOf(name), manager, "standard").kind !== "allow");
    expect(denied).toEqual(expect.arrayContaining(["Admin", "Payment", "Region", "Interview", "GuildTeam", "NewBroadcasterData", "LiveDataCore"]));
    expect(denied).not.toContain("Modify");
    expect(denied).not.toContain("RecruitProgress");
    expect(denied).not.toContain("BroadcasterStatsDay");
  });

  it("names the step that decided and the first record that failed", () => {
    const manager = guardUserOf(PROFILES.agencyManager);
    expect(checkRoute(chainOf("AgencyPaymentBankInfo"), manager, "standard")).toEqual({
      kind: "deny",
      step: 6,
      reason: "missing-permission",
      route: "Payment",
    });
    expect(checkRoute(chainOf("LiveDataCore"), manager, "standard")).toEqual({
      kind: "deny",
      step: 6,
      reason: "missing-permission",
      route: "LiveDataCore",
    });
    expect(checkRoute(chainOf("RecruitList"), manager, "standard")).toEqual({ kind: "allow", step: 6 });
    expect(checkRoute(chainOf("ApplyForm"), manager, "standard")).toEqual({ kind: "allow", step: 5 });
    expect(checkRoute(chainOf("RecruitList"), guardUserOf(PROFILES.admin), "standard")).toEqual({ kind: "allow", step: 4 });
    expect(checkRoute(chainOf("NotFound"), null, "standard")).toEqual({ kind: "allow", step: 1 });
    expect(checkRoute([], null, "standard")).toEqual({ kind: "allow", step: 1 });
  });

  it("requires both PaymentMethod and PaymentMethodBankInfo for the bank-info tab", () => {
    const withBoth = guardUserOf(PROFILES.agencySuperAdmin);
    const withoutBankInfo = guardUserOf(PROFILES.agencyAdmin);
    expect(checkRoute(chainOf("AgencyPaymentBankInfo"), withBoth, "standard").kind).toBe("allow");
    expect(checkRoute(chainOf("AgencyPaymentBankInfo"), withoutBankInfo, "standard").kind).toBe("deny");
    const bankInfoOnly: GuardUser = { role: AccountRole.Agency, status: AccountStatus.Enabled, permissions: [18] };
    expect(checkRoute(chainOf("AgencyPaymentBankInfo"), bankInfoOnly, "standard").kind).toBe("deny");
  });
});

describe("checkRoute, the two builds", () => {
  const manager = guardUserOf(PROFILES.agencyManager);

  it("standard build: Login allowed, Welcome needs a user", () => {
    expect(checkRoute(chainOf("Login"), null, "standard")).toEqual({ kind: "allow", step: 1 });
    expect(checkRoute(chainOf("Welcome"), null, "standard")).toEqual({ kind: "deny", step: 3, reason: "no-user" });
    expect(checkRoute(chainOf("Welcome"), manager, "standard")).toEqual({ kind: "allow", step: 6 });
  });

  it("alternative build: Login redirects to Welcome, Welcome is always allowed", () => {
    for (const user of [null, manager]) {
      expect(checkRoute(chainOf("Login"), user, "alternative")).toEqual({ kind: "redirect", step: 2, to: "Welcome" });
      expect(checkRoute(chainOf("Welcome"), user, "alternative")).toEqual({ kind: "allow", step: 2 });
    }
  });

  it("alternative build: every other route is checked as in the standard build", () => {
    for (const [, user] of USERS) {
      for (const name of ROUTE_NAMES.filter((route) => route !== "Login" && route !== "Welcome")) {
        expect(checkRoute(chainOf(name), user, "alternative").kind).toBe(checkRoute(chainOf(name), user, "standard").kind);
      }
    }
  });
});

describe("createCanSee", () => {
  it("agrees with checkRoute on each route's chain", () => {
    for (const [, user] of USERS) {
      const canSee = createCanSee(user, "standard");
      for (const route of allRoutes) {
        expect(canSee(route)).toBe(checkRoute(chainOf(route.name), user, "standard").kind === "allow");
      }
    }
  });

  it("does not count the alternative build's Login redirect as visible", () => {
    expect(createCanSee(null, "alternative")(getRoute("Login"))).toBe(false);
    expect(createCanSee(null, "standard")(getRoute("Login"))).toBe(true);
  });
});

describe("checkRoute, whitelist-only records (isWhite)", () => {
  const owner = guardUserOf(PROFILES.agencySuperAdmin);
  const byBeans: readonly RouteName[] = ["BroadcasterPaymentByBeans", "AgencyPaymentByBeansWhitelist", "AgencyPaymentByBeans", "ByBeansMethod"];

  it("denies the by-beans tabs and the by-beans method to an account off the whitelist, naming the record", () => {
    for (const name of byBeans) expect(checkRoute(chainOf(name), owner, "standard")).toEqual({ kind: "deny", step: 6, reason: "missing-permission", route: name });
  });

  it("opens them to the same account on the whitelist, and to admins without it", () => {
    for (const name of byBeans) {
      expect(checkRoute(chainOf(name), { ...owner, isWhite: true }, "standard").kind).toBe("allow");
      expect(checkRoute(chainOf(name), guardUserOf(PROFILES.admin), "standard").kind).toBe("allow");
    }
  });

  it("leaves the other payment tabs to the permissions alone", () => {
    expect(checkRoute(chainOf("AgencyPaymentBankInfo"), owner, "standard").kind).toBe("allow");
    expect(checkRoute(chainOf("BroadcasterPaymentActionLog"), owner, "standard").kind).toBe("allow");
  });
});
