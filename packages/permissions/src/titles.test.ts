import { describe, expect, it } from "vitest";
import type { RouteName } from "./route-names.ts";
import { chainOf } from "./route-table.ts";
import { breadcrumbFor, titleKeyFor } from "./titles.ts";

describe("titleKeyFor", () => {
  it.each<[RouteName, string]>([
    ["RecruitList", "route.RecruitList"],
    ["RecruitProgress", "route.Recruit"],
    ["ListAll", "route.List"],
    ["GuildSecurityViolations", "route.GuildSecurity"],
    ["LiveDataDetail", "route.LiveData"],
    ["ActRegistDetail", "route.ActRegist"],
    ["AgencyAcademyCourseDetail", "route.AgencyAcademy"],
    ["Notification", "route.Notification"],
    ["Welcome", "route.Welcome"],
    ["Login", "route.Login"],
    ["ApplyProgress", "route.ApplyProgress"],
    ["ApplyForm", "route.ApplyForm"],
  ])("titles %s with %s", (name, key) => {
    expect(titleKeyFor(chainOf(name))).toBe(key);
  });

  it("has no title for an empty chain", () => {
    expect(titleKeyFor([])).toBeNull();
  });
});

describe("breadcrumbFor", () => {
  it("lists the chain without the layout, with paths built from the params", () => {
    expect(breadcrumbFor(chainOf("RecruitProgress"), { params: { id: 12 } })).toEqual([
      { name: "Broadcaster", labelKey: "route.Broadcaster", path: "/broadcaster" },
      { name: "Recruit", labelKey: "route.Recruit", path: "/broadcaster/recruit" },
      { name: "RecruitProgress", labelKey: "route.RecruitProgress", path: "/broadcaster/recruit/progress/12" },
    ]);
  });

  it("leaves the path empty when a param is missing", () => {
    expect(breadcrumbFor(chainOf("RecruitProgress")).at(-1)).toEqual({
      name: "RecruitProgress",
      labelKey: "route.RecruitProgress",
      path: null,
    });
  });

  it("starts broadcaster live data from the stored previous route", () => {
    const previous = { name: "ListAll", labelKey: "route.ListAll", path: "/broadcaster/list/list/all?page=3" } as const;
    expect(breadcrumbFor(chainOf("BroadcasterLiveData"), { params: { uid: "900001" }, previous })).toEqual([
      previous,
      { name: "BroadcasterLiveData", labelKey: "route.BroadcasterLiveData", path: "/broadcaster/broadcaster-live-data/900001" },
    ]);
    expect(breadcrumbFor(chainOf("BroadcasterLiveData"), { params: { uid: "1" } }).map((crumb) => crumb.name)).toEqual(["Broadcaster", "BroadcasterLiveData"]);
  });

  it("ignores a previous route on pages that do not use it", () => {
    const previous = { name: "ListAll", labelKey: "route.ListAll", path: "/x" } as const;
    expect(breadcrumbFor(chainOf("GuildTeam"), { previous }).map((crumb) => crumb.name)).toEqual(["Guild", "GuildTeam"]);
  });
});
