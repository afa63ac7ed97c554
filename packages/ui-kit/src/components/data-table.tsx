import { useTable } from "@tanstack/react-table";
import type { ColumnDef, ColumnFiltersState, ColumnVisibilityState, PaginationState, RowData, RowSelectionState, SortingState } from "@tanstack/react-table";
import * as React from "react";
import { cn } from "#lib/cn.ts";
import { DataTableBody } from "#internal/data-table-body.tsx";
import { autoHiddenColumns, useContentWidth, userChoices } from "#internal/data-table-fit.ts";
import { dataTableFeatures } from "#internal/data-table-features.ts";
import { DataTableHeader } from "#internal/data-table-header.tsx";
import { DataTableToolbar } from "#internal/data-table-toolbar.tsx";
import type { DataTableColumn, DataTableLabels } from "#internal/data-table-types.ts";
import { defaultDataTableLabels, gridTemplate } from "#internal/data-table-types.ts";
import { useControllable } from "#internal/use-controllable.ts";
import { Button } from "./button.tsx";
import { Pagination } from "./pagination.tsx";
import type { PaginationLabels } from "./pagination.tsx";
import { Skeleton } from "./skeleton.tsx";

export type { DataTableColumn, DataTableFilterOption, DataTableLabels } from "#internal/data-table-types.ts";
export type { ColumnFiltersState, ColumnVisibilityState, PaginationState, RowSelectionState, SortingState } from "@tanstack/react-table";
export { tableCsv } from "#internal/data-table-toolbar.tsx";

/** Props of {@link DataTable}. Sorting, filters and pages are the server's: the table reports state, you fetch. */
export interface DataTableProps<TData extends RowData> {
  columns: readonly DataTableColumn<TData>[];
  /** The rows to show (the current page, already sorted and filtered by the server). Keep the array stable. */
  data: readonly TData[];
  /** Stable row id (e.g. the broadcaster uid): the key of `rowSelection`. */
  getRowId: (row: TData) => string;
  /** Accessible name of the table (translated); also the default CSV file name. */
  caption: string;
  /** `loading` shows skeleton rows and marks the table busy; `error` shows `labels.error` and a retry. */
  status?: "ready" | "loading" | "error";
  onRetry?: () => void;
  /** Replaces the default empty text (e.g. an {@link EmptyState}). */
  empty?: React.ReactNode;
  /** Sorting `[{ id, desc }]` (single column). Controlled when given. */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  /** Column filters `[{ id, value }]` (string values). Controlled when given. */
  columnFilters?: ColumnFiltersState;
  onColumnFiltersChange?: (filters: ColumnFiltersState) => void;
  /** Page (`pageIndex` 0-based, `pageSize`); shows the pager when given with `rowCount`. */
  pagination?: PaginationState;
  onPaginationChange?: (pagination: PaginationState) => void;
  /** Total rows on the server, for the page count and the total text. */
  rowCount?: number;
  pageSizeOptions?: readonly number[];
  /** Hidden columns `{ id: false }`. Controlled when given, else kept here. */
  columnVisibility?: ColumnVisibilityState;
  onColumnVisibilityChange?: (visibility: ColumnVisibilityState) => void;
  /** Selected row ids `{ id: true }`; a checkbox column shows when `onRowSelectionChange` is given. */
  rowSelection?: RowSelectionState;
  onRowSelectionChange?: (selection: RowSelectionState) => void;
  /** Height of the scroll area in px (the header stays in view). Default 480. */
  height?: number;
  /** Row height in px (rows are virtualised at this fixed height). Default 44. */
  rowHeight?: number;
  /** CSV file name; `false` hides the export. Default `caption`. */
  exportFileName?: string | false;
  /** Actions shown at the start of the toolbar. */
  toolbar?: React.ReactNode;
  labels?: Partial<DataTableLabels>;
  paginationLabels?: Partial<PaginationLabels>;
  className?: string;
}

const noSorting: SortingState = [];
const noFilters: ColumnFiltersState = [];
const noVisibility: ColumnVisibilityState = {};
const noSelection: RowSelectionState = {};
const firstPage: PaginationState = { pageIndex: 0, pageSize: 20 };

