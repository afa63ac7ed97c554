import { describe, expect, it } from "vitest";
import { listParams, paginationOf, paginationPatch, sortPatch, sortingOf } from "./list-params.ts";

describe("list params", () => {
  const spec = listParams(["join", "beans"], "join", "desc");

  it("read page, size, sort and order with their defaults", () => {
    expect(spec.page.parse(["3"])).toBe(3);
    expect(spec.size.parse(["50"])).toBe(50);
    expect(spec.size.parse(["37"])).toBe(20);
    expect(spec.sort.parse(["name"])).toBe("join");
    expect(spec.order.parse(["asc"])).toBe("asc");
  });

  it("map the URL to the table's sorting and pagination and back", () => {
    expect(sortingOf({ sort: "beans", order: "asc" })).toEqual([{ id: "beans", desc: false }]);
    expect(paginationOf({ page: 3, size: 50 })).toEqual({ pageIndex: 2, pageSize: 50 });
    expect(paginationPatch({ pageIndex: 0, pageSize: 100 })).toEqual({ page: 1, size: 100 });
    expect(paginationPatch({ pageIndex: 4, pageSize: 33 })).toEqual({ page: 5, size: 20 });
  });

  it("fall back to the default sort when cleared or on a column the server cannot sort", () => {
    const defaults = { sort: "join", order: "desc" } as const;
    expect(sortPatch([{ id: "beans", desc: false }], ["join", "beans"], defaults)).toEqual({ sort: "beans", order: "asc" });
    expect(sortPatch([], ["join", "beans"], defaults)).toEqual(defaults);
    expect(sortPatch([{ id: "name", desc: true }], ["join", "beans"], defaults)).toEqual(defaults);
  });
});
