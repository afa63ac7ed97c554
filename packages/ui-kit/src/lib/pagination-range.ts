/** An entry of {@link paginationRange}: a page number (1-based) or a gap. */
export type PaginationItem = number | "ellipsis-start" | "ellipsis-end";

/**
 * The page buttons to show: always the first and last page, the current page with `siblings`
 * pages on each side, and a gap where pages are left out. A gap never stands for a single page
 * (that page is shown instead), so the list has a constant length of `2 * siblings + 5` once
 * `pageCount` is large enough, and the buttons do not jump while paging.
 *
 * `page` is clamped to `1..pageCount`; `pageCount < 1` yields `[]`.
 */
function paginationRange(page: number, pageCount: number, siblings = 1): PaginationItem[] {
  const count = Math.floor(pageCount);
  if (count < 1) return [];
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  const slots = 2 * siblings + 5;
  if (count <= slots) return Array.from({ length: count }, (_, index) => index + 1);
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
  const leftEdge = 3 + 2 * siblings;
  if (current <= 3 + siblings) return [...range(1, leftEdge), "ellipsis-end", count];
  if (current >= count - 2 - siblings) return [1, "ellipsis-start", ...range(count - leftEdge + 1, count)];
  return [1, "ellipsis-start", ...range(current - siblings, current + siblings), "ellipsis-end", count];
}

export { paginationRange };
