import { describe, expect, it } from "vitest";
import { MONTH_SPEC, chosenMonth, lastDayOf, monthExportRequest, monthListRequest, monthOptions } from "./month-params.ts";
import type { MonthValues } from "./month-params.ts";

const values = (patch: Partial<MonthValues> = {}): MonthValues => ({ page: 2, size: 20, sort: "beans", order: "desc", month: null, bigo: "", ...patch });
const may = { startTime: Date.parse("2025-05-01T00:00:00Z") / 1000, endTime: Date.parse("2025-05-31T23:59:59Z") / 1000 };

describe("month tab URL", () => {
  it("reads a month and drops a malformed one", () => {
    expect(MONTH_SPEC.month.parse(["2025-05"])).toBe("2025-05");
    expect(MONTH_SPEC.month.parse(["2025-13"])).toBeNull();
    expect(MONTH_SPEC.month.parse(["May"])).toBeNull();
  });

  it("offers the months with data, newest first, across a year's end", () => {
    expect(monthOptions("2024-11-20", "2025-02-10")).toEqual(["2025-02", "2025-01", "2024-12", "2024-11"]);
  });

  it("shows the URL's month when it has data, else the newest", () => {
    expect(chosenMonth(values({ month: "2025-01" }), ["2025-02", "2025-01"])).toBe("2025-01");
    expect(chosenMonth(values({ month: "2020-01" }), ["2025-02", "2025-01"])).toBe("2025-02");
    expect(chosenMonth(values(), [])).toBeNull();
  });

  it("knows each month's last day", () => {
    expect(lastDayOf("2024-02")).toBe("2024-02-29");
    expect(lastDayOf("2025-12")).toBe("2025-12-31");
  });
});

describe("month tab requests", () => {
  it("asks for the whole month (UTC) and the page", () => {
    expect(monthListRequest(values(), "2025-05")).toEqual({ ...may, page: 2, pageSize: 20 });
  });

  it("sends the Bigo ID to the list and the export alike; the export has every page and tab tiers", () => {
    expect(monthListRequest(values({ bigo: "anchor.7" }), "2025-05")).toEqual({ ...may, bigoId: "anchor.7", page: 2, pageSize: 20 });
    expect(monthExportRequest(values({ bigo: "anchor.7" }), "2025-05")).toEqual({ ...may, tabs: ["tiers"], bigoId: "anchor.7" });
  });

  it("sends nothing for a Bigo ID that cannot exist, or before the months are known", () => {
    expect(monthListRequest(values({ bigo: "no spaces allowed" }), "2025-05")).toBeNull();
    expect(monthExportRequest(values({ bigo: "no spaces allowed" }), "2025-05")).toBeNull();
    expect(monthListRequest(values(), null)).toBeNull();
  });
});
