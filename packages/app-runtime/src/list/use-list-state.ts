import type { PaginationState, SortingState } from "@agent-portal/ui-kit/components/data-table";
import { useCallback, useMemo } from "react";
import type { ParamCodec, ParamSpec, ParamValues } from "#url-state/param-codecs.ts";
import type { UrlStateUpdate } from "#url-state/use-url-state.ts";
import { useUrlState } from "#url-state/use-url-state.ts";
import type { PageSize, SortOrder } from "./list-params.ts";
import { paginationOf, paginationPatch, sortPatch, sortingOf } from "./list-params.ts";

/** A spec with the keys of `listParams`: page, size, sort and order. */
export type ListSpec<F extends string> = ParamSpec & {
  readonly page: ParamCodec<number>;
  readonly size: ParamCodec<PageSize>;
  readonly sort: ParamCodec<F>;
  readonly order: ParamCodec<SortOrder>;
};

/** A list table's controlled sorting and pagination (`ListTable`'s `state`). */
export interface ListTableState {
  readonly sorting: SortingState;
  readonly onSortingChange: (sorting: SortingState) => void;
  readonly pagination: PaginationState;
  readonly onPaginationChange: (pagination: PaginationState) => void;
}

/** What {@link useListState} answers. */
export interface ListState<S extends ParamSpec> {
  /** The URL values: filters, page, size, sort, order. */
  readonly values: ParamValues<S>;
  /** Changes filters (back to page 1) or anything else (see `useUrlState`). */
  readonly update: UrlStateUpdate<S>;
  /** Controlled DataTable props for sorting and pagination, bound to the URL. */
  readonly table: ListTableState;
}

/**
 * The list pattern's state hook: a list screen's filters, sort and page live in the URL
 * (`useUrlState` over `spec`, which spreads `listParams(...)`), and the DataTable's controlled
 * sorting and pagination props read and write them. A page change adds a history entry (Back
 * returns to the previous page); sorting and filter changes replace it and return to page 1.
 *
 * @param spec a module constant: `{ ...listParams(sortable, defaultSort, defaultOrder), ...filters }`
 * @param sortable the column ids the server can sort by (the table's sortable columns)
 */
export function useListState<F extends string, S extends ListSpec<F>>(spec: S, sortable: readonly F[]): ListState<S> {
  const [values, update] = useUrlState(spec);
  const list = values as unknown as { page: number; size: PageSize; sort: F; order: SortOrder };
  const defaults = useMemo(() => ({ sort: spec.sort.defaultValue, order: spec.order.defaultValue }), [spec]);
  const sorting = useMemo(() => sortingOf(list), [list]);
  const pagination = useMemo(() => paginationOf(list), [list]);
  const onSortingChange = useCallback(
    (next: SortingState) => {
      update(sortPatch(next, sortable, defaults) as Partial<ParamValues<S>>);
    },
    [update, sortable, defaults],
  );
  const onPaginationChange = useCallback(
    (next: PaginationState) => {
      const patch = paginationPatch(next);
      update(patch as Partial<ParamValues<S>>, { push: patch.size === list.size });
    },
    [update, list.size],
  );
  // One object while nothing in it changes, so a memoised table skips a render of the page.
  const table = useMemo(() => ({ sorting, onSortingChange, pagination, onPaginationChange }), [sorting, onSortingChange, pagination, onPaginationChange]);
  return { values, update, table };
}
