import type { PaginationState, SortingState } from "@agent-portal/ui-kit/components/data-table";
import type { ParamCodec, ParamValues } from "#url-state/param-codecs.ts";
import { intParam, oneOfParam } from "#url-state/param-codecs.ts";

/** Page sizes the list screens offer (the contract's `page_size` allows 1-100). */
export const PAGE_SIZES = [20, 50, 100] as const;

/** One of {@link PAGE_SIZES}. */
export type PageSize = (typeof PAGE_SIZES)[number];

/** Sort order in the URL: `asc` or `desc`. */
export type SortOrder = "asc" | "desc";

/** The page size codec: one of {@link PAGE_SIZES}, default 20. */
export function pageSizeParam(): ParamCodec<PageSize> {
  return {
    defaultValue: 20,
    parse: (raw) => PAGE_SIZES.find((size) => String(size) === raw[0]) ?? 20,
    serialize: (value) => (value === 20 ? [] : [String(value)]),
  };
}

/**
 * The query keys every paged, sorted list shares: `page` (1-based), `size`, `sort` (a column id
 * of `sortable`, default `defaultSort`) and `order`. Spread into a screen's spec with its filters:
 *
 * @example
 * const spec = { ...listParams(["join", "beans"], "join", "desc"), q: textParam(), broker: textParam() };
 */
export function listParams<const F extends string>(sortable: readonly F[], defaultSort: F, defaultOrder: SortOrder) {
  return {
    page: intParam(1, { min: 1, max: 1_000_000 }),
    size: pageSizeParam(),
    sort: oneOfParam<F>(sortable, defaultSort),
    order: oneOfParam<SortOrder>(["asc", "desc"], defaultOrder),
  };
}

/** The values of {@link listParams}. */
export type ListParamValues<F extends string> = ParamValues<ReturnType<typeof listParams<F>>>;

/** The DataTable's sorting state from the URL values (one column). */
export function sortingOf<F extends string>(values: Pick<ListParamValues<F>, "sort" | "order">): SortingState {
  return [{ id: values.sort, desc: values.order === "desc" }];
}

/**
 * The URL patch of a DataTable sorting change: the clicked column and direction; a cleared
 * sort (the third click) goes back to the screen's default. Columns outside `sortable` are ignored.
 */
export function sortPatch<F extends string>(sorting: SortingState, sortable: readonly F[], defaults: { sort: F; order: SortOrder }): { sort: F; order: SortOrder } {
  const first = sorting[0];
  const column = sortable.find((id) => id === first?.id);
  if (first === undefined || column === undefined) return defaults;
  return { sort: column, order: first.desc ? "desc" : "asc" };
}

/** The DataTable's pagination state from the URL values (`pageIndex` is 0-based). */
export function paginationOf(values: Pick<ListParamValues<string>, "page" | "size">): PaginationState {
  return { pageIndex: values.page - 1, pageSize: values.size };
}

/** The URL patch of a DataTable pagination change; an unknown page size falls back to 20. */
export function paginationPatch(pagination: PaginationState): { page: number; size: PageSize } {
  const size = PAGE_SIZES.find((candidate) => candidate === pagination.pageSize) ?? 20;
  return { page: Math.max(1, pagination.pageIndex + 1), size };
}
