import { parseParams } from "@agent-portal/app-runtime/url-state/param-codecs";
import { describe, expect, it } from "vitest";
import { ADMIN_ACTION_LOG_SPEC, adminActionLogExportRequest, adminActionLogRequest, hasAdminActionLogFilters } from "./action-log-params.ts";

const view = (query: string) => parseParams(ADMIN_ACTION_LOG_SPEC, new URLSearchParams(query));

describe("Action log list (AdminActionLog)", () => {
  it("asks the server for the page and size of the URL, 20 rows on page 1 by default", () => {
    expect(adminActionLogRequest(view(""))).toEqual({ page: 1, page_size: 20 });
    expect(adminActionLogRequest(view("page=3&size=50"))).toEqual({ page: 3, page_size: 50 });
    expect(hasAdminActionLogFilters(view("page=2"))).toBe(false);
  });

  it("sends actor, target and action, and the UTC days as bounds with the end day included", () => {
    const filtered = view("actor=%20admin%20&target=agency&action=account.disable&from=2026-11-01&to=2026-11-02");
    expect(adminActionLogRequest(filtered)).toEqual({
      actor: "admin",
      target: "agency",
      action: "account.disable",
      start_time: Date.UTC(2026, 10, 1) / 1000,
      end_time: Date.UTC(2026, 10, 3) / 1000,
      page: 1,
      page_size: 20,
    });
    expect(hasAdminActionLogFilters(filtered)).toBe(true);
  });

  it("exports exactly the list's filters, without paging", () => {
    const filtered = view("action=log.view&page=4");
    expect(adminActionLogExportRequest(filtered)).toEqual({ action: "log.view" });
  });

  it("ignores an action that does not exist", () => {
    expect(adminActionLogRequest(view("action=account.delete"))).toEqual({ page: 1, page_size: 20 });
  });
});
