import { describe, expect, it } from "vitest";
import type { CanSee } from "./guard.ts";
import { createCanSee } from "./guard.ts";
import type { ProfileId } from "./profiles.ts";
import { PROFILES, guardUserOf } from "./profiles.ts";
import { firstPermittedChild, resolveRedirect } from "./redirect.ts";
import type { RouteName } from "./route-names.ts";
import { getRoute } from "./route-table.ts";
import { buildTabs } from "./tabs.ts";

function canSeeOf(id: ProfileId): CanSee {
  return createCanSee(guardUserOf(PROFILES[id]), "standard");
}

describe("firstPermittedChild", () => {
  it.each<[ProfileId, RouteName, RouteName | null]>([
    ["agencyManager", "Recruit", "RecruitList"],
    ["agencyManager", "Broadcaster", "Recruit"],
    ["broker", "Broadcaster", "List"],
    ["operator", "Broadcaster", null],
    ["broker", "AgencyAcademy", "AgencyAcademyCourse"],
    ["agencyManager", "LiveData", "LiveDataProxyLive"],
    ["operator", "LiveData", "LiveDataCore"],
    ["agencyAdmin", "Payment", "BroadcasterPayment"],
    ["operator", "Payment", "DistributionUpload"],
    ["agencyManager", "Modify", "ModifyRelation"],
    ["broker", "Modify", null],
    ["normalUser", "AgencyAcademy", null],
    ["agencyManager", "Guild", "GuildSecurity"],
  ])("%s: %s goes to %s", (id, name, expected) => {
    expect(firstPermittedChild(getRoute(name), canSeeOf(id))?.name ?? null).toBe(expected);
  });

  it("skips a permitted child whose own redirect would find nothing", () => {
    const canSee: CanSee = (route) => route.name !== "RecruitList" && route.name !== "RecommendHosts";
    expect(firstPermittedChild(getRoute("Broadcaster"), canSee)?.name).toBe("List");
  });

  it("never redirects to a parametric child", () => {
    expect(firstPermittedChild(getRoute("Recruit"), () => true)?.name).toBe("RecruitList");
    expect(firstPermittedChild(getRoute("ListAll"), () => true)).toBeNull();
  });
});

describe("resolveRedirect", () => {
  it.each<[ProfileId, RouteName, RouteName | null]>([
    ["broker", "Broadcaster", "ListAll"],
    ["broker", "List", "ListAll"],
    ["agencyManager", "DataCenter", "LiveDataProxyLive"],
    ["agencyAdmin", "Payment", "BroadcasterPaymentActionLog"],
    ["agencySuperAdmin", "Admin", "AdminAccounts"],
    ["broker", "AgencyAcademy", "AgencyAcademyCourse"],
    ["operator", "Broadcaster", null],
    ["agencyManager", "RecruitList", "RecruitList"],
  ])("%s: %s lands on %s", (id, name, expected) => {
    expect(resolveRedirect(getRoute(name), canSeeOf(id))?.name ?? null).toBe(expected);
  });
});

describe("buildTabs", () => {
  const tabNames = (id: ProfileId, name: RouteName) => buildTabs(getRoute(name), canSeeOf(id)).map((tab) => tab.name);

  it("shows the bank-info tab only with PaymentMethodBankInfo (18), the by-beans tabs only on the whitelist", () => {
    expect(tabNames("agencySuperAdmin", "AgencyPayment")).toEqual(["AgencyPaymentBankInfo", "AgencyPaymentActionLog"]);
    expect(tabNames("agencyAdmin", "AgencyPayment")).toEqual(["AgencyPaymentActionLog"]);
    const whitelisted = createCanSee({ ...guardUserOf(PROFILES.agencySuperAdmin), isWhite: true }, "standard");
    expect(buildTabs(getRoute("AgencyPayment"), whitelisted).map((tab) => tab.name)).toEqual([
      "AgencyPaymentByBeansWhitelist",
      "AgencyPaymentByBeans",
      "AgencyPaymentBankInfo",
      "AgencyPaymentActionLog",
    ]);
    expect(tabNames("admin", "AgencyPayment")).toContain("AgencyPaymentBankInfo");
  });

  it("shows the core live-data tab only with CoreMetrics (15) and never the detail pages", () => {
    expect(tabNames("operator", "LiveData")).toEqual(["LiveDataCore", "LiveDataProxyLive", "LiveDataLive", "LiveDataPK", "LiveDataRecall"]);
    expect(tabNames("broker", "LiveData")).toEqual(["LiveDataProxyLive", "LiveDataLive", "LiveDataPK", "LiveDataRecall"]);
  });

  it.each<[RouteName, RouteName[]]>([
    ["GuildSecurity", ["GuildSecurityStatus", "GuildSecurityViolations"]],
    ["BroadcasterList", ["ListAll", "ListToBeRenewed", "ListTerminated", "ListJoined"]],
    ["ActRegistResult", ["ActRegistSchedule", "ActRegistInfo"]],
    ["BroadcasterStats", ["BroadcasterStatsDay", "BroadcasterStatsMonth"]],
  ])("gives an agency manager every tab of %s", (name, tabs) => {
    expect(tabNames("agencyManager", name)).toEqual(tabs);
  });

  it("gives the region stats tabs to an operator and nothing to a user without OperatorStat", () => {
    expect(tabNames("operator", "RegionBroadcasterStats")).toEqual(["RegionBroadcasterStatsDay", "RegionBroadcasterStatsMonth", "RegionBroadcasterStatsAgencyData"]);
    expect(tabNames("agencyManager", "RegionBroadcasterStats")).toEqual([]);
  });

  it("carries label keys and absolute paths, and gives no tabs for a record that is not a tab host", () => {
    const whitelisted: CanSee = createCanSee({ ...guardUserOf(PROFILES.agencyAdmin), isWhite: true }, "standard");
    expect(buildTabs(getRoute("BroadcasterPayment"), whitelisted)).toEqual([
      { name: "BroadcasterPaymentByBeans", labelKey: "route.BroadcasterPaymentByBeans", path: "/payment/broadcaster-payment/by-beans" },
      { name: "BroadcasterPaymentActionLog", labelKey: "route.BroadcasterPaymentActionLog", path: "/payment/broadcaster-payment/action-log" },
    ]);
    // Off the by-beans whitelist, the by-beans tab is not one.
    expect(buildTabs(getRoute("BroadcasterPayment"), canSeeOf("agencyAdmin")).map((tab) => tab.name)).toEqual(["BroadcasterPaymentActionLog"]);
    expect(buildTabs(getRoute("Recruit"), () => true)).toEqual([]);
  });
});
