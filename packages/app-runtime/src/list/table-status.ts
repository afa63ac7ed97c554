/** The subset of an RTK Query hook result the list pattern reads. */
export interface QueryLike<T> {
  readonly data?: T | undefined;
  readonly error?: unknown;
  readonly isLoading: boolean;
  readonly isFetching: boolean;
  readonly isError: boolean;
  readonly refetch: () => unknown;
}

/** The DataTable's `status`: `loading` shows skeleton rows, `error` the message and a retry. */
export type TableStatus = "ready" | "loading" | "error";

/**
 * The status a list shows for a query (the list pattern):
 * - `error` when the last request failed (whatever is cached: showing stale rows under a new
 *   filter would lie about the filter);
 * - `loading` on the first load, and while a new argument (page, filter, sort) is fetched, since
 *   the cached rows belong to the previous argument;
 * - `ready` otherwise, including a background refetch of the same argument (after a mutation),
 *   which keeps the rows on screen.
 *
 * `argumentChanged` is RTK Query's `isFetching && !currentData` distinction: pass
 * `result.currentData === undefined` (the data of the current argument is not there yet).
 */
export function tableStatusOf(query: Pick<QueryLike<unknown>, "isLoading" | "isFetching" | "isError">, argumentChanged: boolean): TableStatus {
  if (query.isError) return "error";
  if (query.isLoading || (query.isFetching && argumentChanged)) return "loading";
  return "ready";
}
