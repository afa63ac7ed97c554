import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { matchPathname, patternsOf } from "./route-match.ts";
import { pathOf } from "./route-path.ts";
import { allRoutes, chainOf, getRoute } from "./route-table.ts";

const sampleParams = { id: "42", uid: "900001", type: "gift", code: "Ab3_x-9", "*": "nowhere/at-all" };

describe("matchPathname", () => {
  // Main and Welcome share "/": the index route wins, so Main itself is never a match target.
  const targets = allRoutes.filter((route) => route.name !== "Main");

  it.each(targets.map((route) => [route.name, route] as const))("matches the path of %s to its own chain", (name, route) => {
    const match = matchPathname(pathOf(name, sampleParams));
    expect(match.route).toBe(route);
    expect(match.chain).toEqual(chainOf(name));
  });

  it("resolves the aliases live-detail and live-desc to the same routes", () => {
    const detail = matchPathname("/broadcaster/live-detail/gift");
    expect(detail.route).toBe(getRoute("BroadcasterLiveDetail"));
    expect(detail.params).toEqual({ type: "gift" });
    expect(detail.pattern).toBe("/broadcaster/live-detail/:type");
    expect(matchPathname("/broadcaster/detail/gift").route).toBe(detail.route);

    const desc = matchPathname("/broadcaster/live-desc/rules");
    expect(desc.route).toBe(getRoute("BroadcasterLiveDesc"));
    expect(matchPathname("/broadcaster/desc/rules").route).toBe(desc.route);
    expect(patternsOf(getRoute("BroadcasterLiveDesc"))).toEqual(["/broadcaster/desc/:type", "/broadcaster/live-desc/:type"]);
  });

  it("extracts and decodes params", () => {
    expect(matchPathname("/broadcaster/recruit/progress/12").params).toEqual({ id: "12" });
    expect(matchPathname("/data-center/live-data/detail/a%20b").params).toEqual({ type: "a b" });
  });

  it("prefers static segments over dynamic ones and the index route over its layout", () => {
    expect(matchPathname("/agency-academy/course").route.name).toBe("AgencyAcademyCourse");
    expect(matchPathname("/agency-academy/course/7").route.name).toBe("AgencyAcademyCourseDetail");
    expect(matchPathname("/").chain.map((route) => route.name)).toEqual(["Main", "Welcome"]);
  });

  it("ignores trailing slashes, query, hash and the case of static segments", () => {
    expect(matchPathname("/broadcaster/recruit/list/").route.name).toBe("RecruitList");
    expect(matchPathname("/broadcaster/recruit/list?page=2#top").route.name).toBe("RecruitList");
    expect(matchPathname("/Data-Center/live-data/proxylive").route.name).toBe("LiveDataProxyLive");
  });

  it("sends unknown paths to NotFound with the rest as the wildcard param", () => {
    const match = matchPathname("/broadcaster/unknown/page");
    expect(match.route.name).toBe("NotFound");
    expect(match.chain).toEqual([getRoute("NotFound")]);
    expect(match.params).toEqual({ "*": "broadcaster/unknown/page" });
    expect(matchPathname("/broadcaster/recruit/progress").route.name).toBe("NotFound");
  });

  it("always returns a chain ending in the matched route", () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z0-9-]{1,12}$/), { maxLength: 6 }), (segments) => {
        const match = matchPathname(`/${segments.join("/")}`);
        expect(match.chain.at(-1)).toBe(match.route);
        expect(match.chain.length).toBeGreaterThan(0);
      }),
    );
  });
});
