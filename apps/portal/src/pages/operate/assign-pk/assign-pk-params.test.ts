import { PkCandidateSortField, SortOrder } from "@agent-portal/api-client/enums";
import { describe, expect, it } from "vitest";
import type { AssignPkValues } from "./assign-pk-params.ts";
import { anchorListRequest, beansPerPk, candidateRequest, chosenAnchorRequest, winRate } from "./assign-pk-params.ts";

const values = (patch: Partial<AssignPkValues> = {}): AssignPkValues => ({ page: 1, size: 20, sort: "default", order: "desc", anchor: "", source: "agency", bigo: "", ...patch });

describe("assign-PK requests", () => {
  it("asks the broadcaster list for one page, with the Bigo ID search, and nothing for an impossible ID", () => {
    expect(anchorListRequest(values({ page: 3, size: 50 }))).toEqual({ page: 3, page_size: 50 });
    expect(anchorListRequest(values({ bigo: " mia_01 " }))).toEqual({ bigo_id: "mia_01", page: 1, page_size: 20 });
    expect(anchorListRequest(values({ bigo: "not an id!" }))).toBeNull();
  });

  it("finds the chosen broadcaster by the URL's Bigo ID only when it can be one", () => {
    expect(chosenAnchorRequest(values({ anchor: "mia_01" }))).toEqual({ bigo_id: "mia_01", page: 1, page_size: 1 });
    expect(chosenAnchorRequest(values({ anchor: "💥" }))).toBeNull();
  });

  it("sends the candidates' search, the server's sort column and direction, and the page", () => {
    expect(candidateRequest(values({ page: 2 }), "300")).toEqual({ anchor_uid: "300", page: 2, page_size: 20 });
    expect(candidateRequest(values({ sort: "winRate", order: "asc", bigo: "sam" }), "300")).toEqual({
      anchor_uid: "300",
      bigo_id: "sam",
      sort_field: PkCandidateSortField.WinRate30d,
      sort_order: SortOrder.Ascending,
      page: 1,
      page_size: 20,
    });
    expect(candidateRequest(values({ sort: "pkCount" }), "300")).toMatchObject({ sort_field: PkCandidateSortField.PkCount30d, sort_order: SortOrder.Descending });
    expect(candidateRequest(values({ bigo: "   " }), "300")).toEqual({ anchor_uid: "300", page: 1, page_size: 20 });
    expect(candidateRequest(values({ bigo: "a b" }), "300")).toBeNull();
  });
});

describe("PK figures", () => {
  it("leaves a gap for ratios without a PK and rounds beans per PK down to whole beans", () => {
    expect(winRate(0, 0)).toBeNull();
    expect(winRate(20, 11)).toBe(0.55);
    expect(beansPerPk(0, 100)).toBeNull();
    expect(beansPerPk(3, 100)).toBe(33);
  });
});
