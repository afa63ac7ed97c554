import { parseParams } from "@agent-portal/app-runtime/url-state/param-codecs";
import { describe, expect, it } from "vitest";
import { DISTRIBUTION_ADJUSTMENT_COLUMN_IDS } from "./distribution-adjustment-columns.tsx";
import { DISTRIBUTION_ADJUSTMENT_SPEC, distributionAdjustmentRequest, hasDistributionAdjustmentFilters } from "./distribution-adjustment-params.ts";

const view = (query: string) => parseParams(DISTRIBUTION_ADJUSTMENT_SPEC, new URLSearchParams(query));

describe("the distribution adjustment list (DistributionAdjustment)", () => {
  it("asks the server for the page and size of the URL, 20 rows on page 1 by default", () => {
    expect(distributionAdjustmentRequest(view(""))).toEqual({ page: 1, page_size: 20 });
    expect(distributionAdjustmentRequest(view("page=3&size=50"))).toEqual({ page: 3, page_size: 50 });
    expect(distributionAdjustmentRequest(view("size=7"))).toEqual({ page: 1, page_size: 20 });
  });

  it("filters by one batch from the URL, and sends nothing for a batch id that cannot exist", () => {
    expect(distributionAdjustmentRequest(view("batch=12"))).toEqual({ batch_id: "12", page: 1, page_size: 20 });
    expect(hasDistributionAdjustmentFilters(view("batch=12"))).toBe(true);
    expect(hasDistributionAdjustmentFilters(view("page=2"))).toBe(false);
    expect(distributionAdjustmentRequest(view("batch=abc"))).toBeNull();
  });

  it("has unique column ids, with the row's actions but no edit or delete", () => {
    expect(new Set(DISTRIBUTION_ADJUSTMENT_COLUMN_IDS).size).toBe(DISTRIBUTION_ADJUSTMENT_COLUMN_IDS.length);
    expect(DISTRIBUTION_ADJUSTMENT_COLUMN_IDS).toContain("actions");
  });
});
