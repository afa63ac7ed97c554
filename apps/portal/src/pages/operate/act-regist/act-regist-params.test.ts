import { ActivityStatus } from "@agent-portal/api-client/enums";
import { describe, expect, it } from "vitest";
import type { ActListValues } from "./act-regist-params.ts";
import { activityListRequest, hasActFilters, isSignOpen, secondsLeft, statusCountRequest } from "./act-regist-params.ts";

const values = (patch: Partial<ActListValues> = {}): ActListValues => ({
  page: 1,
  size: 20,
  sort: "default",
  order: "desc",
  name: "",
  month: "",
  status: null,
  zone: "",
  token: "",
  closing: null,
  ...patch,
});

describe("activity list requests (SPEC section 3 sign activity list and status count fields)", () => {
  it("sends name, month, zone, the tab's status, page and size; the counts get the same filters without the tab", () => {
    const view = values({ name: " PK ", month: "2026-11", zone: "ID", status: ActivityStatus.SignOpen, page: 2, size: 50 });
    expect(activityListRequest(view)).toEqual({ activityName: "PK", month: "2026-11", zone: "ID", status: ActivityStatus.SignOpen, page: 2, size: 50 });
    expect(statusCountRequest(view)).toEqual({ activityName: "PK", month: "2026-11", zone: "ID" });
    expect(hasActFilters(view)).toBe(true);
  });

  it("sends the closing window of the home's link (`?status=2&closing=48`), which counts as a filter but not for the tab counts", () => {
    const view = values({ status: ActivityStatus.SignOpen, closing: 48 });
    expect(activityListRequest(view)).toEqual({ status: ActivityStatus.SignOpen, closingWithin: 48, page: 1, size: 20 });
    expect(statusCountRequest(view)).toEqual({});
    expect(hasActFilters(view)).toBe(true);
  });

  it("leaves out a month that is not YYYY-MM and blank text, and reports no filter", () => {
    const view = values({ month: "2026-13", name: "   " });
    expect(activityListRequest(view)).toEqual({ page: 1, size: 20 });
    expect(hasActFilters(view)).toBe(false);
  });
});

describe("the sign-up clock", () => {
  const activity = { signStartTime: 1_000, signEndTime: 2_000 };
  it("is open from the start to the deadline, and closes when the deadline passes", () => {
    expect(isSignOpen(activity, 999_000)).toBe(false);
    expect(isSignOpen(activity, 1_000_000)).toBe(true);
    expect(isSignOpen(activity, 1_999_999)).toBe(true);
    expect(isSignOpen(activity, 2_000_000)).toBe(false);
  });
  it("counts whole seconds left, never below zero", () => {
    expect(secondsLeft(2_000, 1_998_500)).toBe(2);
    expect(secondsLeft(2_000, 2_500_000)).toBe(0);
  });
});
