import { describe, expect, it } from "vitest";
import { formatMetric, isLiveMetricType, LIVE_METRIC_TYPES, LIVE_METRICS } from "./live-metrics.ts";
import { monthsEnding, rangeOf, rangeSeconds } from "./live-range.ts";
import { createFormatters } from "@agent-portal/i18n/format/create-formatters";
import type { TFunction } from "i18next";

describe("live-data ranges", () => {
  it("default to the last 30 complete days", () => {
    expect(rangeOf(null, null, "2026-03-31")).toEqual({ from: "2026-03-02", to: "2026-03-31" });
  });

  it("keep a valid range of the URL and refuse a reversed, future or too long one", () => {
    expect(rangeOf("2026-03-01", "2026-03-10", "2026-03-31")).toEqual({ from: "2026-03-01", to: "2026-03-10" });
    expect(rangeOf("2026-03-10", "2026-03-01", "2026-03-31").from).toBe("2026-03-02");
    expect(rangeOf("2026-03-01", "2026-04-02", "2026-03-31").to).toBe("2026-03-31");
    expect(rangeOf("2025-11-01", "2026-03-01", "2026-03-31").from).toBe("2026-03-02");
  });

  it("turn into the family's seconds and month ranges", () => {
    expect(rangeSeconds({ from: "2026-03-01", to: "2026-03-01" })).toEqual({ startTime: 1_772_323_200, endTime: 1_772_409_599 });
    expect(monthsEnding("2026-03-31", 6)).toEqual({ startMonth: "2025-10", endMonth: "2026-03" });
  });
});

describe("live metrics (the `type` of detail/{type} and desc/{type})", () => {
  const t = ((key: string, options?: { count?: number }) =>
    key === "format.beans_one" || key === "format.beans_other" ? `${String(options?.count)} beans` : key) as unknown as TFunction;
  const format = createFormatters("en", t);

  it("know exactly the eight metric slugs, each a graph metric", () => {
    expect(LIVE_METRIC_TYPES).toEqual(["duration", "valid-days", "beans", "gift-users", "new-fans", "pk", "viewers", "income"]);
    expect(isLiveMetricType("beans")).toBe(true);
    expect(isLiveMetricType("core")).toBe(false);
    expect(isLiveMetricType("toString")).toBe(false);
    expect(LIVE_METRICS.pk.field).toBe("pkCount");
  });

  it("format each unit: durations, money from cents, counts", () => {
    expect(formatMetric("duration", 5000, format)).toBe("1 hr 23 min");
    expect(formatMetric("income", 123450, format)).toBe("$1,234.50");
    expect(formatMetric("viewers", 1234, format)).toBe("1,234");
  });
});
