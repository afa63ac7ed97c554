import { parseParams } from "@agent-portal/app-runtime/url-state/param-codecs";
import { describe, expect, it } from "vitest";
import { VIOLATION_SPEC, hasViolationFilters, violationExportRequest, violationListRequest, violationRange } from "./violations-params.ts";

const view = (query: string) => parseParams(VIOLATION_SPEC, new URLSearchParams(query));
const TODAY = "2026-11-26";

describe("the violations tab (GuildSecurityViolations)", () => {
  it("shows the last 30 days to today by default, as UTC bounds, with no filter set", () => {
    expect(violationRange(view(""), TODAY)).toEqual({ from: "2026-10-28", to: TODAY });
    expect(violationListRequest(view(""), TODAY)).toEqual({ start_time: 1_793_145_600, end_time: 1_795_737_599, page: 1, page_size: 20 });
    expect(hasViolationFilters(view(""))).toBe(false);
  });

  it("sends the URL's class, Bigo ID and days, and exports the same filters without paging", () => {
    const values = view("cls=2&bigo=maya_music6&from=2026-11-01&to=2026-11-26&page=2");
    const filters = { bigo_id: "maya_music6", violation_type: 2, start_time: 1_793_491_200, end_time: 1_795_737_599 };
    expect(violationListRequest(values, TODAY)).toEqual({ ...filters, page: 2, page_size: 20 });
    expect(violationExportRequest(values, TODAY)).toEqual(filters);
    expect(hasViolationFilters(values)).toBe(true);
  });

  it("puts reversed days in order and sends nothing for a Bigo ID that cannot exist", () => {
    expect(violationRange(view("from=2026-11-20&to=2026-11-01"), TODAY)).toEqual({ from: "2026-11-01", to: "2026-11-20" });
    expect(violationListRequest(view("bigo=a%20b"), TODAY)).toBeNull();
  });
});
