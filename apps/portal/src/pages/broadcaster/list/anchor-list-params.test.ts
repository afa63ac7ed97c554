import { describe, expect, it } from "vitest";
import { ANCHOR_LIST_SPEC, anchorListRequest, hasFilters } from "./anchor-list-params.ts";
import { parseParams } from "@agent-portal/app-runtime/url-state/param-codecs";

const view = (query: string) => parseParams(ANCHOR_LIST_SPEC, new URLSearchParams(query));

describe("the broadcaster list's request", () => {
  it("sends the default view: the tab, join time newest first, page 1 of 20", () => {
    expect(anchorListRequest(view(""), 2)).toEqual({ tab: 2, sort_field: 1, sort_order: 2, page: 1, page_size: 20 });
    expect(hasFilters(view(""))).toBe(false);
  });

  it("sends every filter of the URL: Bigo ID, broker, contract state, join days as inclusive seconds, sort and page", () => {
    const values = view("bigo=%20anchor.1%20&broker=0&contract=2&from=2026-03-01&to=2026-03-31&sort=beans&order=asc&page=3&size=50");
    expect(anchorListRequest(values, 1)).toEqual({
      tab: 1,
      bigo_id: "anchor.1",
      broker_uid: "0",
      contract_status: [2],
      join_start_time: 1_772_323_200,
      join_end_time: 1_775_001_599,
      sort_field: 4,
      sort_order: 1,
      page: 3,
      page_size: 50,
    });
    expect(hasFilters(values)).toBe(true);
  });

  it("sends the home's idle filter (`?noLive=3`) as no_live_days, and ignores a value outside 1-30", () => {
    expect(anchorListRequest(view("noLive=3"), 1)).toMatchObject({ tab: 1, no_live_days: 3 });
    expect(hasFilters(view("noLive=3"))).toBe(true);
    expect(anchorListRequest(view("noLive=90"), 1)).not.toHaveProperty("no_live_days");
  });

  it("sends nothing for a Bigo ID that cannot exist", () => {
    expect(anchorListRequest(view("bigo=not%20an%20id"), 1)).toBeNull();
  });

  it("ignores a broker that is not a uid", () => {
    expect(anchorListRequest(view("broker=abc"), 1)).not.toHaveProperty("broker_uid");
  });
});
