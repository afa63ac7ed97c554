import type { RouteName } from "@agent-portal/permissions/route-names";
import { describe, expect, it } from "vitest";
import { MAX_KEPT_TABS, closeOtherTabs, closeTab, moveTab, neighbourOf, parseTabs, serializeTabs, showPage, splitOpenable } from "./tab-set.ts";
import type { OpenTab } from "./tab-set.ts";

const page = (n: number, route: RouteName = "ListAll") => ({ key: `/p${String(n)}`, url: `/p${String(n)}?page=${String(n)}`, route });
const openMany = (count: number): readonly OpenTab[] => Array.from({ length: count }, (_, n) => n).reduce<readonly OpenTab[]>((tabs, n) => showPage(tabs, page(n), n * 10), []);
const isRoute = (name: string): name is RouteName => name === "ListAll" || name === "RecheckList";

describe("showPage", () => {
  it("appends a new page and updates a known one in place (its URL follows the page)", () => {
    const tabs = showPage(showPage([], page(1), 1), page(2), 2);
    const again = showPage(tabs, { ...page(1), url: "/p1?bigo=x" }, 3);
    expect(again.map((tab) => tab.key)).toEqual(["/p1", "/p2"]);
    expect(again[0]).toMatchObject({ url: "/p1?bigo=x", usedAt: 3, kept: true });
  });

  it("keeps at most ten tabs mounted: the least recently used is evicted, with its URL kept", () => {
    const tabs = openMany(MAX_KEPT_TABS + 1);
    expect(tabs).toHaveLength(MAX_KEPT_TABS + 1);
    expect(tabs.filter((tab) => tab.kept)).toHaveLength(MAX_KEPT_TABS);
    expect(tabs[0]).toMatchObject({ key: "/p0", url: "/p0?page=0", kept: false });
    // Shown again, it is kept and the next least recently used goes.
    const back = showPage(tabs, page(0), 1_000);
    expect(back.find((tab) => tab.key === "/p0")?.kept).toBe(true);
    expect(back.find((tab) => tab.key === "/p1")?.kept).toBe(false);
  });
});

describe("closing and moving", () => {
  const tabs = openMany(3);
  it("closes one tab, or all others", () => {
    expect(closeTab(tabs, "/p1").map((tab) => tab.key)).toEqual(["/p0", "/p2"]);
    expect(closeOtherTabs(tabs, "/p1").map((tab) => tab.key)).toEqual(["/p1"]);
  });
  it("moves a tab within the bar's ends", () => {
    expect(moveTab(tabs, "/p0", 1).map((tab) => tab.key)).toEqual(["/p1", "/p0", "/p2"]);
    expect(moveTab(tabs, "/p0", -1).map((tab) => tab.key)).toEqual(["/p0", "/p1", "/p2"]);
    expect(moveTab(tabs, "/p2", -5).map((tab) => tab.key)).toEqual(["/p2", "/p0", "/p1"]);
  });
  it("shows the next tab when one closes, else the previous", () => {
    expect(neighbourOf(tabs, "/p1")?.key).toBe("/p2");
    expect(neighbourOf(tabs, "/p2")?.key).toBe("/p1");
    expect(neighbourOf(closeOtherTabs(tabs, "/p0"), "/p0")).toBeNull();
  });
  it("closes the tabs the user may no longer open", () => {
    const mixed = showPage(tabs, page(9, "RecheckList"), 99);
    const { open, closed } = splitOpenable(mixed, (route) => route !== "RecheckList");
    expect(open).toHaveLength(3);
    expect(closed.map((tab) => tab.key)).toEqual(["/p9"]);
  });
});

describe("storage", () => {
  it("survives a round trip, with nothing kept mounted", () => {
    const tabs = openMany(2);
    expect(parseTabs(serializeTabs(tabs), isRoute)).toEqual(tabs.map((tab) => ({ ...tab, kept: false })));
  });
  it("drops what is malformed, unknown or repeated, and never throws", () => {
    expect(parseTabs("not json", isRoute)).toEqual([]);
    expect(parseTabs('{"a":1}', isRoute)).toEqual([]);
    const stored = JSON.stringify([
      { key: "/a", url: "/a?x=1", route: "ListAll", usedAt: 1 },
      { key: "/a", url: "/a", route: "ListAll", usedAt: 2 },
      { key: "/b", url: "https://evil.test/b", route: "ListAll", usedAt: 3 },
      { key: "/c", url: "/c", route: "Nope", usedAt: 4 },
      { key: "/d", url: "/d" },
    ]);
    expect(parseTabs(stored, isRoute).map((tab) => tab.url)).toEqual(["/a?x=1"]);
  });
});
