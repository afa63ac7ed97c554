import { describe, expect, it } from "vitest";
import { tableStatusOf } from "./table-status.ts";

describe("tableStatusOf", () => {
  it("shows the error of the last request whatever is cached", () => {
    expect(tableStatusOf({ isLoading: false, isFetching: false, isError: true }, false)).toBe("error");
  });

  it("shows skeletons on the first load and while a new page or filter is fetched", () => {
    expect(tableStatusOf({ isLoading: true, isFetching: true, isError: false }, true)).toBe("loading");
    expect(tableStatusOf({ isLoading: false, isFetching: true, isError: false }, true)).toBe("loading");
  });

  it("keeps the rows during a background refetch of the same view (after a mutation)", () => {
    expect(tableStatusOf({ isLoading: false, isFetching: true, isError: false }, false)).toBe("ready");
  });
});
