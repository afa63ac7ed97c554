import { parseParams } from "@agent-portal/app-runtime/url-state/param-codecs";
import { describe, expect, it } from "vitest";
import { PAYMENT_BLACKLIST_COLUMN_IDS } from "./blacklist-columns.tsx";
import { PAYMENT_BLACKLIST_SPEC, paymentBlacklistExportRequest, paymentBlacklistRequest, hasPaymentBlacklistFilters } from "./blacklist-params.ts";

const view = (query: string) => parseParams(PAYMENT_BLACKLIST_SPEC, new URLSearchParams(query));

describe("Blacklist list (PaymentBlacklist)", () => {
  it("asks the server for the page and size of the URL, 20 rows on page 1 by default", () => {
    expect(paymentBlacklistRequest(view(""))).toEqual({ page: 1, page_size: 20 });
    expect(paymentBlacklistRequest(view("page=3&size=50"))).toEqual({ page: 3, page_size: 50 });
  });

  it("reads a page size the list does not offer as the default", () => {
    expect(paymentBlacklistRequest(view("size=7"))).toEqual({ page: 1, page_size: 20 });
  });

  it("filters by an exact Bigo ID and exports the same filters without paging", () => {
    const values = view("bigo=maya_music6&page=2");
    expect(paymentBlacklistRequest(values)).toEqual({ bigo_id: "maya_music6", page: 2, page_size: 20 });
    expect(paymentBlacklistExportRequest(values)).toEqual({ bigo_id: "maya_music6" });
    expect(hasPaymentBlacklistFilters(values)).toBe(true);
    expect(hasPaymentBlacklistFilters(view(""))).toBe(false);
  });

  it("sends nothing for a Bigo ID that cannot exist", () => {
    expect(paymentBlacklistRequest(view("bigo=a%20b"))).toBeNull();
    expect(paymentBlacklistExportRequest(view("bigo=a%20b"))).toBeNull();
  });

  it("filters by status, in the URL, and exports the same filters", () => {
    const values = view("status=2&bigo=maya_music6");
    expect(paymentBlacklistRequest(values)).toEqual({ bigo_id: "maya_music6", status: 2, page: 1, page_size: 20 });
    expect(paymentBlacklistExportRequest(values)).toEqual({ bigo_id: "maya_music6", status: 2 });
    expect(hasPaymentBlacklistFilters(view("status=3"))).toBe(true);
  });

  it("ignores a status that does not exist", () => {
    expect(paymentBlacklistRequest(view("status=9"))).toEqual({ page: 1, page_size: 20 });
  });

  it("has unique column ids, the row's actions last", () => {
    expect(new Set(PAYMENT_BLACKLIST_COLUMN_IDS).size).toBe(PAYMENT_BLACKLIST_COLUMN_IDS.length);
    expect(PAYMENT_BLACKLIST_COLUMN_IDS.at(-1)).toBe("actions");
  });
});
