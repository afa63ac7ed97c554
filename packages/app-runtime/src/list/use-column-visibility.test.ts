import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { readColumnVisibility, useColumnVisibility } from "./use-column-visibility.ts";

afterEach(() => {
  window.localStorage.clear();
});

describe("column settings", () => {
  it("keep only the user's choices of known columns from storage", () => {
    expect(readColumnVisibility('{"beans":false,"grade":true,"gone":false}', ["beans", "grade"])).toEqual({ beans: false, grade: true });
    expect(readColumnVisibility("not json", ["beans"])).toEqual({});
    expect(readColumnVisibility("[1,2]", ["beans"])).toEqual({});
    expect(readColumnVisibility(null, ["beans"])).toEqual({});
  });

  it("persist per screen and come back on the next visit", () => {
    const known = ["beans", "grade"] as const;
    const first = renderHook(() => useColumnVisibility("broadcaster-list", known));
    act(() => {
      first.result.current[1]({ beans: false, grade: true });
    });
    expect(window.localStorage.getItem("columns:broadcaster-list")).toBe(JSON.stringify({ beans: false, grade: true }));
    first.unmount();
    const second = renderHook(() => useColumnVisibility("broadcaster-list", known));
    expect(second.result.current[0]).toEqual({ beans: false, grade: true });
    const other = renderHook(() => useColumnVisibility("recruit-list", known));
    expect(other.result.current[0]).toEqual({});
  });
});
