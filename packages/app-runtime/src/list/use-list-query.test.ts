import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PageAnswer, PageQueryResult } from "./use-list-query.ts";
import { useListQuery } from "./use-list-query.ts";

const refetch = () => undefined;
const answer = (total: number): PageAnswer<string> => ({ list: Array.from({ length: Math.min(total, 20) }, (_, i) => `row ${String(i)}`), total });

/** An RTK Query page result in one of its phases. */
function result(phase: Partial<PageQueryResult<string>>): PageQueryResult<string> {
  return { isLoading: false, isFetching: false, isError: false, refetch, ...phase };
}

describe("useListQuery's total", () => {
  it("is unknown before the first answer, not zero (a loading list shows no 'Total: 0')", () => {
    const { result: view } = renderHook(() => useListQuery(result({ isLoading: true, isFetching: true })));
    expect(view.current.status).toBe("loading");
    expect(view.current.total).toBeUndefined();
  });

  it("is the answer's, zero included, once answered", () => {
    expect(renderHook(() => useListQuery(result({ data: answer(110), currentData: answer(110) }))).result.current.total).toBe(110);
    expect(renderHook(() => useListQuery(result({ data: answer(0), currentData: answer(0) }))).result.current.total).toBe(0);
  });

  it("stays the last known total while a new argument (a filter, a page) loads", () => {
    const { result: view } = renderHook(() => useListQuery(result({ isFetching: true, data: answer(110), currentData: undefined })));
    expect(view.current.status).toBe("loading");
    expect(view.current.rows).toEqual([]);
    expect(view.current.total).toBe(110);
  });
});
