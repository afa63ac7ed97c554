import { DataTable, rowCountOf } from "@agent-portal/ui-kit/components/data-table";
import type { DataTableColumn, DataTableProps } from "@agent-portal/ui-kit/components/data-table";
import { Button } from "@agent-portal/ui-kit/components/button";
import { EmptyState } from "@agent-portal/ui-kit/components/empty-state";
import { memo, useDeferredValue } from "react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useKitLabels } from "#kit-labels.ts";
import { PAGE_SIZES } from "#list/list-params.ts";
import type { ListQueryView } from "#list/use-list-query.ts";
import type { ListTableState } from "#list/use-list-state.ts";
import { shellConfig } from "#shell-config.ts";
import { PhoneRequired } from "./phone-required.tsx";

/** Props of {@link ListTable}. */
export interface ListTableProps<Row extends object> extends Omit<
  DataTableProps<Row>,
  "data" | "status" | "onRetry" | "rowCount" | "labels" | "paginationLabels" | "empty" | "columns"
> {
  readonly columns: readonly DataTableColumn<Row>[];
  /** The query adapter's answer (`useListQuery`). */
  readonly view: ListQueryView<Row>;
  /** The URL-bound sorting and pagination (`useListState(...).table`). */
  readonly state: ListTableState;
  /** Empty-state texts; the default says there is nothing to show. With filters set, say so and offer to clear them. */
  readonly emptyTitle?: string;
  readonly emptyDescription?: ReactNode;
  readonly emptyAction?: ReactNode;
}

/**
 * What a list shows in place of its table when it has no rows to show: the translated error and
 * Try again (`error`), or that a verified phone is needed (`phoneRequired`). It is a block of the
 * page's width, not a row of the table: a wide table scrolls sideways, and a message inside it
 * was centred across the whole scrolling width, out of view. No pagination and no total go with
 * it (a failed load is not an empty agency).
 */
function ListStatePanel({ caption, view }: { caption: string; view: ListQueryView<unknown> }) {
  const { t } = useTranslation();
  return (
    <section data-slot="list-state" aria-label={caption} className="rounded-lg border border-border bg-surface">
      {view.status === "phoneRequired" ? (
        <PhoneRequired onVerified={view.retry} />
      ) : (
        <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <p role="alert" className="max-w-prose text-sm text-danger-700">
            {view.errorMessage ?? t("lang328")}
          </p>
          <Button variant="secondary" size={shellConfig().touch ? "lg" : "sm"} onClick={view.retry}>
            {t("common.retry")}
          </Button>
        </div>
      )}
    </section>
  );
}

/** {@link ListTable} for a view already deferred. */
const ListTableView = memo(function ListTableView<Row extends object>({ view, state, emptyTitle, emptyDescription, emptyAction, ...props }: ListTableProps<Row>) {
  const { t } = useTranslation();
  const kit = useKitLabels();
  if (view.status === "error" || view.status === "phoneRequired") return <ListStatePanel caption={props.caption} view={view} />;
  return (
    <DataTable
      {...props}
      data={view.rows}
      status={view.status}
      {...rowCountOf(view.total)}
      pageSizeOptions={PAGE_SIZES}
      sorting={state.sorting}
      onSortingChange={state.onSortingChange}
      pagination={state.pagination}
      onPaginationChange={state.onPaginationChange}
      labels={kit.dataTable}
      paginationLabels={kit.pagination}
      empty={<EmptyState className="py-6" title={emptyTitle ?? t("shared.list.emptyTitle")} description={emptyDescription} action={emptyAction} />}
    />
  );
}) as <Row extends object>(props: ListTableProps<Row>) => ReactNode;

/**
 * The list pattern's table: the kit's DataTable with server-side sorting and pagination bound to
 * the URL, a loading skeleton, an empty state, the kit's texts in the active language and CSV
 * export of the current view (visible columns, current rows). A failed load shows its translated
 * error and Try again in place of the table, and a call that needs a verified phone says so with
 * a button that opens the phone dialog again; neither shows pagination or a total.
 * A new view (rows, status) renders as a deferred value (`useDeferredValue`): in the background,
 * in slices that yield to input, with the previous one on screen until it is ready.
 *
 * Memoised, like the table it renders: a page's render that changes none of its props (another
 * call of the page answering, a dialog opening) skips the table. Give it stable props: columns
 * from `useMemo`, `getRowId` and handlers that keep their identity, `state` from `useListState`.
 */
export const ListTable = memo(function ListTable<Row extends object>({ view: current, ...props }: ListTableProps<Row>) {
  // New rows render in the background, in slices that yield to input. A store's update renders
  // synchronously (`useSyncExternalStore`): in that render the deferred view is still the old one
  // and the memoised table below is skipped, so only the background render does the work.
  const view = useDeferredValue(current);
  return <ListTableView view={view} {...props} />;
}) as <Row extends object>(props: ListTableProps<Row>) => ReactNode;
