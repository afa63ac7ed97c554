import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { VIEW_NAME_MAX, readColumnSettings, readViews, viewNameProblem, viewQuery, writeColumnSettings } from "./saved-views.ts";
import { useColumnVisibility } from "./use-column-visibility.ts";

beforeEach(() => localStorage.clear());

describe("a view's query", () => {
  it("keeps every parameter but the page, and is empty for the default view", () => {
    expect(viewQuery("?broker=0&page=4&sort=beans")).toBe("?broker=0&sort=beans");
    expect(viewQuery("?page=2")).toBe("");
    expect(viewQuery("")).toBe("");
  });
});

describe("stored views", () => {
  it("keeps well-formed views and drops the rest, never throwing", () => {
    const raw = JSON.stringify([
      { id: "a", name: "Idle", query: "?noLive=3", columns: { beans: false } },
      { id: "b", name: "Bad query", query: "noLive=3" },
      { id: 3, name: "Bad id", query: "" },
      { id: "c", name: "Bad columns", query: "", columns: { beans: "no" } },
    ]);
    expect(readViews(raw)).toEqual([
      { id: "a", name: "Idle", query: "?noLive=3", columns: { beans: false } },
      { id: "c", name: "Bad columns", query: "" },
    ]);
    expect(readViews("{not json")).toEqual([]);
    expect(readViews(null)).toEqual([]);
  });
});

describe("a view's name", () => {
  const views = [{ id: "a", name: "Idle", query: "" }];
  it("is required, at most the limit, and unique in the list regardless of case (a rename may keep its own)", () => {
    expect(viewNameProblem("   ", views)).toBe("required");
    expect(viewNameProblem("x".repeat(VIEW_NAME_MAX + 1), views)).toBe("tooLong");
    expect(viewNameProblem(" idle ", views)).toBe("taken");
    expect(viewNameProblem("IDLE", views, "a")).toBeNull();
    expect(viewNameProblem("Quiet", views)).toBeNull();
  });
});

describe("a view's columns", () => {
  it("are read from the list's settings and applied to the mounted list at once", () => {
    const { result } = renderHook(() => useColumnVisibility("broadcaster-list", ["beans", "grade"]));
    expect(result.current[0]).toEqual({});
    act(() => result.current[1]({ beans: false }));
    expect(readColumnSettings("broadcaster-list")).toEqual({ beans: false });
    act(() => writeColumnSettings("broadcaster-list", { grade: false }));
    expect(result.current[0]).toEqual({ grade: false });
    expect(readColumnSettings("broadcaster-list")).toEqual({ grade: false });
  });
});
