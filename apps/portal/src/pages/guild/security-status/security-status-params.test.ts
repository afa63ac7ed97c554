import { createMockBan } from "@agent-portal/api-client/mocks/security-center";
import { AppealStatus, BanType } from "@agent-portal/api-client/enums";
import { parseParams } from "@agent-portal/app-runtime/url-state/param-codecs";
import { describe, expect, it } from "vitest";
import { BAN_SPEC, appealBlockOf, banExportRequest, banListRequest, hasBanFilters } from "./security-status-params.ts";
import { monthComparison } from "./summary-figures.ts";

const view = (query: string) => parseParams(BAN_SPEC, new URLSearchParams(query));

describe("the status tab's ban list (GuildSecurityStatus)", () => {
  it("asks for the page and size of the URL, 20 rows on page 1 by default, with no filter", () => {
    expect(banListRequest(view(""))).toEqual({ page: 1, page_size: 20 });
    expect(banListRequest(view("page=3&size=50"))).toEqual({ page: 3, page_size: 50 });
    expect(hasBanFilters(view("page=3"))).toBe(false);
  });

  it("sends every filter of the URL, days as UTC bounds, and exports the same filters without paging", () => {
    const values = view("bigo=maya_music6&state=1&ban=2&cls=3&appeal=0&from=2026-11-01&to=2026-11-26&page=2");
    const filters = { bigo_id: "maya_music6", state: 1, ban_type: 2, violation_type: 3, appeal_status: 0, start_time: 1_793_491_200, end_time: 1_795_737_599 };
    expect(banListRequest(values)).toEqual({ ...filters, page: 2, page_size: 20 });
    expect(banExportRequest(values)).toEqual(filters);
    expect(hasBanFilters(values)).toBe(true);
  });

  it("ignores values no enumeration has and sends nothing for a Bigo ID that cannot exist", () => {
    expect(banListRequest(view("state=9&cls=0"))).toEqual({ page: 1, page_size: 20 });
    expect(banListRequest(view("bigo=a%20b"))).toBeNull();
    expect(banExportRequest(view("bigo=a%20b"))).toBeNull();
  });
});

describe("appealBlockOf", () => {
  const now = 1_800_000_000;
  it("lets an appealable ban be appealed", () => {
    expect(appealBlockOf(createMockBan({ end_time: now + 60, can_appeal: 1 }), now)).toBeNull();
  });

  it("says an appeal is in review, whatever else holds", () => {
    expect(appealBlockOf(createMockBan({ appeal_status: AppealStatus.Pending, appeal_time: now - 60, can_appeal: 0 }), now)).toBe("pending");
  });

  it("turns a temporary ban whose end has passed to ended, even before the server says so", () => {
    expect(appealBlockOf(createMockBan({ end_time: now, can_appeal: 1 }), now)).toBe("ended");
  });

  it("names the limit of two appeals and the final permanent account ban", () => {
    expect(appealBlockOf(createMockBan({ end_time: now + 60, can_appeal: 0, appeal_count: 2, appeal_status: AppealStatus.Rejected }), now)).toBe("limit");
    expect(appealBlockOf(createMockBan({ end_time: 0, ban_type: BanType.AccountBan, can_appeal: 0, appeal_count: 1, appeal_status: AppealStatus.Rejected }), now)).toBe("final");
    expect(appealBlockOf(createMockBan({ end_time: now + 60, can_appeal: 0 }), now)).toBe("closed");
  });
});

describe("monthComparison (lower is better)", () => {
  it("names fewer and more bans by the change in bans, never a percentage", () => {
    expect(monthComparison(2, 5)).toEqual({ kind: "fewer", change: 3, last: 5 });
    expect(monthComparison(6, 4)).toEqual({ kind: "more", change: 2, last: 4 });
    expect(monthComparison(3, 3)).toEqual({ kind: "same", change: 0, last: 3 });
  });

  it("has no earlier figure to compare with when last month had none", () => {
    expect(monthComparison(4, 0)).toEqual({ kind: "noEarlier", change: 4, last: 0 });
    expect(monthComparison(0, 0)).toEqual({ kind: "same", change: 0, last: 0 });
  });
});
