import { describe, expect, it } from "vitest";
import { parseParams } from "@agent-portal/app-runtime/url-state/param-codecs";
import { RECORD_SPEC, hasRecordFilters, recordFilters, recordRange, roundRecordRequest, signRecordRequest } from "./result-params.ts";

const values = (query: string) => parseParams(RECORD_SPEC, new URLSearchParams(query));

describe("the result tabs' URL", () => {
  it("defaults the registration range to the last 90 UTC days and orders a reversed range", () => {
    expect(recordRange(values(""), "2026-11-26")).toEqual({ from: "2026-08-29", to: "2026-11-26" });
    expect(recordRange(values("from=2026-11-20&to=2026-11-01"), "2026-11-26")).toEqual({ from: "2026-11-01", to: "2026-11-20" });
    expect(hasRecordFilters(values(""))).toBe(false);
    expect(hasRecordFilters(values("status=4"))).toBe(true);
  });

  it("sends the range as explicit bounds and only the filters set; nothing for an impossible Bigo ID", () => {
    expect(recordFilters(values("activity=%20Cup%20&status=9"), "2026-11-26")).toEqual({
      startTime: Date.UTC(2026, 7, 29) / 1000,
      endTime: Date.UTC(2026, 10, 27) / 1000 - 1,
      activityName: "Cup",
    });
    expect(recordFilters(values("bigo=not%20an%20id"))).toBeNull();
    expect(signRecordRequest(values("after=41&size=50"), "2026-11-26")).toMatchObject({ lastId: "41", pageSize: 50 });
  });

  it("asks the ranking view (sort=rank with the order) only when the URL sorts by rank", () => {
    expect(roundRecordRequest(values("sort=rank&order=asc"), "2026-11-26")).toMatchObject({ sort: "rank", order: "asc", page: 1 });
    expect(roundRecordRequest(values("sort=rank&order=desc"), "2026-11-26")).toMatchObject({ sort: "rank", order: "desc" });
    const plain = roundRecordRequest(values(""), "2026-11-26");
    expect(plain).not.toHaveProperty("sort");
    expect(plain).not.toHaveProperty("order");
  });
});
