import { useCallback, useMemo } from "react";
import { isPhoneAuthError } from "#errors/api-error-message.ts";
import { useApiErrorMessage } from "#errors/use-api-error-message.ts";
import type { QueryLike, TableStatus } from "./table-status.ts";
import { tableStatusOf } from "./table-status.ts";

/** A page answer of the contract: `{ list, total }`. */
export interface PageAnswer<Row> {
  readonly list: readonly Row[];
  readonly total: number;
}

/** An RTK Query result of a page query, with `currentData` (the current argument's data). */
export interface PageQueryResult<Row> extends QueryLike<PageAnswer<Row>> {
  readonly currentData?: PageAnswer<Row> | undefined;
}

/**
 * What a list shows (`ListTable`): the table's statuses (`ready` rows or the empty state, `loading`
 * skeleton rows, `error` the translated error and Try again in place of the rows) and
 * `phoneRequired`: the call needs a verified phone the user did not give (the phone dialog
 * cancelled, SPEC section 4), shown with a button that opens the phone dialog again.
 */
export type ListStatus = TableStatus | "phoneRequired";

/** What {@link useListQuery} answers: DataTable props and the error text. */
export interface ListQueryView<Row> {
  readonly status: ListStatus;
  /** The current page's rows (empty while loading or failed). */
  readonly rows: readonly Row[];
  /**
   * Rows over all pages (the pager's total); the last known total while a new page loads, and
   * `undefined` before the list's first answer, so that no "Total: 0" shows while nothing is known.
   */
  readonly total: number | undefined;
  /** The translated error (`useApiErrorMessage`), or `null`. */
  readonly errorMessage: string | null;
  /** Sends the request again (the error state's retry). */
  readonly retry: () => void;
}

const none: readonly never[] = [];

/**
 * What a list shows when its request is not sent (`skipToken`: the filters hold a Bigo ID that
 * cannot exist, or a required choice is missing): no rows, a total of 0 (known: nothing matches),
 * nothing to retry. Assignable to any row type: `const view = request === null ? NOT_SENT_VIEW : fetched`.
 */
export const NOT_SENT_VIEW: ListQueryView<never> = { status: "ready", rows: none, total: 0, errorMessage: null, retry: () => undefined };

/**
 * The list pattern's query adapter: turns a page query's result (`useQryAnchorListQuery(args)`)
 * into what the list shows: `status` (`tableStatusOf`, or `phoneRequired` for a 40001 the user
 * did not verify), the rows of the current argument, the total, the translated error and a retry.
 */
export function useListQuery<Row>(result: PageQueryResult<Row>): ListQueryView<Row> {
  const errorMessage = useApiErrorMessage();
  const { currentData, data, error, refetch } = result;
  const tableStatus = tableStatusOf(result, currentData === undefined);
  const status: ListStatus = tableStatus === "error" && isPhoneAuthError(error) ? "phoneRequired" : tableStatus;
  const retry = useCallback(() => {
    void refetch();
  }, [refetch]);
  return useMemo(
    () => ({
      status,
      rows: status === "ready" ? ((currentData ?? data)?.list ?? none) : none,
      total: (currentData ?? data)?.total,
      errorMessage: status === "error" ? errorMessage(error) : null,
      retry,
    }),
    [status, currentData, data, error, errorMessage, retry],
  );
}
