import { parseParams } from "@agent-portal/app-runtime/url-state/param-codecs";
import { describe, expect, it } from "vitest";
import { PAYMENT_ACTION_LOG_COLUMN_IDS } from "./action-log-columns.tsx";
import { PAYMENT_ACTION_LOG_SPEC, paymentActionLogExportRequest, paymentActionLogRequest, hasPaymentActionLogFilters } from "./action-log-params.ts";

const view = (query: string) => parseParams(PAYMENT_ACTION_LOG_SPEC, new URLSearchParams(query));

describe("Action log list (PaymentActionLog)", () => {
  it("asks the server for the page and size of the URL, 20 rows on page 1 by default", () => {
    expect(paymentActionLogRequest(view(""))).toEqual({ page: 1, page_size: 20 });
    expect(paymentActionLogRequest(view("page=3&size=50"))).toEqual({ page: 3, page_size: 50 });
  });

  it("reads a page size the list does not offer as the default", () => {
    expect(paymentActionLogRequest(view("size=7"))).toEqual({ page: 1, page_size: 20 });
  });

  it("filters by an exact Bigo ID and exports the same filters without paging", () => {
    const values = view("bigo=maya_music6&page=2");
    expect(paymentActionLogRequest(values)).toEqual({ bigo_id: "maya_music6", page: 2, page_size: 20 });
    expect(paymentActionLogExportRequest(values)).toEqual({ bigo_id: "maya_music6" });
    expect(hasPaymentActionLogFilters(values)).toBe(true);
    expect(hasPaymentActionLogFilters(view(""))).toBe(false);
  });

  it("sends nothing for a Bigo ID that cannot exist", () => {
    expect(paymentActionLogRequest(view("bigo=a%20b"))).toBeNull();
    expect(paymentActionLogExportRequest(view("bigo=a%20b"))).toBeNull();
  });

  it("filters by action and UTC day range, in the URL, and exports the same filters", () => {
    const values = view("action=5&from=2026-11-01&to=2026-11-02&bigo=anchor.2");
    const filters = { bigo_id: "anchor.2", action_type: 5, start_time: Date.UTC(2026, 10, 1) / 1000, end_time: Date.UTC(2026, 10, 3) / 1000 - 1 };
    expect(paymentActionLogRequest(values)).toEqual({ ...filters, page: 1, page_size: 20 });
    expect(paymentActionLogExportRequest(values)).toEqual(filters);
    expect(hasPaymentActionLogFilters(view("from=2026-11-01"))).toBe(true);
  });

  it("ignores an action type that does not exist", () => {
    expect(paymentActionLogRequest(view("action=42"))).toEqual({ page: 1, page_size: 20 });
  });

  it("has unique column ids and no action column (the log is read-only)", () => {
    expect(new Set(PAYMENT_ACTION_LOG_COLUMN_IDS).size).toBe(PAYMENT_ACTION_LOG_COLUMN_IDS.length);
    expect(PAYMENT_ACTION_LOG_COLUMN_IDS).not.toContain("actions");
  });
});
