import { describe, expect, it } from "vitest";
import { parseParams } from "@agent-portal/app-runtime/url-state/param-codecs";
import { RECRUIT_LIST_SPEC, hasRecruitFilters, recruitExportRequest, recruitListRequest } from "./recruit-params.ts";
import { inviteListRequest, invitePageCode, recommendedRequest, RECOMMEND_SPEC } from "./recommend-params.ts";

const recruit = (query: string) => parseParams(RECRUIT_LIST_SPEC, new URLSearchParams(query));
const recommend = (query: string) => parseParams(RECOMMEND_SPEC, new URLSearchParams(query));

describe("recruit list requests", () => {
  it("page the list and export the same filters without paging", () => {
    const values = recruit("status=3&bigo=maya_music6&from=2026-03-01&page=2");
    expect(recruitListRequest(values)).toEqual({ status: 3, bigo_id: "maya_music6", start_time: 1_772_323_200, page: 2, page_size: 20 });
    expect(recruitExportRequest(values)).toEqual({ status: 3, bigo_id: "maya_music6", start_time: 1_772_323_200 });
    expect(hasRecruitFilters(values)).toBe(true);
    expect(hasRecruitFilters(recruit(""))).toBe(false);
  });

  it("send nothing for an impossible Bigo ID", () => {
    expect(recruitListRequest(recruit("bigo=a%20b"))).toBeNull();
    expect(recruitExportRequest(recruit("bigo=a%20b"))).toBeNull();
  });

  it("ignore a status outside 1-7", () => {
    expect(recruitListRequest(recruit("status=9"))).toEqual({ page: 1, page_size: 20 });
  });
});

describe("recommend-hosts requests", () => {
  it("narrow recommendations to a country code only", () => {
    expect(recommendedRequest(recommend("country=PH&page=2"))).toEqual({ country: "PH", page: 2, page_size: 20 });
    expect(recommendedRequest(recommend("country=zz1"))).toEqual({ page: 1, page_size: 20 });
  });

  it("filter invitations by kind, status and Bigo ID", () => {
    expect(inviteListRequest(recommend("view=invites&kind=1&status=1&bigo=anchor.4"))).toEqual({ kind: 1, status: 1, anchor_bigo_id: "anchor.4", page: 1, page_size: 20 });
    expect(inviteListRequest(recommend("bigo=%3F%3F"))).toBeNull();
  });

  it("address an invitation's page by its id", () => {
    expect(invitePageCode("12")).toBe("i.12");
  });
});
