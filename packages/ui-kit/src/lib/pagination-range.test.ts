import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { paginationRange } from "./pagination-range.ts";

describe("paginationRange", () => {
  it("lists every page when they fit", () => {
    expect(paginationRange(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationRange(1, 0)).toEqual([]);
  });

  it("shows the first, last and current pages with gaps", () => {
    expect(paginationRange(1, 20)).toEqual([1, 2, 3, 4, 5, "ellipsis-end", 20]);
    expect(paginationRange(10, 20)).toEqual([1, "ellipsis-start", 9, 10, 11, "ellipsis-end", 20]);
    expect(paginationRange(20, 20)).toEqual([1, "ellipsis-start", 16, 17, 18, 19, 20]);
  });

  it("always includes first, last and current, ascending, with a constant length and no one-page gap", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: -5, max: 600 }), fc.integer({ min: 0, max: 3 }), (count, page, siblings) => {
        const items = paginationRange(page, count, siblings);
        const pages = items.filter((item): item is number => typeof item === "number");
        const current = Math.min(Math.max(1, page), count);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(count);
        expect(pages).toContain(current);
        expect(items.length).toBe(Math.min(count, 2 * siblings + 5));
        items.forEach((item, index) => {
          if (typeof item === "number") return;
          const before = items[index - 1];
          const after = items[index + 1];
          expect(typeof before === "number" && typeof after === "number" && after - before > 2).toBe(true);
        });
        for (let i = 1; i < pages.length; i += 1) expect((pages[i] ?? 0) > (pages[i - 1] ?? 0)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
