import { describe, expect, it } from "vitest";
import type { GuardUser } from "./guard.ts";
import { createCanSee } from "./guard.ts";
import type { MenuItem } from "./menu.ts";
import { buildMenu, isMenuRoute } from "./menu.ts";
import type { ProfileId } from "./profiles.ts";
import { PROFILES, guardUserOf } from "./profiles.ts";
import { getRoute } from "./route-table.ts";

function menuOf(user: GuardUser | null): readonly MenuItem[] {
  return buildMenu(createCanSee(user, "standard"));
}

function menuFor(id: ProfileId): readonly MenuItem[] {
  return menuOf(guardUserOf(PROFILES[id]));
}

/** The menu as nested names: a leaf is its name, an entry with children is `[name, children]`. */
type Outline = string | readonly [string, readonly Outline[]];
function outline(items: readonly MenuItem[]): Outline[] {
  return items.map((item) => (item.children.length === 0 ? item.name : [item.name, outline(item.children)]));
}

describe("buildMenu: sections per profile", () => {
  it.each<[ProfileId, string[]]>([
    ["admin", ["Admin", "Broadcaster", "Operate", "Guild", "DataCenter", "Region", "Notification", "Payment", "Interview", "ApplySubAgentList", "AgencyAcademy"]],
    ["operator", ["DataCenter", "Region", "Notification", "Payment", "Interview"]],
    ["agencySuperAdmin", ["Admin", "Broadcaster", "Operate", "Guild", "DataCenter", "Notification", "Payment", "ApplySubAgentList", "AgencyAcademy"]],
    ["agencyAdmin", ["Broadcaster", "Operate", "Guild", "DataCenter", "Notification", "Payment", "AgencyAcademy"]],
    ["agencyManager", ["Broadcaster", "Operate", "Guild", "DataCenter", "Notification", "AgencyAcademy"]],
    ["broker", ["Broadcaster", "DataCenter", "AgencyAcademy"]],
    ["normalUser", []],
    ["disabled", []],
  ])("%s sees %j", (id, sections) => {
    expect(menuFor(id).map((section) => section.name)).toEqual(sections);
  });

  it("shows nothing without a user", () => {
    expect(menuOf(null)).toEqual([]);
  });
});

describe("buildMenu: entries", () => {
  it("gives an agency manager the entries its permissions open", () => {
    expect(outline(menuFor("agencyManager"))).toEqual([
      ["Broadcaster", [["Recruit", ["RecruitList", "RecommendHosts"]], "List", "RecheckList", "Modify"]],
      ["Operate", ["AssignPk", "ActRegist", "ActRegistResult"]],
      ["Guild", ["GuildSecurity"]],
      ["DataCenter", ["LiveData", ["BroadcasterData", ["LiveDataProxy", "LiveDataAnchor"]], "BroadcasterStats"]],
      "Notification",
      "AgencyAcademy",
    ]);
  });

  it("gives a broker the list, live data and the academy as one entry", () => {
    expect(outline(menuFor("broker"))).toEqual([
      ["Broadcaster", ["List", "RecheckList"]],
      ["DataCenter", ["LiveData", ["BroadcasterData", ["LiveDataProxy", "LiveDataAnchor"]]]],
      "AgencyAcademy",
    ]);
  });

  it("drops the broadcaster section for an operator, whose live-data permission opens only hidden pages there", () => {
    const operator = menuFor("operator");
    expect(operator.find((section) => section.name === "Broadcaster")).toBeUndefined();
    expect(outline(operator.filter((section) => section.name === "Payment" || section.name === "Interview"))).toEqual([
      ["Payment", ["DistributionUpload", "DistributionAdjustment", "PaymentTransfer", "PaymentBlacklist", "PaymentActionLog"]],
      ["Interview", ["InterviewList"]],
    ]);
  });

  it("shows payment-method entries by permission", () => {
    const paymentOf = (id: ProfileId) => outline(menuFor(id).filter((section) => section.name === "Payment"));
    expect(paymentOf("agencySuperAdmin")).toEqual([
      ["Payment", ["DistributionUpload", "DistributionAdjustment", "PaymentTransfer", "PaymentBlacklist", "PaymentActionLog", "BroadcasterPayment", "AgencyPayment"]],
    ]);
    // The by-beans method entry needs the by-beans whitelist too (isWhite).
    const whitelisted = outline(buildMenu(createCanSee({ ...guardUserOf(PROFILES.agencySuperAdmin), isWhite: true }, "standard")).filter((section) => section.name === "Payment"));
    expect(whitelisted[0]?.[1]).toContain("ByBeansMethod");
    expect(paymentOf("agencyAdmin")).toEqual([["Payment", ["BroadcasterPayment", "AgencyPayment"]]]);
    const admin = outline(menuFor("agencySuperAdmin").filter((section) => section.name === "Admin"));
    expect(admin).toEqual([["Admin", ["AdminAccounts"]]]);
  });

  it("carries label keys, absolute paths and section icons", () => {
    const [broadcaster] = menuFor("broker");
    expect(broadcaster).toMatchObject({ name: "Broadcaster", labelKey: "route.Broadcaster", path: "/broadcaster", icon: "mic-vocal" });
    expect(broadcaster?.children[0]).toEqual({ name: "List", labelKey: "route.List", path: "/broadcaster/list", children: [] });
    expect(menuFor("broker").at(-1)).toEqual({
      name: "AgencyAcademy",
      labelKey: "route.AgencyAcademy",
      path: "/agency-academy",
      icon: "graduation-cap",
      children: [],
    });
  });

  it("never lists hidden, index, parametric or tab routes", () => {
    const names = new Set<string>();
    const walk = (items: readonly MenuItem[]): void => {
      for (const item of items) {
        names.add(item.name);
        walk(item.children);
      }
    };
    walk(menuFor("admin"));
    for (const name of ["Welcome", "Overview", "AnchorInfoEdit", "BroadcasterList", "ListAll", "LiveDataCore", "AgencyAcademyCourse", "ApplyProgress", "ActRegistList"]) {
      expect(names.has(name)).toBe(false);
    }
  });
});

describe("isMenuRoute", () => {
  it.each([
    ["Recruit", true],
    ["RecruitList", true],
    ["List", true],
    ["Notification", true],
    ["BroadcasterList", false],
    ["ListAll", false],
    ["RecruitProgress", false],
    ["Welcome", false],
    ["Login", false],
    ["AgencyAcademyCourse", false],
  ] as const)("%s: %s", (name, expected) => {
    expect(isMenuRoute(getRoute(name))).toBe(expected);
  });
});