/**
 * The data table of list screens (TanStack Table v9 + TanStack Virtual): server-side sorting,
 * filters and pagination as controlled state, column visibility, a sticky header, row selection,
 * a width that fits its container (columns with a `priority` give way, highest number first, until
 * the rest fit; shown again from the columns menu, the table scrolls sideways with the first
 * column and the selection staying in place; messages stay in the visible part; no pager under
 * an error),
 * virtualised rows (10,000 rows keep a few dozen row elements in the DOM), CSV export of the visible
 * columns and current rows, and loading, empty and error states. ARIA `table` roles with
 * `aria-rowcount` / `aria-rowindex`, so virtualisation does not hide the size from screen readers.
 */
function DataTable<TData extends RowData>(props: DataTableProps<TData>) {
  const {
    columns,
    data,
    getRowId,
    caption,
    status = "ready",
    onRetry,
    empty,
    rowCount,
    pageSizeOptions,
    height = 480,
    rowHeight = 44,
    exportFileName = caption,
    toolbar,
    className,
  } = props;
  const labels = { ...defaultDataTableLabels, ...props.labels };
  const [sorting, setSorting] = useControllable(props.sorting, props.onSortingChange, noSorting);
  const [columnFilters, setColumnFilters] = useControllable(props.columnFilters, props.onColumnFiltersChange, noFilters);
  const [pagination, setPagination] = useControllable(props.pagination, props.onPaginationChange, firstPage);
  const [columnVisibility, setColumnVisibility] = useControllable(props.columnVisibility, props.onColumnVisibilityChange, noVisibility);
  const [rowSelection, setRowSelection] = useControllable(props.rowSelection, props.onRowSelectionChange, noSelection);
  const selectable = props.onRowSelectionChange !== undefined;

  // State, not a ref: the body's virtualizer must re-render once the scroll element exists
  // (a parent's ref is attached after its children's layout effects run).
  const [scrollElement, setScrollElement] = React.useState<HTMLDivElement | null>(null);
  // The columns that fit the table's width (`priority`); the user's choices stay apart from them.
  const viewWidth = useContentWidth(scrollElement);
  const autoHidden = React.useMemo(() => autoHiddenColumns(columns, columnVisibility, viewWidth, selectable), [columns, columnVisibility, viewWidth, selectable]);
  const effectiveVisibility = React.useMemo(() => ({ ...columnVisibility, ...autoHidden }), [columnVisibility, autoHidden]);

  const tableColumns = React.useMemo(
    () =>
      columns.map((column): ColumnDef<typeof dataTableFeatures, TData> => ({
        id: column.id,
        header: column.header,
        accessorFn: (row) => column.accessor(row),
        enableSorting: column.sortable === true,
        enableHiding: column.hideable !== false,
      })),
    [columns],
  );
  const table = useTable({
    features: dataTableFeatures,
    columns: tableColumns,
    data,
    getRowId: (row) => getRowId(row),
    state: { sorting, columnFilters, pagination, columnVisibility: effectiveVisibility, rowSelection },
    onSortingChange: setSorting,
    onColumnFiltersChange: (updater) => {
      setColumnFilters(updater);
      // New filters start from the first page.
      if (pagination.pageIndex !== 0) setPagination({ ...pagination, pageIndex: 0 });
    },
    onPaginationChange: setPagination,
    onColumnVisibilityChange: (updater) => setColumnVisibility(userChoices(typeof updater === "function" ? updater(effectiveVisibility) : updater, autoHidden)),
    onRowSelectionChange: setRowSelection,
    manualSorting: true,
    manualFiltering: true,
    manualPagination: true,
    enableMultiSort: false,
    enableRowSelection: selectable,
    ...(rowCount === undefined ? {} : { rowCount }),
  });

  const visibleColumns = table.getVisibleLeafColumns().map((column) => columns.find((def) => def.id === column.id) ?? {});
  const hasFilters = columns.some((column) => column.filter !== undefined);
  const headerRows = hasFilters ? 2 : 1;
  const selectedCount = Object.values(rowSelection).filter(Boolean).length;
  const ready = status === "ready" && data.length > 0;
  // A message (error, empty) stays in the visible part of a table that scrolls sideways: as wide
  // as the scroll area and sticky at its start, never centred across the whole scrolling width.
  const message = (content: React.ReactNode) => (
    <div role="row" aria-rowindex={headerRows + 1} className="grid grid-cols-(--dt-cols)">
      <div role="cell" className="col-span-full">
        <div data-slot="data-table-message" className="sticky start-0 flex w-(--dt-view) max-w-full flex-col items-center gap-3 px-6 py-12 text-center text-sm text-fg-muted">
          {content}
        </div>
      </div>
    </div>
  );

  return (
    <div data-slot="data-table" className={cn("flex flex-col gap-3", className)}>
      <DataTableToolbar table={table} columns={columns} labels={labels} exportFileName={exportFileName} selectedCount={selectedCount} disabled={!ready}>
        {toolbar}
      </DataTableToolbar>
      <div
        ref={setScrollElement}
        data-slot="data-table-scroll"
        role="region"
        aria-label={caption}
        // Focusable so keyboard users can scroll it (WCAG 2.1.1, axe scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="overflow-auto rounded-lg border border-border bg-surface"
        style={{ maxHeight: height }}
      >
        <div
          role="table"
          aria-label={caption}
          aria-rowcount={headerRows + (ready ? data.length : 1)}
          aria-busy={status === "loading" || undefined}
          className="min-w-fit"
          style={{ "--dt-cols": gridTemplate(visibleColumns, selectable), "--dt-view": viewWidth === null ? "100%" : `${String(viewWidth)}px` } as React.CSSProperties}
        >
          <DataTableHeader table={table} columns={columns} selectable={selectable} hasFilters={hasFilters} labels={labels} />
          {status === "loading" && (
            <div role="rowgroup" data-slot="data-table-loading">
              <div role="row" aria-rowindex={headerRows + 1} className="flex flex-col gap-3 p-4">
                <div role="cell" className="flex flex-col gap-3">
                  <span className="sr-only">{labels.loading}</span>
                  {Array.from({ length: 6 }, (_, index) => (
                    <Skeleton key={index} className="h-6 w-full" />
                  ))}
                </div>
              </div>
            </div>
          )}
          {status === "error" && (
            <div role="rowgroup">
              {message(
                <>
                  <p role="alert" className="text-danger-700">
                    {labels.error}
                  </p>
                  {onRetry && (
                    <Button variant="secondary" size="sm" onClick={onRetry}>
                      {labels.retry}
                    </Button>
                  )}
                </>,
              )}
            </div>
          )}
          {status === "ready" && data.length === 0 && <div role="rowgroup">{message(empty ?? labels.empty)}</div>}
          {ready && (
            <DataTableBody
              table={table}
              columns={columns}
              selectable={selectable}
              labels={labels}
              scrollElement={scrollElement}
              rowHeight={rowHeight}
              viewportHeight={height}
              headerRows={headerRows}
            />
          )}
        </div>
      </div>
      {props.pagination && rowCount !== undefined && status !== "error" && (
        <Pagination
          page={pagination.pageIndex + 1}
          pageCount={Math.max(1, Math.ceil(rowCount / pagination.pageSize))}
          onPageChange={(page) => table.setPageIndex(page - 1)}
          pageSize={pagination.pageSize}
          {...(pageSizeOptions ? { pageSizeOptions } : {})}
          onPageSizeChange={(size) => setPagination({ pageIndex: 0, pageSize: size })}
          total={rowCount}
          disabled={status === "loading"}
          {...(props.paginationLabels ? { labels: props.paginationLabels } : {})}
        />
      )}
    </div>
  );
}

/**
 * The `rowCount` prop for a server-paged table whose total may not be known yet: `{ rowCount }`
 * once an answer gave it, `{}` before (the pager and its "Total" text wait for the first answer,
 * so that a loading table never says "Total: 0"). Spread it: `<DataTable {...rowCountOf(data?.total)} />`.
 *
 * @param total - rows over all pages, from the page answer's `total`; `undefined` while unknown.
 */
export function rowCountOf(total: number | undefined): { rowCount?: number } {
  return total === undefined ? {} : { rowCount: total };
}

export { DataTable };
