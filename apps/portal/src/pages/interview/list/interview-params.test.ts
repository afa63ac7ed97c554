import { InterviewStatus } from "@agent-portal/api-client/enums";
import { parseParams } from "@agent-portal/app-runtime/url-state/param-codecs";
import { describe, expect, it } from "vitest";
import { INTERVIEW_SPEC, hasInterviewFilters, interviewExportRequest, interviewRequest } from "./interview-params.ts";

const values = (query: string) => parseParams(INTERVIEW_SPEC, new URLSearchParams(query));

describe("the interview list's URL", () => {
  it("asks for the first page of every interview by default", () => {
    expect(interviewRequest(values(""))).toEqual({ page: 1, page_size: 20 });
    expect(hasInterviewFilters(values(""))).toBe(false);
  });

  it("sends the status, the past-due filter and the trimmed candidate search", () => {
    expect(interviewRequest(values("status=1&due=pastDue&q=%20maria%20&page=3"))).toEqual({
      page: 3,
      page_size: 20,
      status: InterviewStatus.Scheduled,
      past_due: 1,
      keyword: "maria",
    });
    expect(hasInterviewFilters(values("q=maria"))).toBe(true);
  });

  it("ignores an unknown status or due filter", () => {
    expect(interviewRequest(values("status=7&due=soon"))).toEqual({ page: 1, page_size: 20 });
  });

  it("sends the day range as the first and last second of those UTC days, and the export the same filters without a page", () => {
    const ranged = values("from=2026-11-01&to=2026-11-02&due=pastDue&page=2");
    const start = Date.UTC(2026, 10, 1) / 1000;
    expect(interviewRequest(ranged)).toEqual({ page: 2, page_size: 20, past_due: 1, start_time: start, end_time: start + 2 * 86_400 - 1 });
    expect(interviewExportRequest(ranged)).toEqual({ past_due: 1, start_time: start, end_time: start + 2 * 86_400 - 1 });
    expect(hasInterviewFilters(values("from=2026-11-01"))).toBe(true);
    expect(interviewRequest(values("from=2026-13-45"))).toEqual({ page: 1, page_size: 20 });
  });
});
