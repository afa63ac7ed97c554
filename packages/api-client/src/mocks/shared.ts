/**
 * Helpers shared by the mock factories: a fixed clock and pages of generated rows, so
 * stories and tests render the same data every time.
 */

/** The mocks' "now": 2024-06-01T00:00:00Z, Unix seconds. */
export const MOCK_NOW = 1_717_200_000;

/** One day in seconds. */
export const DAY = 86_400;

/** A page of `count` rows built by `row(index)` (0-based), with `total` rows over all pages (default `count`). */
export function createMockPage<T>(count: number, row: (index: number) => T, total = count): { list: T[]; total: number } {
  return { list: Array.from({ length: count }, (_unused, index) => row(index)), total };
}

/** A decimal uid string derived from a base and an index (`2000000001`, `2000000002`, ...). */
export const mockUid = (base: number, index = 0): string => String(base + index);
